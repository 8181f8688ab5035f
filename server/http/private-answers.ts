import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** What an answer that belongs to one caller carries, as the invoice PDFs always have: no cache may keep it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The operations whose answer is the same for every caller. Every other one answers with a caller's own data, a
 * token, a cookie or a one-time redirect, which neither a shared proxy nor the browser's disk cache may keep.
 */
const SHARED_ANSWERS: ReadonlySet<string> = new Set(['termsPage', 'health']);

/** Whether an operation's answers belong to one caller. */
export function answersPrivately(operationId: string): boolean {
  return !SHARED_ANSWERS.has(operationId);
}

/** A route's onSend hook marking its answers, errors included, as one caller's. */
export const markPrivate: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  done(null, payload);
};

/** Any answer to a request that carries credentials is that caller's, whatever route answered it. */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  });
}
