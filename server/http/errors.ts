import type { FieldErrors } from '../../src/kernel/validation';
import { INVALID_INPUT_MESSAGE } from '../services/errors';

/** An error with an HTTP status and a Polish message, answered as `{ message, ...body }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Zaloguj się, aby kontynuować.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  notFound: 'Nie znaleziono.',
  methodNotAllowed: 'Ta metoda nie jest obsługiwana pod tym adresem.',
  invalidData: INVALID_INPUT_MESSAGE,
  csrfMismatch: 'Sesja formularza wygasła. Odśwież stronę i spróbuj ponownie.',
  serverError: 'Coś poszło nie tak',
  databaseUnavailable: 'Baza danych jest chwilowo niedostępna. Nic nie zostało zapisane – spróbuj ponownie za chwilę.',
  badJson: 'Nieprawidłowy format danych (JSON).',
  unsupportedMediaType: 'Nieobsługiwany format danych.',
  unsupportedMediaTypeOf: (accepted: readonly string[]) =>
    `Nieobsługiwany format danych. Wyślij ${accepted.join(' lub ')}.`,
  bodyRequired: 'Brak danych w żądaniu.',
  headersTooLarge: 'Adres lub nagłówki żądania są za długie.',
  requestTimeout: 'Przesyłanie danych trwało zbyt długo. Spróbuj ponownie.',
  badRequest: 'Nieprawidłowe żądanie.',
  payloadTooLarge: 'Przesłane dane są za duże.',
  bodyTooDeep: 'Przesłane dane są zagnieżdżone zbyt głęboko.',
  tooManyRequests: (seconds: number) => `Zbyt wiele prób. Spróbuj ponownie za ${seconds} s.`,
} as const;

/** 404 with a message naming what was not found. */
export function notFound(message: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, message);
}

/** 422 in the Laravel shape; the message is the first field message, like Laravel's. */
export function validationFailed(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? MESSAGES.invalidData, { errors });
}

/** 422 for a single field. */
export function fieldError(field: string, message: string): HttpError {
  return validationFailed({ [field]: [message] });
}
