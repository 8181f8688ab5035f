import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

/** The part of the user the app needs to route and greet; the stored record may carry more fields. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  privileges: readonly string[];
}

export interface Session {
  user: SessionUser;
  access_token: string;
}

/** A social sign-in's session; `password_removed` when it took back an account someone else had registered. */
export interface SocialSession extends Session {
  password_removed?: boolean;
}

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean;
}

export type SocialProvider = 'google' | 'facebook';

export interface AuthContext {
  user: SessionUser | null;
  access_token: string | null;
  /** The last failure's message, for a form or a toast. */
  error: string | null;
  /** Field messages of the last failed login. */
  fieldErrors: Record<string, string[]>;
  /** Why the session ended: the user logged out, or a call answered 401. */
  endedBecause: 'logout' | 'expired' | null;
}

export type AuthEvent =
  | { type: 'auth.login'; input: LoginInput }
  | { type: 'auth.socialStart'; provider: SocialProvider }
  | { type: 'auth.socialFinish'; provider: SocialProvider; search: string }
  | { type: 'auth.setCredentials'; session: Session }
  | { type: 'auth.userChanged'; user: SessionUser }
  | { type: 'auth.logout' }
  | { type: 'auth.unauthorized' }
  | { type: 'auth.dismissError' };

const signedOut = { user: null, access_token: null };

/** A sign-in attempt that fails leaves the user signed out, with the failure's messages for the form or the page. */
const attemptFailed = {
  target: 'anonymous',
  actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

/**
 * Sign-in state (spec section 4). Side effects are named here and implemented by the app: storage, the API cache,
 * the cart, leaving for the social provider. Tests provide fakes. Registration is not a step here: it signs nobody
 * in (the address must be verified first), so the register screen sends it as a plain form submission.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    restore: fromPromise<Session | null>(() => Promise.resolve(null)),
    login: fromPromise<Session, LoginInput>(notProvided('login')),
    logout: fromPromise<void, { token: string | null }>(() => Promise.resolve()),
    socialStart: fromPromise<string, { provider: SocialProvider }>(notProvided('socialStart')),
    socialFinish: fromPromise<SocialSession, { provider: SocialProvider; search: string }>(notProvided('socialFinish')),
  },
  actions: {
    storeSession: assign((_, params: { session: Session }) => ({
      user: params.session.user,
      access_token: params.session.access_token,
      error: null,
      fieldErrors: {},
    })),
    storeFailure: assign((_, params: { error: unknown }) => formFailureOf(params.error)),
    /** A new attempt, or the user closing the message, takes the last failure's messages away. */
    clearFailure: assign({ error: null, fieldErrors: {} }),
    /** Saves the session in local storage (spec: restored on start-up). */
    persistSession: (_, _params: { session: Session }) => {},
    /** Resets cached API data, the cart and local storage (spec section 4, logout). */
    clearBrowserSession: () => {},
    /** Sends the browser to the provider's sign-in page. */
    goToProvider: (_, _params: { url: string }) => {},
    /** Tells the user their session has ended. */
    announceExpiry: () => {},
    /** Tells the user, when a social sign-in removed the account's earlier password, how to set one. */
    announcePasswordRemoval: (_, _params: { removed: boolean }) => {},
    /** A failed logout call is only logged (spec section 4). */
    logLogoutFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasSession: (_, session: Session | null) => session !== null,
  },
}).createMachine({
  id: 'auth',
  context: { ...signedOut, error: null, fieldErrors: {}, endedBecause: null },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        src: 'restore',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'authenticated',
            actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output! }) },
          },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      on: {
        'auth.login': { target: 'signingIn' },
        'auth.socialStart': { target: 'leavingForProvider' },
        'auth.socialFinish': { target: 'finishingSocial' },
        'auth.setCredentials': {
          target: 'authenticated',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'auth.dismissError': { actions: 'clearFailure' },
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: assign({ error: null, fieldErrors: {}, endedBecause: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return event.input;
        },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
          ],
        },
        onError: attemptFailed,
      },
    },
    leavingForProvider: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'socialStart',
        input: ({ event }) => {
          assertEvent(event, 'auth.socialStart');
          return { provider: event.provider };
        },
        onDone: { actions: { type: 'goToProvider', params: ({ event }) => ({ url: event.output }) } },
        onError: attemptFailed,
      },
    },
    finishingSocial: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'socialFinish',
        input: ({ event }) => {
          assertEvent(event, 'auth.socialFinish');
          return { provider: event.provider, search: event.search };
        },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
            {
              type: 'announcePasswordRemoval',
              params: ({ event }) => ({ removed: event.output.password_removed === true }),
            },
          ],
        },
        onError: attemptFailed,
      },
    },
    authenticated: {
      on: {
        'auth.logout': { target: 'signingOut' },
        'auth.unauthorized': {
          target: 'anonymous',
          actions: [assign({ ...signedOut, endedBecause: 'expired' }), 'clearBrowserSession', 'announceExpiry'],
        },
        'auth.userChanged': {
          actions: [
            assign(({ event }) => ({ user: event.user })),
            {
              type: 'persistSession',
              params: ({ context, event }) => ({ session: { user: event.user, access_token: context.access_token! } }),
            },
          ],
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.access_token }),
        onDone: {
          target: 'anonymous',
          actions: [assign({ ...signedOut, endedBecause: 'logout' }), 'clearBrowserSession'],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'logLogoutFailure', params: ({ event }) => ({ error: event.error }) },
            assign({ ...signedOut, endedBecause: 'logout' }),
            'clearBrowserSession',
          ],
        },
      },
    },
  },
});
