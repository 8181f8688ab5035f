import { pl } from '../../i18n/pl';
import { CallFailure, type Failure } from '../../kernel/call-failure';
import type { FieldErrors } from '../../kernel/validation';
import { fieldErrorsIn, messageIn, reasonIn, refusedEntriesIn, refusedItemsIn } from './error-body';

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

export type { FieldErrors };

/**
 * What the failure means to the caller. The status decides the kind; the contract's error bodies add the details:
 * a 409 ItemsUnavailable names the items, a 403 OrderingForbidden may wait for a confirmed e-mail address, a 422
 * BulkUpdateFailure names the failing entries.
 */
function failureOf(kind: ApiErrorKind, message: string, errors: FieldErrors, body: unknown): Failure {
  if (kind === 'validation') {
    const failed = refusedEntriesIn(body);
    return { kind: 'validation', message, errors, ...(failed ? { failed } : {}) };
  }
  const items = kind === 'conflict' ? refusedItemsIn(body) : null;
  if (items) return { kind: 'unavailable', message, items };
  if (kind === 'forbidden' && reasonIn(body) === 'email_unverified') return { kind: 'unverified', message };
  return { kind: 'other', message };
}

/**
 * Failures the app tells the user about itself, whatever the caller does: a server or transport failure is toasted
 * app-wide (src/app/services.ts), and a 401 ends the session with its own notice.
 */
const ANNOUNCED: ReadonlySet<ApiErrorKind> = new Set(['server', 'network', 'timeout', 'parse', 'unauthenticated']);

/**
 * A failed call, as the client's middleware decides it once: its kind, the Polish message for the user, field messages
 * for forms, what it means to a machine (`failure`), whether the app announces it itself, and the answer's body.
 */
export class ApiError extends CallFailure {
  /** Whether the app already tells the user (a toast, or the end of the session), so a form need not toast it again. */
  readonly announced: boolean;

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly fieldErrors: FieldErrors = {},
    readonly body: unknown = null,
  ) {
    super(failureOf(kind, message, fieldErrors, body));
    this.name = 'ApiError';
    this.announced = ANNOUNCED.has(kind);
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

/** What an HTTP error status means to the app. */
export function kindOf(status: number): ApiErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'http');
}

/**
 * The message to show for an error answer: the server's Polish `message`, or `fallback` when it sent none. A 500 never
 * carries a message worth showing: the spec's toast says "Coś poszło nie tak". A 502 or 503 names the outside service
 * that failed, in Polish, and that is worth showing.
 */
export function answerMessageOf(status: number | null, body: unknown, fallback: string = pl.errors.generic): string {
  return status === 500 ? pl.errors.generic : (messageIn(body) ?? fallback);
}

/** Maps an HTTP error answer to an ApiError, keeping the server's Polish message when it sent one. */
export function fromResponse(status: number, body: unknown): ApiError {
  const kind = kindOf(status);
  const fieldErrors = kind === 'validation' ? fieldErrorsIn(body) : {};
  const message = answerMessageOf(status, body, kind === 'csrf' ? pl.errors.csrf : pl.errors.generic);
  return new ApiError(kind, message, status, fieldErrors, body);
}

/** Maps what fetch or JSON parsing threw: a timeout, a network failure or an unreadable answer. */
export function fromThrown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  if (name === 'TimeoutError' || name === 'AbortError') return new ApiError('timeout', pl.errors.timeout);
  if (name === 'SyntaxError') return new ApiError('parse', pl.errors.parse);
  if (error instanceof TypeError) return new ApiError('network', pl.errors.network);
  return new ApiError('network', pl.errors.network);
}
