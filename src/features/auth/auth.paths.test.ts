import { describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../platform/http/errors';
import { authMachine, type AuthContext, type LoginInput, type Session, type SessionUser } from './auth.machine';
import {
  doneIn,
  failedIn,
  itPlaysEveryPath,
  pathCases,
  settledIn,
  type MachinePath,
  type PathEvent,
  type PathPlayer,
  type PlayedPath,
} from '../../test/machine-paths';

const jan: SessionUser = { id: 1, name: 'Jan', email: 'jan@example.pl', privileges: ['user'] };
const byPassword: Session = { user: jan, access_token: 'token-haslo' };
const bySocial: Session = { user: { ...jan, id: 2, name: 'Anna' }, access_token: 'token-google' };
const renamed: SessionUser = { ...jan, name: 'Jan Nowak' };
const login: LoginInput = { email: 'jan@example.pl', password: 'tajne-haslo' };
const refusal = new ApiError('validation', 'Nieprawidłowy e-mail lub hasło', 422, { email: ['Sprawdź adres'] });

type Event = PathEvent<typeof authMachine>;
const m = authMachine;
const events: Event[] = [
  doneIn(m, 'auth.restoring', byPassword),
  doneIn(m, 'auth.restoring', null),
  failedIn(m, 'auth.restoring', new Error('storage')),
  { type: 'auth.login', input: login },
  doneIn(m, 'auth.signingIn', byPassword),
  failedIn(m, 'auth.signingIn', refusal),
  { type: 'auth.socialStart', provider: 'google' },
  doneIn(m, 'auth.leavingForProvider', 'https://accounts.example/auth'),
  failedIn(m, 'auth.leavingForProvider', refusal),
  { type: 'auth.socialFinish', provider: 'google', search: '?code=abc' },
  doneIn(m, 'auth.finishingSocial', bySocial),
  { type: 'auth.setCredentials', session: bySocial },
  { type: 'auth.userChanged', user: renamed },
  { type: 'auth.unauthorized' },
  { type: 'auth.logout' },
  doneIn(m, 'auth.signingOut', undefined),
  failedIn(m, 'auth.signingOut', new Error('offline')),
  { type: 'auth.dismissError' },
];

type AuthPath = MachinePath<typeof authMachine>;
const SIGNED_OUT = { user: null, access_token: null };
const NO_ERROR = { error: null, fieldErrors: {} };
const REFUSED = { error: 'Nieprawidłowy e-mail lub hasło', fieldErrors: { email: ['Sprawdź adres'] } };

/** What happened at a step: an event the app sent, or `<state>.done` / `<state>.error` for an effect's end. */
function happened(event: { type: string }): string {
  const settled = settledIn(event);
  return settled ? `${settled.stateId}.${settled.how}` : event.type;
}

/** The context by the spec's section 4, folded from the path: who is signed in, with which token, and why not. */
function expectedContext(path: AuthPath): AuthContext {
  let context: AuthContext = { ...SIGNED_OUT, ...NO_ERROR, endedBecause: null };
  const signIn = (session: Session | null) =>
    session ? { user: session.user, access_token: session.access_token, ...NO_ERROR } : {};
  for (const { event, state } of path.steps.slice(1)) {
    const change: Partial<AuthContext> = (() => {
      switch (happened(event)) {
        case 'auth.restoring.done':
        case 'auth.signingIn.done':
        case 'auth.finishingSocial.done':
          return signIn('output' in event ? (event.output as Session | null) : null);
        case 'auth.signingIn.error':
        case 'auth.leavingForProvider.error':
        case 'auth.finishingSocial.error':
          return REFUSED;
        case 'auth.signingOut.done':
        case 'auth.signingOut.error':
          return { ...SIGNED_OUT, endedBecause: 'logout' };
        case 'auth.login':
          return { ...NO_ERROR, endedBecause: null };
        case 'auth.socialStart':
        case 'auth.socialFinish':
        case 'auth.dismissError':
          return NO_ERROR;
        case 'auth.unauthorized':
          return { ...SIGNED_OUT, endedBecause: 'expired' };
        default:
          if (event.type === 'auth.setCredentials') return signIn(event.session);
          if (event.type === 'auth.userChanged') return { user: event.user };
          return {};
      }
    })();
    context = { ...context, ...change };
    // Signed in exactly while the machine is authenticated (or ending that session).
    expect(context.access_token !== null).toBe(state.matches('authenticated') || state.matches('signingOut'));
  }
  return context;
}

function setup(player: PathPlayer) {
  const effects = {
    persistSession: vi.fn<(session: Session) => void>(),
    clearBrowserSession: vi.fn(),
    goToProvider: vi.fn(),
  };
  const actor = createActor(
    authMachine.provide({
      actors: {
        restore: player.fake<Session | null>(),
        login: player.fake<Session, LoginInput>(),
        logout: player.fake<void, { token: string | null }>(),
        socialStart: player.fake<string, { provider: 'google' | 'facebook' }>(),
        socialFinish: player.fake<Session, { provider: 'google' | 'facebook'; search: string }>(),
      },
      actions: {
        persistSession: (_, params) => void effects.persistSession(params.session),
        clearBrowserSession: () => void effects.clearBrowserSession(),
        goToProvider: (_, params) => void effects.goToProvider(params.url),
      },
    }),
  );
  const check = ({ end, path, started }: PlayedPath<typeof authMachine>) => {
    expect(end.context).toEqual(expectedContext(path));
    // Logging out sends the token of the session being ended.
    const endedTokens = path.steps.flatMap((step, i) =>
      step.event.type === 'auth.logout' ? [{ token: path.steps[i - 1]!.state.context.access_token }] : [],
    );
    expect(started.filter((call) => call.id.endsWith('signingOut')).map((call) => call.input)).toEqual(endedTokens);
    const sessionsKept = effects.persistSession.mock.calls.map(([session]) => session);
    // What is kept for the next start is the session the app is in.
    if (end.context.user && sessionsKept.length > 0)
      expect(sessionsKept.at(-1)).toEqual({ user: end.context.user, access_token: end.context.access_token });
  };
  return { actor, check };
}

describe('auth paths from the machine', () => {
  itPlaysEveryPath(pathCases(authMachine, { events }), setup);
});
