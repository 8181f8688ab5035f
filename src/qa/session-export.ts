import type { QaEventRow } from '../platform/db/protocol';
import { qaCopy } from './qa-copy';
import { formatByteLimit } from '../kernel/article-submission';

export const SESSION_FORMAT = 'domenika-qa-session';
export const SESSION_VERSION = 1;
/**
 * The largest session file the player reads. The recording keeps at most a few thousand events, whose snapshots are
 * small; a file far beyond that is not an export, and reading it would only freeze the tab.
 */
export const MAX_SESSION_FILE_BYTES = 20 * 1024 * 1024;
/** The refusal of a file larger than MAX_SESSION_FILE_BYTES, given before it is read. */
export const sessionTooLarge = (): SessionRefused => ({
  ok: false,
  errors: [qaCopy.session.tooLarge(formatByteLimit(MAX_SESSION_FILE_BYTES))],
});
/** No machine's snapshot nests anywhere near this deep; a deeper file would overflow the replay's recursive reads. */
export const MAX_SESSION_NESTING = 64;

export interface SessionActor {
  /** The actor's session id as it ran (`x:3`). */
  id: string;
  machine_id: string;
  /** Its snapshot when it started (value, context, status), redacted. */
  initial_snapshot: unknown;
  /** How many of the session's events came before it started: a replay shows it from that step on. */
  first_event?: number;
}

export interface SessionEvent {
  at: number;
  actor_id: string;
  type: string;
  payload: unknown;
  /** The snapshot recorded after the event: what a replay must reach at this step. */
  snapshot?: unknown;
}

/** An exported QA session: what ran, in which version of the machines, and every event in order. */
export interface QaSession {
  format: typeof SESSION_FORMAT;
  version: typeof SESSION_VERSION;
  app_version: string;
  /** Each machine's definition hash (see `definitionHash`), by machine id. */
  machines: Record<string, string>;
  actors: SessionActor[];
  events: SessionEvent[];
}

const parsed = (text: string | null): unknown => (text === null ? undefined : JSON.parse(text));

/**
 * The session of a stored log: each machine actor with the snapshot of its start (its `xstate.init`), then the
 * events that reached them. Actors of other logic (promises) are left out: replay runs them through their machines.
 */
export function buildSession(options: {
  appVersion: string;
  machineHashes: Record<string, string>;
  log: readonly QaEventRow[];
}): QaSession {
  const rows = options.log.filter((row) => row.machineId !== '');
  const actors: SessionActor[] = [];
  const events: SessionEvent[] = [];
  for (const row of rows) {
    if (row.eventType === 'xstate.init' && !actors.some((actor) => actor.id === row.actorId)) {
      actors.push({
        id: row.actorId,
        machine_id: row.machineId,
        initial_snapshot: parsed(row.snapshot) ?? null,
        first_event: events.length,
      });
      continue;
    }
    // The log is capped: an actor whose start was dropped cannot be replayed, and neither can its events.
    if (!actors.some((actor) => actor.id === row.actorId)) continue;
    const snapshot = parsed(row.snapshot);
    events.push({
      at: row.at,
      actor_id: row.actorId,
      type: row.eventType,
      payload: JSON.parse(row.payload),
      ...(snapshot === undefined ? {} : { snapshot }),
    });
  }
  const used = new Set(actors.map((actor) => actor.machine_id));
  const machines = Object.fromEntries(Object.entries(options.machineHashes).filter(([id]) => used.has(id)));
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    app_version: options.appVersion,
    machines,
    actors,
    events,
  };
}

/** A file the player will not replay, with the reasons in Polish. */
export interface SessionRefused {
  ok: false;
  errors: string[];
}

export type SessionParse = { ok: true; session: QaSession } | SessionRefused;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class MalformedField extends Error {
  constructor(readonly path: string) {
    super(path);
  }
}

// The checks return the value they checked instead of converting it: `String(value)` on a hand-made object such as
// `{"toString": 1}` throws before any check could refuse it.
function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new MalformedField(path);
  return value;
}

function count(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new MalformedField(path);
  return value;
}

function timestamp(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MalformedField(path);
  return value;
}

