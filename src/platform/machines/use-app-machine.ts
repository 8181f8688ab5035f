import { useActorRef, useMachine } from '@xstate/react';
import type { ActorOptions, AnyStateMachine, Observer, SnapshotFrom } from 'xstate';
import { forwardInspection } from './inspection-sink';

/**
 * useMachine and useActorRef with the app's inspection: every machine a screen runs reports to the QA inspector
 * when QA mode is on (inspection-sink.ts). Screens use these, never @xstate/react's own, so no flow is invisible.
 */
export function useAppMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ActorOptions<TMachine> = {},
) {
  return useMachine(machine, { ...options, inspect: forwardInspection });
}

export function useAppActorRef<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ActorOptions<TMachine> = {},
  observer?: Observer<SnapshotFrom<TMachine>> | ((snapshot: SnapshotFrom<TMachine>) => void),
) {
  return useActorRef(machine, { ...options, inspect: forwardInspection }, observer);
}
