import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum in the package's typings, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's minimum for argon2id: 19 MiB, two passes, one lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Checks a password against an argon2 hash string; the slow part of every sign-in. */
export type VerifyHash = (storedHash: string, password: string) => Promise<boolean>;

/** Hashes a password with argon2id; the parameters travel inside the hash string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** argon2 verification; a malformed stored hash is a mismatch, not a crash. */
export const argon2Verify: VerifyHash = async (storedHash, password) => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

/** True when the password matches the stored hash. A missing hash (social-only account) never matches. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  return storedHash ? argon2Verify(storedHash, password) : false;
}

// Made with the real parameters, so verifying against it costs what a real account costs. Computed on first use,
// not at start-up, and from random bytes: no password matches it, not even one that knows this source.
let dummyHash: Promise<string> | null = null;

/**
 * Checks a sign-in. An unknown e-mail (undefined) and an account without a password (null: social sign-in only)
 * are verified against the dummy hash, so every path runs exactly one argon2 verification and the answer's time
 * does not tell them from a wrong password.
 */
export async function checkCredentials(
  storedHash: string | null | undefined,
  password: string,
  verifyHash: VerifyHash = argon2Verify,
): Promise<boolean> {
  if (storedHash) return verifyHash(storedHash, password);
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyHash(await dummyHash, password);
  return false;
}
