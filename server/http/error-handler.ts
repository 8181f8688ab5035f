import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../services/errors';
import { HttpError, MESSAGES } from './errors';
import { toFieldErrors } from './validation-errors';
import { isDatabaseUnavailable } from '../db/database-unavailable';

/** How long a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The status each kind of refusal from the services is answered with. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  'invalid-input': 422,
  conflict: 409,
  forbidden: 403,
};

/**
 * One place turns every failure into the API's Polish shapes: 422 with field errors for invalid input, the status of
 * a service's refusal or of an HttpError with its message, 503 with Retry-After while the database is unreachable,
 * and a generic 500 that is logged with the request id and leaks nothing.
 */
export function handleError(
  error: FastifyError | HttpError | DomainError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof DomainError) {
    return reply.code(DOMAIN_STATUS[error.kind]).send({ message: error.message, ...error.details });
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ message: error.message, ...error.body });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext;
    const errors = toFieldErrors(fastifyError.validation);
    // Headers and path parameters are not form fields; their messages still name them.
    const first = Object.values(errors)[0]?.[0];
    request.log.debug({ context, errors }, 'request validation failed');
    return reply.code(422).send({ message: first ?? MESSAGES.invalidData, errors });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.code(413).send({ message: MESSAGES.payloadTooLarge });
  }
  if (status === 415) return reply.code(415).send({ message: MESSAGES.unsupportedMediaType });
  if (status === 400 && fastifyError.code?.startsWith('FST_ERR_CTP')) {
    return reply.code(400).send({ message: MESSAGES.badJson });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: MESSAGES.invalidData });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: MESSAGES.databaseUnavailable });
  }
  request.log.error({ err: error, reqId: request.id }, 'unexpected error');
  return reply.code(500).send({ message: MESSAGES.serverError, request_id: String(request.id) });
}
