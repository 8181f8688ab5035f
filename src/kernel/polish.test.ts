import { describe, expect, it } from 'vitest';
import { formatDate, formatInteger, formatMoney, countOf, pluralForm } from './polish';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');
const domains = { one: 'domena', few: 'domeny', many: 'domen' };

describe('money', () => {
  it('shows two decimals, grouped thousands and zł', () => {
    expect(formatMoney(1234.5)).toBe(nbsp('1 234,50 zł'));
    expect(formatMoney(12345.67)).toBe(nbsp('12 345,67 zł'));
    expect(formatMoney(25)).toBe(nbsp('25,00 zł'));
    expect(formatMoney(0)).toBe(nbsp('0,00 zł'));
  });
});

describe('numbers and dates', () => {
  it('groups whole numbers the Polish way', () => {
    expect(formatInteger(10000)).toBe(nbsp('10 000'));
  });

  it('writes dates as DD.MM.YYYY in Polish time', () => {
    expect(formatDate('2026-01-04T23:30:00Z')).toBe('05.01.2026');
  });
});

describe('plural forms', () => {
  it.each([
    [1, 'domena'],
    [2, 'domeny'],
    [4, 'domeny'],
    [5, 'domen'],
    [12, 'domen'],
    [14, 'domen'],
    [22, 'domeny'],
    [25, 'domen'],
    [0, 'domen'],
  ])('%i takes "%s"', (count, form) => {
    expect(pluralForm(count, domains)).toBe(form);
  });

  it('puts the number in front', () => {
    expect(countOf(3, domains)).toBe(nbsp('3 domeny'));
    expect(countOf(25, domains)).toBe(nbsp('25 domen'));
    expect(countOf(10000, domains)).toBe(nbsp('10 000 domen'));
  });
});
