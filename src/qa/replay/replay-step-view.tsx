import { useState } from 'react';
import type { StateValue } from 'xstate';
import { qaCopy } from '../qa-copy';
import { ContextTree } from '../inspector/context-tree';
import { useMachineLayout } from '../inspector/use-machine-layout';
import { MachineDiagram } from '../machine-diagram';
import { machineCatalogue } from '../machine-catalogue';
import { stateText } from '../recorded-snapshot';
import type { Divergence, ReplayedActor, ReplayStep } from '../replay';
import styles from './replay.module.css';

const copy = qaCopy.player;

function ReplayedDiagram({ actor }: { actor: ReplayedActor }) {
  const machine = machineCatalogue[actor.machineId];
  const state = useMachineLayout(machine!);
  if (state.status === 'loading') return <p>{qaCopy.inspector.layingOut}</p>;
  if (state.status === 'failed') return <p>{qaCopy.inspector.layoutFailed}</p>;
  return <MachineDiagram layout={state.layout} active={actor.value as StateValue} />;
}

/**
 * The app at one step of the replay: the event that led there, every actor with its state, and the chosen actor's
 * diagram and context. By default the actor the event went to is shown.
 */
export function ReplayStepView({
  step,
  actors,
  divergence,
}: {
  step: ReplayStep | undefined;
  actors: Record<string, ReplayedActor>;
  divergence: Divergence | null;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const ids = Object.keys(actors);
  const shownId = chosen !== null && chosen in actors ? chosen : (step?.event.actor_id ?? ids[0]);
  const shown = shownId === undefined ? undefined : actors[shownId];
  return (
    <div className={styles.step}>
      {step && (
        <section aria-label={copy.step} className={styles.card}>
          <h2 className={styles.heading}>
            {copy.step}: {step.event.type}
          </h2>
          <dl className={styles.summary}>
            <dt>{copy.stepActor}</dt>
            <dd>{step.event.actor_id}</dd>
            <dt>{copy.stepTime}</dt>
            <dd>{qaCopy.inspector.time(step.event.at)}</dd>
          </dl>
          <h3 className={styles.subheading}>{copy.payload}</h3>
          <ContextTree context={step.event.payload} />
          {divergence && (
            <div className={styles.divergence}>
              <p>{divergence.expectedText}</p>
              <p>{divergence.actualText}</p>
            </div>
          )}
        </section>
      )}
      <section aria-label={copy.actors} className={styles.card}>
        <h2 className={styles.heading}>{copy.actors}</h2>
        <ul className={styles.actorList}>
          {ids.map((id) => (
            <li key={id}>
              <button
                type="button"
                className={styles.actorButton}
                aria-pressed={id === shownId}
                onClick={() => setChosen(id)}
              >
                <strong>{actors[id]!.machineId}</strong> ({id}): {stateText(actors[id]!.value)}
              </button>
            </li>
          ))}
        </ul>
        {shown && (
          <>
            <div role="region" aria-label={qaCopy.inspector.diagram} tabIndex={0} className={styles.diagram}>
              <ReplayedDiagram actor={shown} />
            </div>
            <h3 className={styles.subheading}>{qaCopy.inspector.context}</h3>
            <ContextTree context={shown.context} />
          </>
        )}
      </section>
    </div>
  );
}
