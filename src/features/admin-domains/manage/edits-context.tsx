import { useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Domain } from '../admin-domains-api';
import type { adminDomainEditsMachine } from '../admin-domain-edits.machine';
import {
  changeOf,
  currentValue,
  isPending,
  pendingValue,
  type ChangeField,
  type PendingValues,
} from '../../../kernel/admin-domain-changes';
import { createRequiredContext } from '../../../kit/required-context';
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

/** The screen provides the edits (`EditsProvider`); its table's cells read them (`useManageEdits`). */
export const [EditsProvider, useManageEdits] = createRequiredContext<ManageEdits>('useManageEdits', 'EditsProvider');

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

const subscribers = new WeakMap<EditsActor, (onChange: () => void) => () => void>();

/**
 * The actor's subscribe for useSyncExternalStore, one per actor. The cells read the actor with React's own hook
 * rather than @xstate/react's useSelector: a 1000-row page mounts rows on every frame while it scrolls, and the
 * selectors' own hooks and callbacks allocated a large share of all that a pass through the page did (a sampling heap
 * profile, docs/performance.md), which the garbage collector then spends long tasks on.
 */
function subscribeTo(actor: EditsActor): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(actor);
  if (!subscribe) {
    subscribe = (onChange) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    };
    subscribers.set(actor, subscribe);
  }
  return subscribe;
}

const NO_CHANGES: readonly never[] = [];

/**
 * One cell's view of the pending edits. It selects only its own domain's entry and marks, which keep their identity
 * while other domains change, so an edit re-renders the edited row and not the whole table.
 */
export function useCellState<F extends ChangeField>(domain: Domain, field: F): CellState<F> {
  const { actor, drafts } = useManageEdits();
  const subscribe = subscribeTo(actor);
  const entry = useSyncExternalStore(subscribe, () => changeOf(actor.getSnapshot().context.changes, domain.id));
  const failure = useSyncExternalStore(subscribe, () => actor.getSnapshot().context.failed[domain.id]?.[field]);
  const draft = useSyncExternalStore(drafts.subscribe, () => drafts.get(domain.id, field));
  const list = entry ? [entry] : NO_CHANGES;
  return {
    value: pendingValue(list, domain, field),
    current: currentValue(domain, field),
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
  const subscribe = subscribeTo(actor);
  const pending = useSyncExternalStore(
    subscribe,
    () => changeOf(actor.getSnapshot().context.changes, id) !== undefined,
  );
  const marks = useSyncExternalStore(subscribe, () => actor.getSnapshot().context.failed[id]);
  const hasDraft = useSyncExternalStore(drafts.subscribe, () =>
    (['price', 'rent_price', 'tags', 'industries'] as const).some((field) => drafts.get(id, field) !== undefined),
  );
  const rowMessages = marks
    ? Object.entries(marks).filter(([field]) => !['price', 'rent_price', 'tags', 'industries'].includes(field))
    : [];
  return { pending: pending || hasDraft, rowMessages: rowMessages.flatMap(([, messages]) => messages) };
}
