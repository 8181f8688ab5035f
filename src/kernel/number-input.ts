import { VALIDATION_MESSAGES as M } from './validation-messages';

/** A number typed into a field: its value, or the Polish message saying why it is not one. */
export type ParsedNumber = { value: number; error: null } | { value: null; error: string };

/** The highest amount the API accepts (openapi Money): 10 000 000 zł, so that a price with VAT fits what is stored. */
export const MAX_AMOUNT_PLN = 10_000_000;

const fail = (error: string): ParsedNumber => ({ value: null, error });

// People type "1 234,50", "1234.5" or "1234,"; spaces (also the non-breaking ones Intl puts in) group thousands.
function normalise(text: string): string {
  return text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
    .replace(/\.$/, '');
}

/** A PLN amount with at most two decimals, from 0 to the API's maximum. Empty text is `required`. */
export function parseAmount(text: string): ParsedNumber {
  const plain = normalise(text);
  if (plain === '') return fail(M.required);
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return fail(M.invalidNumber);
  const value = Number(plain);
  if (value < 0) return fail(M.min(0));
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return fail(M.twoDecimals);
  if (value > MAX_AMOUNT_PLN) return fail(M.max(MAX_AMOUNT_PLN));
  return { value, error: null };
}

/** Like parseAmount, but empty text means "no amount" (null). */
export function parseOptionalAmount(text: string): { value: number | null; error: string | null } {
  return normalise(text) === '' ? { value: null, error: null } : parseAmount(text);
}

/** A whole number within the bounds; empty text is `required`. */
export function parseWholeNumber(text: string, bounds: { min?: number; max?: number } = {}): ParsedNumber {
  const plain = normalise(text);
  if (plain === '') return fail(M.required);
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return fail(M.invalidNumber);
  if (!/^-?\d+$/.test(plain)) return fail(M.invalidInteger);
  return inBounds(Number(plain), bounds);
}

/** Any number (decimals allowed) within the bounds; empty text is `required`. */
export function parseDecimal(text: string, bounds: { min?: number; max?: number } = {}): ParsedNumber {
  const plain = normalise(text);
  if (plain === '') return fail(M.required);
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return fail(M.invalidNumber);
  return inBounds(Number(plain), bounds);
}

function inBounds(value: number, { min, max }: { min?: number; max?: number }): ParsedNumber {
  if (min !== undefined && value < min) return fail(M.min(min));
  if (max !== undefined && value > max) return fail(M.max(max));
  return { value, error: null };
}

/** An amount as typed in a Polish field: "1234,50" (no grouping, so it can be edited as it stands). */
export function amountText(pln: number | null): string {
  return pln === null ? '' : pln.toFixed(2).replace('.', ',');
}

/** A number as typed in a Polish field: "12,5". */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}
