import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../platform/http/errors';
import { authMachine, type LoginInput, type Session, type SocialProvider, type SocialSession } from './auth.machine';
import { OUTCOME_LIMIT_MS } from '../../test/limits';

const customer: Session = {
  user: { id: 1, name: 'Jan Klient', email: 'klient@example.pl', privileges: ['user'] },
  access_token: '1|token',
};

/** A failure as the API layer throws it: with field messages it is a 422, without them any other refusal. */
function apiError(message: string, fieldErrors: Record<string, string[]> = {}) {
  return Object.keys(fieldErrors).length > 0
    ? new ApiError('validation', message, 422, fieldErrors)
    : new ApiError('http', message, 400);
}

function start(
  overrides: {
    stored?: Session | null;
    restoreFails?: boolean;
    login?: (input: LoginInput) => Promise<Session>;
    logout?: (input: { token: string | null }) => Promise<void>;
    socialStart?: (input: { provider: SocialProvider }) => Promise<string>;
    socialFinish?: (input: { provider: SocialProvider; search: string }) => Promise<SocialSession>;
  } = {},
) {
  const effects = {
    persistSession: vi.fn(),
    clearBrowserSession: vi.fn(),
    goToProvider: vi.fn(),
    announceExpiry: vi.fn(),
    announcePasswordRemoval: vi.fn(),
    logLogoutFailure: vi.fn(),
  };
  const calls = { login: [] as LoginInput[], logout: [] as Array<{ token: string | null }> };
  const machine = authMachine.provide({
    actors: {
      restore: fromPromise(() =>
        overrides.restoreFails
          ? Promise.reject(new Error('storage unavailable'))
          : Promise.resolve(overrides.stored ?? null),
      ),
      login: fromPromise(({ input }) => {
        calls.login.push(input);
        return (overrides.login ?? (() => Promise.resolve(customer)))(input);
      }),
      logout: fromPromise(({ input }) => {
        calls.logout.push(input);
        return (overrides.logout ?? (() => Promise.resolve()))(input);
      }),
      socialStart: fromPromise(({ input }) =>
        (overrides.socialStart ?? (() => Promise.resolve('https://accounts.example/auth')))(input),
      ),
      socialFinish: fromPromise(({ input }) => (overrides.socialFinish ?? (() => Promise.resolve(customer)))(input)),
    },
    actions: {
      persistSession: (_, params) => {
        effects.persistSession(params);
      },
      clearBrowserSession: () => {
        effects.clearBrowserSession();
      },
      goToProvider: (_, params) => {
        effects.goToProvider(params);
      },
      announceExpiry: () => {
        effects.announceExpiry();
      },
      announcePasswordRemoval: (_, params) => {
        effects.announcePasswordRemoval(params);
      },
      logLogoutFailure: (_, params) => {
        effects.logLogoutFailure(params);
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects, calls };
}

const signedIn = async (overrides: Parameters<typeof start>[0] = {}) => {
  const started = start({ stored: customer, ...overrides });
  await waitFor(started.actor, (s) => s.matches('authenticated'));
  return started;
};

describe('start-up', () => {
  it('restores a saved session into the auth state', async () => {
    const { actor } = await signedIn();
    expect(actor.getSnapshot().context).toMatchObject({ user: customer.user, access_token: '1|token' });
  });

  it('is busy while restoring', () => {
    const { actor } = start({ stored: customer });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('starts signed out when nothing was saved', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('starts signed out when storage cannot be read', async () => {
    const { actor } = start({ restoreFails: true });
    await waitFor(actor, (s) => s.matches('anonymous'));
  });
});

describe('signing in', () => {
  it('stores user and token and saves the session', async () => {
    const { actor, effects, calls } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.login', input: { email: 'klient@example.pl', password: 'Klient123!' } });
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls.login).toEqual([{ email: 'klient@example.pl', password: 'Klient123!' }]);
    expect(actor.getSnapshot().context.access_token).toBe('1|token');
    expect(effects.persistSession).toHaveBeenCalledWith({ session: customer });
  });

  it('keeps the server message and field messages when the login is refused', async () => {
    const refusal = apiError('Nieprawidłowy e-mail lub hasło', { email: ['Nieprawidłowy e-mail lub hasło'] });
    const { actor, effects } = start({ login: async () => Promise.reject(refusal) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.login', input: { email: 'klient@example.pl', password: 'zle' } });
    await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      error: 'Nieprawidłowy e-mail lub hasło',
      fieldErrors: { email: ['Nieprawidłowy e-mail lub hasło'] },
    });
    expect(effects.persistSession).not.toHaveBeenCalled();
  });

  it('clears the previous failure when trying again, and on request', async () => {
    let attempt = 0;
    const { actor } = start({
      login: async () => {
        attempt += 1;
        if (attempt === 1) throw apiError('Nieprawidłowy e-mail lub hasło');
        return new Promise<Session>(() => {});
      },
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.login', input: { email: 'a@b.pl', password: 'x' } });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'auth.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'auth.login', input: { email: 'a@b.pl', password: 'y' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('social sign-in', () => {
  it('sends the browser to the provider with the URL the server gave', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.socialStart', provider: 'google' });
    await vi.waitFor(
      () => expect(effects.goToProvider).toHaveBeenCalledWith({ url: 'https://accounts.example/auth' }),
      { timeout: OUTCOME_LIMIT_MS },
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('shows why the provider could not be reached', async () => {
    const { actor } = start({
      socialStart: async () => Promise.reject(apiError('Logowanie przez Google nie jest dostępne.')),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.socialStart', provider: 'google' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Logowanie przez Google nie jest dostępne.');
  });

  it('signs in with what the provider sent back', async () => {
    const received: Array<{ provider: SocialProvider; search: string }> = [];
    const { actor, effects } = start({
      socialFinish: (input) => {
        received.push(input);
        return Promise.resolve(customer);
      },
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.socialFinish', provider: 'facebook', search: '?code=abc&state=xyz' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(received).toEqual([{ provider: 'facebook', search: '?code=abc&state=xyz' }]);
    expect(effects.persistSession).toHaveBeenCalledWith({ session: customer });
    expect(effects.announcePasswordRemoval).toHaveBeenCalledWith({ removed: false });
  });

  it('says so when the sign-in took the account back and removed a password set on it before', async () => {
    const { actor, effects } = start({
      socialFinish: () => Promise.resolve({ ...customer, password_removed: true }),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.socialFinish', provider: 'google', search: '?code=abc&state=xyz' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.announcePasswordRemoval).toHaveBeenCalledWith({ removed: true });
  });

  it('returns to signed out with the message when the callback fails', async () => {
    const { actor } = start({
      socialFinish: async () =>
        Promise.reject(apiError('Link logowania wygasł lub został już użyty. Spróbuj ponownie.')),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.socialFinish', provider: 'google', search: '?state=old' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
  });
});

describe('setting credentials', () => {
  it('signs in with a session obtained elsewhere', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.setCredentials', session: customer });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(effects.persistSession).toHaveBeenCalledWith({ session: customer });
  });
});

describe('signed in', () => {
  it('logs out: calls the endpoint with the token, then clears the browser session', async () => {
    const { actor, effects, calls } = await signedIn();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(calls.logout).toEqual([{ token: '1|token' }]);
    expect(effects.clearBrowserSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, access_token: null, endedBecause: 'logout' });
  });

  it('still clears everything when the logout call fails, and only logs the failure', async () => {
    const failure = apiError('Brak połączenia z serwerem.');
    const { actor, effects } = await signedIn({ logout: async () => Promise.reject(failure) });
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(effects.logLogoutFailure).toHaveBeenCalledWith({ error: failure });
    expect(effects.clearBrowserSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ends the session when any call answers 401', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'auth.unauthorized' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, access_token: null, endedBecause: 'expired' });
    expect(effects.clearBrowserSession).toHaveBeenCalledTimes(1);
    expect(effects.announceExpiry).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 that arrives after the session has ended', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.unauthorized' });
    expect(effects.clearBrowserSession).not.toHaveBeenCalled();
  });

  it('ignores a 401 from the logout call itself', async () => {
    const { actor, effects } = await signedIn({ logout: () => new Promise(() => {}) });
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.unauthorized' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(effects.announceExpiry).not.toHaveBeenCalled();
  });

  it('keeps the stored user up to date when the profile changes', async () => {
    const { actor, effects } = await signedIn();
    const renamed = { ...customer.user, name: 'Jan Nowak' };
    actor.send({ type: 'auth.userChanged', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    expect(effects.persistSession).toHaveBeenCalledWith({ session: { user: renamed, access_token: '1|token' } });
  });

  it('does not accept a second login while signed in', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'auth.login', input: { email: 'x@y.pl', password: 'z' } });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(calls.login).toEqual([]);
  });
});
