import { pl } from '../../i18n/pl';
import { readFailure, type Failure } from '../../kernel/call-failure';
import type { FieldErrors } from '../../kernel/validation';

/** What a failed call means; a rejection that does not say reads as its message, or the generic Polish one. */
export function callFailureOf(error: unknown): Failure {
  return readFailure(error, pl.errors.generic);
}

/** What a form shows after a failed call: the message, and messages per field when the input broke the rules. */
export function formFailureOf(error: unknown): { error: string; fieldErrors: FieldErrors } {
  const failure = callFailureOf(error);
  return { error: failure.message, fieldErrors: failure.kind === 'validation' ? failure.errors : {} };
}