/** How deeply `value` nests, counted without recursion so that no file can overflow the stack here. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** The version as the refusal quotes it: a number or a short text, never an object's own conversion. */
function versionText(version: unknown): string {
  if (typeof version === 'number') return String(version);
  if (typeof version === 'string') return version.slice(0, 40);
  return '?';
}

function readActor(actor: unknown, i: number): SessionActor {
  if (!isRecord(actor) || !('initial_snapshot' in actor)) throw new MalformedField(`actors[${i}]`);
  const first = actor.first_event;
  return {
    id: text(actor.id, `actors[${i}].id`),
    machine_id: text(actor.machine_id, `actors[${i}].machine_id`),
    initial_snapshot: actor.initial_snapshot,
    ...(first === undefined ? {} : { first_event: count(first, `actors[${i}].first_event`) }),
  };
}

function readEvent(event: unknown, i: number): SessionEvent {
  if (!isRecord(event)) throw new MalformedField(`events[${i}]`);
  return {
    at: timestamp(event.at, `events[${i}].at`),
    actor_id: text(event.actor_id, `events[${i}].actor_id`),
    type: text(event.type, `events[${i}].type`),
    payload: event.payload ?? {},
    ...('snapshot' in event ? { snapshot: event.snapshot } : {}),
  };
}

/** The session in a file of the right format and version, field by field; a wrong field throws MalformedField. */
function readSession(file: Record<string, unknown>): QaSession {
  const { machines, actors, events } = file;
  if (!isRecord(machines)) throw new MalformedField('machines');
  if (!Array.isArray(actors)) throw new MalformedField('actors');
  if (!Array.isArray(events)) throw new MalformedField('events');
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    app_version: text(file.app_version, 'app_version'),
    machines: Object.fromEntries(Object.entries(machines).map(([id, hash]) => [id, text(hash, `machines.${id}`)])),
    actors: actors.map(readActor),
    events: events.map(readEvent),
  };
}

/** What in a well-formed session does not fit this app: changed or unknown machines, actors of no machine. */
function mismatches(session: QaSession, current: Record<string, string>): string[] {
  const errors: string[] = [];
  for (const [id, hash] of Object.entries(session.machines)) {
    if (!Object.hasOwn(current, id)) errors.push(qaCopy.session.machineMissing(id));
    else if (current[id] !== hash) errors.push(qaCopy.session.machineChanged(id));
  }
  const actorIds = new Set(session.actors.map((actor) => actor.id));
  for (const actor of session.actors) {
    if (!Object.hasOwn(session.machines, actor.machine_id))
      errors.push(qaCopy.session.unknownActorMachine(actor.id, actor.machine_id));
  }
  session.events.forEach((event, index) => {
    if (!actorIds.has(event.actor_id)) errors.push(qaCopy.session.unknownEventActor(index, event.actor_id));
  });
  return errors;
}

/**
 * Reads an imported session file and checks it against this app's machines (`current`: definition hash by machine
 * id). A session recorded with other machine definitions is refused, never replayed wrongly; errors are in Polish.
 */
export function parseSession(fileText: string, current: Record<string, string>): SessionParse {
  if (fileText.length > MAX_SESSION_FILE_BYTES) return sessionTooLarge();
  let file: unknown;
  try {
    file = JSON.parse(fileText);
  } catch {
    return { ok: false, errors: [qaCopy.session.notJson] };
  }
  if (!isRecord(file) || file.format !== SESSION_FORMAT) return { ok: false, errors: [qaCopy.session.wrongFormat] };
  if (file.version !== SESSION_VERSION)
    return { ok: false, errors: [qaCopy.session.unsupportedVersion(versionText(file.version))] };
  if (nestingDepth(file, MAX_SESSION_NESTING) > MAX_SESSION_NESTING)
    return { ok: false, errors: [qaCopy.session.tooDeep] };
  try {
    const session = readSession(file);
    const errors = mismatches(session, current);
    return errors.length > 0 ? { ok: false, errors } : { ok: true, session };
  } catch (error) {
    if (error instanceof MalformedField) return { ok: false, errors: [qaCopy.session.invalidField(error.path)] };
    // A hand-made file can still surprise the checks above; it is refused in Polish, never thrown at the screen.
    return { ok: false, errors: [qaCopy.session.wrongFormat] };
  }
}

/** The file a session is downloaded as. */
export function sessionFileText(session: QaSession): string {
  return JSON.stringify(session, null, 2);
}
