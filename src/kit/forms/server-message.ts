import { useCallback } from 'react';
import { pl } from '../../i18n/pl';
import { useToast } from '../toasts';

/** A failed call as spec section 8 hands it over: the response status and its data (with `message`). */
export interface ServerFailure {
  status: number | null;
  data: unknown;
}

/** The failure of a thrown ApiError, read structurally; anything else is a failure without an answer. */
export function serverFailureOf(error: unknown): ServerFailure & { message: string | null; kind: string | null } {
  const { status, body, message, kind } = (error ?? {}) as {
    status?: unknown;
    body?: unknown;
    message?: unknown;
    kind?: unknown;
  };
  return {
    status: typeof status === 'number' ? status : null,
    data: body ?? null,
    message: typeof message === 'string' && message ? message : null,
    kind: typeof kind === 'string' ? kind : null,
  };
}

/**
 * The message to show for a failed request: the server's `data.message` when it sent one, "Coś poszło nie tak" for
 * a 500 (its text is never meant for users) or when there is nothing else to say.
 */
export function handleServerMessage({ status, data }: ServerFailure, fallback: string | null = null): string {
  if (status === 500) return pl.errors.generic;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : (fallback ?? pl.errors.generic);
}

// The API client already toasts these app-wide (src/app/services.ts), and a 401 ends the session with its own notice.
const ANNOUNCED_ELSEWHERE = new Set(['server', 'network', 'timeout', 'parse', 'unauthenticated']);

/**
 * The shared handler of spec section 8 for failed escrow and password requests: it toasts the server's message
 * (unless the app has already announced this failure) and returns it, so a form can show it beside its fields too.
 */
export function useServerMessage(): (error: unknown) => string {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      const failure = serverFailureOf(error);
      // Transport failures have no answer; the client's Polish message says what happened.
      const message = handleServerMessage(failure, failure.message);
      if (!failure.kind || !ANNOUNCED_ELSEWHERE.has(failure.kind)) toast('error', message);
      return message;
    },
    [toast],
  );
}
