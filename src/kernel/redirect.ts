/**
 * The rules of a 301 redirect rental: where its target may point, and which phase of its life it is in. The form
 * on /redirects/{id} and the server's POST /api/me/redirects/updateRequest apply the same rules.
 */
import type { Schemas } from '../contract/types';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** The longest target accepted (openapi: RedirectTargetUrl). */
export const REDIRECT_TARGET_MAX_LENGTH = 2048;
/** An active redirect ending within this many days is shown as expiring. */
export const EXPIRING_WITHIN_DAYS = 7;

const DAY_MS = 86_400_000;
const MAX_HOST_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;
const IPV4 = /^\d+\.\d+\.\d+\.\d+$/;
// Case-sensitive like the contract's pattern, so the form never accepts what the server turns away.
const HTTP_SCHEME = /^https?:\/\//;

/** Why a target is refused, one Polish message per reason. */
export const REDIRECT_TARGET_MESSAGES = {
  required: M.required,
  tooLong: M.tooLong(REDIRECT_TARGET_MAX_LENGTH),
  scheme: M.url,
  whitespace: 'Adres nie może zawierać spacji',
  invalid: 'To nie jest poprawny adres strony internetowej',
  credentials: 'Adres nie może zawierać nazwy użytkownika ani hasła (użytkownik:hasło@)',
  ipAddress: 'Podaj adres z nazwą domeny, a nie adres IP',
  localhost: 'Adres localhost prowadzi do komputera odwiedzającego – podaj adres strony w internecie',
  singleLabel: 'Podaj pełną nazwę domeny z rozszerzeniem, np. https://sklep.pl',
  label:
    'Nazwa domeny może zawierać tylko litery, cyfry i myślniki (nie na początku ani na końcu członu), a każdy człon najwyżej 63 znaki',
  tld: 'Nieprawidłowe rozszerzenie domeny, np. .pl lub .com',
  sameDomain: 'Przekierowanie nie może wskazywać na tę samą domenę ani jej subdomenę',
} as const;

const T = REDIRECT_TARGET_MESSAGES;

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * A host name as the URL standard writes it: lower case, internationalised labels in punycode ("żółw.pl" becomes
 * "xn--w-uga1v8h.pl"), without the trailing dot of a fully qualified name. `new URL()` does the conversion the same
 * way in the browser and in Node.
 */
export function asciiHostOf(name: string): string {
  const host = parseUrl(`http://${name.trim()}`)?.hostname ?? name.trim().toLowerCase();
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** Whether `host` (ASCII) is `domain` itself or any host under it (www. and the like), all served by the redirect. */
function isOnDomain(host: string, domainName: string): boolean {
  const domain = asciiHostOf(domainName);
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
}

/** Null for a public host name (ASCII, as `asciiHostOf` writes it), or why it is not one. */
export function hostError(hostname: string): string | null {
  if (hostname.startsWith('[') || IPV4.test(hostname)) return T.ipAddress;
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host === 'localhost' || host.endsWith('.localhost')) return T.localhost;
  const labels = host.split('.');
  if (labels.length < 2) return T.singleLabel;
  if (host.length > MAX_HOST_LENGTH || !labels.every((label) => LABEL.test(label))) return T.label;
  if (!TLD.test(labels[labels.length - 1]!)) return T.tld;
  return null;
}

/**
 * Null when `value` may be the target of the redirect of `domainName`, otherwise the Polish message saying why not:
 * a full http(s) address of at most 2048 characters on a real, public host, without credentials, never leading back
 * to the redirected domain (which would loop). Never throws, whatever the text.
 */
export function redirectTargetError(value: string, domainName: string): string | null {
  const text = value.trim();
  if (text === '') return T.required;
  if (text.length > REDIRECT_TARGET_MAX_LENGTH) return T.tooLong;
  if (!HTTP_SCHEME.test(text)) return T.scheme;
  if (/\s/.test(text)) return T.whitespace;
  const url = parseUrl(text);
  if (!url) return T.invalid;
  if (url.username !== '' || url.password !== '') return T.credentials;
  const refusal = hostError(url.hostname);
  if (refusal) return refusal;
  return isOnDomain(asciiHostOf(url.hostname), domainName) ? T.sameDomain : null;
}

type RedirectTimes = Pick<Schemas['Redirect'], 'status' | 'ends_at'>;

/** The redirect's phase as the customer sees it; 'expiring' is an active one in its last days. */
export type RedirectPhase = 'pending' | 'active' | 'expiring' | 'expired' | 'cancelled';

/** Whole days until an active redirect ends, rounded up (ending in 30 hours is "2 days"); null without an end. */
export function daysLeft(redirect: Pick<RedirectTimes, 'ends_at'>, now: Date): number | null {
  if (!redirect.ends_at) return null;
  return Math.ceil((Date.parse(redirect.ends_at) - now.getTime()) / DAY_MS);
}

/**
 * The phase of a redirect at `now`. An active redirect past its end reads as expired even before a sweep marks it
 * so; one ending within 7 days is expiring.
 */
export function redirectPhase(redirect: RedirectTimes, now: Date): RedirectPhase {
  if (redirect.status !== 'active' || !redirect.ends_at) return redirect.status;
  const left = Date.parse(redirect.ends_at) - now.getTime();
  if (left <= 0) return 'expired';
  return left <= EXPIRING_WITHIN_DAYS * DAY_MS ? 'expiring' : 'active';
}

/** Whether the target can still be changed: not once the redirect has expired or was cancelled. */
export function canChangeTarget(phase: RedirectPhase): boolean {
  return phase !== 'expired' && phase !== 'cancelled';
}
