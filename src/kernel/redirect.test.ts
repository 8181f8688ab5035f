import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REDIRECT_TARGET_MESSAGES as T,
  asciiHostOf,
  canChangeTarget,
  daysLeft,
  redirectPhase,
  redirectTargetError,
  type RedirectPhase,
} from './redirect';

const DOMAIN = 'przekierowana-domena.pl';
const DAY = 86_400_000;
const NOW = new Date('2026-03-10T12:00:00Z');

// Host names built from the rule's own alphabet: labels of letters and digits with inner hyphens, an alphabetic TLD.
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
const label = fc
  .tuple(alnum, fc.array(fc.oneof(alnum, fc.constant('-')), { maxLength: 20 }), alnum)
  .map(([first, middle, last]) => `${first}${middle.join('')}${last}`)
  // Hyphens in the third and fourth places are reserved for encoded names (IDNA, RFC 5891): `xn--a` is not a host.
  .filter((text) => text.slice(2, 4) !== '--');
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const host = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([labels, end]) => [...labels, end].join('.'));
const path = fc.stringMatching(/^(\/[a-z0-9._~-]{0,12}){0,3}(\?[a-z]=[a-z0-9]{0,5})?$/);
const scheme = fc.constantFrom('http', 'https');

describe('the target of a redirect', () => {
  it('accepts a full http or https address on another domain', () => {
    for (const target of [
      'https://nowy-sklep.pl/oferta',
      'http://inny-adres.pl',
      '  https://www.sklep.com.pl/a?b=c#d  ',
      'https://sklep.pl:8443/',
      'https://xn--w-uga1v8h.pl',
      'https://sklep.xn--p1ai',
      'https://sklep.pl.',
    ]) {
      expect(redirectTargetError(target, DOMAIN), target).toBeNull();
    }
  });

  it('accepts internationalised host names', () => {
    expect(redirectTargetError('https://żółw.pl/sklep', DOMAIN)).toBeNull();
    expect(redirectTargetError('https://пример.рф', DOMAIN)).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(redirectTargetError('', DOMAIN)).toBe(T.required);
    expect(redirectTargetError('   ', DOMAIN)).toBe(T.required);
  });

  it('refuses more than 2048 characters', () => {
    const long = `https://sklep.pl/${'a'.repeat(2048)}`;
    expect(redirectTargetError(long, DOMAIN)).toBe('Wpisz najwyżej 2048 znaków');
    expect(redirectTargetError(long.slice(0, 2048), DOMAIN)).toBeNull();
  });

  it('asks for http:// or https:// in front', () => {
    for (const target of ['ftp://plik.pl/a', 'javascript:alert(1)', 'nowy-sklep.pl', 'http:sklep.pl', '//sklep.pl']) {
      expect(redirectTargetError(target, DOMAIN), target).toBe(T.scheme);
    }
  });

  it('refuses spaces and addresses that cannot be read', () => {
    expect(redirectTargetError('https://sklep.pl/a b', DOMAIN)).toBe(T.whitespace);
    for (const target of ['http://', 'https://sklep.pl:99999', 'https://1.2.3.4.5']) {
      expect(redirectTargetError(target, DOMAIN), target).toBe(T.invalid);
    }
  });

  it('refuses credentials in the address', () => {
    expect(redirectTargetError('https://jan:haslo@sklep.pl', DOMAIN)).toBe(T.credentials);
    expect(redirectTargetError('https://jan@sklep.pl', DOMAIN)).toBe(T.credentials);
  });

  it('refuses IP addresses, in every form the URL standard reads as one', () => {
    for (const target of [
      'http://127.0.0.1/',
      'http://10.0.0.1:8080',
      'http://0x7f.1/',
      'http://2130706433',
      'http://[::1]/',
    ]) {
      expect(redirectTargetError(target, DOMAIN), target).toBe(T.ipAddress);
    }
  });

  it('refuses localhost and hosts without a dot', () => {
    expect(redirectTargetError('http://localhost:3000', DOMAIN)).toBe(T.localhost);
    expect(redirectTargetError('http://api.localhost', DOMAIN)).toBe(T.localhost);
    expect(redirectTargetError('https://intranet/', DOMAIN)).toBe(T.singleLabel);
  });

  it('refuses labels that no domain name may have', () => {
    for (const target of [
      'https://-sklep.pl',
      'https://sklep-.pl',
      'https://sk_lep.pl',
      'https://a..pl',
      `https://${'a'.repeat(64)}.pl`,
    ]) {
      expect(redirectTargetError(target, DOMAIN), target).toBe(T.label);
    }
  });

  it('refuses a top-level domain that is not alphabetic or punycode', () => {
    for (const target of ['https://sklep.p', 'https://sklep.p1', 'https://sklep.a-b']) {
      expect(redirectTargetError(target, DOMAIN), target).toBe(T.tld);
    }
  });

  it('refuses the redirected domain itself and any host under it, in any case and in either form of an IDN', () => {
    for (const target of [`https://${DOMAIN}`, `http://WWW.${DOMAIN.toUpperCase()}/sklep`, `https://a.b.${DOMAIN}.`]) {
      expect(redirectTargetError(target, DOMAIN), target).toBe(T.sameDomain);
    }
    expect(redirectTargetError('https://www.żółw.pl', 'xn--w-uga1v8h.pl')).toBe(T.sameDomain);
    expect(redirectTargetError('https://xn--w-uga1v8h.pl', 'żółw.pl')).toBe(T.sameDomain);
    expect(redirectTargetError(`https://x${DOMAIN}`, DOMAIN)).toBeNull();
  });

  it('compares host names in punycode', () => {
    expect(asciiHostOf('Żółw.PL.')).toBe('xn--w-uga1v8h.pl');
  });

  it('accepts any address on a generated valid host', () => {
    fc.assert(
      fc.property(scheme, host, path, (s, h, p) => {
        fc.pre(!h.endsWith(DOMAIN));
        expect(redirectTargetError(`${s}://${h}${p}`, DOMAIN)).toBeNull();
      }),
    );
  });

  it('refuses any address on the domain or a host under it', () => {
    fc.assert(
      fc.property(scheme, fc.array(label, { maxLength: 3 }), path, fc.boolean(), (s, sub, p, upper) => {
        const target = `${s}://${[...sub, DOMAIN].join('.')}${p}`;
        expect(redirectTargetError(upper ? target.toUpperCase().replace(/^HTTPS?/, s) : target, DOMAIN)).toBe(
          T.sameDomain,
        );
      }),
    );
  });

  it('refuses any scheme other than http and https', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), host, (s, h) => {
        fc.pre(s !== 'http' && s !== 'https');
        expect(redirectTargetError(`${s}://${h}/`, DOMAIN)).toBe(T.scheme);
      }),
    );
  });

  it('refuses every IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), scheme, (ip, s) => {
        expect(redirectTargetError(`${s}://${ip}/`, DOMAIN)).toBe(T.ipAddress);
      }),
    );
  });

  it('answers with a message or null for any text, never throwing', () => {
    const messages = new Set<string | null>([...Object.values(T), null]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'grapheme' })), (text) => {
        expect(messages.has(redirectTargetError(text, DOMAIN))).toBe(true);
      }),
    );
  });
});

