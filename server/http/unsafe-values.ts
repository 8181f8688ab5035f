import type { preValidationHookHandler } from 'fastify';
import { VALIDATION_MESSAGES } from '../../src/model/validation-messages';
import { validationFailed } from './errors';

// NUL cannot be stored in a PostgreSQL text value, and a lone UTF-16 surrogate is not a character at all: neither is
// ever part of honest input, and both used to reach the database and come back as 500s.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a NUL or a lone surrogate. */
export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

type Found = Record<string, string[]>;

/**
 * Every field of `value` (by dotted path, `buyer.name`, `tags.0`) whose text, or key, holds a NUL or a lone
 * surrogate, and every number that is not finite (JSON's 1e400 parses to Infinity, which no field means).
 */
export function unsafeValues(value: unknown, path: string[] = [], found: Found = {}, depth = 0): Found {
  const at = (parts: string[]) => parts.join('.') || '_';
  if (typeof value === 'string') {
    if (isUnsafeText(value)) found[at(path)] = [VALIDATION_MESSAGES.unsafeCharacters];
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) found[at(path)] = [VALIDATION_MESSAGES.invalidNumber];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unsafeValues(item, [...path, String(index)], found, depth + 1));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value) && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) found[at([...path, '_'])] = [VALIDATION_MESSAGES.unsafeCharacters];
      else unsafeValues(item, [...path, key], found, depth + 1);
    }
  }
  return found;
}

/** A preValidation hook: 422 naming each field with an unsafe value, before the schema or a handler reads it. */
export const refuseUnsafeValues: preValidationHookHandler = (request, _reply, done) => {
  const found = { ...unsafeValues(request.params), ...unsafeValues(request.query), ...unsafeValues(request.body) };
  done(Object.keys(found).length > 0 ? validationFailed(found) : undefined);
};
