import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createPathPlayer, type MachinePath, type PathEvent, pathCases } from '../test/machine-paths';
import {
  lastStepOf,
  REPLAY_SPEEDS,
  replayPlayerMachine,
  type ReplayPlayerContext,
  type ReplayPlayerInput,
} from './replay-player.machine';

type Player = typeof replayPlayerMachine;
type PlayerPath = MachinePath<Player>;

/** The playing state's timer firing, as the graph walks it (XState names it `xstate.after.<delay>.<state id>`). */
const TICK = { type: 'xstate.after.stepDelay.replayPlayer.loaded.playing' } as unknown as PathEvent<Player>;

const events: PathEvent<Player>[] = [
  { type: 'step.forward' },
  { type: 'step.back' },
  { type: 'jump', index: 1 },
  { type: 'jump', index: 3 },
  { type: 'play' },
  { type: 'pause' },
  { type: 'setSpeed', speed: 4 },
  TICK,
];

/**
 * The player after a path, by its rules: the cursor moves between the start and the last step it may show (the
 * end, or the divergence), stepping by hand pauses, playing takes a step per tick and pauses at the last step.
 */
function expected(path: PlayerPath, input: ReplayPlayerInput) {
  const context: ReplayPlayerContext = { ...input, cursor: -1, speed: 1 };
  const last = lastStepOf(input);
  let playing = false;
  for (const { event } of path.steps.slice(1)) {
    if (event.type === 'step.forward') [context.cursor, playing] = [context.cursor + 1, false];
    else if (event.type === 'step.back') [context.cursor, playing] = [context.cursor - 1, false];
    else if (event.type === 'jump') [context.cursor, playing] = [event.index, false];
    else if (event.type === 'play' || event.type === 'pause') playing = event.type === 'play';
    else if (event.type === 'setSpeed') context.speed = 4;
    else if (event.type === TICK.type) context.cursor += 1;
    if (context.cursor >= last) playing = false;
  }
  return { context, value: { loaded: playing ? 'playing' : 'paused' } };
}

async function play(path: PlayerPath, input: ReplayPlayerInput) {
  // A simulated clock that never moves: only the path's own ticks advance the player.
  const actor = createActor(replayPlayerMachine, { input, clock: new SimulatedClock() }).start();
  const end = await createPathPlayer().play(actor, path);
  const wanted = expected(path, input);
  expect(end.value).toEqual(path.state.value);
  expect(end.context).toEqual(path.state.context);
  expect(end.value).toEqual(wanted.value);
  expect(end.context).toEqual(wanted.context);
  expect(end.context.cursor).toBeLessThanOrEqual(lastStepOf(input));
}

describe.each([
  ['to the end', { steps: 3, divergence: null }],
  ['up to a divergence', { steps: 5, divergence: 2 }],
])('replay player paths from the machine (%s)', (_name, input: ReplayPlayerInput) => {
  // Simple paths multiply quickly with eight events: two deep is where they differ from the shortest ones.
  const cases = pathCases(replayPlayerMachine, { events, input }, { events, input, maxDepth: 2 });

  it('walks every move of the player', () => {
    const types = new Set(cases.flatMap(([, path]) => path.steps.slice(1).map((step) => step.event.type)));
    expect([...types].sort()).toEqual(
      events
        .map((event) => event.type)
        .filter((t, i, all) => all.indexOf(t) === i)
        .sort(),
    );
    expect(REPLAY_SPEEDS).toContain(4);
  });

  it.each(cases)('%s', async (_name, path) => {
    await play(path, input);
  });
});