describe('the phase of a redirect', () => {
  const endingIn = (ms: number) => ({ status: 'active' as const, ends_at: new Date(NOW.getTime() + ms).toISOString() });

  it('keeps pending, expired and cancelled as they are', () => {
    expect(redirectPhase({ status: 'pending', ends_at: null }, NOW)).toBe('pending');
    expect(redirectPhase({ status: 'expired', ends_at: endingIn(-DAY).ends_at }, NOW)).toBe('expired');
    expect(redirectPhase({ status: 'cancelled', ends_at: endingIn(30 * DAY).ends_at }, NOW)).toBe('cancelled');
  });

  it('is active more than 7 days before the end, and expiring within them', () => {
    expect(redirectPhase(endingIn(7 * DAY + 1), NOW)).toBe('active');
    expect(redirectPhase(endingIn(7 * DAY), NOW)).toBe('expiring');
    expect(redirectPhase(endingIn(3 * DAY), NOW)).toBe('expiring');
    expect(redirectPhase({ status: 'active', ends_at: null }, NOW)).toBe('active');
  });

  it('reads an active redirect past its end as expired', () => {
    expect(redirectPhase(endingIn(0), NOW)).toBe('expired');
    expect(redirectPhase(endingIn(-DAY), NOW)).toBe('expired');
  });

  it('counts the days left, rounded up', () => {
    expect(daysLeft(endingIn(3 * DAY), NOW)).toBe(3);
    expect(daysLeft(endingIn(30 * 3_600_000), NOW)).toBe(2);
    expect(daysLeft({ ends_at: null }, NOW)).toBeNull();
  });

  it('lets the target change until the redirect has expired or was cancelled', () => {
    const phases: RedirectPhase[] = ['pending', 'active', 'expiring', 'expired', 'cancelled'];
    expect(phases.filter(canChangeTarget)).toEqual(['pending', 'active', 'expiring']);
  });

  it('is expiring exactly when an active redirect ends within 7 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30 * DAY, max: 400 * DAY }), (ms) => {
        const phase = redirectPhase(endingIn(ms), NOW);
        expect(phase).toBe(ms <= 0 ? 'expired' : ms <= 7 * DAY ? 'expiring' : 'active');
      }),
    );
  });
});
