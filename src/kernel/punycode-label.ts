/**
 * Punycode (RFC 3492) decoding of one "xn--" label, for showing an internationalised name the way people write it.
 * Browsers encode with `new URL()` but offer no way back, so the decoder lives here, shared with the server.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 0x30 && code <= 0x39) return code - 22; // '0'..'9' are 26..35
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // 'a'..'z' are 0..25
  return -1;
}

/** The Unicode text of a punycode string (without "xn--"), or null when it is not valid punycode. */
export function decodePunycode(input: string): string | null {
  const lastDash = input.lastIndexOf('-');
  const basic = lastDash > 0 ? input.slice(0, lastDash) : '';
  if ([...basic].some((char) => char.charCodeAt(0) >= 0x80)) return null;
  const output = [...basic].map((char) => char.codePointAt(0)!);
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let position = lastDash > 0 ? lastDash + 1 : 0; position < input.length;) {
    const oldI = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (position >= input.length) return null;
      const digit = digitOf(input[position++]!);
      if (digit < 0) return null;
      i += digit * weight;
      if (i > MAX_CODE_POINT * (output.length + 1)) return null;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      weight *= BASE - t;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    if (n > MAX_CODE_POINT) return null;
    i %= output.length + 1;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** A host name with each "xn--" label decoded ("xn--w-uga1v8h.pl" is "żółw.pl"); labels that do not decode stay. */
export function unicodeHostOf(asciiHost: string): string {
  return asciiHost
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
}
