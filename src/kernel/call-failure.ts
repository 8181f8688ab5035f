import type { Schemas } from '../contract/types';
import type { FieldErrors } from './validation';

/** An item an order could not take (409 ItemsUnavailable), as the server names it. */
export type RefusedItem = Schemas['ItemsUnavailable']['unavailable'][number];

/** One entry a bulk update refused (422 BulkUpdateFailure), with its reasons per field. */
export type RefusedEntry = NonNullable<Schemas['BulkUpdateFailure']['failed']>[number];

/**
 * What a failed call means to the code that made it, with the Polish message to show. The API layer reads it off
 * the HTTP answer (status and body), so the machines act on the kind and never see a status code.
 */
export type Failure =
  /** The input broke the rules: messages per field; a bulk update also names its failing entries. */
  | { kind: 'validation'; message: string; errors: FieldErrors; failed?: RefusedEntry[] }
  /** Some ordered items are gone, or their prices changed. */
  | { kind: 'unavailable'; message: string; items: RefusedItem[] }
  /** Ordering waits for a confirmed e-mail address. */
  | { kind: 'unverified'; message: string }
  /** Anything else: the message is all there is to say. */
  | { kind: 'other'; message: string };

/** A failed call that says what it means; the API layer's ApiError is one. */
export class CallFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = 'CallFailure';
  }
}

/** The failure a rejection carries; anything else thrown means only its message, or `fallback` when it has none. */
export function readFailure(error: unknown, fallback: string): Failure {
  if (error instanceof CallFailure) return error.failure;
  return { kind: 'other', message: error instanceof Error && error.message ? error.message : fallback };
}
