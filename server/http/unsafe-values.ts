import type { preValidationHookHandler } from 'fastify';
import { VALIDATION_MESSAGES } from '../../src/kernel/validation-messages';
import { isUnsafeText } from '../../src/kernel/unsafe-text';
import { HttpError, MESSAGES, validationFailed } from './errors';

/**
 * How deep request data may nest. No body in openapi.yaml nests more than four levels (the bulk domain update:
 * changes, an item, its field); anything far deeper is an attack on the walks over it, not a request.
 */
export const MAX_DATA_DEPTH = 16;

/** The most fields one refusal names: a body of a million bad values gets a short answer, not a huge one. */
export const MAX_REPORTED_FIELDS = 50;

type Found = Record<string, string[]>;

/** What a walk over request data found: fields with unsafe values, or that it nests deeper than any contract. */
export interface Inspection {
  errors: Found;
  tooDeep: boolean;
}

/** A value on the walk's stack; the path is rebuilt from the parents only when a field is reported. */
interface Frame {
  value: unknown;
  key: string | null;
  parent: Frame | null;
  depth: number;
}

function pathOf(frame: Frame, prefix: readonly string[]): string {
  const parts: string[] = [];
  for (let at: Frame | null = frame; at; at = at.parent) if (at.key !== null) parts.push(at.key);
  return [...prefix, ...parts.reverse()].join('.') || '_';
}

/** A file part as the multipart plugin leaves it (server/app.ts): its name and type are text the client chose. */
function isFilePart(value: object): value is { filename: unknown; mimetype: unknown; data: Buffer } {
  return 'data' in value && Buffer.isBuffer(value.data) && 'filename' in value;
}

/**
 * Every field of `value` (by dotted path, `buyer.name`, `tags.0`, after `prefix`) whose text, or key, holds a NUL or
 * a lone surrogate, every number that is not finite (JSON's 1e400 parses to Infinity, which no field means), and a
 * file part whose name does (reported under the file's field). The walk is iterative, visits each value once and stops
 * at MAX_DATA_DEPTH or at MAX_REPORTED_FIELDS, so its cost is bounded by the body limit whatever the shape.
 */
export function inspectValues(value: unknown, prefix: readonly string[] = []): Inspection {
  const errors: Found = {};
  let reported = 0;
  const report = (frame: Frame, message: string) => {
    errors[pathOf(frame, prefix)] = [message];
    reported += 1;
  };
  const stack: Frame[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0 && reported < MAX_REPORTED_FIELDS) {
    const frame = stack.pop()!;
    const item = frame.value;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) report(frame, VALIDATION_MESSAGES.unsafeCharacters);
      continue;
    }
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) report(frame, VALIDATION_MESSAGES.invalidNumber);
      continue;
    }
    if (!item || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (isFilePart(item)) {
      const texts = [item.filename, item.mimetype].filter((text): text is string => typeof text === 'string');
      if (texts.some(isUnsafeText)) report(frame, VALIDATION_MESSAGES.unsafeCharacters);
      continue;
    }
    // The root is depth 0: at most MAX_DATA_DEPTH arrays and objects nest inside one another.
    if (frame.depth >= MAX_DATA_DEPTH) return { errors: {}, tooDeep: true };
    const depth = frame.depth + 1;
    if (Array.isArray(item)) {
      // Pushed in reverse so fields are reported in the order they were sent.
      for (let index = item.length - 1; index >= 0; index -= 1)
        stack.push({ value: item[index], key: String(index), parent: frame, depth });
      continue;
    }
    const entries: Array<[string, unknown]> = Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      if (isUnsafeText(key))
        report({ value: null, key: '_', parent: frame, depth }, VALIDATION_MESSAGES.unsafeCharacters);
      else stack.push({ value: child, key, parent: frame, depth });
    }
  }
  return { errors, tooDeep: false };
}

/**
 * A preValidation hook, on every operation after its rate limit, so a refused attempt still counts: 400 for data
 * nested deeper than any contract allows, else 422 naming each field with an unsafe value, before the schema or a
 * handler reads it. It runs after the multipart plugin has read the form, so form fields and file names are checked
 * like JSON.
 */
export const refuseUnsafeValues: preValidationHookHandler = (request, _reply, done) => {
  const parts = [request.params, request.query, request.body].map((part) => inspectValues(part));
  if (parts.some((part) => part.tooDeep)) return done(new HttpError(400, MESSAGES.bodyTooDeep));
  const found = Object.assign({}, ...parts.map((part) => part.errors)) as Found;
  done(Object.keys(found).length > 0 ? validationFailed(found) : undefined);
};
