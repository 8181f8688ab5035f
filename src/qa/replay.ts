import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';
import { qaCopy } from './qa-copy';
import { machineCatalogue, machineHashes } from './machine-catalogue';
import { recordedForm, snapshotDifference, stateText, valueAt, type RecordedSnapshot } from './recorded-snapshot';
import { parseSession, type QaSession, type SessionEvent } from './session-export';

export type { RecordedSnapshot };

/** One actor as a replay shows it at a step: its machine, and where it is and what it holds (redacted form). */
export interface ReplayedActor extends RecordedSnapshot {
  machineId: string;
}

/** The app after one event of the session: the event, and every actor's snapshot after it. */
export interface ReplayStep {
  index: number;
  event: SessionEvent;
  actors: Record<string, ReplayedActor>;
}

/** Where and how a replay left the recording; the texts are Polish, for the replay screen. */
export interface Divergence {
  index: number;
  actorId: string;
  machineId: string;
  eventType: string;
  kind: 'differs' | 'impossible' | 'unrecorded' | 'failed';
  /** The recorded snapshot after the event, or null when the recording has none. */
  expected: RecordedSnapshot | null;
  /** The replayed snapshot after the event, or null when the machine failed on it. */
  actual: RecordedSnapshot | null;
  /** The first field that differs (`value.mode`, `context.snapshot.discountCode`), or null. */
  path: string | null;
  /** What happened: which event, and why it diverged. */
  message: string;
  expectedText: string;
  actualText: string;
}

export interface Replay {
  /** Every actor at its start (the player's cursor -1). */
  start: Record<string, ReplayedActor>;
  /** One step per event up to the end, or up to and including the divergence (showing what came out). */
  steps: ReplayStep[];
  divergence: Divergence | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

/** `stan …` and, when the states agree or only a field differs, that field's value too. */
function describe(snapshot: RecordedSnapshot | null, path: string | null): string {
  if (snapshot === null) return qaCopy.replay.nothing;
  const state = qaCopy.replay.state(stateText(snapshot.value));
  if (path === null || path.startsWith('value')) return state;
  return `${state}; ${qaCopy.replay.field(path, json(valueAt(snapshot, path)))}`;
}

interface Found {
  kind: Divergence['kind'];
  expected: RecordedSnapshot | null;
  actual: RecordedSnapshot | null;
  detail: string;
}

function divergence(index: number, event: SessionEvent, machineId: string, found: Found): Divergence {
  const path =
    found.expected !== null && found.actual !== null ? snapshotDifference(found.expected, found.actual) : null;
  const why = path === null ? found.detail : `${found.detail} ${qaCopy.replay.firstDifference(path)}`.trim();
  return {
    index,
    actorId: event.actor_id,
    machineId,
    eventType: event.type,
    kind: found.kind,
    expected: found.expected,
    actual: found.actual,
    path,
    message: `${qaCopy.replay.divergedAt(index, event.type, machineId)} ${why}`.trim(),
    expectedText: qaCopy.replay.expected(describe(found.expected, path)),
    actualText: qaCopy.replay.actual(describe(found.actual, path)),
  };
}

/** Whether the machine takes the event in this snapshot; a guard that throws counts as not. */
function takes(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return false;
  }
}

type Outcome = { next: AnyMachineSnapshot; shown: RecordedSnapshot } | { failure: Found };

/** One event through the machine's pure transition, checked against what the recording says came out. */
function replayEvent(machine: AnyStateMachine, before: AnyMachineSnapshot, recorded: SessionEvent): Outcome {
  const event = { ...(recorded.payload as object), type: recorded.type };
  const expected = recorded.snapshot === undefined ? null : recordedForm(recorded.snapshot);
  const possible = takes(before, event);
  let next: AnyMachineSnapshot;
  try {
    [next] = transition(machine, before, event);
  } catch (error) {
    return { failure: { kind: 'failed', expected, actual: null, detail: qaCopy.replay.failed(errorText(error)) } };
  }
  const shown = recordedForm(next);
  const impossible = qaCopy.replay.impossible(recorded.type, stateText(recordedForm(before).value));
  if (expected === null) {
    // Nothing to compare with: a step the machine takes is trusted, one it cannot take is not.
    if (possible) return { next, shown };
    return {
      failure: { kind: 'unrecorded', expected, actual: shown, detail: `${impossible} ${qaCopy.replay.unrecorded}` },
    };
  }
  if (snapshotDifference(expected, shown) === null) return { next, shown };
  return {
    failure: possible
      ? { kind: 'differs', expected, actual: shown, detail: '' }
      : { kind: 'impossible', expected, actual: shown, detail: impossible },
  };
}

