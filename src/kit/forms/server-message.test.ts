import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/http/errors';
import { handleServerMessage, serverFailureOf } from './server-message';

describe('the shared server-message handler', () => {
  it('shows data.message from the answer', () => {
    expect(handleServerMessage({ status: 409, data: { message: 'Domena jest już zarezerwowana.' } })).toBe(
      'Domena jest już zarezerwowana.',
    );
    expect(handleServerMessage({ status: 502, data: { message: 'Portal Aftermarket nie odpowiada.' } })).toBe(
      'Portal Aftermarket nie odpowiada.',
    );
  });

  it('says "Coś poszło nie tak" for a 500 and for an answer without a message, unless given a better fallback', () => {
    expect(handleServerMessage({ status: 500, data: { message: 'TypeError: x is undefined' } })).toBe(
      'Coś poszło nie tak',
    );
    expect(handleServerMessage({ status: 418, data: null })).toBe('Coś poszło nie tak');
    expect(handleServerMessage({ status: null, data: null }, 'Brak połączenia z serwerem.')).toBe(
      'Brak połączenia z serwerem.',
    );
  });

  it('reads status, data and kind from a thrown API error', () => {
    const error = new ApiError('conflict', 'Zajęte', 409, {}, { message: 'Zajęte' });
    expect(serverFailureOf(error)).toEqual({
      status: 409,
      data: { message: 'Zajęte' },
      message: 'Zajęte',
      kind: 'conflict',
    });
    expect(serverFailureOf('boom')).toEqual({ status: null, data: null, message: null, kind: null });
  });
});
