import { qaCopy } from '../qa-copy';
import { Button } from '../../ui/button';
import type { ActorEntry } from './actor-registry';
import styles from './actor-list.module.css';

const copy = qaCopy.inspector;

export interface ActorListProps {
  /** The machine actors to list, in the order they appeared. */
  actors: readonly ActorEntry[];
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
}

/** Children by their parent's session id; an actor whose parent is not listed is shown at the top level. */
function byParent(actors: readonly ActorEntry[]): Map<string | null, ActorEntry[]> {
  const listed = new Set(actors.map((actor) => actor.sessionId));
  const groups = new Map<string | null, ActorEntry[]>();
  for (const actor of actors) {
    const parent = actor.parentId !== null && listed.has(actor.parentId) ? actor.parentId : null;
    groups.set(parent, [...(groups.get(parent) ?? []), actor]);
  }
  return groups;
}

function Branch({
  parentId,
  groups,
  selectedId,
  onSelect,
}: Omit<ActorListProps, 'actors'> & { parentId: string | null; groups: Map<string | null, ActorEntry[]> }) {
  const actors = groups.get(parentId) ?? [];
  if (actors.length === 0) return null;
  return (
    <ul className={styles.list}>
      {actors.map((actor) => (
        <li key={actor.sessionId}>
          <Button
            variant="unstyled"
            className={styles.actor}
            aria-pressed={actor.sessionId === selectedId}
            data-ended={actor.status === 'active' ? undefined : 'true'}
            onPress={() => onSelect(actor.sessionId)}
          >
            {copy.actorName(actor.machineId, actor.sessionId)}
            {actor.status !== 'active' && (
              <>
                {' '}
                <span className={styles.badge}>{copy.stopped}</span>
              </>
            )}
          </Button>
          <Branch parentId={actor.sessionId} groups={groups} selectedId={selectedId} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

/** Every machine actor, children indented under the actor that invoked or spawned them; ended ones marked. */
export function ActorList({ actors, selectedId, onSelect }: ActorListProps) {
  if (actors.length === 0) return <p className={styles.empty}>{copy.noActors}</p>;
  return <Branch parentId={null} groups={byParent(actors)} selectedId={selectedId} onSelect={onSelect} />;
}
