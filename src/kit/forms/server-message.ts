import { useCallback } from 'react';
import { pl } from '../../i18n/pl';
import { readFailure } from '../../kernel/call-failure';
import { ApiError, answerMessageOf } from '../../platform/http/errors';
import { useToast } from '../toasts';

/** A failed call as spec section 8 hands it over: the response status and its data (with `message`). */
export interface ServerFailure {
  status: number | null;
  data: unknown;
}

/** The failure of a thrown ApiError as spec section 8 names it; anything else is a failure without an answer. */
export function serverFailureOf(error: unknown): ServerFailure & { message: string | null; kind: string | null } {
  if (error instanceof ApiError) {
    return { status: error.status, data: error.body, message: error.message || null, kind: error.kind };
  }
  return {
    status: null,
    data: null,
    message: error instanceof Error && error.message ? error.message : null,
    kind: null,
  };
}

/**
 * The message to show for a failed request: the server's `data.message` when it sent one, "Coś poszło nie tak" for
 * a 500 (its text is never meant for users) or when there is nothing else to say.
 */
export function handleServerMessage({ status, data }: ServerFailure, fallback: string | null = null): string {
  return answerMessageOf(status, data, fallback ?? pl.errors.generic);
}

/**
 * The shared handler of spec section 8 for failed escrow and password requests: it toasts the error's message
 * (unless the app has already announced this failure) and returns it, so a form can show it beside its fields too.
 */
export function useServerMessage(): (error: unknown) => string {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      const { message } = readFailure(error, pl.errors.generic);
      if (!(error instanceof ApiError && error.announced)) toast('error', message);
      return message;
    },
    [toast],
  );
}
