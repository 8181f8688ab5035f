import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { replayPlayerMachine, type ReplayPlayerInput } from './replay-player.machine';

function player(input: ReplayPlayerInput = { steps: 5, divergence: null }) {
  const clock = new SimulatedClock();
  const actor = createActor(replayPlayerMachine, { input, clock }).start();
  const at = () => actor.getSnapshot().context.cursor;
  const playing = () => actor.getSnapshot().hasTag('playing');
  /** The simulated clock fires what is due when it moves; a step's next timer starts then, so time moves per step. */
  const seconds = (count: number) => {
    for (let i = 0; i < count; i += 1) clock.increment(1000);
  };
  return { actor, clock, at, playing, seconds };
}

describe('the replay player', () => {
  it('starts paused, before the first event, at normal speed', () => {
    const { actor } = player();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'paused' });
    expect(actor.getSnapshot().context).toEqual({ steps: 5, divergence: null, cursor: -1, speed: 1 });
  });

  it('steps forward and back between the start and the last event, never past them', () => {
    const { actor, at } = player({ steps: 2, divergence: null });
    actor.send({ type: 'step.back' });
    expect(at()).toBe(-1);
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'step.forward' });
    expect(at()).toBe(1);
    actor.send({ type: 'step.back' });
    expect(at()).toBe(0);
  });

  it('jumps to any event or to the start, and ignores a step that does not exist', () => {
    const { actor, at } = player();
    actor.send({ type: 'jump', index: 3 });
    expect(at()).toBe(3);
    actor.send({ type: 'jump', index: 5 });
    actor.send({ type: 'jump', index: -2 });
    actor.send({ type: 'jump', index: 1.5 });
    expect(at()).toBe(3);
    actor.send({ type: 'jump', index: -1 });
    expect(at()).toBe(-1);
  });

  it('never takes the cursor past the divergence, though it can show it', () => {
    const { actor, at } = player({ steps: 6, divergence: 2 });
    actor.send({ type: 'jump', index: 4 });
    expect(at()).toBe(-1);
    actor.send({ type: 'jump', index: 2 });
    actor.send({ type: 'step.forward' });
    expect(at()).toBe(2);
  });

  it('plays one step a second at speed 1, and pauses at the end', () => {
    const { actor, clock, at, playing, seconds } = player({ steps: 3, divergence: null });
    actor.send({ type: 'play' });
    expect(playing()).toBe(true);
    clock.increment(999);
    expect(at()).toBe(-1);
    clock.increment(1);
    expect(at()).toBe(0);
    seconds(2);
    expect(at()).toBe(2);
    expect(playing()).toBe(false);
    seconds(5);
    expect(at()).toBe(2);
  });

  it.each([
    [0.5, 2000],
    [2, 500],
    [4, 250],
  ])('at speed %s takes a step every %s ms', (speed, interval) => {
    const { actor, clock, at } = player();
    actor.send({ type: 'setSpeed', speed });
    actor.send({ type: 'play' });
    clock.increment(interval - 1);
    expect(at()).toBe(-1);
    clock.increment(1);
    expect(at()).toBe(0);
    clock.increment(interval);
    expect(at()).toBe(1);
  });

  it('changes speed while playing, from the step under way', () => {
    const { actor, clock, at } = player();
    actor.send({ type: 'play' });
    clock.increment(600);
    actor.send({ type: 'setSpeed', speed: 4 });
    clock.increment(250);
    expect(at()).toBe(0);
    expect(actor.getSnapshot().context.speed).toBe(4);
  });

  it('ignores a speed it does not offer', () => {
    const { actor } = player();
    actor.send({ type: 'setSpeed', speed: 3 });
    expect(actor.getSnapshot().context.speed).toBe(1);
  });

  it('stops playing at the divergence', () => {
    const { actor, at, playing, seconds } = player({ steps: 10, divergence: 1 });
    actor.send({ type: 'play' });
    seconds(10);
    expect(at()).toBe(1);
    expect(playing()).toBe(false);
    actor.send({ type: 'play' });
    expect(playing()).toBe(false);
  });

  it('pauses when asked, or when stepped by hand', () => {
    const { actor, at, playing, seconds } = player();
    actor.send({ type: 'play' });
    seconds(1);
    actor.send({ type: 'pause' });
    seconds(3);
    expect(at()).toBe(0);
    actor.send({ type: 'play' });
    actor.send({ type: 'step.back' });
    expect(playing()).toBe(false);
    expect(at()).toBe(-1);
  });

  it('starts over with another session, paused at its start', () => {
    const { actor, clock } = player();
    actor.send({ type: 'setSpeed', speed: 2 });
    actor.send({ type: 'play' });
    clock.increment(1000);
    actor.send({ type: 'load', steps: 3, divergence: 0 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'paused' });
    expect(actor.getSnapshot().context).toEqual({ steps: 3, divergence: 0, cursor: -1, speed: 2 });
  });
});
