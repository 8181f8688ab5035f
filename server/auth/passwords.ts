import { hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum in the package's typings, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's minimum for argon2id: 19 MiB, two passes, one lane. About 50 ms on this machine.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the parameters travel inside the hash string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the stored hash. A missing hash (social-only account) never matches. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the e-mail is unknown keeps the answer time the same either way.
let decoyHash: Promise<string> | null = null;

/** Spends the same time as a real verification, so a wrong e-mail cannot be told from a wrong password. */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-used');
  await verifyPassword(await decoyHash, password);
  return false;
}
