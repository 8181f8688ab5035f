/** Domain names as the catalogue stores them: lower case ASCII (punycode for Polish letters), no scheme, no www. */

export const DOMAIN_NAME_MESSAGES = {
  invalid: 'Podaj poprawną nazwę domeny, np. przyklad.pl',
  scheme: 'Podaj samą nazwę domeny, bez http:// i ścieżki, np. przyklad.pl',
  www: 'Podaj nazwę domeny bez „www.”, np. przyklad.pl',
  nonAscii: 'Nazwę z polskimi znakami zapisz w punycode (xn--…)',
  taken: 'Ta domena jest już w katalogu',
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
// A top-level domain is letters only, or an internationalised one in punycode.
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Whether `name` (already lower case) is a hostname with at least two labels and a real-looking TLD. */
export function isValidDomainName(name: string): boolean {
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1]!;
  return labels.every((label) => LABEL.test(label)) && TLD.test(tld);
}

/**
 * What an administrator typed, turned into a name for the catalogue: trimmed and lower-cased. Anything else is
 * refused with a message saying what to change, rather than silently rewritten.
 */
export function checkDomainName(input: string): { name: string; error: string | null } {
  const name = input.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(name) || name.includes('/')) return { name, error: DOMAIN_NAME_MESSAGES.scheme };
  if (name.startsWith('www.')) return { name, error: DOMAIN_NAME_MESSAGES.www };
  if (/[^\p{ASCII}]/u.test(name)) return { name, error: DOMAIN_NAME_MESSAGES.nonAscii };
  return { name, error: isValidDomainName(name) ? null : DOMAIN_NAME_MESSAGES.invalid };
}

/**
 * A pasted address reduced to the bare name, for look-ups: "https://www.Przyklad.pl/oferta?x=1" becomes
 * "przyklad.pl". Used by the check-details screen, where people paste links.
 */
export function normalizeDomainQuery(text: string): string {
  let name = text.trim().toLowerCase();
  name = name.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  name = name.replace(/^[^@/?#]*@/, '');
  name = name.split(/[/?#]/, 1)[0]!;
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  return name.replace(/^www\./, '');
}
