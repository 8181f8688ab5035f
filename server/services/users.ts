import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/tables';
import type { Schemas } from '../../src/contract/types';

export type UserRow = Selectable<UsersTable>;

/** The User resource of openapi.yaml. */
export function toUser(row: UserRow): Schemas['User'] {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    privileges: row.privileges as Schemas['Privilege'][],
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    aftermarket_id: row.aftermarket_id,
    created_at: row.created_at.toISOString(),
  };
}

/** The requested new address while the link mailed to it can still apply it; null otherwise. */
export function pendingEmailOf(row: UserRow, now: Date): string | null {
  const expires = row.pending_email_expires_at;
  return row.pending_email && expires && expires > now ? row.pending_email : null;
}

/** The Profile resource: the user plus contact, company and address fields, and a requested e-mail change. */
export function toProfile(row: UserRow, now = new Date()): Schemas['Profile'] {
  return {
    ...toUser(row),
    phone: row.phone,
    is_company: row.is_company,
    company_name: row.company_name,
    nip: row.nip,
    marketing_consent: row.marketing_consent,
    pending_email: pendingEmailOf(row, now),
    address:
      row.street && row.postal_code && row.city
        ? { street: row.street, postal_code: row.postal_code, city: row.city, country: row.country ?? 'PL' }
        : null,
  };
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
