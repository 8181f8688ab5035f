import type { Db } from '../db/database';
import type { Mailer, MailContent } from './mailer';

/**
 * Sends mail about an account's orders and payments to that account's confirmed address, read when the mail is sent,
 * greeting the account holder by name. Never to the buyer's e-mail of an order: the orderer types that, with the
 * buyer's name, so sending there would let anyone mail a stranger text of their choosing beside our bank details.
 * An account without a confirmed address gets nothing. Resolves whether a mail was sent.
 */
export async function mailAccount(
  db: Db,
  mailer: Mailer,
  userId: number,
  build: (accountName: string) => MailContent,
): Promise<boolean> {
  const account = await db
    .selectFrom('users')
    .select(['email', 'name', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account?.email_verified_at) return false;
  await mailer.send(account.email, build(account.name));
  return true;
}
