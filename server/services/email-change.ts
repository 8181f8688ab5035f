import type { AppContext } from '../context';
import { emailChangeConfirmMail, emailChangeRequestedMail, emailChangedMail } from '../mail/templates';
import { recordAudit, type AuditActor } from './audit-log';
import { isUniqueViolation } from './catalogue-refs';
import { invalidField } from './errors';
import { findUserByEmail, type UserRow } from './users';
import type { TaskLog } from './background-tasks';

/** How long a requested change waits for its link to be followed, as long as the link is valid. */
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

export const EMAIL_CHANGE_MESSAGES = {
  confirmed: (email: string) => `Adres e-mail został zmieniony na ${email}.`,
  invalidLink: 'Link potwierdzający zmianę adresu e-mail jest nieprawidłowy, wygasł albo został już użyty.',
  taken: 'Ten adres e-mail należy już do innego konta, więc nie mogliśmy go przypisać. Twój adres pozostał bez zmian.',
} as const;

type EmailChangeContext = Pick<AppContext, 'db' | 'mailer' | 'background' | 'now'>;

/** The columns that record `newEmail` as requested at `now`; the request lapses with its link. */
export function pendingEmailColumns(newEmail: string, now: Date) {
  return { pending_email: newEmail, pending_email_expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) };
}

/**
 * Mails a recorded request after the answer: `confirmationUrl` to the new address, and a note to the current one.
 * Whether another account has the new address changes only what is mailed (that address gets nothing), never the
 * answer: a link there would let the requester take over that account's address.
 */
export function mailEmailChangeRequest(
  ctx: EmailChangeContext,
  self: Pick<UserRow, 'name' | 'email'>,
  newEmail: string,
  confirmationUrl: string,
  log: TaskLog,
): void {
  ctx.background.run('e-mail change mail not sent', log, async () => {
    const owner = await findUserByEmail(ctx.db, newEmail);
    if (!owner) await ctx.mailer.send(newEmail, emailChangeConfirmMail(self.name, newEmail, confirmationUrl));
    await ctx.mailer.send(self.email, emailChangeRequestedMail(self.name, newEmail));
  });
}

/**
 * Applies a change whose link was checked: the account's address becomes `newEmail`, confirmed (the link reached
 * it), in the same transaction as its audit entry. Reset links issued for either address stop working. Sessions
 * stay: the person who asked was signed in, and the new mailbox agreed. The previous address is told.
 */
export async function applyEmailChange(
  ctx: EmailChangeContext,
  user: UserRow,
  newEmail: string,
  actor: Pick<AuditActor, 'ip'>,
  log: TaskLog,
): Promise<void> {
  const owner = await findUserByEmail(ctx.db, newEmail);
  if (owner && owner.id !== user.id) throw invalidField('email', EMAIL_CHANGE_MESSAGES.taken);
  const now = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('users')
        .set({
          email: newEmail,
          email_verified_at: now,
          pending_email: null,
          pending_email_expires_at: null,
          updated_at: now,
        })
        .where('id', '=', user.id)
        // The row as it was checked: a second use of the link, or another change in between, updates nothing.
        .where('email', '=', user.email)
        .where('pending_email', '=', newEmail)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw invalidField('email', EMAIL_CHANGE_MESSAGES.invalidLink);
      await trx
        .deleteFrom('password_reset_tokens')
        .where('email', 'in', [user.email.toLowerCase(), newEmail])
        .execute();
      await recordAudit(trx, {
        actor_id: user.id,
        ip: actor.ip,
        entity: 'user',
        entity_id: user.id,
        action: 'user.identity',
        before: { email: user.email },
        after: { email: newEmail },
      });
    });
  } catch (error) {
    // Another account took the address between the check above and the update.
    if (isUniqueViolation(error)) throw invalidField('email', EMAIL_CHANGE_MESSAGES.taken);
    throw error;
  }
  ctx.background.run('e-mail changed mail not sent', log, () =>
    ctx.mailer.send(user.email, emailChangedMail(user.name, newEmail)),
  );
}
