import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, MESSAGES, fieldError } from '../http/errors';
import { emailChangeUrl, isValidEmailChange } from '../auth/signed-url';
import { countAttempt } from '../services/rate-limit-counters';
import { findUserById, pendingEmailOf, type UserRow } from '../services/users';
import { EMAIL_CHANGE_MESSAGES, applyEmailChange, mailEmailChangeRequest } from '../services/email-change';

/**
 * Counts one change request for the account and one for the address asked for, with the verification mail's limit,
 * so neither one account nor many can turn the profile form into a mail cannon aimed at one mailbox. Past it, 429.
 */
export async function limitEmailChangeRequests(ctx: AppContext, userId: number, newEmail: string): Promise<void> {
  const { verification: max, windowMs } = ctx.config.rateLimits;
  const nowMs = ctx.now().getTime();
  for (const key of [`emailChange|account|${userId}`, `emailChange|email|${newEmail}`]) {
    const counted = await countAttempt(ctx.db, key, windowMs, nowMs);
    if (counted.hits > max) {
      const seconds = Math.max(1, Math.ceil(counted.ttlMs / 1000));
      throw new HttpError(429, MESSAGES.tooManyRequests(seconds), {}, { 'retry-after': String(seconds) });
    }
  }
}

/** Mails the signed link for a change just recorded as pending, and tells the current address. */
export function mailEmailChangeLink(
  ctx: AppContext,
  request: FastifyRequest,
  self: Pick<UserRow, 'id' | 'name' | 'email'>,
  newEmail: string,
): void {
  const link = { id: self.id, currentEmail: self.email, newEmail };
  const url = emailChangeUrl(ctx.config.appUrl, ctx.secret, link, ctx.now().getTime());
  mailEmailChangeRequest(ctx, self, newEmail, url, request.log);
}

/** The confirmation of a requested e-mail change, from the link mailed to the new address. */
export function emailChangeHandlers(ctx: AppContext): Pick<Handlers, 'confirmEmailChange'> {
  return {
    async confirmEmailChange(request) {
      const link = { ...request.body, email: request.body.email.trim().toLowerCase() };
      const user = await findUserById(ctx.db, link.id);
      const now = ctx.now();
      const valid =
        user !== undefined &&
        pendingEmailOf(user, now) === link.email &&
        isValidEmailChange(ctx.secret, link, user.email, now.getTime());
      if (!valid) throw fieldError('email', EMAIL_CHANGE_MESSAGES.invalidLink);
      await applyEmailChange(ctx, user, link.email, { ip: request.ip || null }, request.log);
      return { message: EMAIL_CHANGE_MESSAGES.confirmed(link.email), email: link.email };
    },
  };
}
