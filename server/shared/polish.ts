/**
 * Polish wording for server messages. The SPA has its own copy in src/i18n, which the server may not import;
 * both follow the CLDR plural rules through Intl.PluralRules('pl').
 */

/** The forms of a noun after a number: 1 domena, 2–4 domeny, 5+ (and 12–14, 22–24…) domen. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

const rules = new Intl.PluralRules('pl');
const integers = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
const money = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** Which of the three forms goes with `count`. */
export function pluralCategory(count: number): keyof PluralForms {
  const category = rules.select(count);
  return category === 'one' || category === 'few' ? category : 'many';
}

/** "12 domen": the count, formatted for Poland, and the noun in the matching form. */
export function countOf(count: number, forms: PluralForms): string {
  return `${integers.format(count)} ${forms[pluralCategory(count)]}`;
}

/** "1 234,50 zł" for an amount in grosze. */
export function formatZloty(grosze: number): string {
  return `${money.format(grosze / 100)} zł`;
}

/** Nouns the catalogue's messages count. */
export const NOUNS = {
  domain: { one: 'domena', few: 'domeny', many: 'domen' },
  portal: { one: 'portal', few: 'portale', many: 'portali' },
  /** Accusative, as in "Popraw 1 pozycję". */
  entryAccusative: { one: 'pozycję', few: 'pozycje', many: 'pozycji' },
  /** Accusative, as in "Usuń 1 domenę". */
  domainAccusative: { one: 'domenę', few: 'domeny', many: 'domen' },
  /** Genitive, as in "w ciągu 1 dnia", "w ciągu 6 dni". */
  dayGenitive: { one: 'dnia', few: 'dni', many: 'dni' },
} as const satisfies Record<string, PluralForms>;

/** "w 1 domenie", "w 3 domenach": the locative has one plural form whatever the number. */
export function inDomains(count: number): string {
  return `w ${integers.format(count)} ${count === 1 ? 'domenie' : 'domenach'}`;
}
