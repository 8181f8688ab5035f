import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  clearChanges,
  failedNamesOf,
  failuresOf,
  mergeChange,
  removeChange,
  type AdminDomainChange,
  type AdminDomainChangeInput,
  type FailedChanges,
} from '../../kernel/admin-domain-changes';
import { callFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

export interface AdminDomainEditsContext {
  /** The pending entries, one per domain, in the order they were first edited. */
  changes: AdminDomainChange[];
  /** What the last save sent, to tell an edit made while it ran from one it applied. */
  sending: AdminDomainChange[];
  /** Why the server refused each entry of the last save, by domain id and field. */
  failed: FailedChanges;
  /** The failing domains' names, as the server gave them (they may be on another page of the table). */
  failedNames: Record<number, string>;
  /** The last failure's message. */
  error: string | null;
}

export type AdminDomainEditsEvent =
  | { type: 'edits.change'; entry: AdminDomainChangeInput }
  | { type: 'edits.discard'; id: number }
  | { type: 'edits.clear' }
  | { type: 'edits.save' };

export interface SaveResult {
  message: string;
}

/** The failure marks without the fields an edit touched: the user is fixing them. */
function withoutFixed(failed: FailedChanges, entry: AdminDomainChangeInput): FailedChanges {
  const marks = failed[entry.id];
  if (!marks) return failed;
  const touched = new Set(Object.entries(entry).flatMap(([field, value]) => (value === undefined ? [] : [field])));
  const left = Object.fromEntries(Object.entries(marks).filter(([field]) => !touched.has(field)));
  const { [entry.id]: _fixed, ...rest } = failed;
  return Object.keys(left).length > 0 ? { ...rest, [entry.id]: left } : rest;
}

function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

/** A refusal's message goes once every entry it named is fixed or undone; any other failure's stays until the next save. */
function errorAfter(context: AdminDomainEditsContext, failed: FailedChanges): string | null {
  const hadMarks = Object.keys(context.failed).length > 0;
  return hadMarks && Object.keys(failed).length === 0 ? null : context.error;
}

const same = (a: AdminDomainChange, b: AdminDomainChange | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The administrators' pending domain edits (spec section 4): every edit is merged into one list keyed by domain id,
 * and one save sends the whole list as one bulk update. The server applies all or nothing, so a refusal keeps every
 * entry and marks the failing ones. The `save` actor is provided by the screen.
 */
export const adminDomainEditsMachine = setup({
  types: { context: {} as AdminDomainEditsContext, events: {} as AdminDomainEditsEvent },
  actors: {
    save: fromPromise<SaveResult, { changes: AdminDomainChange[] }>(notProvided('save')),
  },
  actions: {
    /** Lets the screen show the server's message. */
    notifySaved: (_, _params: { message: string }) => {},
    change: assign(({ context, event }) => {
      assertEvent(event, 'edits.change');
      const { entry } = event;
      const failed = withoutFixed(context.failed, entry);
      return { changes: mergeChange(context.changes, entry), failed, error: errorAfter(context, failed) };
    }),
    discard: assign(({ context, event }) => {
      assertEvent(event, 'edits.discard');
      const { id } = event;
      const failed = without(context.failed, id);
      return {
        changes: removeChange(context.changes, id),
        failed,
        failedNames: without(context.failedNames, id),
        error: errorAfter(context, failed),
      };
    }),
    clear: assign({ changes: () => clearChanges(), failed: {}, failedNames: {}, error: null }),
  },
  guards: {
    hasChanges: ({ context }) => context.changes.length > 0,
  },
}).createMachine({
  id: 'adminDomainEdits',
  context: { changes: [], sending: [], failed: {}, failedNames: {}, error: null },
  // Edits are taken in both states: what the user types while a save runs is kept for the next one.
  on: {
    'edits.change': { actions: 'change' },
    'edits.discard': { actions: 'discard' },
    'edits.clear': { actions: 'clear' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: { 'edits.save': { guard: 'hasChanges', target: 'saving' } },
    },
    saving: {
      tags: ['busy'],
      entry: assign(({ context }) => ({ sending: context.changes, error: null })),
      invoke: {
        src: 'save',
        input: ({ context }) => ({ changes: context.sending }),
        onDone: {
          target: 'editing',
          actions: [
            // Only what was sent is done; an entry edited or added meanwhile stays pending.
            assign(({ context }) => ({
              changes: context.changes.filter(
                (entry) =>
                  !same(
                    entry,
                    context.sending.find((s) => s.id === entry.id),
                  ),
              ),
              sending: [],
              failed: {},
              failedNames: {},
            })),
            { type: 'notifySaved', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          // Nothing was applied: every entry stays. A refusal names the failing ones; after a lost connection or a
          // 500 nothing was checked, so the marks of the last refusal still stand.
          actions: assign(({ context, event }) => {
            const failure = callFailureOf(event.error);
            // The refusal has the shape of the BulkUpdateFailure body: `failed` entries, else `errors` by path.
            const refusal = failure.kind === 'validation' ? failure : null;
            return {
              error: failure.message,
              failed: refusal ? failuresOf(refusal, context.sending) : context.failed,
              failedNames: refusal ? failedNamesOf(refusal) : context.failedNames,
              sending: [],
            };
          }),
        },
      },
    },
  },
});
