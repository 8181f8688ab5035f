import type { Db } from '../db/database';
import { toUser } from '../services/users';
import { issueAccessToken } from './tokens';

/** Records the sign-in and issues an access token: the answer of every way of signing in. */
export async function signIn(db: Db, userId: number, at: Date, remember: boolean) {
  const user = await db
    .updateTable('users')
    .set({ last_login_at: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: toUser(user), access_token: await issueAccessToken(db, userId, remember) };
}
