import type { Domain } from '../admin-domains-api';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { Button } from '../../../ui/button';
import { RouteLink } from '../../../platform/router/route-link';
import { CellCategoryPicker, withKnown } from './category-picker';
import { useCellState, useManageEdits, useRowState } from './edits-context';
import styles from './manage.module.css';

/** The id a row's first element carries, so the changes bar can bring a failing domain into view. */
export function rowAnchorId(id: number): string {
  return `manage-domain-${id}`;
}

/** Tags or industries of a domain, chosen in its row. */
export function CategoryCell({ domain, kind }: { domain: Domain; kind: 'tags' | 'industries' }) {
  const { categories, edit } = useManageEdits();
  const cell = useCellState(domain, kind);
  return (
    <CellCategoryPicker
      ariaLabel={cell.changed ? copy.cells.changed(copy.cells[kind](domain.name)) : copy.cells[kind](domain.name)}
      options={withKnown(categories[kind], domain[kind])}
      value={cell.value}
      onChange={(ids) => edit(domain, kind, ids)}
      changed={cell.changed}
      errorMessage={cell.failure?.[0]}
    />
  );
}

/**
 * The domain's name, linking to its full edit form, with its status and type beneath. Two elements straight in the
 * cell, the meta one text node: a 1000-row page lays out and paints each row as it scrolls into view. The app's
 * RouteLink, not React Router's Link, whose hooks allocated a sizeable share of what one pass through the page did
 * and added to the time React spent mounting rows (heap and CPU profiles, docs/performance.md).
 */
export function NameCell({ domain }: { domain: Domain }) {
  return (
    <>
      <RouteLink
        id={rowAnchorId(domain.id)}
        to={`/manage/${domain.id}`}
        className={styles.nameLink}
        aria-label={copy.cells.edit(domain.name)}
      >
        {domain.name}
      </RouteLink>
      <span className={styles.nameMeta} data-status={domain.status}>
        {`${copy.statuses[domain.status]} · ${copy.types[domain.type]}`}
      </span>
    </>
  );
}

/** Undo for one row, and the server's reasons that concern the whole entry (e.g. an unknown domain). */
export function RowActionsCell({ domain }: { domain: Domain }) {
  const { discard } = useManageEdits();
  const row = useRowState(domain.id);
  if (!row.pending && row.rowMessages.length === 0) return null;
  return (
    <div className={styles.rowActions}>
      {row.pending && (
        <Button
          variant="ghost"
          className={styles.undo}
          aria-label={copy.cells.undoNamed(domain.name)}
          onPress={() => discard(domain.id)}
        >
          {copy.cells.undo}
        </Button>
      )}
      {row.rowMessages.map((message) => (
        <p key={message} className={styles.cellError}>
          {message}
        </p>
      ))}
    </div>
  );
}
