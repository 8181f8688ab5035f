import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, fieldError } from '../http/errors';
import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';
import { checkCredentials, hashPassword } from '../shared/passwords';
import { randomToken, revokeUserTokens, revokeToken, sha256 } from '../auth/tokens';
import { setCsrfCookie } from '../auth/csrf';
import { setDeviceCookie } from '../auth/device-cookie';
import { signIn } from '../auth/sign-in';
import { currentUser } from '../auth/guard';
import { isValidVerification, verificationUrl } from '../auth/signed-url';
import { findUserByEmail, findUserById } from '../services/users';
import { accountExistsMail, passwordChangedMail, passwordResetMail, verificationMail } from '../mail/templates';
import { socialHandlers } from './social';
import { newPassword } from '../../src/kernel/validation';

const RESET_TTL_MS = 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  registered:
    'Sprawdź skrzynkę pocztową: wysłaliśmy na podany adres wiadomość z dalszymi krokami. Potwierdź adres e-mail, a potem zaloguj się.',
  resetSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.',
  passwordReset: 'Hasło zostało zmienione. Możesz się teraz zalogować.',
  verificationSent: 'Wysłaliśmy nowy link weryfikacyjny. Sprawdź skrzynkę pocztową.',
  alreadyVerified: 'Adres e-mail jest już potwierdzony.',
} as const;

type AuthOperations =
  | 'csrfCookie'
  | 'login'
  | 'register'
  | 'logout'
  | 'forgotPassword'
  | 'resetPassword'
  | 'sendVerificationEmail'
  | 'verifyEmail'
  | 'socialRedirect'
  | 'socialCallback';

/** A published demo password is refused beside the password field, at sign-up and at reset alike. */
function refusePublishedPassword(password: string): void {
  const refusal = newPassword(password);
  if (refusal) throw fieldError('password', refusal);
}

/** Sign-in, registration, password reset and e-mail verification, in the style of Laravel Sanctum and Fortify. */
export function authHandlers(ctx: AppContext): Pick<Handlers, AuthOperations> {
  const { db, config, mailer, background } = ctx;

  async function sendVerification(user: { id: number; name: string; email: string }): Promise<void> {
    const url = verificationUrl(config.appUrl, ctx.secret, user.id, user.email, ctx.now().getTime());
    await mailer.send(user.email, verificationMail(user.name, url));
  }

  return {
    async csrfCookie(_request, reply) {
      setCsrfCookie(reply, ctx.secret, config.production);
      return reply.code(204).send();
    },

    async login(request, reply) {
      const { email, password, remember } = request.body;
      const user = await findUserByEmail(db, email);
      const ok = await checkCredentials(user?.password_hash, password);
      if (!user || !ok) throw fieldError('email', M.badCredentials);
      const answer = await signIn(db, user.id, ctx.now(), remember ?? false);
      // This browser has proven it knows the password: its later attempts at this account escape the account lockout.
      setDeviceCookie(reply, ctx.secret, email, config.production);
      return answer;
    },

    // One answer whether or not the address is taken, and the same work on the request path either way: one hash,
    // one insert (which a taken address turns into nothing), the mail after answering. The mail tells the owner.
    async register(request, reply) {
      const body = request.body;
      refusePublishedPassword(body.password);
      if (body.password !== body.password_confirmation) throw fieldError('password_confirmation', M.passwordsMismatch);
      const email = body.email.trim().toLowerCase();
      const created = await db
        .insertInto('users')
        .values({
          name: body.name.trim(),
          email,
          password_hash: await hashPassword(body.password),
          privileges: ['user'],
          marketing_consent: body.marketing_consent ?? false,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returningAll()
        .executeTakeFirst();
      background.run('registration e-mail not sent', request.log, async () => {
        if (created) return sendVerification(created);
        const owner = await findUserByEmail(db, email);
        if (owner)
          await mailer.send(owner.email, accountExistsMail(owner.name, `${config.appUrl}/`, `${config.appUrl}/reset`));
      });
      return reply.code(202).send({ message: AUTH_MESSAGES.registered });
    },

    async logout(request, reply) {
      if (request.auth) await revokeToken(db, request.auth.tokenId);
      return reply.code(204).send();
    },

    // Answered before the account is even looked up, so the time taken does not tell whether it exists.
    forgotPassword(request) {
      const { email } = request.body;
      background.run('password reset e-mail not sent', request.log, async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return;
        const token = randomToken(32);
        await db
          .insertInto('password_reset_tokens')
          .values({ email: user.email.toLowerCase(), token_hash: sha256(token), created_at: ctx.now() })
          .onConflict((oc) => oc.column('email').doUpdateSet({ token_hash: sha256(token), created_at: ctx.now() }))
          .execute();
        const url = `${config.appUrl}/password-reset/${token}?email=${encodeURIComponent(user.email)}`;
        await mailer.send(user.email, passwordResetMail(user.name, url));
      });
      return Promise.resolve({ message: AUTH_MESSAGES.resetSent });
    },

    async resetPassword(request) {
      const { token, email, password, password_confirmation } = request.body;
      refusePublishedPassword(password);
      if (password !== password_confirmation) throw fieldError('password_confirmation', M.passwordsMismatch);
      const row = await db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      const valid =
        row && row.token_hash === sha256(token) && ctx.now().getTime() - row.created_at.getTime() < RESET_TTL_MS;
      const user = valid ? await findUserByEmail(db, email) : undefined;
      if (!user) throw fieldError('email', M.invalidResetToken);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: await hashPassword(password), updated_at: ctx.now() })
          .where('id', '=', user.id)
          .execute();
        await trx.deleteFrom('password_reset_tokens').where('email', '=', email.toLowerCase()).execute();
        await revokeUserTokens(trx, user.id);
      });
      await mailer.send(user.email, passwordChangedMail(user.name)).catch((error: unknown) => {
        request.log.error({ err: error }, 'password-changed e-mail not sent');
      });
      return { message: AUTH_MESSAGES.passwordReset };
    },

    async sendVerificationEmail(request) {
      const user = await findUserById(db, currentUser(request).id);
      if (!user) throw new HttpError(401, 'Zaloguj się, aby kontynuować.');
      if (user.email_verified_at) return { message: AUTH_MESSAGES.alreadyVerified };
      await sendVerification(user);
      return { message: AUTH_MESSAGES.verificationSent };
    },

    async verifyEmail(request, reply) {
      const { id, hash } = request.params;
      const { expires, signature } = request.query;
      const user = await findUserById(db, id);
      const valid =
        user !== undefined &&
        isValidVerification(ctx.secret, { id, hash, expires, signature }, user.email, ctx.now().getTime());
      if (valid && !user.email_verified_at) {
        await db.updateTable('users').set({ email_verified_at: ctx.now() }).where('id', '=', id).execute();
      }
      return reply.redirect(`${config.appUrl}/profile?verified=${valid ? 1 : 0}`, 302);
    },

    ...socialHandlers(ctx),
  };
}
