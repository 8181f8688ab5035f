import { describe, expect, it } from 'vitest';
import { pl } from '../../i18n/pl';
import { readFailure } from '../../kernel/call-failure';
import { fromResponse, fromThrown } from './errors';

describe('what a failed call means', () => {
  it('reads a 422 as broken rules with the messages per field, and a bulk update’s failing entries', () => {
    const errors = { 'changes.1.price': ['Cena za niska'] };
    const failed = [{ index: 1, id: 8, name: 'b.pl', errors: { price: ['Cena za niska'] } }];
    expect(fromResponse(422, { message: 'Popraw pola', errors }).failure).toEqual({
      kind: 'validation',
      message: 'Popraw pola',
      errors,
    });
    expect(fromResponse(422, { message: 'Nie zapisano', errors, failed }).failure).toEqual({
      kind: 'validation',
      message: 'Nie zapisano',
      errors,
      failed,
    });
  });

  it('reads a 409 ItemsUnavailable as the items the order could not take, and any other 409 as a plain refusal', () => {
    const unavailable = [{ kind: 'domain', id: 1, name: 'a.pl', reason: 'sold' }];
    expect(fromResponse(409, { message: 'Niedostępne: a.pl', unavailable }).failure).toEqual({
      kind: 'unavailable',
      message: 'Niedostępne: a.pl',
      items: unavailable,
    });
    expect(fromResponse(409, { message: 'Domena ma otwarte zamówienia' }).failure).toEqual({
      kind: 'other',
      message: 'Domena ma otwarte zamówienia',
    });
  });

  it('tells a 403 that waits for a confirmed e-mail address from one that lacks a privilege', () => {
    const message = 'Aby złożyć zamówienie, potwierdź swój adres e-mail.';
    expect(fromResponse(403, { message, reason: 'email_unverified' }).failure).toEqual({ kind: 'unverified', message });
    expect(fromResponse(403, { message: 'Brak uprawnień' }).failure).toEqual({
      kind: 'other',
      message: 'Brak uprawnień',
    });
  });

  it('gives a failure without an answer only its message, and reads anything thrown that is not a call by its message', () => {
    expect(fromThrown(new TypeError('Failed to fetch')).failure).toEqual({
      kind: 'other',
      message: pl.errors.network,
    });
    expect(readFailure(new Error('Błąd'), 'Coś poszło nie tak')).toEqual({ kind: 'other', message: 'Błąd' });
    expect(readFailure('boom', 'Coś poszło nie tak')).toEqual({ kind: 'other', message: 'Coś poszło nie tak' });
  });
});
