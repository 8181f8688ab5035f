import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';
import type { FieldErrors } from '../../src/kernel/validation';
import { MAX_REPORTED_FIELDS } from './unsafe-values';

/** The parts of an Ajv error this mapping reads. */
export interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  schemaPath?: string;
}

// Combinators report their branches' errors too; the branch errors are the informative ones.
const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);

function fieldOf(error: AjvError): string {
  const parts = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    parts.push(error.params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    parts.push(error.params.additionalProperty);
  }
  return parts.join('.') || '_';
}

function messageOf(error: AjvError, field: string): string {
  const leaf = field.split('.').pop() ?? '';
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return M.required;
    case 'minLength':
      if (limit <= 1) return M.required;
      return leaf.endsWith('password') && limit === 8 ? M.passwordTooShort : M.tooShort(limit);
    case 'maxLength':
      return M.tooLong(limit);
    case 'format':
      if (error.params.format === 'email') return M.email;
      if (error.params.format === 'uri') return M.url;
      return M.invalidFormat;
    case 'pattern':
      // The contract marks required texts with '\S': a value of spaces only is as good as empty.
      if (error.params.pattern === '\\S') return M.required;
      if (leaf === 'postal_code') return M.postalCode;
      if (leaf === 'nip') return M.nip;
      if (leaf.endsWith('url')) return M.url;
      return M.invalidFormat;
    case 'type':
      if (error.params.type === 'integer') return M.invalidInteger;
      if (error.params.type === 'number') return M.invalidNumber;
      return M.invalidFormat;
    case 'enum':
      return M.notAllowed;
    case 'const':
      return leaf === 'accept_terms' ? M.termsRequired : M.notAllowed;
    case 'minimum':
    case 'exclusiveMinimum':
      return M.min(limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return M.max(limit);
    case 'multipleOf':
      return M.twoDecimals;
    case 'maxItems':
      return M.tooManyItems(limit);
    case 'minItems':
      return M.tooFewItems(limit);
    case 'uniqueItems':
      return M.duplicateItems;
    case 'additionalProperties':
      return M.unknownField;
    default:
      return M.invalidFormat;
  }
}

/** Turns Ajv errors into the 422 `errors` object: dotted field path to unique Polish messages. */
export function toFieldErrors(errors: readonly AjvError[]): FieldErrors {
  const meaningful = errors.filter((e) => !COMBINATORS.has(e.keyword));
  // A nullable field fails its "type: null" branch as well; that branch never says anything useful.
  const useful = meaningful.filter((e) => !(e.keyword === 'type' && e.params.type === 'null'));
  const chosen = useful.length > 0 ? useful : meaningful.length > 0 ? meaningful : errors;
  const result: FieldErrors = {};
  let fields = 0;
  for (const error of chosen) {
    const field = fieldOf(error);
    if (!(field in result)) {
      // A body of a hundred thousand wrong values gets a short answer naming the first of them, not a huge one.
      if (fields === MAX_REPORTED_FIELDS) break;
      fields += 1;
    }
    const message = messageOf(error, field);
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  // An empty field fails its format rules too; "fill it in" is the only thing worth saying then.
  for (const [field, messages] of Object.entries(result)) {
    if (messages.includes(M.required)) result[field] = [M.required];
  }
  return result;
}
