import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Domain } from '../../../api/admin-domains';
import type { adminDomainEditsMachine } from '../../../machines/admin-domain-edits.machine';
import {
  changeOf,
  isPending,
  pendingValue,
  type ChangeField,
  type PendingValues,
} from '../../../model/admin-domain-changes';
import type { Draft, DraftStore } from './draft-store';

export type EditsActor = ActorRefFrom<typeof adminDomainEditsMachine>;

export interface CategoryOption {
  id: number;
  name: string;
}

/** What the table's cells share with the screen above it. */
export interface ManageEdits {
  actor: EditsActor;
  drafts: DraftStore;
  categories: { tags: readonly CategoryOption[]; industries: readonly CategoryOption[] };
  /** Records an edit of one field of a domain as a change entry (merged per spec section 4). */
  edit: <F extends ChangeField>(domain: Domain, field: F, value: PendingValues[F]) => void;
  /** Undoes one domain's edits, its invalid drafts included. */
  discard: (id: number) => void;
}

const EditsContext = createContext<ManageEdits | null>(null);

export const EditsProvider = EditsContext.Provider;

export function useManageEdits(): ManageEdits {
  const edits = useContext(EditsContext);
  if (!edits) throw new Error('useManageEdits outside EditsProvider');
  return edits;
}

export interface CellState<F extends ChangeField> {
  /** The value the domain will have once saved. */
  value: PendingValues[F];
  /** The value it has now. */
  current: PendingValues[F];
  changed: boolean;
  /** The server's reasons for refusing this field in the last save. */
  failure: string[] | undefined;
  draft: Draft | undefined;
}

/**
 * One cell's view of the pending edits. It selects only its own domain's entry and marks, which keep their identity
 * while other domains change, so an edit re-renders the edited row and not the whole table.
 */
export function useCellState<F extends ChangeField>(domain: Domain, field: F): CellState<F> {
  const { actor, drafts } = useManageEdits();
  const entry = useSelector(actor, (s) => changeOf(s.context.changes, domain.id));
  const failure = useSelector(actor, (s) => s.context.failed[domain.id]?.[field]);
  const draft = useSyncExternalStore(drafts.subscribe, () => drafts.get(domain.id, field));
  const list = entry ? [entry] : [];
  return {
    value: pendingValue(list, domain, field),
    current: pendingValue([], domain, field),
    changed: isPending(list, domain.id, field),
    failure,
    draft,
  };
}

/** How many cells hold a value that is not valid yet. */
export function useDraftCount(drafts: DraftStore): number {
  return useSyncExternalStore(drafts.subscribe, () => drafts.size);
}

/** Whether the domain has a pending entry, an invalid draft or a refusal that is not about one of its fields. */
export function useRowState(id: number) {
  const { actor, drafts } = useManageEdits();
  const pending = useSelector(actor, (s) => changeOf(s.context.changes, id) !== undefined);
  const marks = useSelector(actor, (s) => s.context.failed[id]);
  const hasDraft = useSyncExternalStore(drafts.subscribe, () =>
    (['price', 'rent_price', 'tags', 'industries'] as const).some((field) => drafts.get(id, field) !== undefined),
  );
  const rowMessages = marks
    ? Object.entries(marks).filter(([field]) => !['price', 'rent_price', 'tags', 'industries'].includes(field))
    : [];
  return { pending: pending || hasDraft, rowMessages: rowMessages.flatMap(([, messages]) => messages) };
}
