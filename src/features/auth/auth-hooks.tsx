import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine, SessionUser } from './auth.machine';

export type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActor | null>(null);

export const AuthProvider = AuthContext.Provider;

/** The auth machine's actor, to send it events. */
export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuthActor outside AuthProvider');
  return actor;
}

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
