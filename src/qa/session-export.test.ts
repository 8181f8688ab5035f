import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { QaEventEntry, QaEventRow } from '../platform/db/protocol';
import { cartMachine } from '../features/cart/cart.machine';
import { changePasswordMachine } from '../features/profile/change-password.machine';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { definitionHash } from './definition-hash';
import { createEventLog } from './event-log';
import { buildSession, MAX_SESSION_FILE_BYTES, parseSession, sessionFileText, type QaSession } from './session-export';

const current = {
  cart: definitionHash(cartMachine),
  changePassword: definitionHash(changePasswordMachine),
  escrow: definitionHash(escrowMachine),
};

/** A short recorded session: a password change typed in, and escrow started; the log as the store gives it back. */
async function recordedLog(): Promise<QaEventRow[]> {
  const stored: QaEventEntry[] = [];
  const log = createEventLog({ append: (events) => Promise.resolve(stored.push(...events)), schedule: () => {} });
  const password = createActor(changePasswordMachine, { inspect: log.inspect }).start();
  password.send({ type: 'password.open' });
  password.send({ type: 'password.edit', field: 'password', value: 'Bardzo-Tajne-1!' });
  password.stop();
  const escrow = createActor(
    escrowMachine.provide({ actors: { startEscrow: fromPromise(() => Promise.resolve({ message: 'OK' })) } }),
    { inspect: log.inspect },
  ).start();
  escrow.send({ type: 'escrow.submit', request: { aftermarket_id: 'am-7', items: [] } });
  await new Promise<void>((resolve) => escrow.subscribe((s) => s.matches('succeeded') && resolve()));
  escrow.stop();
  await log.flush();
  return stored.map((entry, i) => ({ ...entry, id: i + 1 }));
}

const session = (overrides: Partial<QaSession> = {}): QaSession => ({
  format: 'domenika-qa-session',
  version: 1,
  app_version: '0.1.0',
  machines: { escrow: current.escrow },
  actors: [{ id: 'x:0', machine_id: 'escrow', initial_snapshot: { value: 'idle' } }],
  events: [{ at: 1, actor_id: 'x:0', type: 'escrow.reset', payload: {} }],
  ...overrides,
});

describe('exporting a session', () => {
  it('holds the app version, each machine’s hash, each actor’s first snapshot and the events in order', async () => {
    const exported = buildSession({ appVersion: '0.1.0', machineHashes: current, log: await recordedLog() });
    expect(exported).toMatchObject({ format: 'domenika-qa-session', version: 1, app_version: '0.1.0' });
    expect(exported.machines).toEqual({ changePassword: current.changePassword, escrow: current.escrow });
    expect(exported.actors.map((actor) => actor.machine_id)).toEqual(['changePassword', 'escrow']);
    expect(exported.actors[1]!.initial_snapshot).toMatchObject({ value: 'idle' });
    // The escrow actor started after the password popup's three events: a replay shows it from there.
    expect(exported.actors.map((actor) => actor.first_event)).toEqual([0, 3]);
    expect(exported.events.map((event) => event.type)).toEqual([
      'password.open',
      'password.edit',
      'xstate.stop',
      'escrow.submit',
      expect.stringMatching(/^xstate\.done\.actor\./),
      'xstate.stop',
    ]);
    expect(exported.events[3]).toMatchObject({
      payload: { request: { aftermarket_id: 'am-7' } },
      snapshot: { value: 'submitting' },
    });
    expect(sessionFileText(exported)).not.toContain('Bardzo-Tajne-1!');
  });

  it('is read back as it was written', async () => {
    const exported = buildSession({ appVersion: '0.1.0', machineHashes: current, log: await recordedLog() });
    expect(parseSession(sessionFileText(exported), current)).toEqual({ ok: true, session: exported });
  });
});

