import type { SnapshotFrom } from 'xstate';
import { qaCopy } from '../qa-copy';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { lastStepOf, REPLAY_SPEEDS, type replayPlayerMachine, type ReplayPlayerEvent } from '../replay-player.machine';
import styles from './replay.module.css';

const copy = qaCopy.player;
const SPEED_OPTIONS = REPLAY_SPEEDS.map((speed) => ({ id: String(speed), label: copy.speedOption(speed) }));

/** Step back and forward, jump to either end, play and pause, and the speed a replay plays at. */
export function ReplayControls({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof replayPlayerMachine>;
  send: (event: ReplayPlayerEvent) => void;
}) {
  const { cursor, speed } = snapshot.context;
  const last = lastStepOf(snapshot.context);
  const playing = snapshot.hasTag('playing');
  return (
    <div role="toolbar" aria-label={copy.controls} className={styles.controls}>
      <Button variant="secondary" isDisabled={cursor < 0} onPress={() => send({ type: 'jump', index: -1 })}>
        {copy.toStart}
      </Button>
      <Button variant="secondary" isDisabled={cursor < 0} onPress={() => send({ type: 'step.back' })}>
        {copy.back}
      </Button>
      {playing ? (
        <Button onPress={() => send({ type: 'pause' })}>{copy.pause}</Button>
      ) : (
        <Button isDisabled={cursor >= last} onPress={() => send({ type: 'play' })}>
          {copy.play}
        </Button>
      )}
      <Button variant="secondary" isDisabled={cursor >= last} onPress={() => send({ type: 'step.forward' })}>
        {copy.forward}
      </Button>
      <Button variant="secondary" isDisabled={cursor >= last} onPress={() => send({ type: 'jump', index: last })}>
        {copy.toEnd}
      </Button>
      <SelectField
        label={copy.speed}
        options={SPEED_OPTIONS}
        value={String(speed)}
        onChange={(key) => send({ type: 'setSpeed', speed: Number(key) })}
      />
    </div>
  );
}
