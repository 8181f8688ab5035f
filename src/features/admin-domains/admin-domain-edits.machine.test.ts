import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fieldErrorsIn } from '../../platform/http/error-body';
import { ApiError, kindOf } from '../../platform/http/errors';
import { adminDomainEditsMachine, type SaveResult } from './admin-domain-edits.machine';
import type { AdminDomainChange } from '../../kernel/admin-domain-changes';

/** An error as the API layer throws it; no status means the answer never came. */
function apiError(status: number | null, message: string, body: unknown = null) {
  return status === null
    ? new ApiError('network', message)
    : new ApiError(kindOf(status), message, status, fieldErrorsIn(body), body);
}

function start(save: (changes: AdminDomainChange[]) => Promise<SaveResult>) {
  const notifySaved = vi.fn();
  const sent: AdminDomainChange[][] = [];
  const actor = createActor(
    adminDomainEditsMachine.provide({
      actors: {
        save: fromPromise(({ input }) => {
          sent.push(input.changes);
          return save(input.changes);
        }),
      },
      actions: {
        notifySaved: (_, params) => {
          notifySaved(params);
        },
      },
    }),
  ).start();
  return { actor, notifySaved, sent };
}

const never = () => new Promise<SaveResult>(() => {});
const refusal = {
  message: 'Nie zapisano żadnej zmiany. Popraw 1 pozycję.',
  errors: { 'changes.1.price': ['Cena nie może być niższa niż cena promocyjna (900,00 zł).'] },
  failed: [
    { index: 1, id: 8, name: 'b.pl', errors: { price: ['Cena nie może być niższa niż cena promocyjna (900,00 zł).'] } },
  ],
};

describe('the admin domain edits', () => {
  it('starts editing with an empty list', () => {
    const { actor } = start(never);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.changes).toEqual([]);
  });

  it('merges every change into one entry per domain', () => {
    const { actor } = start(never);
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1500, updateDomain: true } });
    actor.send({ type: 'edits.change', entry: { id: 8, tags: [1] } });
    actor.send({ type: 'edits.change', entry: { id: 7, tags: [2] } });
    expect(actor.getSnapshot().context.changes).toEqual([
      { id: 7, price: 1500, tags: [2], updateDomain: true },
      { id: 8, tags: [1], updateDomain: false },
    ]);
  });

  it('discards one domain and clears them all', () => {
    const { actor } = start(never);
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1 } });
    actor.send({ type: 'edits.change', entry: { id: 8, price: 2 } });
    actor.send({ type: 'edits.discard', id: 7 });
    expect(actor.getSnapshot().context.changes.map((c) => c.id)).toEqual([8]);
    actor.send({ type: 'edits.clear' });
    expect(actor.getSnapshot().context.changes).toEqual([]);
  });

  it('does not save an empty list', () => {
    const { actor, sent } = start(never);
    actor.send({ type: 'edits.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('sends every entry in one save, is busy meanwhile, and empties the list on success', async () => {
    const { actor, notifySaved, sent } = start(() => Promise.resolve({ message: 'Zapisano zmiany 2 domen' }));
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1500 } });
    actor.send({ type: 'edits.change', entry: { id: 8, rent_price: null } });
    actor.send({ type: 'edits.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(sent).toEqual([
      [
        { id: 7, price: 1500, updateDomain: true },
        { id: 8, rent_price: null, updateDomain: true },
      ],
    ]);
    expect(actor.getSnapshot().context.changes).toEqual([]);
    expect(notifySaved).toHaveBeenCalledWith({ message: 'Zapisano zmiany 2 domen' });
  });

  it('keeps every entry on a 422 and marks the failing ones by id', async () => {
    const { actor, notifySaved } = start(async () => Promise.reject(apiError(422, refusal.message, refusal)));
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1500 } });
    actor.send({ type: 'edits.change', entry: { id: 8, price: 1 } });
    actor.send({ type: 'edits.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    const { context } = actor.getSnapshot();
    expect(context.changes.map((c) => c.id)).toEqual([7, 8]);
    expect(context.failed).toEqual({ 8: { price: ['Cena nie może być niższa niż cena promocyjna (900,00 zł).'] } });
    expect(context.failedNames).toEqual({ 8: 'b.pl' });
    expect(context.error).toBe(refusal.message);
    expect(notifySaved).not.toHaveBeenCalled();
  });

  it('keeps every entry after a lost connection or a 500, with the marks it had', async () => {
    let attempt = 0;
    const { actor } = start(() => {
      attempt += 1;
      return Promise.reject(
        attempt === 1 ? apiError(422, refusal.message, refusal) : apiError(null, 'Brak połączenia z serwerem.'),
      );
    });
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1500 } });
    actor.send({ type: 'edits.change', entry: { id: 8, price: 1 } });
    actor.send({ type: 'edits.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'edits.save' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(context.error).toBe('Brak połączenia z serwerem.');
    expect(context.changes).toHaveLength(2);
    expect(Object.keys(context.failed)).toEqual(['8']);
    actor.send({ type: 'edits.discard', id: 7 });
    expect(actor.getSnapshot().context.error).toBe('Brak połączenia z serwerem.');
  });

  it('drops a failure mark when its field is edited again, and a domain’s marks when it is discarded', async () => {
    const body = {
      ...refusal,
      failed: [{ index: 1, id: 8, name: 'b.pl', errors: { price: ['za niska'], tags: ['nieznany tag'] } }],
    };
    const { actor } = start(async () => Promise.reject(apiError(422, refusal.message, body)));
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1500 } });
    actor.send({ type: 'edits.change', entry: { id: 8, price: 1, tags: [999] } });
    actor.send({ type: 'edits.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'edits.change', entry: { id: 8, price: 950 } });
    expect(actor.getSnapshot().context.failed).toEqual({ 8: { tags: ['nieznany tag'] } });
    expect(actor.getSnapshot().context.error).toBe(refusal.message);
    actor.send({ type: 'edits.discard', id: 8 });
    expect(actor.getSnapshot().context.failed).toEqual({});
    expect(actor.getSnapshot().context.failedNames).toEqual({});
    // Nothing it named is left, so the refusal's message goes too.
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps an edit made while a save runs for the next save', async () => {
    let finish: (result: SaveResult) => void = () => {};
    const { actor, sent } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1500 } });
    actor.send({ type: 'edits.change', entry: { id: 8, price: 2000 } });
    actor.send({ type: 'edits.save' });
    actor.send({ type: 'edits.change', entry: { id: 8, price: 2100 } });
    actor.send({ type: 'edits.change', entry: { id: 9, tags: [1] } });
    actor.send({ type: 'edits.save' });
    finish({ message: 'ok' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.changes).toEqual([
      { id: 8, price: 2100, updateDomain: true },
      { id: 9, tags: [1], updateDomain: false },
    ]);
  });

  it('clears the list and every mark with the clearing action', async () => {
    const { actor } = start(async () => Promise.reject(apiError(422, refusal.message, refusal)));
    actor.send({ type: 'edits.change', entry: { id: 7, price: 1 } });
    actor.send({ type: 'edits.change', entry: { id: 8, price: 1 } });
    actor.send({ type: 'edits.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'edits.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ changes: [], failed: {}, failedNames: {}, error: null });
  });
});
