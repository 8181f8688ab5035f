import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors';
import { randomToken } from './tokens';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function mac(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');
}

/** A new token, `nonce.mac`. Signing it stops a sibling subdomain from planting a cookie of its own choosing. */
export function issueCsrfToken(secret: string): string {
  const nonce = randomToken(24);
  return `${nonce}.${mac(secret, nonce)}`;
}

function isSigned(secret: string, token: string): boolean {
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(mac(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Double-submit check: the header must equal the cookie, and the cookie must carry our signature. */
export function isValidCsrf(secret: string, cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b) && isSigned(secret, cookie);
}

/** Sets the readable XSRF-TOKEN cookie, as Sanctum's /sanctum/csrf-cookie does. */
export function setCsrfCookie(reply: FastifyReply, secret: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, issueCsrfToken(secret), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure,
    maxAge: 2 * 60 * 60,
  });
}

/** onRequest hook for operations marked x-csrf-protected: 419 when the header does not match the cookie. */
export function requireCsrf(secret: string): onRequestHookHandler {
  // A callback hook: the check is synchronous, so there is nothing to await.
  return function checkCsrf(request, _reply, done) {
    const header = request.headers[XSRF_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    if (!isValidCsrf(secret, request.cookies[XSRF_COOKIE], value)) done(new HttpError(419, MESSAGES.csrfMismatch));
    else done();
  };
}
