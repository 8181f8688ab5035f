/**
 * The demo accounts' passwords that README publishes. Anyone can read them, so no account may choose one, in any
 * environment: otherwise a stranger could create an account that looks like the demo seed. Only the seed, which
 * hashes passwords itself, still gives them to the demo accounts.
 */
export const PUBLISHED_PASSWORDS: readonly string[] = ['Klient123!', 'Admin123!'];

/** Whether `password` is one of the published demo passwords (exactly: a password is case-sensitive). */
export function isPublishedPassword(password: string): boolean {
  return PUBLISHED_PASSWORDS.includes(password);
}
