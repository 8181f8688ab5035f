import { expect, it } from 'vitest';
import {
  fromPromise,
  type Actor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type EventFromLogic,
  type InputFrom,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';
import {
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';

/*
 * Model-based tests for the machines (xstate/graph). The graph is walked with the machine's pure `transition`, so an
 * invoked promise never runs there: a path says how each one ends, with the `xstate.done.actor.*` or
 * `xstate.error.actor.*` event the machine would get. Playing the path on a real actor, the fakes made by
 * `createPathPlayer` end exactly that way, so the actor must arrive at the very snapshot the graph predicted.
 */

/** How an invoked actor ended, as its machine hears it. */
export type OutcomeEvent =
  { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };

/** A step of a generated path: an event the app sends, or how a side effect ended. */
export type PathEvent<M extends AnyStateMachine> = EventFromLogic<M> | OutcomeEvent;

export type MachinePath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, PathEvent<M>>;

export interface PathOptions<M extends AnyStateMachine> {
  /** Sample events with their payloads; each is tried in every state reached. */
  events: ReadonlyArray<PathEvent<M>> | ((state: SnapshotFrom<M>) => ReadonlyArray<PathEvent<M>>);
  /** Where the walk stops going deeper: the bound that keeps a suite light. */
  stopWhen?: (state: SnapshotFrom<M>) => boolean;
  /** The most events in a path. */
  maxDepth?: number;
  fromState?: SnapshotFrom<M>;
  /** The machine's input, for a machine that takes one; the played actor must be given the same. */
  input?: InputFrom<M>;
  /** How snapshots are told apart; by default a snapshot and the move into it (see `snapshotAndMove`). */
  serializeState?: (state: SnapshotFrom<M>, event: PathEvent<M> | undefined, previous?: SnapshotFrom<M>) => string;
}

/**
 * A snapshot and, when the state changed, the move that reached it (as createTestModel does): so the shortest paths
 * take every transition between states once, and not only reach every snapshot.
 */
function snapshotAndMove(
  state: { value: unknown; context: unknown },
  event: { type: string } | undefined,
  previous?: { value: unknown },
): string {
  const here = JSON.stringify({ value: state.value, context: state.context });
  const moved = event && previous && JSON.stringify(previous.value) !== JSON.stringify(state.value);
  return moved ? `${here} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}` : here;
}

// The graph's options are typed with the machine's own events only; outcome events are part of the walk too.
// Only events the state takes are walked: an ignored one would add a step that changes nothing, and an outcome
// outside the state that invokes its actor could not be played.
const traversal = <M extends AnyStateMachine>(options: PathOptions<M>) =>
  ({
    serializeState: snapshotAndMove,
    filterEvents: (state: AnyMachineSnapshot, event: EventObject) => state.can(event),
    ...options,
  }) as unknown as TraversalOptions<ReturnType<M['transition']>, EventFromLogic<M>, InputFrom<M>>;

/**
 * The machine as the walk sees it, counting how deep each snapshot lies: the walk is breadth-first, so the first
 * count of a snapshot is its least depth.
 */
function withDepthLimit<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): [M, PathOptions<M>] {
  const { maxDepth, stopWhen } = options;
  if (maxDepth === undefined) return [machine, options];
  const depth = new WeakMap<object, number>();
  const transition: M['transition'] = (snapshot, event, scope) => {
    const next = machine.transition(snapshot, event, scope);
    if (!depth.has(next)) depth.set(next, (depth.get(snapshot) ?? 0) + 1);
    return next;
  };
  // The walk calls the machine's own methods; only `transition` is watched.
  const counted = Object.create(machine, { transition: { value: transition } }) as M;
  const tooDeep = (state: SnapshotFrom<M>) => (depth.get(state) ?? 0) >= maxDepth || (stopWhen?.(state) ?? false);
  return [counted, { ...options, stopWhen: tooDeep }];
}

/** The shortest path to every snapshot (state and context) reachable within the bounds. */
export function shortestPaths<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): MachinePath<M>[] {
  const [walked, bounded] = withDepthLimit(machine, options);
  return getShortestPaths(walked, traversal(bounded)) as unknown as MachinePath<M>[];
}

/** Every path that visits no snapshot twice; only for small graphs. */
export function simplePaths<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): MachinePath<M>[] {
  const [walked, bounded] = withDepthLimit(machine, options);
  return getSimplePaths(
    walked,
    traversal({ serializeState: serializeSnapshot, ...bounded }),
  ) as unknown as MachinePath<M>[];
}

/** One test of a path suite: its name (how the path was found, then its events) and the path. */
export type PathCase<M extends AnyStateMachine> = readonly [name: string, path: MachinePath<M>];

/**
 * The cases of a path suite, for `it.each(cases)('%s', …)`: the shortest path to every snapshot and move, and,
 * when `simple` is given, every path over its (fewer) events that visits no snapshot twice.
 */
export function pathCases<M extends AnyStateMachine>(
  machine: M,
  shortest: PathOptions<M>,
  simple?: PathOptions<M>,
): PathCase<M>[] {
  const named = (kind: string, paths: MachinePath<M>[]) =>
    paths.map((path) => [`${kind}: ${pathName(path)}`, path] as const);
  return [
    ...named('shortest', shortestPaths(machine, shortest)),
    ...(simple ? named('simple', simplePaths(machine, simple)) : []),
  ];
}

