import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { memoryQaEvents } from '../platform/db/qa-events-table';
import { authMachine, type Session } from '../features/auth/auth.machine';
import { changePasswordMachine } from '../features/profile/change-password.machine';
import { createEventLog } from './event-log';
import { machineHashes } from './machine-catalogue';
import { loadSession, type Replay } from './replay';
import { buildSession, sessionFileText, type QaSession } from './session-export';
import { discountCode as code, recordSession } from './test-support/recorded-session';

/** The exported file with its session edited. */
const edited = (text: string, edit: (session: QaSession) => void) => {
  const session = JSON.parse(text) as QaSession;
  edit(session);
  return JSON.stringify(session);
};

function replayOf(text: string): Replay {
  const loaded = loadSession(text);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.replay;
}

const indexOf = (text: string, type: string) =>
  (JSON.parse(text) as QaSession).events.findIndex((event) => event.type === type);

describe('replaying a recorded session', () => {
  it('reaches the recorded state of the acting machine at every step', async () => {
    const text = await recordSession();
    const session = JSON.parse(text) as QaSession;
    const replay = replayOf(text);

    expect(replay.divergence).toBeNull();
    expect(session.events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'cart.restore',
        'cart.toggleDomain',
        'cart.setMode',
        'cart.setRedirectPeriod',
        'cart.setDiscountCode',
        'escrow.submit',
      ]),
    );
    expect(replay.steps).toHaveLength(session.events.length);
    replay.steps.forEach((step, index) => {
      const recorded = session.events[index]!.snapshot as { value: unknown; context: unknown };
      expect(step.index).toBe(index);
      expect(step.actors[step.event.actor_id]!.value).toEqual(recorded.value);
      expect(step.actors[step.event.actor_id]!.context).toEqual(recorded.context);
    });
    const end = replay.steps.at(-1)!.actors;
    const [cartId, escrowId] = session.actors.map((actor) => actor.id);
    expect(end[cartId!]).toMatchObject({
      machineId: 'cart',
      value: { mode: 'redirect', period: 'days90', persistence: { ready: 'idle' } },
      context: { snapshot: { discountCode: { code: 'LATO' }, redirects: [{ id: 1, redirect_period: 90 }] } },
    });
    expect(end[escrowId!]).toMatchObject({ machineId: 'escrow', value: 'succeeded' });
    // Each actor shows from the step it started at: the cart from the first, the escrow popup's from its own.
    expect(replay.start[cartId!]).toMatchObject({ machineId: 'cart' });
    expect(replay.start[escrowId!]).toBeUndefined();
    const escrowFrom = session.actors[1]!.first_event!;
    expect(escrowFrom).toBeGreaterThan(0);
    expect(replay.steps[escrowFrom - 1]!.actors[escrowId!]).toBeUndefined();
    expect(replay.steps[escrowFrom]!.actors[escrowId!]).toBeDefined();
  });

  it('reports an event that cannot happen in its state at exactly that event, and goes no further', async () => {
    const text = await recordSession();
    const at = indexOf(text, 'escrow.submit');
    const replay = replayOf(edited(text, (session) => (session.events[at]!.type = 'escrow.reset')));

    expect(replay.divergence).toMatchObject({ index: at, kind: 'impossible', machineId: 'escrow' });
    expect(replay.divergence!.message).toBe(
      `Odtworzenie rozeszło się z nagraniem przy zdarzeniu nr ${at + 1} („escrow.reset”, maszyna „escrow”). ` +
        'Zdarzenie „escrow.reset” nie może zajść w stanie idle. Pierwsza różnica: pole „value”.',
    );
    expect(replay.divergence!.expectedText).toBe('Oczekiwano: stan submitting');
    expect(replay.divergence!.actualText).toBe('Otrzymano: stan idle');
    expect(replay.steps).toHaveLength(at + 1);
  });

  it('names the first context field that came out differently', async () => {
    const text = await recordSession();
    const at = indexOf(text, 'cart.setDiscountCode');
    const replay = replayOf(
      edited(text, (session) => (session.events[at]!.payload = { code: { ...code, code: 'ZIMA' } })),
    );

    expect(replay.divergence).toMatchObject({
      index: at,
      kind: 'differs',
      path: 'context.queue[0][0].code.code',
      expectedText:
        'Oczekiwano: stan persistence.ready.saving, mode.redirect, period.days90; pole „context.queue[0][0].code.code” = "LATO"',
      actualText:
        'Otrzymano: stan persistence.ready.saving, mode.redirect, period.days90; pole „context.queue[0][0].code.code” = "ZIMA"',
    });
  });

  it('reports a machine that fails on an event instead of crashing', async () => {
    const text = await recordSession();
    const at = (JSON.parse(text) as QaSession).events.findIndex((event) =>
      event.type.startsWith('xstate.done.actor.0.escrow'),
    );
    const replay = replayOf(edited(text, (session) => (session.events[at]!.payload = {})));

    expect(replay.divergence).toMatchObject({ index: at, kind: 'failed', actual: null });
    expect(replay.divergence!.message).toContain('Maszyna zgłosiła błąd przy tym zdarzeniu');
  });

  it('passes over an event that the recording and the machine both ignore', async () => {
    const text = await recordSession();
    const at = indexOf(text, 'escrow.submit');
    const replay = replayOf(
      edited(text, (session) => {
        const idle = session.actors[1]!.initial_snapshot;
        session.events.splice(at, 0, {
          at: 0,
          actor_id: session.actors[1]!.id,
          type: 'escrow.reset',
          payload: {},
          snapshot: idle,
        });
      }),
    );
    expect(replay.divergence).toBeNull();
  });
});

