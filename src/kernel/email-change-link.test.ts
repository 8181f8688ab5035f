import { describe, expect, it } from 'vitest';
import { emailChangeLinkOf } from './email-change-link';

const FULL = 'id=12&email=nowy%40example.pl&expires=1772445600&signature=abc123';

describe('the e-mail change link of the confirmation page', () => {
  it('reads every parameter of a whole link', () => {
    expect(emailChangeLinkOf(new URLSearchParams(FULL))).toEqual({
      id: 12,
      email: 'nowy@example.pl',
      expires: 1772445600,
      signature: 'abc123',
    });
  });

  it.each(['id', 'email', 'expires', 'signature'])('refuses a link without its %s', (name) => {
    const search = new URLSearchParams(FULL);
    search.delete(name);
    expect(emailChangeLinkOf(search)).toBeNull();
  });

  it.each([
    ['an id that is not a number', 'id=x12'],
    ['a negative expiry', 'expires=-5'],
    ['an empty address', 'email=%20'],
  ])('refuses %s', (_what, change) => {
    const [name, value] = change.split('=') as [string, string];
    const search = new URLSearchParams(FULL);
    search.set(name, decodeURIComponent(value));
    expect(emailChangeLinkOf(search)).toBeNull();
  });
});
