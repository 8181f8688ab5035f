import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import { DEMO_ACCOUNTS } from '../db/seed';
import { issueAccessToken } from '../auth/tokens';
import type { TestServer } from './test-server';

/** A POST to an auth route with the XSRF cookie and header it asks for. */
export async function postWithCsrf(server: TestServer, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  const csrf = await server.csrf();
  return server.request({ method: 'POST', url, payload: payload as Record<string, unknown>, ...csrf });
}

/** POST /register with the terms accepted and, unless told otherwise, the password confirmed. */
export function registerAccount(
  server: TestServer,
  account: { name: string; email: string; password: string },
  { confirmation = account.password, acceptTerms = true } = {},
): Promise<LightMyRequestResponse> {
  return postWithCsrf(server, '/register', {
    ...account,
    password_confirmation: confirmation,
    accept_terms: acceptTerms,
  });
}

/** The id of the account with this e-mail address. */
export async function userIdOf(db: Db, email: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/**
 * Access tokens of the demo customer (`user`) and administrator, issued directly rather than by signing in, so no
 * login limit is spent.
 */
export async function demoTokens(db: Db): Promise<{ user: string; admin: string }> {
  return {
    user: await issueAccessToken(db, await userIdOf(db, DEMO_ACCOUNTS.customer.email), false),
    admin: await issueAccessToken(db, await userIdOf(db, DEMO_ACCOUNTS.admin.email), false),
  };
}
