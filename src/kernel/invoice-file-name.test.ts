import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-file-name';

describe("an invoice's file name", () => {
  it('is FV_ and the number, each slash an underscore', () => {
    expect(invoiceFileName('2026/11/0001')).toBe('FV_2026_11_0001.pdf');
  });

  it('never holds a path separator', () => {
    expect(invoiceFileName('..\\..\\x/y')).not.toMatch(/[/\\]/);
  });
});
