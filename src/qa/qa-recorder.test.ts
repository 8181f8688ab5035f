import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { localDb } from '../test/local-db';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { machineHashes } from './machine-catalogue';
import { createQaRecorder } from './qa-recorder';
import { parseSession } from './session-export';
import { memoryStorage } from '../test/memory-storage';

const startedEscrow = escrowMachine.provide({
  actors: { startEscrow: fromPromise(() => Promise.resolve({ message: 'Rozpoczęto' })) },
});

async function recordOneEscrow(recorder: ReturnType<typeof createQaRecorder>) {
  const actor = createActor(startedEscrow, { inspect: recorder.inspect }).start();
  actor.send({ type: 'escrow.submit', request: { aftermarket_id: 'am-7', items: [] } });
  await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
  actor.stop();
}

describe('the QA recorder', () => {
  it('exports what the app did as a session this app version accepts back', async () => {
    const db = localDb(memoryStorage());
    await db.start();
    const recorder = createQaRecorder({ db, appVersion: '0.1.0+abc1234', run: 'load-1', now: () => 1_700_000_000_000 });
    await recordOneEscrow(recorder);

    const { name, blob } = await recorder.exportFile();
    expect(name).toBe('domenika-qa-2023-11-14T22-13-20-000Z.json');
    const parsed = parseSession(await blob.text(), machineHashes());
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    expect(parsed.session.app_version).toBe('0.1.0+abc1234');
    expect(parsed.session.machines).toEqual({ escrow: machineHashes().escrow });
    expect(parsed.session.actors.map((actor) => [actor.id, actor.machine_id])).toEqual([
      [expect.stringMatching(/^load-1\/x:\d+$/), 'escrow'],
    ]);
    expect(parsed.session.events.map((event) => event.type)).toEqual([
      'escrow.submit',
      expect.stringMatching(/^xstate\.done\.actor\./),
      'xstate.stop',
    ]);
  });

  it('keeps two page loads apart in one log, and clears it on request', async () => {
    const db = localDb(memoryStorage());
    await db.start();
    const first = createQaRecorder({ db, appVersion: 'dev', run: 'load-1' });
    await recordOneEscrow(first);
    await first.flush();
    const second = createQaRecorder({ db, appVersion: 'dev', run: 'load-2' });
    await recordOneEscrow(second);

    const session = await second.exportSession();
    expect(session.actors.map((actor) => actor.id.split('/')[0])).toEqual(['load-1', 'load-2']);
    expect(session.events).toHaveLength(6);

    await second.clear();
    expect((await second.exportSession()).actors).toEqual([]);
  });
});
