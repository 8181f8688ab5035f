import { describe, expect, it } from 'vitest';
import { argon2Verify, checkCredentials, hashPassword, type VerifyHash } from './passwords';

/** The real verifier, counting the hashes it was asked to check. */
function countingVerifier() {
  const calls: string[] = [];
  const verify: VerifyHash = (storedHash, password) => {
    calls.push(storedHash);
    return argon2Verify(storedHash, password);
  };
  return { verify, calls };
}

describe('checking a sign-in', () => {
  it('runs one argon2 verification for an unknown e-mail, a social-only account and a wrong password alike', async () => {
    const realHash = await hashPassword('Prawdziwe1!');
    const unknown = countingVerifier();
    const socialOnly = countingVerifier();
    const wrongPassword = countingVerifier();

    expect(await checkCredentials(undefined, 'Zgadywane1!', unknown.verify)).toBe(false);
    expect(await checkCredentials(null, 'Zgadywane1!', socialOnly.verify)).toBe(false);
    expect(await checkCredentials(realHash, 'Zgadywane1!', wrongPassword.verify)).toBe(false);

    expect([unknown.calls.length, socialOnly.calls.length, wrongPassword.calls.length]).toEqual([1, 1, 1]);
    // The stand-in hash has the real parameters, so it costs what a real account costs.
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(parameters(unknown.calls[0]!)).toBe(parameters(realHash));
    expect(socialOnly.calls[0]).toBe(unknown.calls[0]);
  });

  it('accepts the right password, and no password matches the stand-in hash', async () => {
    const realHash = await hashPassword('Prawdziwe1!');
    expect(await checkCredentials(realHash, 'Prawdziwe1!')).toBe(true);
    expect(await checkCredentials(null, '')).toBe(false);
  });
});
