import { describe, expect, it } from 'vitest';
import { fileNameOf } from './publications-api';

describe('the export file name', () => {
  it('is the one Content-Disposition gives, quoted or not', () => {
    expect(fileNameOf('attachment; filename="publikacje-2026-11-22.xlsx"', 'x.xlsx')).toBe(
      'publikacje-2026-11-22.xlsx',
    );
    expect(fileNameOf('attachment; filename=publikacje.xlsx; size=10', 'x.xlsx')).toBe('publikacje.xlsx');
  });

  it('prefers the encoded filename* form (RFC 6266), so Polish letters survive', () => {
    expect(
      fileNameOf(
        `attachment; filename="publikacje.xlsx"; filename*=UTF-8''publikacje-%C5%BC%C3%B3%C5%82te.xlsx`,
        'x.xlsx',
      ),
    ).toBe('publikacje-żółte.xlsx');
  });

  it('falls back to the given name without a usable header', () => {
    expect(fileNameOf(null, 'publikacje.xlsx')).toBe('publikacje.xlsx');
    expect(fileNameOf('attachment', 'publikacje.xlsx')).toBe('publikacje.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'publikacje.xlsx')).toBe('publikacje.xlsx');
  });
});
