import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, redact, redactText } from './redact';

const digits = (count: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count });
const groups = (all: number[], sizes: readonly number[], separator: string) => {
  let at = 0;
  return sizes.map((size) => all.slice(at, (at += size)).join('')).join(separator);
};
const separator = fc.constantFrom('', '-', ' ');

const nip = fc
  .tuple(digits(10), fc.constantFrom([3, 3, 2, 2], [3, 2, 2, 3]), separator, fc.constantFrom('', 'PL', 'PL '))
  .map(([all, sizes, sep, prefix]) => prefix + groups(all, sizes, sep));
const phone = fc
  .tuple(digits(9), fc.constantFrom([3, 3, 3], [2, 3, 2, 2]), separator, fc.constantFrom('', '+48 ', '+48', '0048 '))
  .map(([all, sizes, sep, prefix]) => prefix + groups(all, sizes, sep));
const secretText = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'),
  minLength: 12,
  maxLength: 40,
});
const token = fc.oneof(
  secretText.map((secret) => ({ secret, text: `Bearer ${secret}` })),
  secretText.map((secret) => ({ secret, text: `access_token=${secret}` })),
  secretText.map((secret) => ({ secret, text: `"refresh_token": "${secret}"` })),
  fc.tuple(secretText, secretText).map(([a, b]) => ({ secret: `eyJ${a}.${b}`, text: `eyJ${a}.${b}.sig` })),
);
const word = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnoprstuwyząęółżźćń'), minLength: 1, maxLength: 8 })
  .filter((w) => !/bearer|token|secret|password/i.test(w));
const prose = fc.array(word, { maxLength: 5 }).map((words) => words.join(' '));

/** Personal data and secrets, each with the part that must not survive. */
const secret = fc.oneof(
  fc.emailAddress().map((text) => ({ secret: text, text })),
  nip.map((text) => ({ secret: text.replace(/^PL ?/, ''), text })),
  phone.map((text) => ({ secret: text.replace(/^(\+|00)48 ?/, ''), text })),
  token,
);
const inProse = fc
  .tuple(prose, secret, prose)
  .map(([before, { secret: s, text }, after]) => ({ secret: s, text: `${before} ${text} ${after}`.trim() }));

const safeKey = fc.constantFrom('name', 'status', 'count', 'price', 'items', 'comment', 'mode', 'snippet');
const safeValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    prose,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(safeKey, tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('redacting a payload before it is stored', () => {
  it('leaves no e-mail address, NIP, phone number or token in a text', () => {
    fc.assert(
      fc.property(inProse, ({ secret: s, text }) => {
        const result = redactText(text);
        expect(result).not.toContain(s);
        expect(result).toContain(REDACTED);
      }),
    );
  });

  it('finds them deep inside objects and arrays, and leaves every other field as it was', () => {
    fc.assert(
      fc.property(
        fc.dictionary(safeKey, safeValue, { maxKeys: 4 }),
        fc.array(inProse, { minLength: 1, maxLength: 3 }),
        (safe, hidden) => {
          const payload = { ...safe, nested: { list: hidden.map(({ text }) => ({ note: text })) } };
          const result = redact(payload) as typeof payload;
          const stored = JSON.stringify(result);
          for (const { secret: s } of hidden) expect(stored).not.toContain(s);
          expect({ ...result, nested: undefined }).toEqual({ ...safe, nested: undefined });
        },
      ),
    );
  });

  it('removes whatever is kept under a secret or personal key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'password',
          'currentPassword',
          'access_token',
          'refresh_token',
          'clientSecret',
          'Authorization',
        ),
        fc.oneof(fc.string(), fc.integer(), fc.dictionary(fc.string(), fc.string())),
        (key, value) => {
          expect(redact({ [key]: value, kept: 'tak' })).toEqual({ [key]: REDACTED, kept: 'tak' });
        },
      ),
    );
    expect(
      redact({ email: 'a@b.pl', buyer_nip: 5250001224, companyNip: '1', phone: '1', email_verified: true }),
    ).toEqual({
      email: REDACTED,
      buyer_nip: REDACTED,
      companyNip: REDACTED,
      phone: REDACTED,
      email_verified: true,
    });
  });

  it('removes a value typed into a secret field, as a form’s edit event carries it', () => {
    expect(redact({ field: 'current_password', value: 'Tajne-Haslo-1' })).toEqual({
      field: 'current_password',
      value: REDACTED,
    });
    expect(redact({ name: 'buyer_nip', value: '525-000-12-24' })).toEqual({ name: 'buyer_nip', value: REDACTED });
    expect(redact({ field: 'city', value: 'Kraków' })).toEqual({ field: 'city', value: 'Kraków' });
  });

  it('keeps dates, prices and ids a QA engineer needs', () => {
    const payload = { at: '2024-01-05 10:20', price: '1 234,50 zł', id: 1_700_000_000_000, code: 'RABAT10' };
    expect(redact(payload)).toEqual(payload);
  });

  it('survives a cycle', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped.self = looped;
    expect(redact(looped)).toEqual({ name: 'a', self: REDACTED });
  });
});
