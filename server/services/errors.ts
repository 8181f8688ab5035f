import type { FieldErrors } from '../../src/kernel/validation';

/** The message of a refusal whose field messages name nothing first (Laravel's default). */
export const INVALID_INPUT_MESSAGE = 'Popraw zaznaczone pola.';

/** What kind of refusal a domain error is; the http layer maps each kind to its status code. */
export type DomainErrorKind = 'invalid-input' | 'conflict' | 'forbidden';

/**
 * A business rule refused the request. Services throw these and know nothing of HTTP; the error handler answers
 * `{ message, ...details }` with the status of the error's kind.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  protected constructor(
    message: string,
    /** Fields the answer carries beside the message. */
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input the rules refuse, field by field; the message is the first field message unless one is given. */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input';

  constructor(errors: FieldErrors, message?: string, details: Record<string, unknown> = {}) {
    super(message ?? Object.values(errors)[0]?.[0] ?? INVALID_INPUT_MESSAGE, { errors, ...details });
  }
}

/** Input refused on a single field. */
export function invalidField(field: string, message: string): InvalidInput {
  return new InvalidInput({ [field]: [message] });
}

/** The request clashes with the current state of what it names (taken items, changed prices). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, details);
  }
}

/** The caller may not do this yet or at all; `details` says why in machine terms. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, details);
  }
}
