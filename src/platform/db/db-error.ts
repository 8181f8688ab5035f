import type { DbFailure } from './protocol';

/**
 * A store failure as an Error: what the store's promises reject with and its code throws. The plain `failure`
 * is what crosses to other threads and tabs (structured clone keeps only an Error's message).
 */
export class DbError extends Error {
  readonly kind: DbFailure['kind'];

  constructor(readonly failure: DbFailure) {
    super(failure.message);
    this.name = 'DbError';
    this.kind = failure.kind;
  }
}
