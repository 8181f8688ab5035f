import { describe, expect, it } from 'vitest';
import { shouldDismiss } from './swipe-to-dismiss';

describe('shouldDismiss', () => {
  it('dismisses a toast dragged 80 % of its width or more, either way', () => {
    expect(shouldDismiss(320, 400)).toBe(true);
    expect(shouldDismiss(-320, 400)).toBe(true);
    expect(shouldDismiss(500, 400)).toBe(true);
  });

  it('snaps back a shorter drag', () => {
    expect(shouldDismiss(319, 400)).toBe(false);
    expect(shouldDismiss(-100, 400)).toBe(false);
    expect(shouldDismiss(0, 400)).toBe(false);
  });

  it('never dismisses when the width is unknown or the distance is not a number', () => {
    expect(shouldDismiss(100, 0)).toBe(false);
    expect(shouldDismiss(Number.NaN, 400)).toBe(false);
  });
});
