import { toPln, type Grosze } from '../../src/kernel/money';
import { countOf, formatInteger, formatMoney, type PluralForms } from '../../src/kernel/polish';

/**
 * The server's own Polish wording on top of the shared rules in src/kernel/polish.ts (plural forms, grouping,
 * money): the nouns its messages count, amounts held in grosze, and an ordinary space between a number and its
 * word in API messages, e-mails and invoices.
 */
const SPACE = ' ';

/** "12 domen": the count, formatted for Poland, and the noun in the matching form. */
export function plainCountOf(count: number, forms: PluralForms): string {
  return countOf(count, forms, SPACE);
}

/** "1 234,50 zł" for an amount in grosze. */
export function formatZloty(grosze: Grosze): string {
  return formatMoney(toPln(grosze), SPACE);
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
  return `w ${formatInteger(count)}${SPACE}${count === 1 ? 'domenie' : 'domenach'}`;
}
