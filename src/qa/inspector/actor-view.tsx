import { memo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { qaCopy } from '../qa-copy';
import { MachineDiagram } from '../machine-diagram';
import type { ActorEntry } from './actor-registry';
import { ContextTree } from './context-tree';
import { useMachineLayout } from './use-machine-layout';
import styles from './inspector-panel.module.css';

const copy = qaCopy.inspector;

function LiveDiagram({ machine, actor }: { machine: AnyStateMachine; actor: ActorEntry }) {
  const state = useMachineLayout(machine);
  if (state.status === 'loading') return <p className={styles.muted}>{copy.layingOut}</p>;
  if (state.status === 'failed') return <p className={styles.muted}>{copy.layoutFailed}</p>;
  return <MachineDiagram layout={state.layout} active={actor.value ?? undefined} taken={actor.taken} />;
}

/**
 * The selected actor: its diagram with the active states and the last step marked, and its context. Drawn again only
 * when this actor changes (entries are replaced on change), not on every report of the others.
 */
export const ActorView = memo(function ActorView({ actor }: { actor: ActorEntry }) {
  return (
    <>
      <div role="region" aria-label={copy.diagram} tabIndex={0} className={styles.scroll}>
        {actor.machine && <LiveDiagram machine={actor.machine} actor={actor} />}
      </div>
      <div role="region" aria-label={copy.context} tabIndex={0} className={styles.scroll}>
        <h3 className={styles.heading}>{copy.context}</h3>
        <ContextTree context={actor.context} />
      </div>
    </>
  );
});
