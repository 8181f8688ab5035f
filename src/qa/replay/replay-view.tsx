import { useMachine } from '@xstate/react';
import { qaCopy } from '../qa-copy';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { Replay } from '../replay';
import { replayPlayerMachine } from '../replay-player.machine';
import type { QaSession } from '../session-export';
import { ReplayControls } from './replay-controls';
import { ReplayEventList } from './replay-event-list';
import { ReplayStepView } from './replay-step-view';
import styles from './replay.module.css';

const copy = qaCopy.player;

function SessionSummary({ session }: { session: QaSession }) {
  const first = session.events[0]?.at;
  const last = session.events.at(-1)?.at;
  return (
    <dl className={styles.summary} aria-label={copy.summary}>
      <dt>{copy.appVersion}</dt>
      <dd>{session.app_version}</dd>
      <dt>{copy.eventCount}</dt>
      <dd>{session.events.length}</dd>
      <dt>{copy.actorCount}</dt>
      <dd>{session.actors.length}</dd>
      {first !== undefined && last !== undefined && (
        <>
          <dt>{copy.recorded}</dt>
          <dd>
            {qaCopy.inspector.time(first)} – {qaCopy.inspector.time(last)}
          </dd>
        </>
      )}
    </dl>
  );
}

/** An imported session and its replay: the verdict, the player, the events, and the app at the chosen step. */
export function ReplayView({ session, replay }: { session: QaSession; replay: Replay }) {
  // The player is the QA tool's own machine: it is not recorded, or replaying would fill the log being replayed.
  const [snapshot, send] = useMachine(replayPlayerMachine, {
    input: { steps: replay.steps.length, divergence: replay.divergence?.index ?? null },
  });
  const { cursor } = snapshot.context;
  const step = cursor >= 0 ? replay.steps[cursor] : undefined;
  const divergence = replay.divergence;

  return (
    <section className={styles.replay}>
      <SessionSummary session={session} />
      {divergence ? (
        <Alert tone="error">
          <p>{divergence.message}</p>
          <p>{divergence.expectedText}</p>
          <p>{divergence.actualText}</p>
          <Button variant="secondary" onPress={() => send({ type: 'jump', index: divergence.index })}>
            {copy.showDivergence}
          </Button>
        </Alert>
      ) : (
        <Alert tone="success">{copy.agrees(session.events.length)}</Alert>
      )}
      <ReplayControls snapshot={snapshot} send={send} />
      <p role="status" className={styles.position}>
        {step ? copy.atStep(step.index, session.events.length, step.event.type) : copy.atStart}
      </p>
      <div className={styles.columns}>
        <ReplayEventList
          events={session.events}
          cursor={cursor}
          divergence={divergence?.index ?? null}
          reachable={replay.steps.length}
          onJump={(index) => send({ type: 'jump', index })}
        />
        <ReplayStepView
          step={step}
          actors={step?.actors ?? replay.start}
          divergence={divergence && step && divergence.index === step.index ? divergence : null}
        />
      </div>
    </section>
  );
}
