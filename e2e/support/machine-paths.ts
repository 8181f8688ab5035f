import { transition, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { pathName, settledIn, type MachinePath, type PathEvent } from '../../src/test/machine-paths';

/*
 * Generated machine paths, played in the real app. A person does one thing at a time; what that starts (a write to
 * the browser store, a request) ends by itself. So a path is played as moves: one user event and the outcomes that
 * follow it, each checked once it has settled.
 */

/** One move of a played path: the user's event (none for the start) and every state it goes through. */
export interface Move<M extends AnyStateMachine> {
  event: PathEvent<M> | null;
  /** The state before the move. */
  from: SnapshotFrom<M>;
  /** Each state the move reaches, in order: after the user's event, then after each outcome. */
  states: Array<SnapshotFrom<M>>;
  /** How what the event started ended, in order (the app has to be arranged so they do). */
  outcomes: Array<PathEvent<M>>;
}

const isOutcome = (event: { type: string }) => settledIn(event) !== null;

/** The path as moves; the first one is the machine's start with the outcomes that follow it. */
export function movesOf<M extends AnyStateMachine>(path: MachinePath<M>): Array<Move<M>> {
  const [start, ...rest] = path.steps;
  const moves: Array<Move<M>> = [{ event: null, from: start!.state, states: [start!.state], outcomes: [] }];
  for (const step of rest) {
    const last = moves[moves.length - 1]!;
    if (isOutcome(step.event)) {
      last.states.push(step.state);
      last.outcomes.push(step.event);
    } else {
      moves.push({ event: step.event, from: last.states[last.states.length - 1]!, states: [step.state], outcomes: [] });
    }
  }
  return moves;
}

/** The path carried on with what happens by itself (`outcomeIn` names it) until nothing is running. */
export function settled<M extends AnyStateMachine>(
  machine: M,
  path: MachinePath<M>,
  outcomeIn: (state: SnapshotFrom<M>) => PathEvent<M> | null,
): MachinePath<M> {
  const steps = [...path.steps];
  let state = path.state;
  for (let event = outcomeIn(state); event; event = outcomeIn(state)) {
    // Outcome events are the machine's own `xstate.done.actor.*`, outside its declared event union.
    [state] = transition(machine, state, event as never);
    steps.push({ state, event });
  }
  return { ...path, state, steps };
}

/**
 * A few paths that together show every feature (a state, an event) that any of them shows: greedily, the path
 * showing most of what is not shown yet, the shorter one first on a tie. Keeps the browser run light.
 */
export function coveringPaths<P extends { steps: unknown[] }>(paths: P[], featuresOf: (path: P) => string[]): P[] {
  const candidates = paths.map((path) => ({ path, features: new Set(featuresOf(path)) }));
  const shown = new Set<string>();
  const chosen: P[] = [];
  for (;;) {
    const gain = (c: (typeof candidates)[number]) => [...c.features].filter((f) => !shown.has(f)).length;
    const best = candidates
      .filter((c) => gain(c) > 0)
      .sort((a, b) => gain(b) - gain(a) || a.path.steps.length - b.path.steps.length)[0];
    if (!best) return chosen;
    chosen.push(best.path);
    best.features.forEach((f) => shown.add(f));
  }
}

/** The state values a played path goes through, as the QA log tells them (page-actors): no value twice in a row. */
export function valuesThrough(moves: Array<{ states: Array<{ value: unknown }> }>): unknown[] {
  const values: unknown[] = [];
  for (const state of moves.flatMap((move) => move.states)) {
    const value = state.value;
    if (JSON.stringify(values[values.length - 1]) !== JSON.stringify(value)) values.push(value);
  }
  return values;
}

/** A test's title: the path's user events, in order (what ends by itself is left out). */
export function titleOf<M extends AnyStateMachine>(path: MachinePath<M>): string {
  return pathName({ ...path, steps: path.steps.filter((step, i) => i === 0 || !isOutcome(step.event)) });
}

/** Each move between two states a path makes: the state values and the event between them. */
export function transitionsOf(path: {
  steps: Array<{ state: { value: unknown }; event: { type: string } }>;
}): string[] {
  return path.steps.slice(1).map((step, i) => {
    const outcome = settledIn(step.event);
    const event = outcome ? `${outcome.how} in ${outcome.stateId}` : step.event.type;
    return `${JSON.stringify(path.steps[i]!.state.value)} ${event} ${JSON.stringify(step.state.value)}`;
  });
}
