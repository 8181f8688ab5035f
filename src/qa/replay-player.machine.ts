import { assertEvent, assign, not, setup } from 'xstate';

/** The speeds a replay plays at, in steps per second. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export interface ReplayPlayerInput {
  /** How many steps (events) the replay has. */
  steps: number;
  /** The step where the replay left the recording: the last one that can be shown. Null when it never did. */
  divergence: number | null;
}

export interface ReplayPlayerContext extends ReplayPlayerInput {
  /** The step shown: -1 is the start, before the first event. */
  cursor: number;
  speed: ReplaySpeed;
}

export type ReplayPlayerEvent =
  | { type: 'step.forward' }
  | { type: 'step.back' }
  | { type: 'jump'; index: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'setSpeed'; speed: number }
  /** Another session was imported: the player starts over with it. */
  | { type: 'load'; steps: number; divergence: number | null };

/** The last step the cursor may reach: the end, or the divergence, which it never passes. */
export const lastStepOf = (context: ReplayPlayerInput): number =>
  context.divergence === null ? context.steps - 1 : Math.min(context.divergence, context.steps - 1);

const START = -1;

/**
 * The replay screen's player: where in the session it stands, and whether it plays. Stepping by hand pauses;
 * playing takes one step per `stepDelay` (a second at speed 1) and pauses at the last step it may show.
 */
export const replayPlayerMachine = setup({
  types: {
    context: {} as ReplayPlayerContext,
    events: {} as ReplayPlayerEvent,
    input: {} as ReplayPlayerInput,
  },
  delays: {
    stepDelay: ({ context }) => 1000 / context.speed,
  },
  guards: {
    canStepForward: ({ context }) => context.cursor < lastStepOf(context),
    canStepBack: ({ context }) => context.cursor > START,
    isReachable: ({ context, event }) => {
      assertEvent(event, 'jump');
      return Number.isInteger(event.index) && event.index >= START && event.index <= lastStepOf(context);
    },
    isKnownSpeed: ({ event }) => {
      assertEvent(event, 'setSpeed');
      return REPLAY_SPEEDS.some((speed) => speed === event.speed);
    },
  },
  actions: {
    stepForward: assign({ cursor: ({ context }) => context.cursor + 1 }),
    stepBack: assign({ cursor: ({ context }) => context.cursor - 1 }),
    jumpTo: assign({
      cursor: ({ event }) => {
        assertEvent(event, 'jump');
        return event.index;
      },
    }),
    changeSpeed: assign({
      speed: ({ context, event }) => {
        assertEvent(event, 'setSpeed');
        return REPLAY_SPEEDS.find((speed) => speed === event.speed) ?? context.speed;
      },
    }),
    startOver: assign(({ event }) => {
      assertEvent(event, 'load');
      return { steps: event.steps, divergence: event.divergence, cursor: START };
    }),
  },
}).createMachine({
  id: 'replayPlayer',
  context: ({ input }) => ({ steps: input.steps, divergence: input.divergence, cursor: START, speed: 1 }),
  initial: 'loaded',
  on: {
    load: { target: '.loaded', reenter: true, actions: 'startOver' },
  },
  states: {
    loaded: {
      initial: 'paused',
      on: {
        'step.forward': { guard: 'canStepForward', target: '.paused', actions: 'stepForward' },
        'step.back': { guard: 'canStepBack', target: '.paused', actions: 'stepBack' },
        jump: { guard: 'isReachable', target: '.paused', actions: 'jumpTo' },
      },
      states: {
        paused: {
          on: {
            play: { guard: 'canStepForward', target: 'playing' },
            setSpeed: { guard: 'isKnownSpeed', actions: 'changeSpeed' },
          },
        },
        playing: {
          tags: ['playing'],
          // Reaching the last step it may show, it pauses: at the end, or at the divergence.
          always: { guard: not('canStepForward'), target: 'paused' },
          after: {
            stepDelay: { target: 'playing', reenter: true, actions: 'stepForward' },
          },
          on: {
            pause: { target: 'paused' },
            // The new speed counts from now: the step under way starts again at it.
            setSpeed: { guard: 'isKnownSpeed', target: 'playing', reenter: true, actions: 'changeSpeed' },
          },
        },
      },
    },
  },
});
