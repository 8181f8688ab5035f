import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { OperationMeta } from '../openapi';
import { HttpError, MESSAGES } from './errors';

// An operation that declares no body still gets `{}` or nothing from ordinary clients; JSON is all it tolerates.
const WITHOUT_BODY = ['application/json'];

/** The media type's essence: `Application/JSON; charset=utf-8` is `application/json`. */
export function mediaTypeOf(header: string | undefined): string | null {
  const essence = header?.split(';')[0]?.trim().toLowerCase();
  return essence ? essence : null;
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * An onRequest hook that admits only the media types openapi.yaml declares for the operation. It runs before the
 * body is parsed: a multipart or text body sent to a JSON operation would otherwise skip the JSON schema (Fastify
 * validates a body only against the schema of its own content type) and reach the handler unchecked.
 */
export function requireDeclaredMediaType(meta: OperationMeta): onRequestHookHandler {
  const allowed = meta.bodyMediaTypes.length > 0 ? meta.bodyMediaTypes : WITHOUT_BODY;
  // A callback hook: it reads only the headers, so there is nothing to await.
  return function checkMediaType(request, _reply, done) {
    done(mediaTypeRefusal(request, meta, allowed));
  };
}

/** Why the request's body does not suit the operation, or undefined when it does. */
function mediaTypeRefusal(
  request: FastifyRequest,
  meta: OperationMeta,
  allowed: readonly string[],
): HttpError | undefined {
  if (!carriesBody(request)) {
    return meta.bodyRequired ? new HttpError(422, MESSAGES.bodyRequired, { errors: {} }) : undefined;
  }
  const type = mediaTypeOf(request.headers['content-type']);
  return !type || !allowed.includes(type) ? new HttpError(415, MESSAGES.unsupportedMediaTypeOf(allowed)) : undefined;
}
