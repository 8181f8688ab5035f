import type { InspectionEvent } from 'xstate';
import type { DbClient } from '../platform/db/db-client';
import type { QaEventEntry } from '../platform/db/protocol';
import { QA_EVENT_CAP } from '../platform/db/qa-events-table';
import { createEventLog } from './event-log';
import { machineHashes } from './machine-catalogue';
import { buildSession, sessionFileText, type QaSession } from './session-export';

export interface QaRecorderOptions {
  /** The tabs' browser store: the log is kept there, so it survives a reload. */
  db: Pick<DbClient, 'request'>;
  appVersion: string;
  /** This page load's name in the log (see createEventLog's `run`). */
  run?: string;
  now?: () => number;
  /** A batch the store refused: the inspector says so; the app goes on. */
  onError?: (error: unknown) => void;
  /** Each batch as it goes to the store: what the inspector's event list shows. */
  onAppend?: (events: readonly QaEventEntry[]) => void;
}

/** A short name for this page load, unique enough to tell one tab's reloads apart in one log. */
export const newRunId = (): string => crypto.randomUUID().slice(0, 8);

/**
 * The QA recording: every inspection event of the app goes through `inspect` into the capped event log of the
 * browser store; `exportSession` turns the stored log into the downloadable session (app version, machine hashes,
 * starting snapshots, events).
 */
export function createQaRecorder({ db, appVersion, run = newRunId(), now, onError, onAppend }: QaRecorderOptions) {
  const log = createEventLog({
    append: (events) => {
      onAppend?.(events);
      return db.request('qa.append', { events });
    },
    run,
    ...(now ? { now } : {}),
    ...(onError ? { onError } : {}),
  });

  /** The session as stored so far, this load's latest events included. */
  const exportSession = async (): Promise<QaSession> => {
    await log.flush();
    const rows = await db.request('qa.read', { limit: QA_EVENT_CAP });
    return buildSession({ appVersion, machineHashes: machineHashes(), log: rows });
  };

  return {
    inspect: (event: InspectionEvent) => log.inspect(event),

    /** Writes what is collected; the page calls it when it is hidden, so a reload loses nothing. */
    flush: () => log.flush(),

    exportSession,

    /** The session as the file a QA engineer downloads. */
    async exportFile(): Promise<{ name: string; blob: Blob }> {
      const session = await exportSession();
      const stamp = new Date((now ?? Date.now)()).toISOString().replace(/[:.]/g, '-');
      return {
        name: `domenika-qa-${stamp}.json`,
        blob: new Blob([sessionFileText(session)], { type: 'application/json' }),
      };
    },

    /** Empties the stored log; what was collected but not yet written goes first, so nothing old comes back. */
    async clear(): Promise<void> {
      await log.flush();
      await db.request('qa.clear', {});
    },
  };
}

export type QaRecorder = ReturnType<typeof createQaRecorder>;
