import * as oidc from 'openid-client';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, fieldError } from '../http/errors';
import { revokeUserTokens } from '../auth/tokens';
import { signIn } from '../auth/sign-in';
import type { Db } from '../db/database';
import { findUserByEmail } from '../services/users';
import type { SocialProvider } from '../services/social-sign-in';

const STATE_TTL_MS = 10 * 60 * 1000;
const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export const SOCIAL_MESSAGES = {
  notConfigured: (provider: string) => `Logowanie przez ${provider} nie jest dostępne. Zaloguj się e-mailem i hasłem.`,
  failed: (provider: string) => `Nie udało się zalogować przez ${provider}. Spróbuj ponownie.`,
  cancelled: (provider: string) => `Logowanie przez ${provider} zostało przerwane.`,
  noEmail: (provider: string) =>
    `${provider} nie udostępnił adresu e-mail. Zezwól na jego udostępnienie albo załóż konto e-mailem i hasłem.`,
  unverifiedEmail:
    'Konto z tym adresem e-mail już istnieje. Zaloguj się hasłem, a potem możesz korzystać z logowania społecznościowego.',
  staleState: 'Link logowania wygasł lub został już użyty. Spróbuj ponownie.',
} as const;

/** The SPA page the provider sends the browser back to; it passes its query string to /{social}/callback. */
export function socialRedirectUri(appUrl: string, provider: string): string {
  return `${appUrl}/auth/${provider}`;
}

type SocialOperations = 'socialRedirect' | 'socialCallback';

/**
 * Hands an account whose address was never confirmed to the person the provider vouches for. Anyone may have
 * registered that address first, so nothing they set up may keep working: their sessions end, and their password,
 * social links and requested address change go. The owner sets a password through a reset if they want one. The
 * address counts as confirmed from now on, on the provider's word.
 */
async function takeBackUnverifiedAccount(trx: Db, userId: number, now: Date): Promise<void> {
  await revokeUserTokens(trx, userId);
  await trx.deleteFrom('social_accounts').where('user_id', '=', userId).execute();
  await trx
    .updateTable('users')
    .set({
      password_hash: null,
      // An address change they requested would otherwise move the account to them once its link is followed.
      pending_email: null,
      pending_email_expires_at: null,
      email_verified_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Social sign-in: authorisation code flow with PKCE, state and nonce kept server-side for ten minutes. */
export function socialHandlers(ctx: AppContext): Pick<Handlers, SocialOperations> {
  const { db, config } = ctx;

  function providerFor(name: 'google' | 'facebook'): SocialProvider {
    const provider = ctx.adapters.social[name];
    if (!provider) throw new HttpError(503, SOCIAL_MESSAGES.notConfigured(PROVIDER_NAMES[name]));
    return provider;
  }

  return {
    async socialRedirect(request) {
      const name = request.params.social;
      const provider = providerFor(name);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await db
        .deleteFrom('oauth_states')
        .where('created_at', '<', new Date(ctx.now().getTime() - STATE_TTL_MS))
        .execute();
      await db
        .insertInto('oauth_states')
        .values({ state, provider: name, code_verifier: codeVerifier, nonce })
        .execute();
      try {
        const url = await provider.authorizationUrl({
          redirectUri: socialRedirectUri(config.appUrl, name),
          state,
          nonce,
          codeVerifier,
        });
        return { url };
      } catch (error) {
        request.log.error({ err: error }, 'social provider discovery failed');
        throw new HttpError(503, SOCIAL_MESSAGES.notConfigured(PROVIDER_NAMES[name]));
      }
    },

    async socialCallback(request) {
      const name = request.params.social;
      const label = PROVIDER_NAMES[name];
      const provider = providerFor(name);
      const { state } = request.query;
      const saved = await db
        .deleteFrom('oauth_states')
        .where('state', '=', state)
        .where('provider', '=', name)
        .returningAll()
        .executeTakeFirst();
      if (!saved || ctx.now().getTime() - saved.created_at.getTime() > STATE_TTL_MS) {
        throw fieldError('state', SOCIAL_MESSAGES.staleState);
      }
      if (request.query.error) throw fieldError('social', SOCIAL_MESSAGES.cancelled(label));

      const query = request.raw.url?.split('?')[1] ?? '';
      const callbackUrl = new URL(`${socialRedirectUri(config.appUrl, name)}?${query}`);
      let profile;
      try {
        profile = await provider.finish({ callbackUrl, state, nonce: saved.nonce, codeVerifier: saved.code_verifier });
      } catch (error) {
        request.log.warn({ err: error }, 'social sign-in failed');
        throw fieldError('social', SOCIAL_MESSAGES.failed(label));
      }

      const linked = await db
        .selectFrom('social_accounts')
        .innerJoin('users', 'users.id', 'social_accounts.user_id')
        .selectAll('users')
        .where('social_accounts.provider', '=', name)
        .where('social_accounts.subject', '=', profile.subject)
        .executeTakeFirst();

      let user = linked;
      let passwordRemoved = false;
      if (!user) {
        if (!profile.email) throw fieldError('social', SOCIAL_MESSAGES.noEmail(label));
        const existing = await findUserByEmail(db, profile.email);
        // Linking by e-mail is safe only when the provider vouches for the address.
        if (existing && !profile.emailVerified) throw fieldError('social', SOCIAL_MESSAGES.unverifiedEmail);
        user = await db.transaction().execute(async (trx) => {
          if (existing && !existing.email_verified_at) {
            await takeBackUnverifiedAccount(trx, existing.id, ctx.now());
            passwordRemoved = existing.password_hash !== null;
          }
          const row =
            existing ??
            (await trx
              .insertInto('users')
              .values({
                name: profile.name?.trim() || profile.email!.split('@')[0]!,
                email: profile.email!.toLowerCase(),
                password_hash: null,
                privileges: ['user'],
                email_verified_at: profile.emailVerified ? ctx.now() : null,
              })
              .returningAll()
              .executeTakeFirstOrThrow());
          await trx
            .insertInto('social_accounts')
            .values({ user_id: row.id, provider: name, subject: profile.subject })
            .execute();
          return row;
        });
      }
      return { ...(await signIn(db, user.id, ctx.now(), false)), password_removed: passwordRemoved };
    },
  };
}
