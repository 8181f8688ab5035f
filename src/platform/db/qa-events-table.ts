import type { QaEventEntry, QaEventRow } from './protocol';
import type { SqlDatabase } from './sql-database';

/** The QA log keeps this many of the newest events; older ones go on append, so it never grows without bound. */
export const QA_EVENT_CAP = 5_000;

/** The QA inspector's event log, in the order the events came. */
export const qaEventsTable = {
  /** Appends in one transaction (one OPFS commit per batch) and trims to the cap; returns how many are kept. */
  append(db: SqlDatabase, events: readonly QaEventEntry[], cap = QA_EVENT_CAP): number {
    return db.transaction((tx) => {
      for (const event of events) {
        tx.exec(
          `INSERT INTO qa_events (at, actor_id, machine_id, event_type, payload, snapshot) VALUES (?, ?, ?, ?, ?, ?)`,
          { bind: [event.at, event.actorId, event.machineId, event.eventType, event.payload, event.snapshot] },
        );
      }
      // The cap-th newest id is the oldest kept; the primary key makes finding it a short walk down the index.
      tx.exec(`DELETE FROM qa_events WHERE id < (SELECT id FROM qa_events ORDER BY id DESC LIMIT 1 OFFSET ?)`, {
        bind: [cap - 1],
      });
      return Number(tx.selectValue('SELECT COUNT(*) FROM qa_events'));
    });
  },

  read(db: SqlDatabase, afterId = 0, limit = QA_EVENT_CAP): QaEventRow[] {
    return db
      .selectObjects(
        `SELECT id, at, actor_id, machine_id, event_type, payload, snapshot FROM qa_events
         WHERE id > ? ORDER BY id LIMIT ?`,
        [afterId, limit],
      )
      .map((row) => ({
        id: Number(row.id),
        at: Number(row.at),
        actorId: String(row.actor_id),
        machineId: String(row.machine_id),
        eventType: String(row.event_type),
        payload: String(row.payload),
        snapshot: typeof row.snapshot === 'string' ? row.snapshot : null,
      }));
  },

  clear(db: SqlDatabase): void {
    db.exec('DELETE FROM qa_events');
  },
};

/** The same log in memory, for the store without OPFS: it lasts as long as the tab. */
export function memoryQaEvents(cap = QA_EVENT_CAP) {
  let rows: QaEventRow[] = [];
  let lastId = 0;
  return {
    append(events: readonly QaEventEntry[]): number {
      rows.push(...events.map((event) => ({ ...event, id: (lastId += 1) })));
      if (rows.length > cap) rows = rows.slice(rows.length - cap);
      return rows.length;
    },
    read(afterId = 0, limit = cap): QaEventRow[] {
      return rows.filter((row) => row.id > afterId).slice(0, limit);
    },
    clear(): void {
      rows = [];
    },
  };
}