describe('loading a session of another app version', () => {
  it('is refused with the Polish message, and never replayed', async () => {
    const text = edited(await recordSession(), (session) => (session.machines.cart = '0000000000000000'));
    // An empty catalogue: a replay attempt would fail with another message.
    expect(loadSession(text, {})).toEqual({
      ok: false,
      errors: ['Sesja nagrana w innej wersji aplikacji: maszyna „cart” się różni.'],
    });
  });
  it('refuses a session whose actor starts in a state its machine does not have', async () => {
    const text = edited(await recordSession(), (session) => {
      session.actors[1]!.initial_snapshot = { value: 'nowhere', context: {}, status: 'active' };
    });
    const loaded = loadSession(text);
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.errors[0]).toMatch(/^Nie można odtworzyć stanu początkowego aktora „.+”: /);
  });
});

describe('recording a session with secrets in it', () => {
  const password = 'Tajne-Haslo-123';
  const oldPassword = 'Stare-Haslo-2024';
  const token = '1|abcdefghijklmnopqrstuvwxyz0123456789';
  const bearer = 'Bearer 2|zyxwvutsrqponmlkjihgfedcba9876543210';

  it('keeps a typed password and a bearer token out of the stored log and the export', async () => {
    const rows = memoryQaEvents();
    const log = createEventLog({ append: (events) => Promise.resolve(rows.append(events)), schedule: () => {} });
    const popup = createActor(
      changePasswordMachine.provide({
        actors: { changePassword: fromPromise(() => Promise.resolve({ message: 'Hasło zmienione' })) },
      }),
      { inspect: log.inspect },
    ).start();
    popup.send({ type: 'password.open' });
    popup.send({ type: 'password.edit', field: 'current_password', value: oldPassword });
    popup.send({ type: 'password.edit', field: 'password', value: password });
    popup.send({ type: 'password.edit', field: 'password_confirmation', value: password });
    popup.send({ type: 'password.submit' });
    await waitFor(popup, (state) => state.matches('closed'));

    const user = { id: 1, name: 'Jan', email: 'jan.kowalski@example.pl', privileges: [] };
    const auth = createActor(
      authMachine.provide({
        actors: {
          restore: fromPromise<Session | null>(() => Promise.resolve({ user, access_token: token })),
          // The server's refusal quotes the header it was sent.
          logout: fromPromise(() =>
            Promise.reject(Object.assign(new Error('401'), { detail: `Odrzucono nagłówek Authorization: ${bearer}` })),
          ),
        },
      }),
      { inspect: log.inspect },
    ).start();
    await waitFor(auth, (state) => state.matches('authenticated'));
    auth.send({ type: 'auth.logout' });
    await waitFor(auth, (state) => state.matches('anonymous'));
    auth.send({ type: 'auth.setCredentials', session: { user, access_token: token } });
    await log.flush();

    const stored = rows.read();
    const types = stored.map((row) => row.eventType);
    expect(types.filter((type) => type === 'password.edit')).toHaveLength(3);
    expect(types).toEqual(expect.arrayContaining(['password.submit', 'auth.setCredentials', 'auth.logout']));
    // The secrets were there to be removed: the token in the context, the header in the failure's payload.
    const failure = stored.find((row) => row.eventType.startsWith('xstate.error.actor'))!;
    expect(JSON.parse(failure.payload)).toMatchObject({
      error: { detail: 'Odrzucono nagłówek Authorization: [redacted]' },
    });
    const signedIn = stored.find((row) => row.eventType === 'auth.setCredentials')!;
    expect(JSON.parse(signedIn.snapshot!)).toMatchObject({ context: { access_token: '[redacted]' } });
    const exported = sessionFileText(
      buildSession({ appVersion: '0.1.0', machineHashes: machineHashes(), log: stored }),
    );
    for (const written of [JSON.stringify(stored), exported]) {
      for (const secret of [
        password,
        oldPassword,
        token,
        'abcdefghijklmnopqrstuvwxyz',
        bearer,
        'zyxwvutsrqponmlkjihgfedcba',
      ]) {
        expect(written).not.toContain(secret);
      }
      expect(written).not.toContain('jan.kowalski@example.pl');
    }
  });
});
