// Vitest's asymmetric matchers are typed `any`, which the type-aware lint refuses inside an expected object; these
// are the same matchers typed `unknown`, so they sit in `toEqual({ id: anyNumber() })` next to typed answers.
import { expect } from 'vitest';

/** Any number, like `expect.any(Number)`. */
export const anyNumber = (): unknown => expect.any(Number);

/** Any string, like `expect.any(String)`. */
export const anyString = (): unknown => expect.any(String);

/** A string matching the pattern, like `expect.stringMatching`. */
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

/** An object with at least these fields, like `expect.objectContaining`. */
export const objectContaining = (fields: Record<string, unknown>): unknown => expect.objectContaining(fields);

/** Anything but null or undefined, like `expect.anything()`. */
export const anything = (): unknown => expect.anything();
