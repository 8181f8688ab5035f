import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerEncoding, KeptAnswer, ListAnswerCache } from '../services/list-answer-cache';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/**
 * Each encoding is made once per kept answer, so it can afford more than @fastify/compress's per-request quality 4:
 * quality 6 makes a page clearly smaller for a little more time, spent once. Quality 11 would save a little more for
 * many times the time (figures in docs/performance.md).
 */
const ENCODERS: Record<AnswerEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/**
 * Sends a kept list answer as the JSON it already is, compressed as Accept-Encoding allows above the API's 1 KB
 * threshold. The Content-Encoding set here makes @fastify/compress pass it through untouched.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ListAnswerCache,
  key: string,
  answer: KeptAnswer,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(cache.encoded(key, answer, encoding, ENCODERS[encoding]));
}

/** A cache key for a validated query: the same parameters in any order give the same key. */
export function queryKey(query: object): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
