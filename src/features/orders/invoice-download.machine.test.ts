import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { ordersCopy } from './orders-copy';
import { invoiceDownloadMachine } from './invoice-download.machine';

const PDF = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const INVOICE = { orderId: 12, invoiceId: 3, invoiceNumber: '2026/11/0001' };

interface Call {
  input: { orderId: number; invoiceId: number };
  signal: AbortSignal;
  resolve: (blob: Blob) => void;
  reject: (error: unknown) => void;
}

/** An actor whose downloads wait until the test answers them, on a clock the test moves. */
function start() {
  const calls: Call[] = [];
  const saveFile = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    invoiceDownloadMachine.provide({
      actors: {
        download: fromPromise(
          ({ input, signal }) => new Promise<Blob>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
        ),
      },
      actions: {
        saveFile: (_, params) => {
          saveFile(params);
        },
      },
    }),
    { input: INVOICE, clock },
  ).start();
  return { actor, calls, saveFile, clock };
}

describe('downloading an invoice', () => {
  it('waits in idle until asked, then is busy while the PDF is fetched', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'invoice.download' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.map((c) => c.input)).toEqual([{ orderId: 12, invoiceId: 3 }]);
  });

  it('saves the PDF as FV_ and the number with underscores for slashes', async () => {
    const { actor, calls, saveFile } = start();
    actor.send({ type: 'invoice.download' });
    calls[0]!.resolve(PDF);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saveFile).toHaveBeenCalledWith({ blob: PDF, fileName: 'FV_2026_11_0001.pdf' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('fails with its own Polish message and saves nothing', async () => {
    const { actor, calls, saveFile } = start();
    actor.send({ type: 'invoice.download' });
    calls[0]!.reject(new Error('Failed to fetch'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(ordersCopy.invoice.failed);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('gives up after 15 s with the time-out message, stopping the request', async () => {
    const { actor, calls, saveFile, clock } = start();
    actor.send({ type: 'invoice.download' });
    clock.increment(14_999);
    expect(actor.getSnapshot().value).toBe('downloading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(actor.getSnapshot().context.error).toBe(ordersCopy.invoice.timedOut);
    expect(actor.getSnapshot().context.error).not.toBe(ordersCopy.invoice.failed);
    expect(calls[0]!.signal.aborted).toBe(true);

    // An answer arriving after the time-out no longer saves a file.
    calls[0]!.resolve(PDF);
    await Promise.resolve();
    expect(saveFile).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('does not time out once the PDF is saved', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'invoice.download' });
    calls[0]!.resolve(PDF);
    await waitFor(actor, (s) => s.matches('saved'));
    clock.increment(20_000);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('ignores a second press while downloading', () => {
    const { actor, calls } = start();
    actor.send({ type: 'invoice.download' });
    actor.send({ type: 'invoice.download' });
    expect(calls).toHaveLength(1);
  });

  it('tries again after a failure or a time-out, clearing the message', async () => {
    const { actor, calls, saveFile, clock } = start();
    actor.send({ type: 'invoice.download' });
    calls[0]!.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches('failed'));

    actor.send({ type: 'invoice.download' });
    expect(actor.getSnapshot().context.error).toBeNull();
    clock.increment(15_000);
    expect(actor.getSnapshot().value).toBe('timedOut');

    actor.send({ type: 'invoice.download' });
    expect(actor.getSnapshot().value).toBe('downloading');
    expect(actor.getSnapshot().context.error).toBeNull();
    calls[2]!.resolve(PDF);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saveFile).toHaveBeenCalledTimes(1);

    // Saved, the same invoice can be downloaded again.
    actor.send({ type: 'invoice.download' });
    expect(calls).toHaveLength(4);
  });
});
