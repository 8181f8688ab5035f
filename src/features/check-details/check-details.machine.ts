import { assign, fromPromise, setup } from 'xstate';
import type { Schemas, SuccessOf } from '../../contract/types';
import { domainListError, parseDomainList } from '../../kernel/domain-list-input';
import { callFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

type CheckResult = SuccessOf<'adminCheckDetails'>;
type ImportResult = SuccessOf<'adminImportCheckedDomains'>;

export interface CheckDetailsContext {
  text: string;
  /** The last answer, kept while its rows are shown (also after an import, as they were checked). */
  result: CheckResult | null;
  imported: ImportResult | null;
  /** Why the last check or import did not happen. */
  problem: string | null;
}

export type CheckDetailsEvent =
  | { type: 'check.edit'; text: string }
  | { type: 'check.submit' }
  | { type: 'import.request' }
  | { type: 'import.confirm' }
  | { type: 'import.cancel' };

/** The valid names of a check that are not in the catalogue: what "Importuj nieznane jako szkice" adds. */
export function importableNames(result: CheckResult | null): string[] {
  return (result?.data ?? [])
    .filter((row: Schemas['DomainCheck']) => row.state === 'not_in_catalogue')
    .map((row) => row.name);
}

/**
 * "Sprawdź szczegóły": the admin edits the list, checks it (tag busy), reads the results, and may import the unknown
 * names as drafts after a confirmation. The screen provides `checkList` and `importDrafts`, and reacts to
 * `showImported` (a toast). A list the model refuses (empty, over 500 names) is never sent.
 */
export const checkDetailsMachine = setup({
  types: {
    context: {} as CheckDetailsContext,
    events: {} as CheckDetailsEvent,
  },
  actors: {
    checkList: fromPromise<CheckResult, { text: string }>(notProvided('checkList')),
    importDrafts: fromPromise<ImportResult, { names: string[] }>(notProvided('importDrafts')),
  },
  actions: {
    showImported: (_, _params: { imported: ImportResult }) => {},
  },
  guards: {
    isCheckable: ({ context }) => domainListError(parseDomainList(context.text)) === null,
    hasImportable: ({ context }) => importableNames(context.result).length > 0,
  },
}).createMachine({
  id: 'checkDetails',
  context: { text: '', result: null, imported: null, problem: null },
  initial: 'editing',
  on: {
    // Changing the list makes the shown results stale, whatever the state (a running call's answer is dropped).
    'check.edit': {
      target: '.editing',
      actions: assign(({ event }) => ({ text: event.text, result: null, imported: null, problem: null })),
    },
  },
  states: {
    editing: {
      on: { 'check.submit': { guard: 'isCheckable', target: 'checking' } },
    },
    checking: {
      tags: ['busy'],
      entry: assign({ problem: null, imported: null }),
      invoke: {
        src: 'checkList',
        input: ({ context }) => ({ text: context.text }),
        onDone: { target: 'results', actions: assign(({ event }) => ({ result: event.output })) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ problem: callFailureOf(event.error).message })),
        },
      },
    },
    results: {
      on: {
        'check.submit': { guard: 'isCheckable', target: 'checking' },
        'import.request': { guard: 'hasImportable', target: 'confirmingImport' },
      },
    },
    confirmingImport: {
      on: {
        'import.confirm': { target: 'importing' },
        'import.cancel': { target: 'results' },
      },
    },
    importing: {
      tags: ['busy'],
      entry: assign({ problem: null }),
      invoke: {
        src: 'importDrafts',
        input: ({ context }) => ({ names: importableNames(context.result) }),
        onDone: {
          target: 'imported',
          actions: [
            assign(({ event }) => ({ imported: event.output })),
            { type: 'showImported', params: ({ event }) => ({ imported: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ problem: callFailureOf(event.error).message })),
        },
      },
    },
    imported: {
      on: { 'check.submit': { guard: 'isCheckable', target: 'checking' } },
    },
    failed: {
      on: {
        'check.submit': { guard: 'isCheckable', target: 'checking' },
        'import.request': { guard: 'hasImportable', target: 'confirmingImport' },
      },
    },
  },
});