/** Each actor's machine snapshot at its start, resolved from the recording; a start no machine can take throws. */
function startOf(actor: QaSession['actors'][number], catalogue: Readonly<Record<string, AnyStateMachine>>) {
  const machine = catalogue[actor.machine_id];
  if (!machine) throw new Error(qaCopy.replay.unknownMachine(actor.machine_id));
  const shown = recordedForm(actor.initial_snapshot);
  try {
    const snapshot = machine.resolveState({ value: shown.value as StateValue, context: shown.context });
    return { snapshot, shown: { machineId: actor.machine_id, ...shown } };
  } catch (error) {
    throw new Error(qaCopy.replay.badStart(actor.id, errorText(error)), { cause: error });
  }
}

/**
 * Replays a session through the real machines' pure transitions (nothing runs: no actor, no request, no timer),
 * and stops at the first event whose outcome differs from the recording. The session must come from
 * `parseSession`, which has checked that its machines are these; an actor's start that cannot be resolved throws.
 */
export function replaySession(
  session: QaSession,
  catalogue: Readonly<Record<string, AnyStateMachine>> = machineCatalogue,
): Replay {
  const snapshots = new Map<string, AnyMachineSnapshot>();
  const starts = new Map<string, ReplayedActor>();
  for (const actor of session.actors) {
    const start = startOf(actor, catalogue);
    snapshots.set(actor.id, start.snapshot);
    starts.set(actor.id, start.shown);
  }
  // An actor is shown from the step it started at (older sessions, without `first_event`, show every actor at once).
  const startedBy = (index: number) => session.actors.filter((actor) => (actor.first_event ?? 0) === index);
  const shown: Record<string, ReplayedActor> = {};
  const showStarted = (index: number) => {
    for (const actor of startedBy(index)) shown[actor.id] ??= starts.get(actor.id)!;
  };
  showStarted(0);
  const start = { ...shown };
  const steps: ReplayStep[] = [];
  for (const [index, event] of session.events.entries()) {
    showStarted(index);
    // An event always belongs to a started actor, even in a hand-edited file.
    shown[event.actor_id] ??= starts.get(event.actor_id)!;
    const machineId = shown[event.actor_id]!.machineId;
    const outcome = replayEvent(catalogue[machineId]!, snapshots.get(event.actor_id)!, event);
    if ('failure' in outcome) {
      const actual = outcome.failure.actual;
      if (actual) shown[event.actor_id] = { machineId, ...actual };
      steps.push({ index, event, actors: { ...shown } });
      return { start, steps, divergence: divergence(index, event, machineId, outcome.failure) };
    }
    snapshots.set(event.actor_id, outcome.next);
    shown[event.actor_id] = { machineId, ...outcome.shown };
    steps.push({ index, event, actors: { ...shown } });
  }
  return { start, steps, divergence: null };
}

export type LoadedSession = { ok: true; session: QaSession; replay: Replay } | { ok: false; errors: string[] };

/**
 * An imported session file, checked against this app's machines and replayed. A file from another version of the
 * machines is refused with its Polish errors and never replayed.
 */
export function loadSession(text: string, catalogue = machineCatalogue, hashes = machineHashes()): LoadedSession {
  const parsed = parseSession(text, hashes);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, session: parsed.session, replay: replaySession(parsed.session, catalogue) };
  } catch (error) {
    return { ok: false, errors: [errorText(error)] };
  }
}
