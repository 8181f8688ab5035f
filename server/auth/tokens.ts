import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery } from 'kysely';
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
  /**
   * The domain catalogue's version (migration 0011) when the token was checked: read in the same statement, so that
   * a domain list, which needs it on every request (services/list-answer-cache.ts), costs no round trip of its own.
   * Null before migration 0011 has run.
   */
  catalogueVersion: bigint | null;
}

interface TokenOwnerRow {
  token_id: number;
  expires_at: Date;
  last_used_at: Date | null;
  id: number;
  name: string;
  email: string;
  privileges: string[];
  catalogue_version: string | null;
}

/** Runs before every signed-in request, so it is written once instead of built and compiled each time. */
const TOKEN_OWNER_SQL = `select t.id as token_id, t.expires_at, t.last_used_at, u.id, u.name, u.email, u.privileges,
    (select version::text from catalogue_version) as catalogue_version
  from access_tokens t join users u on u.id = t.user_id
  where t.token_hash = $1`;

/** Finds the unexpired token's owner, or null. Records when the token was last used (at most once a minute). */
export async function findTokenOwner(db: Db, plain: string): Promise<TokenOwner | null> {
  const [row] = (await db.executeQuery<TokenOwnerRow>(CompiledQuery.raw(TOKEN_OWNER_SQL, [sha256(plain)]))).rows;
  if (!row || row.expires_at.getTime() <= Date.now()) return null;
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
    await db.updateTable('access_tokens').set({ last_used_at: new Date() }).where('id', '=', row.token_id).execute();
  }
  return {
    tokenId: row.token_id,
    user: { id: row.id, name: row.name, email: row.email, privileges: row.privileges },
    catalogueVersion: row.catalogue_version === null ? null : BigInt(row.catalogue_version),
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
