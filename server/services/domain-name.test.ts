import { describe, expect, it } from 'vitest';
import { checkDomainName, isValidDomainName, normalizeDomainQuery } from './domain-name';

describe('domain names', () => {
  it.each(['przyklad.pl', 'moja-firma.com.pl', 'a.eu', 'xn--w-uga1v8h.pl', 'sklep24.waw.pl'])('accepts %s', (name) => {
    expect(isValidDomainName(name)).toBe(true);
  });

  it.each([
    'przyklad',
    '.pl',
    'przyklad..pl',
    '-a.pl',
    'a-.pl',
    'a_b.pl',
    'przyklad.p1',
    'przyklad.p',
    `${'a'.repeat(64)}.pl`,
    '',
  ])('refuses %s', (name) => {
    expect(isValidDomainName(name)).toBe(false);
  });

  it('lower-cases and trims what the administrator typed, and says what is wrong otherwise', () => {
    expect(checkDomainName(' Przyklad.PL ')).toEqual({ name: 'przyklad.pl', error: null });
    expect(checkDomainName('http://przyklad.pl').error).toMatch(/bez http:\/\//);
    expect(checkDomainName('www.przyklad.pl').error).toMatch(/bez „www\.”/);
  });

  it('reduces a pasted link to the bare name', () => {
    expect(normalizeDomainQuery(' https://www.Przyklad.pl/oferta?x=1#y ')).toBe('przyklad.pl');
    expect(normalizeDomainQuery('http://user@przyklad.pl:8080')).toBe('przyklad.pl');
    expect(normalizeDomainQuery('www.przyklad.pl.')).toBe('przyklad.pl');
    expect(normalizeDomainQuery('przyklad.pl')).toBe('przyklad.pl');
  });
});
