import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { forwardInspection, holdInspectionReports, observeInspection } from './inspection-sink';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

const eventsOf = (reports: InspectionEvent[]) =>
  reports.filter((r) => r.type === '@xstate.event').map((r) => (r as { event: { type: string } }).event.type);

describe('the inspection sink', () => {
  it('holds what actors report in QA mode until the inspector takes over, then forwards each report', () => {
    holdInspectionReports();
    const actor = createActor(toggle, { inspect: forwardInspection }).start();
    actor.send({ type: 'flip' });

    const seen: InspectionEvent[] = [];
    const stop = observeInspection((report) => seen.push(report));
    expect(eventsOf(seen)).toEqual(['xstate.init', 'flip']);

    actor.send({ type: 'flip' });
    expect(eventsOf(seen)).toEqual(['xstate.init', 'flip', 'flip']);
    expect(seen.at(-1)).toMatchObject({ type: '@xstate.snapshot', snapshot: { value: 'off' } });

    stop();
    actor.send({ type: 'flip' });
    expect(eventsOf(seen)).toHaveLength(3);
  });
});
