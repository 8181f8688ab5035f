import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config';
import type { OperationMeta, RateLimitedOperation } from '../openapi';
import { HttpError, MESSAGES } from './errors';
import { requestDeviceKey } from '../auth/device-cookie';
import { isUnsafeText } from '../../src/kernel/unsafe-text';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The longest e-mail address a key is made of: the contract's limit. */
const MAX_EMAIL_KEY_CHARS = 254;

// The body is not validated yet when attempts are counted, so anything but a plausible address counts by address only:
// a megabyte of text or a NUL never becomes part of a key stored in the database.
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = body && typeof body === 'object' && !Array.isArray(body) ? body.email : undefined;
  if (typeof email !== 'string' || email.length > MAX_EMAIL_KEY_CHARS || isUnsafeText(email)) return '';
  return email.trim().toLowerCase();
}

/** How many attempts a minute (or window) each key admits for one rate-limited operation. */
export interface OperationLimits {
  /** One client address trying one e-mail. */
  addressAndEmail: number;
  /** One client address across every e-mail: stops password spraying from one place. */
  address: number;
  /** One e-mail across every address: stops a distributed guess at one account. */
  account: number;
  /**
   * One browser that signed in to the account before, trying that account again: counted here instead of in
   * `account`, so guesses from elsewhere cannot lock its owner out (server/auth/device-cookie.ts).
   */
  device: number;
}

/** The limits of an operation; login's wider ones are settings of their own, the others twice the base limit. */
export function limitsFor(limits: RateLimits, operation: RateLimitedOperation): OperationLimits {
  const base = limits[operation];
  if (operation === 'login')
    return {
      addressAndEmail: base,
      address: limits.loginPerAddress,
      account: limits.loginPerAccount,
      device: limits.loginPerAccount,
    };
  return { addressAndEmail: base, address: base * 2, account: base * 2, device: base * 2 };
}

/**
 * Limits counted per signed-in account, not per address and e-mail: the caller is known, and every operation marked
 * with the same limit shares one count (an account's orders in all checkout modes together).
 */
const PER_SIGNED_IN_ACCOUNT: ReadonlySet<RateLimitedOperation> = new Set(['orders']);

/**
 * A preValidation hook for a rate-limited operation. It runs after the body is parsed, so the e-mail can be part of
 * the keys, and before the body is checked, so malformed and hostile attempts count like wrong passwords.
 * Every key is counted on every attempt, and the first one over its limit answers 429 with Retry-After. The client
 * address is `request.ip`, which follows X-Forwarded-For only from the proxies TRUST_PROXY names. A sign-in that
 * presents a genuine device cookie for its e-mail is counted per device instead of per account.
 */
export function rateLimitHook(
  app: FastifyInstance,
  limits: RateLimits,
  meta: OperationMeta & { rateLimit: RateLimitedOperation },
  secret: string,
) {
  const max = limitsFor(limits, meta.rateLimit);
  const op = meta.operationId;
  // Only sign-in issues device cookies, so only sign-in honours them.
  const deviceOf = (request: FastifyRequest) =>
    meta.rateLimit === 'login' ? requestDeviceKey(secret, request, emailOf(request)) : null;
  const limiter = (count: number, key: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max: count, timeWindow: limits.windowMs, keyGenerator: key });
  const checks: Array<{ limiter: Limiter; applies: (request: FastifyRequest) => boolean }> = PER_SIGNED_IN_ACCOUNT.has(
    meta.rateLimit,
  )
    ? [
        {
          limiter: limiter(limits[meta.rateLimit], (r) => `${meta.rateLimit}|user|${r.auth?.user.id ?? ''}`),
          applies: (r) => r.auth !== null,
        },
      ]
    : [
        {
          limiter: limiter(max.addressAndEmail, (r) => `${op}|address+email|${r.ip}|${emailOf(r)}`),
          applies: () => true,
        },
        { limiter: limiter(max.address, (r) => `${op}|address|${r.ip}`), applies: () => true },
        {
          limiter: limiter(max.account, (r) => `${op}|account|${emailOf(r)}`),
          applies: (r) => emailOf(r) !== '' && deviceOf(r) === null,
        },
        {
          limiter: limiter(max.device, (r) => `${op}|device|${deviceOf(r) ?? ''}`),
          applies: (r) => deviceOf(r) !== null,
        },
      ];
  return async function limitAttempts(request: FastifyRequest): Promise<void> {
    for (const check of checks) {
      if (!check.applies(request)) continue;
      const result = await check.limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new HttpError(429, MESSAGES.tooManyRequests(seconds), {}, { 'retry-after': String(seconds) });
      }
    }
  };
}
