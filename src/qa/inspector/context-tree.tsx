import { useMemo, useState } from 'react';
import { qaCopy } from '../qa-copy';
import { Button } from '../../ui/button';
import { redact } from '../redact';
import styles from './context-tree.module.css';

const copy = qaCopy.inspector;
/** How many items of a list (or fields of an object) a branch shows; a cart of thousands stays readable. */
export const BRANCH_CAP = 50;
const TEXT_CAP = 200;

type Branch = Record<string, unknown> | unknown[];

const isBranch = (value: unknown): value is Branch => typeof value === 'object' && value !== null;

function entriesOf(value: Branch): Array<[string, unknown]> {
  return Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
}

function leafText(value: unknown): string {
  if (typeof value === 'string') {
    const text = JSON.stringify(value);
    return text.length > TEXT_CAP ? `${text.slice(0, TEXT_CAP)}…` : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (typeof value === 'function') return 'ƒ';
  return typeof value;
}

function Items({ value }: { value: Branch }) {
  const entries = entriesOf(value);
  const hidden = entries.length - BRANCH_CAP;
  return (
    <ul className={styles.list}>
      {entries.slice(0, BRANCH_CAP).map(([key, inner]) => (
        <Item key={key} name={key} value={inner} />
      ))}
      {hidden > 0 && <li className={styles.more}>{copy.more(hidden)}</li>}
    </ul>
  );
}

function Item({ name, value }: { name: string; value: unknown }) {
  const [open, setOpen] = useState(false);
  if (!isBranch(value) || entriesOf(value).length === 0) {
    const empty = Array.isArray(value) ? '[]' : isBranch(value) ? '{}' : null;
    return (
      <li className={styles.leaf}>
        <span className={styles.key}>{name}:</span> <span className={styles.value}>{empty ?? leafText(value)}</span>
      </li>
    );
  }
  const count = entriesOf(value).length;
  return (
    <li>
      <Button variant="unstyled" className={styles.toggle} aria-expanded={open} onPress={() => setOpen(!open)}>
        <span className={styles.marker} aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className={styles.key}>{name}:</span>{' '}
        <span className={styles.summary}>
          {Array.isArray(value) ? copy.listSummary(count) : copy.objectSummary(count)}
        </span>
      </Button>
      {open && <Items value={value} />}
    </li>
  );
}

/**
 * An actor's context as a tree whose branches open one by one. Secrets and personal data are removed before anything
 * is shown, as in the event log: a QA engineer's screen is shared and recorded too.
 */
export function ContextTree({ context }: { context: unknown }) {
  const safe = useMemo(() => redact(context), [context]);
  if (!isBranch(safe)) return <p className={styles.value}>{leafText(safe)}</p>;
  if (entriesOf(safe).length === 0) return <p className={styles.empty}>{copy.emptyContext}</p>;
  return <Items value={safe} />;
}
