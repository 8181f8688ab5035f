/**
 * The list an administrator pastes into "Sprawdź szczegóły": names separated by new lines, commas, semicolons, spaces
 * or tabs, often copied as links. The screen counts them as they are typed and the server checks the same text with
 * the same rules, so both agree on every name, its normal form and why it is refused.
 */
import { decodePunycode, unicodeHostOf } from './punycode-label';
import { asciiHostOf, hostError } from './redirect';

/** The most names checked at once (the limit; a longer paste is refused as a whole, never cut). */
export const DOMAIN_LIST_MAX = 500;

/** Why a pasted list or one of its names is refused. */
export const DOMAIN_LIST_MESSAGES = {
  tooMany: (count: number) => `Można sprawdzić najwyżej ${DOMAIN_LIST_MAX} domen naraz (wklejono ${count}).`,
  empty: 'Wklej co najmniej jedną nazwę domeny.',
  noName: 'Brak nazwy domeny – sam adres lub znaki bez nazwy',
  characters: 'Nazwa domeny może zawierać tylko litery, cyfry, myślniki i kropki',
  punycode: 'Nieprawidłowy zapis punycode (xn--…)',
} as const;

/** One distinct name from the list: as first pasted, in ASCII (punycode) and in Unicode, and why it is refused. */
export interface DomainListEntry {
  /** The text as pasted (its first occurrence). */
  input: string;
  /** Lower case ASCII, as the catalogue stores it; for a refused name, the closest form we could make of it. */
  name: string;
  /** The same name with punycode labels decoded, for display. */
  unicode: string;
  /** Null for a valid name, otherwise the Polish reason. */
  error: string | null;
}

export interface DomainList {
  /** Distinct names in the order first pasted. */
  entries: DomainListEntry[];
  /** How many pasted names were dropped as repeats of an earlier one after normalising. */
  merged: number;
  /** How many names were pasted, repeats included. */
  total: number;
  /** More than DOMAIN_LIST_MAX names: the list is refused and `entries` is empty. */
  tooMany: boolean;
}

const SEPARATORS = /[\s,;]+/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
// Letters of any script (with their combining marks), digits, hyphens and dots; everything else would be silently
// rewritten or dropped by the URL parser ("%41", "_"), and a malformed name must be reported instead.
const HOST_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;

/** A pasted token reduced to its host: no scheme, credentials, path, port, trailing dots or leading "www.". */
function bareHost(token: string): string {
  let host = token.toLowerCase().replace(SCHEME, '').replace(/^\/\//, '');
  host = host.replace(/^[^@/?#]*@/, '');
  host = host.split(/[/?#]/, 1)[0]!;
  host = host.replace(/:\d*$/, '').replace(/\.+$/, '');
  return host.replace(/^www\./, '');
}

/** Null when every "xn--" label is real punycode; decoding it is the only way to tell. */
function punycodeError(ascii: string): string | null {
  const broken = ascii.split('.').some((label) => label.startsWith('xn--') && !decodePunycode(label.slice(4)));
  return broken ? DOMAIN_LIST_MESSAGES.punycode : null;
}

/** One pasted name checked and written in both forms. Never throws, whatever the text. */
export function parseDomainName(token: string): DomainListEntry {
  const host = bareHost(token.trim());
  if (host === '') return { input: token, name: host, unicode: host, error: DOMAIN_LIST_MESSAGES.noName };
  if (!HOST_CHARACTERS.test(host))
    return { input: token, name: host, unicode: host, error: DOMAIN_LIST_MESSAGES.characters };
  const name = asciiHostOf(host);
  const error = hostError(name) ?? punycodeError(name);
  return { input: token, name, unicode: error ? host : unicodeHostOf(name).normalize('NFC'), error };
}

/** The names of a pasted list, distinct after normalising, with how many repeats were merged. */
export function parseDomainList(text: string): DomainList {
  const tokens = text.split(SEPARATORS).filter((token) => token !== '');
  if (tokens.length > DOMAIN_LIST_MAX) return { entries: [], merged: 0, total: tokens.length, tooMany: true };
  const byName = new Map<string, DomainListEntry>();
  for (const token of tokens) {
    const entry = parseDomainName(token);
    if (!byName.has(entry.name)) byName.set(entry.name, entry);
  }
  const entries = [...byName.values()];
  return { entries, merged: tokens.length - entries.length, total: tokens.length, tooMany: false };
}

/** Null when the list can be checked, otherwise why not (too long or empty). */
export function domainListError(list: DomainList): string | null {
  if (list.tooMany) return DOMAIN_LIST_MESSAGES.tooMany(list.total);
  return list.total === 0 ? DOMAIN_LIST_MESSAGES.empty : null;
}