/** The id the machine gives the actor invoked in a state, e.g. `0.escrow.submitting`. */
function invokeIdOf(machine: AnyStateMachine, stateId: string): string {
  const [invoke] = machine.getStateNodeById(stateId).invoke;
  if (!invoke) throw new Error(`${stateId} invokes nothing`);
  return invoke.id;
}

/** The actor invoked in the state (`escrow.submitting`) answered `output`. */
export const doneIn = (machine: AnyStateMachine, stateId: string, output: unknown): OutcomeEvent => ({
  type: `xstate.done.actor.${invokeIdOf(machine, stateId)}`,
  output,
});

/** The actor invoked in the state failed with `error`. */
export const failedIn = (machine: AnyStateMachine, stateId: string, error: unknown): OutcomeEvent => ({
  type: `xstate.error.actor.${invokeIdOf(machine, stateId)}`,
  error,
});

const OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/;
const isOutcome = (event: { type: string }): event is OutcomeEvent => OUTCOME.test(event.type);

/** For an outcome event, the state whose actor ended (`auth.signingIn`) and how; null for any other event. */
export function settledIn(event: { type: string }): { stateId: string; how: 'done' | 'error' } | null {
  const [, how, id] = OUTCOME.exec(event.type) ?? [];
  // Invoke ids are `<index>.<state id>`.
  return how && id ? { stateId: id.slice(id.indexOf('.') + 1), how: how as 'done' | 'error' } : null;
}

/** A short name for a path: its events with their plain payload values. */
export function pathName<M extends AnyStateMachine>(path: MachinePath<M>): string {
  const label = (event: { type: string }) => {
    const [, how, id] = OUTCOME.exec(event.type) ?? [];
    if (how) return `${id!.split('.').slice(2).join('.')} ${how === 'done' ? 'answers' : 'fails'}`;
    const plain = Object.entries(event).filter(([key, v]) => key !== 'type' && ['string', 'number'].includes(typeof v));
    return plain.length === 0 ? event.type : `${event.type}(${plain.map(([, v]) => String(v)).join(', ')})`;
  };
  const events = path.steps.slice(1).map((step) => label(step.event));
  return events.length === 0 ? '(start)' : events.join(' → ');
}

interface Started {
  /** The invoke id, e.g. `0.escrow.submitting`. */
  id: string;
  input: unknown;
}

/**
 * Fakes for a machine's promise actors, for `machine.provide`: each waits until the path being played says how it
 * ends. `started` records what each was started with, so a test can check what a side effect was asked to do.
 */
export function createPathPlayer() {
  /** Each running fake by invoke id: the actor, and how to end it. */
  const running = new Map<string, { self: AnyActorRef; settle: (outcome: OutcomeEvent) => void }>();
  const started: Started[] = [];

  function fake<TOutput, TInput = NonReducibleUnknown>(): PromiseActorLogic<TOutput, TInput> {
    return fromPromise<TOutput, TInput>(
      ({ input, self }) =>
        new Promise<TOutput>((resolve, reject) => {
          started.push({ id: self.id, input });
          // The path's done event carries the output the graph walked with; it is this actor's output.
          running.set(self.id, {
            self,
            settle: (outcome) =>
              // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passed on exactly as walked
              'output' in outcome ? resolve(outcome.output as TOutput) : reject(outcome.error),
          });
        }),
    );
  }

  /** Sends the path's events to the started actor, settling the fakes where the path says; the final snapshot. */
  async function play<M extends AnyStateMachine>(actor: Actor<M>, path: MachinePath<M>): Promise<SnapshotFrom<M>> {
    // The first step is the machine's start.
    for (const { event } of path.steps.slice(1)) {
      if (!isOutcome(event)) {
        actor.send(event);
        continue;
      }
      const id = OUTCOME.exec(event.type)![2]!;
      const fake = running.get(id);
      if (!fake) throw new Error(`the path settles ${id}, which is not running`);
      running.delete(id);
      // The fake's end reaches the machine in the same turn as the fake's own end, so once it has ended the
      // machine has taken the outcome (even when that changes nothing it shows).
      const ended = new Promise<void>((resolve) => fake.self.subscribe({ complete: resolve, error: () => resolve() }));
      fake.settle(event);
      await ended;
    }
    return actor.getSnapshot();
  }

  return { fake, play, started };
}

/** The fakes and the player of one path: see `createPathPlayer`. */
export type PathPlayer = ReturnType<typeof createPathPlayer>;

/** Where a played path ended, for the suite's own checks. */
export interface PlayedPath<M extends AnyStateMachine> {
  end: SnapshotFrom<M>;
  path: MachinePath<M>;
  /** What each fake was started with, in order. */
  started: readonly Started[];
}

/**
 * A test for each case (named as `pathCases` names it): the path is played on the actor `setup` makes with the
 * player's fakes, which must arrive at the very snapshot the graph predicted; then `check` holds the suite's own
 * rules at the end of the path.
 */
export function itPlaysEveryPath<M extends AnyStateMachine>(
  cases: PathCase<M>[],
  setup: (player: PathPlayer) => { actor: Actor<M>; check: (played: PlayedPath<M>) => void },
): void {
  it.each(cases)('%s', async (_name, path) => {
    const player = createPathPlayer();
    const { actor, check } = setup(player);
    const end = await player.play(actor.start(), path);
    // Any machine's snapshot has a value and a context; the generic type does not show them.
    const [reached, predicted] = [end, path.state] as unknown as [AnyMachineSnapshot, AnyMachineSnapshot];
    expect(reached.value).toEqual(predicted.value);
    expect(reached.context).toEqual(predicted.context);
    check({ end, path, started: player.started });
  });
}
