import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isIsoDate, warsawDayEnd, warsawDayStart } from './warsaw-day';

describe('Warsaw calendar days', () => {
  it('start at local midnight, in winter and in summer time', () => {
    expect(warsawDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(warsawDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('last 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    const hours = (date: string) => (warsawDayEnd(date).getTime() - warsawDayStart(date).getTime()) / 3_600_000;
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(hours('2026-11-25')).toBe(24);
  });

  it('follow one another without a gap or an overlap, for any day of the years around now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }), (at) => {
        const date = at.toISOString().slice(0, 10);
        const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1))
          .toISOString()
          .slice(0, 10);
        expect(warsawDayEnd(date).getTime()).toBe(warsawDayStart(next).getTime());
        const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(warsawDayStart(date));
        expect(local).toBe(date);
      }),
    );
  });

  it('reads only real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00', ''])
      expect(isIsoDate(bad), bad).toBe(false);
  });
});
