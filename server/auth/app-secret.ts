import { randomToken } from './tokens';
import type { Db } from '../db/database';

/**
 * The key that signs e-mail verification links. Generated once and kept in the database, so links stay valid
 * across restarts and across instances sharing one database.
 */
export async function loadAppSecret(db: Db): Promise<string> {
  const existing = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'app_secret')
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_settings')
    .values({ key: 'app_secret', value: randomToken(48) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'app_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
