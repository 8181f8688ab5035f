import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from './tokens';

/**
 * A browser that has signed in to an account before (OWASP's "device cookie"). Its attempts at that account are
 * counted per device, not in the per-account limit that strangers' guesses fill, so nobody can lock an owner out by
 * guessing wrong at their address. The value is `<e-mail, base64url>.<nonce>.<HMAC>`, signed with the app secret:
 * it cannot be forged, nor moved to another account.
 */
export const DEVICE_COOKIE = 'domenika_device';
const MAX_AGE_S = 365 * 24 * 60 * 60;

const normalised = (email: string) => email.trim().toLowerCase();

function mac(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device:${email}:${nonce}`).digest('base64url');
}

/** A new device cookie value for the account with this e-mail. */
export function issueDeviceToken(secret: string, email: string): string {
  const account = normalised(email);
  const nonce = randomToken(24);
  return `${Buffer.from(account).toString('base64url')}.${nonce}.${mac(secret, account, nonce)}`;
}

/** The device's own key (its nonce) when `token` is a genuine device cookie for `email`; otherwise null. */
export function deviceKeyFor(secret: string, token: string | undefined, email: string): string | null {
  const [encoded, nonce, signature, ...rest] = (token ?? '').split('.');
  if (!encoded || !nonce || !signature || rest.length > 0) return null;
  const account = normalised(email);
  if (Buffer.from(encoded, 'base64url').toString('utf8') !== account) return null;
  const expected = Buffer.from(mac(secret, account, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/** The device key a sign-in request presents for the e-mail it names, or null. */
export function requestDeviceKey(secret: string, request: FastifyRequest, email: string): string | null {
  return email === '' ? null : deviceKeyFor(secret, request.cookies[DEVICE_COOKIE], email);
}

/** Marks this browser as one that signed in to the account: httpOnly, SameSite=Strict, Secure in production. */
export function setDeviceCookie(reply: FastifyReply, secret: string, email: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, issueDeviceToken(secret, email), {
    path: '/',
    sameSite: 'strict',
    httpOnly: true,
    secure,
    maxAge: MAX_AGE_S,
  });
}
