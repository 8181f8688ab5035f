import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine, SessionUser } from './auth.machine';
import { createRequiredContext } from '../../kit/required-context';

export type AuthActor = ActorRefFrom<typeof authMachine>;

const [AuthContextProvider, useAuthContext] = createRequiredContext<AuthActor>('useAuthActor', 'AuthProvider');

export const AuthProvider = AuthContextProvider;

/** The auth machine's actor, to send it events. */
export const useAuthActor: () => AuthActor = useAuthContext;

export interface AuthView {
  restoring: boolean;
  signedIn: boolean;
  busy: boolean;
  user: SessionUser | null;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  endedBecause: 'logout' | 'expired' | null;
}

/** What screens need from the auth state, selected narrowly so they re-render only when it changes. */
export function useAuth(): AuthView {
  const actor = useAuthActor();
  const restoring = useSelector(actor, (s) => s.matches('restoring'));
  const signedIn = useSelector(
    actor,
    (s) => (s.matches('authenticated') || s.matches('signingOut')) && !!s.context.user && !!s.context.access_token,
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const user = useSelector(actor, (s) => s.context.user);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const endedBecause = useSelector(actor, (s) => s.context.endedBecause);
  return { restoring, signedIn, busy, user, error, fieldErrors, endedBecause };
}
