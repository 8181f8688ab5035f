import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInWords } from './amount-in-words';

const zl = (zlote: number) => zlote * 100;

describe('amountInWords', () => {
  it.each([
    [0, 'zero złotych 00/100'],
    [zl(1), 'jeden złoty 00/100'],
    [zl(2), 'dwa złote 00/100'],
    [zl(5), 'pięć złotych 00/100'],
    [zl(12), 'dwanaście złotych 00/100'],
    [zl(22), 'dwadzieścia dwa złote 00/100'],
    [zl(101), 'sto jeden złotych 00/100'],
    [zl(1000), 'jeden tysiąc złotych 00/100'],
    [zl(2000), 'dwa tysiące złotych 00/100'],
    [zl(5000), 'pięć tysięcy złotych 00/100'],
    [zl(1_000_000), 'jeden milion złotych 00/100'],
    [123_456_789, 'jeden milion dwieście trzydzieści cztery tysiące pięćset sześćdziesiąt siedem złotych 89/100'],
  ])('writes %i grosze as "%s"', (grosze, words) => {
    expect(amountInWords(grosze)).toBe(words);
  });

  it('writes the example of the invoice spec', () => {
    expect(amountInWords(123_456)).toBe('jeden tysiąc dwieście trzydzieści cztery złote 56/100');
  });

  it('uses the 12–14 exception and the teens', () => {
    expect(amountInWords(zl(14))).toBe('czternaście złotych 00/100');
    expect(amountInWords(zl(12_000))).toBe('dwanaście tysięcy złotych 00/100');
    expect(amountInWords(zl(24_000))).toBe('dwadzieścia cztery tysiące złotych 00/100');
    expect(amountInWords(zl(113))).toBe('sto trzynaście złotych 00/100');
  });

  it('skips empty groups and declines millions', () => {
    expect(amountInWords(zl(3_000_005))).toBe('trzy miliony pięć złotych 00/100');
    expect(amountInWords(zl(5_001_000))).toBe('pięć milionów jeden tysiąc złotych 00/100');
    expect(amountInWords(zl(2_000_000_000))).toBe('dwa miliardy złotych 00/100');
  });

  it('pads grosze to two digits', () => {
    expect(amountInWords(7)).toBe('zero złotych 07/100');
    expect(amountInWords(zl(900) + 50)).toBe('dziewięćset złotych 50/100');
  });

  it('never throws on an amount and always ends with the grosze over 100', () => {
    const amount = fc.oneof(
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
    );
    fc.assert(
      fc.property(amount, (grosze) => {
        const words = amountInWords(grosze);
        expect(words).toMatch(/ (złoty|złote|złotych) \d\d\/100$/);
        expect(words).not.toMatch(/ {2}|undefined/);
      }),
    );
  });
});
