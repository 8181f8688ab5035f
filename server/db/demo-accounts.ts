import { verifyPassword } from '../shared/passwords';
import type { Db } from './database';
import { DEMO_ACCOUNTS } from './seed';

/**
 * The demo accounts that still sign in with the passwords README publishes. A development database moved to
 * production would otherwise carry an administrator anyone can become.
 */
export async function findDemoAccountsWithKnownPasswords(db: Db): Promise<string[]> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  const rows = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      accounts.map((a) => a.email),
    )
    .execute();
  const exposed: string[] = [];
  for (const row of rows) {
    const account = accounts.find((a) => a.email === row.email);
    if (account && (await verifyPassword(row.password_hash, account.password))) exposed.push(row.email);
  }
  return exposed;
}
