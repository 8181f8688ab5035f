import { describe, expect, it } from 'vitest';
import { parseMetricParam, parseMetricText } from './metric-bounds';

describe('a metric bound in a list URL', () => {
  it('reads counts as whole numbers and visibility with up to two decimals, a comma as the point', () => {
    expect(parseMetricParam('40', 'dfs_rating')).toBe(40);
    expect(parseMetricParam(' 12 ', 'backlinks')).toBe(12);
    expect(parseMetricParam('1,25', 'max_visibility')).toBe(1.25);
    expect(parseMetricParam('3', 'max_visibility')).toBe(3);
  });

  it('reads a missing, malformed or out-of-range bound as no bound', () => {
    expect(parseMetricParam(null, 'backlinks')).toBeNull();
    for (const [raw, metric] of [
      ['', 'backlinks'],
      ['1.5', 'backlinks'],
      ['-1', 'ref_domains'],
      ['1e3', 'anchor_links'],
      ['101', 'dfs_rating'],
      ['2147483648', 'backlinks'],
      ['1.125', 'max_visibility'],
      ['1000000000.01', 'max_visibility'],
    ] as const) {
      expect(parseMetricParam(raw, metric)).toBeNull();
    }
  });
});

describe('a metric bound typed into a filter field', () => {
  it('leaves an empty field unbounded', () => {
    expect(parseMetricText('backlinks', '  ')).toEqual({ value: undefined, error: null });
  });

  it('accepts what the URL can carry, as people type it', () => {
    expect(parseMetricText('max_visibility', '1 234,5')).toEqual({ value: 1234.5, error: null });
    expect(parseMetricText('dfs_rating', '100')).toEqual({ value: 100, error: null });
  });

  it('names in Polish what is wrong with any other text', () => {
    expect(parseMetricText('backlinks', '1,5').error).toBe('Podaj liczbę całkowitą');
    expect(parseMetricText('dfs_rating', '101').error).toBe('Wartość nie może być większa niż 100');
    expect(parseMetricText('max_visibility', '-1').error).toBe('Wartość nie może być mniejsza niż 0');
    expect(parseMetricText('max_visibility', '1,234').error).toBe('Podaj liczbę z najwyżej 2 miejscami po przecinku');
    expect(parseMetricText('ref_domains', 'dużo').error).toBe('Podaj liczbę');
  });
});
