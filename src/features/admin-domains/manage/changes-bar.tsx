import { useState, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { countOf } from '../../../kernel/polish';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useDialog } from '../../../kit/use-dialog';
import { ConfirmQuestion } from '../../../kit/confirm-question';
import { useManageEdits } from './edits-context';
import styles from './changes-bar.module.css';

export interface ChangesBarProps {
  /** Brings a domain's row into view (it may be on another page). */
  onLocate: (id: number) => void;
  /** A domain's name when the table has shown it. */
  nameOf: (id: number) => string | undefined;
}

/** A failing domain's action in the bar: a short word, named in full for assistive technology. */
function InlineButton({ text, name, onPress }: { text: string; name: string; onPress: () => void }) {
  return (
    <Button variant="ghost" className={styles.inlineButton} aria-label={name} onPress={onPress}>
      {text}
    </Button>
  );
}

/**
 * The pending edits in one bar: how many, Save (one bulk update for all of them) and Discard. After a refusal it
 * names every failing domain, wherever it is in the table, with a button that goes to it.
 */
export function ChangesBar({ onLocate, nameOf }: ChangesBarProps) {
  const { actor, drafts, discard } = useManageEdits();
  const count = useSelector(actor, (s) => s.context.changes.length);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.context.failed);
  const failedNames = useSelector(actor, (s) => s.context.failedNames);
  const draftCount = useSyncExternalStore(drafts.subscribe, () => drafts.size);
  const [triedWithDrafts, setTriedWithDrafts] = useState(false);
  const discarding = useDialog({
    confirm: () => {
      actor.send({ type: 'edits.clear' });
      drafts.clear();
      setTriedWithDrafts(false);
    },
  });

  if (count === 0 && draftCount === 0) return null;
  const failedIds = Object.keys(failed).map(Number);
  const pendingText = countOf(count, copy.bar.pending);

  const save = () => {
    // A value that is not valid yet cannot be sent, and saving without it would drop what the user typed.
    if (draftCount > 0) {
      setTriedWithDrafts(true);
      return;
    }
    actor.send({ type: 'edits.save' });
  };

  const nameFor = (id: number) => failedNames[id] ?? nameOf(id) ?? copy.bar.unknownDomain(id);

  return (
    <section className={styles.bar} aria-label={copy.bar.label}>
      <div className={styles.barRow}>
        <p className={styles.barCount} role="status">
          {pendingText}
          {draftCount > 0 && <span className={styles.barDrafts}>{countOf(draftCount, copy.bar.invalidDrafts)}</span>}
        </p>
        <div className={styles.barActions}>
          <Button variant="secondary" onPress={() => discarding.open()} isDisabled={busy}>
            {copy.bar.discard}
          </Button>
          <Button onPress={save} isPending={busy} isDisabled={count === 0 && draftCount === 0}>
            {busy ? copy.bar.saving : copy.bar.save}
          </Button>
        </div>
      </div>
      {triedWithDrafts && draftCount > 0 && <Alert tone="error">{copy.bar.fixDrafts}</Alert>}
      {failedIds.length > 0 ? (
        <Alert tone="error">
          <p className={styles.failedLead}>{error ?? copy.bar.failedHeading}</p>
          <ul className={styles.failedList}>
            {failedIds.map((id) => (
              <li key={id}>
                <strong>{nameFor(id)}</strong>:{' '}
                {Object.values(failed[id] ?? {})
                  .flat()
                  .join(' ')}{' '}
                <InlineButton text={copy.bar.show} name={copy.bar.goTo(nameFor(id))} onPress={() => onLocate(id)} />
                <InlineButton
                  text={copy.cells.undo}
                  name={copy.cells.undoNamed(nameFor(id))}
                  onPress={() => discard(id)}
                />
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        error && <Alert tone="error">{error}</Alert>
      )}
      <ConfirmQuestion
        question={discarding}
        title={copy.bar.confirmDiscardTitle}
        confirmLabel={copy.bar.discard}
        cancelLabel={copy.bar.keepEditing}
      >
        {copy.bar.confirmDiscardText}
      </ConfirmQuestion>
    </section>
  );
}
