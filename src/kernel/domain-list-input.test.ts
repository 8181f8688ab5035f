import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DOMAIN_LIST_MESSAGES, domainListError, parseDomainList, parseDomainName } from './domain-list-input';

const names = (text: string) => parseDomainList(text).entries.map((entry) => entry.name);

describe('parseDomainList', () => {
  it('splits on new lines, commas, semicolons, spaces and tabs alike', () => {
    expect(names('alfa.pl\nbeta.pl,gamma.pl;delta.pl epsilon.pl\tzeta.pl\r\neta.pl ,; theta.pl')).toEqual([
      'alfa.pl',
      'beta.pl',
      'gamma.pl',
      'delta.pl',
      'epsilon.pl',
      'zeta.pl',
      'eta.pl',
      'theta.pl',
    ]);
  });

  it('strips the scheme, www., credentials, port, path and trailing dots and slashes, and lower-cases', () => {
    for (const pasted of [
      'HTTPS://WWW.Przyklad.PL/oferta?x=1#top',
      'http://przyklad.pl/',
      'przyklad.pl.',
      'www.przyklad.pl//',
      '//user:pass@przyklad.pl:8080/a',
    ]) {
      expect(parseDomainName(pasted)).toMatchObject({ name: 'przyklad.pl', error: null });
    }
  });

  it('merges names that are the same after normalising, keeps the first as pasted and counts the rest', () => {
    const list = parseDomainList('przyklad.pl\nhttp://www.PRZYKLAD.pl/\nżółw.pl xn--w-uga1v8h.pl przyklad.pl');
    expect(list.entries.map((entry) => entry.input)).toEqual(['przyklad.pl', 'żółw.pl']);
    expect(list).toMatchObject({ merged: 3, total: 5, tooMany: false });
  });

  it('writes an internationalised name in punycode and shows it back in Polish letters', () => {
    expect(parseDomainName('Żółw-Test.pl')).toEqual({
      input: 'Żółw-Test.pl',
      name: 'xn--w-test-9wa64diq.pl',
      unicode: 'żółw-test.pl',
      error: null,
    });
    expect(parseDomainName('xn--w-uga1v8h.pl')).toMatchObject({ name: 'xn--w-uga1v8h.pl', unicode: 'żółw.pl' });
  });

  it('keeps every malformed name, with the reason', () => {
    const list = parseDomainList('bez-kropki a_b.pl -zly.pl 1.2.3.4 http:// exa%41mple.pl dobra.pl xn--zz.pl x.p1');
    expect(list.entries).toHaveLength(9);
    const errors = Object.fromEntries(list.entries.map((entry) => [entry.input, entry.error]));
    expect(errors['dobra.pl']).toBeNull();
    expect(errors['a_b.pl']).toBe(DOMAIN_LIST_MESSAGES.characters);
    expect(errors['exa%41mple.pl']).toBe(DOMAIN_LIST_MESSAGES.characters);
    expect(errors['http://']).toBe(DOMAIN_LIST_MESSAGES.noName);
    expect(errors['xn--zz.pl']).toBe(DOMAIN_LIST_MESSAGES.punycode);
    for (const input of ['bez-kropki', '-zly.pl', '1.2.3.4', 'x.p1']) expect(errors[input]).toMatch(/\S/);
  });

  it('accepts exactly 500 names and refuses 501 with a message giving the count', () => {
    const list = (count: number) => Array.from({ length: count }, (_, i) => `domena-${i}.pl`).join('\n');
    const five = parseDomainList(list(500));
    expect(five).toMatchObject({ tooMany: false, total: 500 });
    expect(five.entries).toHaveLength(500);
    expect(domainListError(five)).toBeNull();

    const tooMany = parseDomainList(list(501));
    expect(tooMany).toMatchObject({ tooMany: true, total: 501, entries: [] });
    expect(domainListError(tooMany)).toBe('Można sprawdzić najwyżej 500 domen naraz (wklejono 501).');
  });

  it('refuses an empty paste', () => {
    expect(domainListError(parseDomainList(' \n ,; '))).toBe(DOMAIN_LIST_MESSAGES.empty);
  });

  it('never throws, and accounts for every pasted name as an entry or a merged repeat', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.domain(), fc.webUrl()), { maxLength: 40 }), (tokens) => {
        const text = tokens.join('\n');
        const list = parseDomainList(text);
        expect(list.entries.length + list.merged).toBe(list.total);
        expect(new Set(list.entries.map((entry) => entry.name)).size).toBe(list.entries.length);
      }),
    );
  });

  it('is idempotent: a valid name parses to itself, in either form', () => {
    fc.assert(
      fc.property(fc.oneof(fc.domain(), fc.webUrl()), (pasted) => {
        const entry = parseDomainName(pasted);
        fc.pre(entry.error === null);
        expect(parseDomainName(entry.name)).toMatchObject({ name: entry.name, error: null });
        expect(parseDomainName(entry.unicode)).toMatchObject({ name: entry.name, error: null });
      }),
    );
  });
});
