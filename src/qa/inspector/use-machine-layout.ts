import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineGraph } from '../machine-graph';
import { layoutMachine, type MachineLayout } from '../machine-layout';

export type LayoutState =
  { status: 'loading' } | { status: 'ready'; layout: MachineLayout } | { status: 'failed'; error: unknown };

// A machine's definition does not change while the app runs, so each is laid out once and kept for the tab.
const pending = new Map<string, Promise<MachineLayout>>();
const done = new Map<string, LayoutState>();

function layoutOnce(machine: AnyStateMachine): Promise<MachineLayout> {
  let promise = pending.get(machine.id);
  if (!promise) {
    promise = layoutMachine(machineGraph(machine));
    pending.set(machine.id, promise);
    promise.then(
      (layout) => done.set(machine.id, { status: 'ready', layout }),
      (error: unknown) => done.set(machine.id, { status: 'failed', error }),
    );
  }
  return promise;
}

/** The laid-out diagram of a machine: loading while ELK works, then the layout cached by the machine's id. */
export function useMachineLayout(machine: AnyStateMachine): LayoutState {
  const [, rerender] = useState(0);
  const state = done.get(machine.id) ?? { status: 'loading' };
  useEffect(() => {
    if (done.has(machine.id)) return;
    let current = true;
    const settle = () => {
      if (current) rerender((count) => count + 1);
    };
    layoutOnce(machine).then(settle, settle);
    return () => {
      current = false;
    };
  }, [machine]);
  return state;
}
