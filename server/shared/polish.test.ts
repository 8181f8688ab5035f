import { describe, expect, it } from 'vitest';
import { formatZloty, inDomains, NOUNS, plainCountOf } from './polish';

describe('Polish wording', () => {
  it.each([
    [1, '1 domena'],
    [2, '2 domeny'],
    [4, '4 domeny'],
    [5, '5 domen'],
    [12, '12 domen'],
    [14, '14 domen'],
    [22, '22 domeny'],
    [25, '25 domen'],
    [112, '112 domen'],
    [0, '0 domen'],
  ])('counts %i as "%s"', (count, text) => {
    expect(plainCountOf(count, NOUNS.domain)).toBe(text);
  });

  it('counts portals and uses a non-breaking thousands separator', () => {
    expect(plainCountOf(3, NOUNS.portal)).toBe('3 portale');
    expect(plainCountOf(15, NOUNS.portal)).toBe('15 portali');
    expect(plainCountOf(1234, NOUNS.portal)).toBe('1\u00a0234 portale');
  });

  it('says "w 1 domenie" and otherwise always "domenach"', () => {
    expect(inDomains(1)).toBe('w 1 domenie');
    expect(inDomains(2)).toBe('w 2 domenach');
    expect(inDomains(5)).toBe('w 5 domenach');
    expect(inDomains(21)).toBe('w 21 domenach');
  });

  it('formats grosze as złote with two decimals', () => {
    expect(formatZloty(123450)).toBe('1\u00a0234,50 zł');
    expect(formatZloty(999)).toBe('9,99 zł');
  });
});
