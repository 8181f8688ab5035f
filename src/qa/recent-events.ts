import type { QaEventEntry } from '../platform/db/protocol';
import { SHOWN_EVENTS } from './inspector/event-list';

/**
 * The newest log entries for the inspector's event list, kept in memory as they are written (a batch at a time, so
 * a burst makes one render). The stored log keeps more; this is only what the panel shows.
 */
export function createRecentEvents(limit = SHOWN_EVENTS) {
  let events: readonly QaEventEntry[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    add: (batch: readonly QaEventEntry[]): void => {
      if (batch.length === 0) return;
      events = [...events, ...batch].slice(-limit);
      notify();
    },
    /** What the stored log held before this page load: it goes before this load's events. */
    seed: (stored: readonly QaEventEntry[]): void => {
      events = [...stored, ...events].slice(-limit);
      notify();
    },
    clear: (): void => {
      events = [];
      notify();
    },
    getSnapshot: (): readonly QaEventEntry[] => events,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RecentEvents = ReturnType<typeof createRecentEvents>;
