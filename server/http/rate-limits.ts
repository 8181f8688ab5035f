import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config';
import type { OperationMeta, RateLimitedOperation } from '../openapi';
import { HttpError, MESSAGES } from './errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** How many attempts a minute (or window) each key admits for one rate-limited operation. */
export interface OperationLimits {
  /** One client address trying one e-mail. */
  addressAndEmail: number;
  /** One client address across every e-mail: stops password spraying from one place. */
  address: number;
  /** One e-mail across every address: stops a distributed guess at one account. */
  account: number;
}

/** The limits of an operation; login's wider ones are settings of their own, the others twice the base limit. */
export function limitsFor(limits: RateLimits, operation: RateLimitedOperation): OperationLimits {
  const base = limits[operation];
  if (operation === 'login')
    return { addressAndEmail: base, address: limits.loginPerAddress, account: limits.loginPerAccount };
  return { addressAndEmail: base, address: base * 2, account: base * 2 };
}

/**
 * A preHandler for a rate-limited operation. It runs after the body is parsed, so the e-mail can be part of the keys.
 * Every key is counted on every attempt, and the first one over its limit answers 429 with Retry-After. The client
 * address is `request.ip`, which follows X-Forwarded-For only from the proxies TRUST_PROXY names.
 */
export function rateLimitHook(
  app: FastifyInstance,
  limits: RateLimits,
  meta: OperationMeta & { rateLimit: RateLimitedOperation },
) {
  const max = limitsFor(limits, meta.rateLimit);
  const op = meta.operationId;
  const limiter = (count: number, key: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max: count, timeWindow: limits.windowMs, keyGenerator: key });
  const checks: Array<{ limiter: Limiter; applies: (request: FastifyRequest) => boolean }> = [
    { limiter: limiter(max.addressAndEmail, (r) => `${op}|address+email|${r.ip}|${emailOf(r)}`), applies: () => true },
    { limiter: limiter(max.address, (r) => `${op}|address|${r.ip}`), applies: () => true },
    { limiter: limiter(max.account, (r) => `${op}|account|${emailOf(r)}`), applies: (r) => emailOf(r) !== '' },
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
