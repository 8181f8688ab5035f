const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** Strips separators and an optional "PL" prefix: "PL 525-000-12-24" becomes "5250001224". */
export function normalizeNip(input: string): string {
  return input.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
}

/** True when the (normalised) NIP has ten digits and a valid checksum. */
export function isValidNip(input: string): boolean {
  const nip = normalizeNip(input);
  if (!/^\d{10}$/.test(nip)) return false;
  const digits = [...nip].map(Number);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * digits[i]!, 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9];
}
