import { formatInteger } from './format';

/** The Polish plural forms of a noun: 1 domena, 2–4 domeny, 5+ domen, fractions "domeny". */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other?: string;
}

const rules = new Intl.PluralRules('pl');

/** The form of `forms` that goes with `count` (CLDR rules for Polish, never `n === 1`). */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  return forms.other ?? forms.few;
}

/**
 * "25 domen": the number grouped for Poland, and a non-breaking space so the two never part at a line end. The
 * formatter is made once (format.ts): making one per call was most of the pager's render at every search.
 */
export function countOf(count: number, forms: PluralForms): string {
  return `${formatInteger(count)}\u00a0${pluralForm(count, forms)}`;
}
