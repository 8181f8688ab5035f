import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SHA-256 of a secret, hex; only hashes of tokens are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random URL-safe secret. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Issues an access token: the caller gets the plain value once, the database keeps its hash. */
export async function issueAccessToken(db: Db, userId: number, remember: boolean): Promise<string> {
  const plain = `${userId}|${randomToken(40)}`;
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(plain),
      expires_at: new Date(Date.now() + (remember ? 30 : 1) * DAY_MS),
    })
    .execute();
  return plain;
}

export interface TokenOwner {
  tokenId: number;
  user: {
    id: number;
    name: string;
    email: string;
    privileges: string[];
  };
}

/** Finds the unexpired token's owner, or null. Records when the token was last used (at most once a minute). */
export async function findTokenOwner(db: Db, plain: string): Promise<TokenOwner | null> {
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'access_tokens.id as token_id',
      'access_tokens.expires_at',
      'access_tokens.last_used_at',
      'users.id',
      'users.name',
      'users.email',
      'users.privileges',
    ])
    .where('access_tokens.token_hash', '=', sha256(plain))
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= Date.now()) return null;
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
    await db.updateTable('access_tokens').set({ last_used_at: new Date() }).where('id', '=', row.token_id).execute();
  }
  return {
    tokenId: row.token_id,
    user: { id: row.id, name: row.name, email: row.email, privileges: row.privileges },
  };
}

/** Revokes one token. */
export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('id', '=', tokenId).execute();
}

/** Revokes every token of a user, optionally keeping one (the one making the request). */
export async function revokeUserTokens(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
  let query = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (exceptTokenId !== undefined) query = query.where('id', '!=', exceptTokenId);
  await query.execute();
}