describe('importing a session', () => {
  it('refuses a session whose machine changed since, naming the machine', () => {
    const text = JSON.stringify(session({ machines: { escrow: '0000000000000000' } }));
    expect(parseSession(text, current)).toEqual({
      ok: false,
      errors: ['Sesja nagrana w innej wersji aplikacji: maszyna „escrow” się różni.'],
    });
  });

  it('refuses a session of a machine this version does not have', () => {
    const text = JSON.stringify(session({ machines: { escrow: current.escrow, legacy: 'abc' } }));
    expect(parseSession(text, current)).toEqual({
      ok: false,
      errors: ['Sesja zawiera maszynę „legacy”, której ta wersja aplikacji nie ma.'],
    });
  });

  it('refuses a file that is not JSON, or not a session, or of another format version', () => {
    expect(parseSession('{', current)).toEqual({ ok: false, errors: ['Plik nie jest poprawnym plikiem JSON.'] });
    expect(parseSession('{"format":"har"}', current)).toEqual({
      ok: false,
      errors: ['To nie jest plik sesji QA Domeniki.'],
    });
    expect(parseSession(JSON.stringify(session({ version: 2 as 1 })), current)).toEqual({
      ok: false,
      errors: ['Nieobsługiwana wersja pliku sesji: 2.'],
    });
  });

  it('names the first damaged field', () => {
    const broken = { ...session(), events: [{ at: 'wczoraj', actor_id: 'x:0', type: 'escrow.reset' }] };
    expect(parseSession(JSON.stringify(broken), current)).toEqual({
      ok: false,
      errors: ['Plik sesji jest uszkodzony: niepoprawne pole „events[0].at”.'],
    });
  });

  it('refuses an actor whose first step is not a count of events', () => {
    const broken = session({
      actors: [{ id: 'x:0', machine_id: 'escrow', initial_snapshot: { value: 'idle' }, first_event: -1 }],
    });
    expect(parseSession(JSON.stringify(broken), current)).toEqual({
      ok: false,
      errors: ['Plik sesji jest uszkodzony: niepoprawne pole „actors[0].first_event”.'],
    });
  });

  it('refuses events of an actor the session does not list', () => {
    const text = JSON.stringify(session({ events: [{ at: 1, actor_id: 'x:9', type: 'escrow.reset', payload: {} }] }));
    expect(parseSession(text, current)).toEqual({
      ok: false,
      errors: ['Zdarzenie nr 1 dotyczy aktora „x:9”, którego nie ma w sesji.'],
    });
  });

  it('refuses a hand-made file whose values are objects posing as text, naming the field, without throwing', () => {
    const posing = { toString: 1 };
    expect(parseSession(JSON.stringify({ format: 'domenika-qa-session', version: posing }), current)).toEqual({
      ok: false,
      errors: ['Nieobsługiwana wersja pliku sesji: ?.'],
    });
    expect(parseSession(JSON.stringify(session({ app_version: posing as unknown as string })), current)).toEqual({
      ok: false,
      errors: ['Plik sesji jest uszkodzony: niepoprawne pole „app_version”.'],
    });
    const actor = { id: posing, machine_id: 'escrow', initial_snapshot: null };
    expect(parseSession(JSON.stringify({ ...session(), actors: [actor] }), current)).toEqual({
      ok: false,
      errors: ['Plik sesji jest uszkodzony: niepoprawne pole „actors[0].id”.'],
    });
    expect(
      parseSession(JSON.stringify(session({ machines: { escrow: posing as unknown as string } })), current),
    ).toEqual({ ok: false, errors: ['Plik sesji jest uszkodzony: niepoprawne pole „machines.escrow”.'] });
  });

  it('refuses machine and actor names that are only properties every object inherits', () => {
    const text = JSON.stringify(
      session({
        machines: { escrow: current.escrow, constructor: 'abc' },
        actors: [{ id: 'x:0', machine_id: 'toString', initial_snapshot: { value: 'idle' } }],
        events: [],
      }),
    );
    expect(parseSession(text, current)).toEqual({
      ok: false,
      errors: [
        'Sesja zawiera maszynę „constructor”, której ta wersja aplikacji nie ma.',
        'Aktor „x:0” należy do maszyny „toString”, której nie ma w sesji.',
      ],
    });
  });

  it('refuses a file nested deeper than any recording, however deep, without overflowing the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const text = JSON.stringify(session({ events: [] })).replace('"events":[]', `"events":[${deep}]`);
    expect(parseSession(text, current)).toEqual({
      ok: false,
      errors: ['Plik sesji jest uszkodzony: dane są zagnieżdżone głębiej, niż zapisuje je inspektor.'],
    });
  });

  it('refuses a file larger than the limit before parsing it', () => {
    const text = ' '.repeat(MAX_SESSION_FILE_BYTES + 1);
    expect(parseSession(text, current)).toEqual({
      ok: false,
      errors: ['Plik jest za duży na plik sesji QA (więcej niż 20 MB). Wyeksportuj sesję ponownie z inspektora.'],
    });
  });
});
