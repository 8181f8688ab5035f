import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Domain } from '../admin-domains-api';
import {
  changesNothing,
  editOf,
  mergeChange,
  type ChangeField,
  type PendingValues,
} from '../../../kernel/admin-domain-changes';
import type { AdminDomainSearch } from '../../../kernel/admin-domain-search';
import type { DraftStore } from './draft-store';
import type { EditsActor, ManageEdits } from './edits-context';

/**
 * Turns cell edits into the machine's events and remembers, per domain, its name and the table query it was edited
 * on, so a failing domain can be named and shown again even after the admin has paged elsewhere.
 */
export function useEditRecorder(actor: EditsActor, drafts: DraftStore, search: AdminDomainSearch) {
  const origins = useRef(new Map<number, AdminDomainSearch>());
  const names = useRef(new Map<number, string>());
  // Edits come from events, after the render that showed the search has been committed.
  const currentSearch = useRef(search);
  useLayoutEffect(() => {
    currentSearch.current = search;
  }, [search]);

  const handlers = useMemo<Pick<ManageEdits, 'edit' | 'discard'>>(
    () => ({
      edit<F extends ChangeField>(domain: Domain, field: F, value: PendingValues[F]) {
        origins.current.set(domain.id, currentSearch.current);
        names.current.set(domain.id, domain.name);
        const entry = editOf(domain.id, field, value);
        const snapshot = actor.getSnapshot();
        // Typing a value back to what it was undoes the entry, so the bar counts only real changes. Not while a
        // save runs: the domain's values on screen are then about to change.
        if (!snapshot.hasTag('busy') && changesNothing(mergeChange(snapshot.context.changes, entry), domain)) {
          actor.send({ type: 'edits.discard', id: domain.id });
        } else {
          actor.send({ type: 'edits.change', entry });
        }
      },
      discard(id: number) {
        drafts.clear(id);
        actor.send({ type: 'edits.discard', id });
      },
    }),
    [actor, drafts],
  );

  return {
    handlers,
    /** The table search the domain was last edited on. */
    originOf: (id: number): AdminDomainSearch | undefined => origins.current.get(id),
    nameOf: (id: number): string | undefined => names.current.get(id),
  };
}
