import { pl } from '../i18n/pl';

/** What went wrong with a call, in terms a screen can act on. */
export type ApiErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'csrf'
  | 'rate_limited'
  | 'server'
  | 'timeout'
  | 'network'
  | 'parse'
  | 'http';

export type FieldErrors = Record<string, string[]>;

/** A failed call: a Polish message for the user, field messages for forms, and the answer's body for details. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly fieldErrors: FieldErrors = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a field, as shown beside it. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

const KIND_BY_STATUS: Record<number, ApiErrorKind> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  419: 'csrf',
  422: 'validation',
  429: 'rate_limited',
};

function messageOf(body: unknown): string | null {
  return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;
}

/** Maps an HTTP error answer to an ApiError, keeping the server's Polish message when it sent one. */
export function fromResponse(status: number, body: unknown): ApiError {
  const kind: ApiErrorKind = KIND_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'http');
  const fieldErrors =
    kind === 'validation' && body && typeof body === 'object' && 'errors' in body
      ? ((body as { errors: FieldErrors }).errors ?? {})
      : {};
  // A 500 never carries a message worth showing: the spec's toast says "Coś poszło nie tak". A 502 or 503 names
  // the outside service that failed, in Polish, and that is worth showing.
  const fallback = kind === 'csrf' ? pl.errors.csrf : pl.errors.generic;
  const message = status === 500 ? pl.errors.generic : (messageOf(body) ?? fallback);
  return new ApiError(kind, message, status, fieldErrors, body);
}

/** Maps what fetch or JSON parsing threw: a timeout, a network failure or an unreadable answer. */
export function fromThrown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new ApiError('timeout', pl.errors.timeout);
  if (name === 'SyntaxError') return new ApiError('parse', pl.errors.parse);
  if (error instanceof TypeError) return new ApiError('network', pl.errors.network);
  return new ApiError('network', pl.errors.network);
}
