import { verifyPassword } from '../shared/passwords';
import type { Db } from './database';
import { DEMO_ACCOUNTS } from './seed';

/**
 * The accounts the demo seed created that still sign in with the passwords README publishes. A development database
 * moved to production would otherwise carry an administrator anyone can become. Only the seed's own accounts count
 * (`demo_seed_accounts`): a stranger who registers a demo address with its published password decides nothing.
 */
export async function findDemoAccountsWithKnownPasswords(db: Db): Promise<string[]> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  const rows = await db
    .selectFrom('demo_seed_accounts')
    .innerJoin('users', 'users.id', 'demo_seed_accounts.user_id')
    .select(['users.email', 'users.password_hash'])
    .execute();
  const exposed: string[] = [];
  // Every published password is tried: a seeded account keeps its published password when its address changes.
  for (const row of rows) {
    for (const account of accounts) {
      if (await verifyPassword(row.password_hash, account.password)) {
        exposed.push(row.email);
        break;
      }
    }
  }
  return exposed;
}
