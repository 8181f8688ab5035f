import type { ActorRefLike, InspectionEvent } from 'xstate';
import { QA_EVENT_CAP } from '../platform/db/qa-events-table';
import type { QaEventEntry } from '../platform/db/protocol';
import { redact } from './redact';

/** Where the log is written: the browser store's `qa.append` (`db.request('qa.append', { events })`). */
export type AppendEvents = (events: QaEventEntry[]) => Promise<unknown>;

/** The machine an actor runs, by its id; an actor of other logic (a promise, a callback) has none. */
export function machineIdOf(actorRef: ActorRefLike): string {
  const logic: unknown = 'logic' in actorRef ? actorRef.logic : undefined;
  if (typeof logic !== 'object' || logic === null || !('root' in logic) || !('id' in logic)) return '';
  return typeof logic.id === 'string' ? logic.id : '';
}

/** What of a snapshot the log keeps: where the machine is and what it holds, redacted. */
function snapshotText(snapshot: unknown): string {
  const { value, context, status } = snapshot as { value?: unknown; context?: unknown; status?: unknown };
  return JSON.stringify(redact({ value, context, status }));
}

/**
 * One log entry for an inspection event: an event that reached an actor, with the snapshot it led to (XState reports
 * both at once in `@xstate.snapshot`). Other inspection events give nothing. Secrets are removed here, before storing.
 */
export function qaEventOf(inspection: InspectionEvent, at: number, run = ''): QaEventEntry | null {
  if (inspection.type !== '@xstate.snapshot') return null;
  const { type, ...payload } = inspection.event;
  return {
    at,
    actorId: run === '' ? inspection.actorRef.sessionId : `${run}/${inspection.actorRef.sessionId}`,
    machineId: machineIdOf(inspection.actorRef),
    eventType: type,
    payload: JSON.stringify(redact(payload)),
    snapshot: snapshotText(inspection.snapshot),
  };
}

export interface EventLogOptions {
  append: AppendEvents;
  now?: () => number;
  /** When the batch collected so far is written; by default a quarter of a second later, so bursts go in one commit. */
  schedule?: (write: () => void) => void;
  /** A batch that could not be written: the inspector says so (the app itself goes on). */
  onError?: (error: unknown) => void;
  /**
   * This page load's name, put before each actor's session id: XState counts session ids from `x:0` on every load,
   * and the log outlives a reload, so without it two loads' actors would share ids. Empty: session ids as they are.
   */
  run?: string;
}

/** The event log: give its `inspect` to `createActor(machine, { inspect })`; entries are written in batches. */
export function createEventLog({
  append,
  now = Date.now,
  schedule = (write) => setTimeout(write, 250),
  onError = () => {},
  run = '',
}: EventLogOptions) {
  let pending: QaEventEntry[] = [];
  let scheduled = false;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    scheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return writing;
    // Batches are written one after another, so the log keeps the order the events came in.
    writing = writing
      .then(() => append(batch))
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      );
    return writing;
  };

  return {
    inspect: (inspection: InspectionEvent): void => {
      const entry = qaEventOf(inspection, now(), run);
      if (!entry) return;
      pending.push(entry);
      // The store keeps no more than the cap anyway; a stalled store must not grow this tab's memory either.
      if (pending.length > QA_EVENT_CAP) pending = pending.slice(-QA_EVENT_CAP);
      if (!scheduled) {
        scheduled = true;
        schedule(() => void flush());
      }
    },
    /** Writes what has been collected; resolves once every batch so far is stored (or reported as failed). */
    flush,
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
