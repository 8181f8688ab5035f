import type { Grosze } from './money';

/** Singular, 2–4 form and 5+ form of a Polish noun, e.g. złoty / złote / złotych. */
type NounForms = readonly [one: string, few: string, many: string];

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

const ZLOTY: NounForms = ['złoty', 'złote', 'złotych'];
// Index i names 1000^(i+1); the largest safe integer of grosze is about 90 bilionów złotych.
const SCALES: NounForms[] = [
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
  ['bilion', 'biliony', 'bilionów'],
];

/**
 * The Polish plural rule for whole numbers: 1 złoty, 2–4 and 22–24 złote, 0, 5–21 and 25 złotych (12–14 too).
 * Written out here because src/i18n, which has the Intl-based helper, is off limits to the server.
 */
function nounFor(count: number, [one, few, many]: NounForms): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** 1–999 in words, e.g. 234 → "dwieście trzydzieści cztery". */
function hundredsInWords(n: number): string[] {
  const tensAndUnits = n % 100;
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  if (tensAndUnits >= 10 && tensAndUnits < 20) words.push(TEENS[tensAndUnits - 10]!);
  else words.push(TENS[Math.floor(tensAndUnits / 10)]!, UNITS[tensAndUnits % 10]!);
  return words.filter(Boolean);
}

/** A whole number in Polish words, e.g. 2000 → "dwa tysiące"; 0 → "zero". */
function integerInWords(n: number): string {
  if (n === 0) return 'zero';
  const words: string[] = [];
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) continue;
    words.push(...hundredsInWords(group));
    if (i > 0) words.push(nounFor(group, SCALES[i - 1]!));
  }
  return words.join(' ');
}

/**
 * The amount as an invoice's "Słownie" line: złote in words and grosze as a fraction, e.g. 123 456 grosze →
 * "jeden tysiąc dwieście trzydzieści cztery złote 56/100". Fractions of a grosz are rounded.
 */
export function amountInWords(grosze: Grosze): string {
  const total = Math.round(Math.abs(grosze));
  // NaN, infinities and unsafe integers are a programming error, never an amount read from the database.
  if (!Number.isSafeInteger(total)) throw new RangeError(`Not an amount of grosze: ${grosze}`);
  const zlote = Math.floor(total / 100);
  const fraction = String(total % 100).padStart(2, '0');
  const sign = grosze <= -0.5 ? 'minus ' : '';
  return `${sign}${integerInWords(zlote)} ${nounFor(zlote, ZLOTY)} ${fraction}/100`;
}
