import { StateMachine, type ActorRefLike, type AnyStateMachine, type InspectionEvent, type StateValue } from 'xstate';
import { transitionId } from '../machine-graph';

/** One actor as the inspector knows it. Entries are replaced, never changed, so a view can compare them by identity. */
export interface ActorEntry {
  sessionId: string;
  /** The machine's id; '' for an actor of other logic (a promise, a callback). */
  machineId: string;
  /** The machine the actor runs, for its diagram; null for other logic. */
  machine: AnyStateMachine | null;
  /** The session id of the actor that invoked or spawned it; null for a root actor. */
  parentId: string | null;
  /** 'active', or how it ended: 'done', 'error', 'stopped'. */
  status: string;
  /**
   * Whether it has run: an actor is reported when it is created, and one created but never started (React's
   * StrictMode renders twice and drops one) is not worth showing.
   */
  started: boolean;
  /** Where a machine is: its snapshot's value; null before its first snapshot or for other logic. */
  value: StateValue | null;
  /** What a machine holds, not yet redacted: the view redacts it before showing it. */
  context: unknown;
  /** The ids of the transitions taken since the last event reached it (see `transitionId`). */
  taken: readonly string[];
}

/** What the registry holds at one moment: every known actor, in the order they appeared. */
export interface RegistrySnapshot {
  actors: readonly ActorEntry[];
}

export interface ActorRegistryOptions {
  /** How many ended actors are kept for a look back; older ones are dropped. */
  keepEnded?: number;
  /** When the listeners hear of a change; by default in a microtask, so a burst of reports makes one render. */
  schedule?: (notify: () => void) => void;
}

const KEEP_ENDED = 50;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isStateValue(value: unknown): value is StateValue {
  if (typeof value === 'string') return true;
  return isRecord(value) && Object.values(value).every((inner) => inner === undefined || isStateValue(inner));
}

function machineOf(actorRef: ActorRefLike): AnyStateMachine | null {
  const logic: unknown = 'logic' in actorRef ? actorRef.logic : undefined;
  return logic instanceof StateMachine ? logic : null;
}

function parentOf(actorRef: ActorRefLike): string | null {
  const parent: unknown = '_parent' in actorRef ? actorRef._parent : undefined;
  return isRecord(parent) && typeof parent.sessionId === 'string' ? parent.sessionId : null;
}

function newEntry(actorRef: ActorRefLike): ActorEntry {
  const machine = machineOf(actorRef);
  return {
    sessionId: actorRef.sessionId,
    machineId: machine?.id ?? '',
    machine,
    parentId: parentOf(actorRef),
    status: 'active',
    started: false,
    value: null,
    context: undefined,
    taken: [],
  };
}

function withSnapshot(entry: ActorEntry, snapshot: unknown): ActorEntry {
  if (!isRecord(snapshot)) return entry;
  const status = typeof snapshot.status === 'string' ? snapshot.status : entry.status;
  if (!entry.machine) return { ...entry, status, started: true };
  return {
    ...entry,
    status,
    started: true,
    value: isStateValue(snapshot.value) ? snapshot.value : entry.value,
    context: snapshot.context,
  };
}

/**
 * The live list of actors for the inspector, fed by XState's inspection reports (give `inspect` to createActor or to
 * `observeInspection`). It keeps each actor's latest state and the transitions it just took; `subscribe` and
 * `getSnapshot` fit React's useSyncExternalStore.
 */
export function createActorRegistry({ keepEnded = KEEP_ENDED, schedule = queueMicrotask }: ActorRegistryOptions = {}) {
  const entries = new Map<string, ActorEntry>();
  const listeners = new Set<() => void>();
  let snapshot: RegistrySnapshot = { actors: [] };
  let dirty = false;
  let scheduled = false;

  const notify = () => {
    scheduled = false;
    for (const listener of [...listeners]) listener();
  };

  const put = (entry: ActorEntry) => {
    entries.set(entry.sessionId, entry);
    dirty = true;
    if (!scheduled) {
      scheduled = true;
      schedule(notify);
    }
  };

  const entryOf = (actorRef: ActorRefLike): ActorEntry => {
    const known = entries.get(actorRef.sessionId);
    return known ?? newEntry(actorRef);
  };

  /** Ended actors, and ones never started, beyond the bound go, oldest first. */
  const prune = () => {
    const ended = [...entries.values()].filter((entry) => entry.status !== 'active' || !entry.started);
    for (const entry of ended.slice(0, Math.max(0, ended.length - keepEnded))) entries.delete(entry.sessionId);
  };

  /**
   * A child its parent no longer holds has ended, even when it said nothing (a promise cancelled because its state
   * was left reports no end of its own).
   */
  const endOrphans = (parent: ActorEntry, snapshot: unknown) => {
    const children: unknown = isRecord(snapshot) ? snapshot.children : undefined;
    const held = new Set(
      isRecord(children) && parent.status === 'active'
        ? Object.values(children).flatMap((child) =>
            isRecord(child) && typeof child.sessionId === 'string' ? [child.sessionId] : [],
          )
        : [],
    );
    for (const entry of entries.values()) {
      if (entry.parentId === parent.sessionId && entry.status === 'active' && !held.has(entry.sessionId))
        put({ ...entry, status: 'stopped' });
    }
  };

  const inspect = (inspection: InspectionEvent): void => {
    const entry = entryOf(inspection.actorRef);
    switch (inspection.type) {
      case '@xstate.actor':
        put(entry);
        prune();
        break;
      case '@xstate.event':
        // A new event starts a new step: what was taken before is no longer "just taken".
        if (entry.taken.length > 0 || !entry.started || !entries.has(entry.sessionId))
          put({ ...entry, started: true, taken: [] });
        break;
      case '@xstate.microstep': {
        const ids = inspection._transitions.map((transition) => transitionId(transition));
        put(withSnapshot({ ...entry, taken: [...entry.taken, ...ids] }, inspection.snapshot));
        break;
      }
      case '@xstate.snapshot': {
        const updated = withSnapshot(entry, inspection.snapshot);
        put(updated);
        if (updated.machine) endOrphans(updated, inspection.snapshot);
        prune();
        break;
      }
      default:
        break;
    }
  };

  return {
    inspect,
    /** The current list; the same object until something changes. */
    getSnapshot(): RegistrySnapshot {
      if (dirty) {
        dirty = false;
        snapshot = { actors: [...entries.values()] };
      }
      return snapshot;
    },
    /** Calls `listener` after changes (batched); returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ActorRegistry = ReturnType<typeof createActorRegistry>;
