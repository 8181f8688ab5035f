import { describe, expect, it } from 'vitest';
import {
  amountText,
  numberText,
  parseAmount,
  parseDecimal,
  parseOptionalAmount,
  parseWholeNumber,
} from './number-input';

describe('an amount typed in PLN', () => {
  it.each([
    ['1234,50', 1234.5],
    ['1 234,5', 1234.5],
    ['1\u00a0234.05', 1234.05],
    ['99,', 99],
    ['0', 0],
  ])('reads %s as %s', (text, value) => {
    expect(parseAmount(text)).toEqual({ value, error: null });
  });

  it.each([
    ['', 'Pole powinno być uzupełnione'],
    ['abc', 'Podaj liczbę'],
    ['12,345', 'Podaj kwotę z najwyżej dwoma miejscami po przecinku'],
    ['-5', 'Wartość nie może być mniejsza niż 0'],
    ['10000000,01', 'Wartość nie może być większa niż 10000000'],
  ])('refuses %j with a Polish message', (text, error) => {
    expect(parseAmount(text)).toEqual({ value: null, error });
  });

  it('may be left empty where the amount is optional', () => {
    expect(parseOptionalAmount(' ')).toEqual({ value: null, error: null });
    expect(parseOptionalAmount('x').error).toBe('Podaj liczbę');
  });

  it('is written back with a comma and two decimals', () => {
    expect(amountText(1234.5)).toBe('1234,50');
    expect(amountText(null)).toBe('');
  });
});

describe('a whole number or a decimal', () => {
  it('keeps to its bounds', () => {
    expect(parseWholeNumber('101', { min: 0, max: 100 }).error).toBe('Wartość nie może być większa niż 100');
    expect(parseWholeNumber('2,5').error).toBe('Podaj liczbę całkowitą');
    expect(parseWholeNumber('42', { min: 0 })).toEqual({ value: 42, error: null });
    expect(parseDecimal('12,75', { min: 0 })).toEqual({ value: 12.75, error: null });
    expect(numberText(12.75)).toBe('12,75');
  });
});
