import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useDomainListChecker, useDraftImporter } from './check-details-api';
import { checkDetailsCopy as copy } from './check-details-copy';
import { checkDetailsMachine, importableNames } from './check-details.machine';
import { domainListError, parseDomainList } from '../../kernel/domain-list-input';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { Page } from '../../ui/page';
import { TextAreaField } from '../../ui/text-area-field';
import { saveFile } from '../../ui/save-file';
import { useToast } from '../../kit/toasts';
import { checkDetailsColumns } from './check-details-columns';
import { checkDetailsCsv } from './check-details-csv';
import styles from './check-details.module.css';

// The answer comes in the order pasted; no column sorts it again.
const noSort = () => undefined;

/**
 * /check-details ("Sprawdź szczegóły"): the administrator pastes up to 500 names and sees for each whether it is in
 * the catalogue (status, price, metrics), not in it (the metrics provider's numbers) or invalid (why). The unknown
 * names can be imported as drafts after a confirmation; the table can be saved as CSV.
 */
export default function CheckDetailsScreen({ title }: { title: string }) {
  const checkList = useDomainListChecker();
  const importDrafts = useDraftImporter();
  const toast = useToast();
  const latest = useRef({ checkList, importDrafts, toast });
  useEffect(() => {
    latest.current = { checkList, importDrafts, toast };
  });
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    checkDetailsMachine.provide({
      actors: {
        checkList: fromPromise(({ input }) => latest.current.checkList(input.text)),
        importDrafts: fromPromise(({ input }) => latest.current.importDrafts(input.names)),
      },
      actions: {
        showImported: (_, { imported }) =>
          latest.current.toast('success', copy.imported(imported.created, imported.skipped.length)),
      },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const { text, result, imported, problem } = state.context;
  const busy = state.hasTag('busy');
  const list = useMemo(() => parseDomainList(text), [text]);
  const listError = text.trim() === '' ? null : domainListError(list);
  const importable = importableNames(result).length;

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'check.submit' });
        }}
      >
        <TextAreaField
          label={copy.field.label}
          rows={10}
          value={text}
          onChange={(value) => send({ type: 'check.edit', text: value })}
          errorMessage={listError ?? undefined}
          description={copy.count(list.total, list.merged)}
        />
        <div>
          <Button
            type="submit"
            isPending={state.matches('checking')}
            isDisabled={busy || list.total === 0 || listError !== null}
          >
            {copy.check}
          </Button>
        </div>
      </form>
      {problem && <Alert tone="error">{problem}</Alert>}
      {result && (
        <section aria-label={copy.table}>
          <p role="status">{copy.merged(result.merged)}</p>
          {result.metrics_provider !== 'ok' && <Alert tone="info">{copy.provider[result.metrics_provider]}</Alert>}
          {imported && <Alert tone="success">{copy.imported(imported.created, imported.skipped.length)}</Alert>}
          <div className={styles.toolbar}>
            <Button variant="secondary" onPress={() => saveFile(checkDetailsCsv(result.data), copy.csvFileName)}>
              {copy.exportCsv}
            </Button>
            {importable > 0 && (
              <Button
                variant="primary"
                isDisabled={!state.can({ type: 'import.request' })}
                isPending={state.matches('importing')}
                onPress={() => send({ type: 'import.request' })}
              >
                {copy.importButton(importable)}
              </Button>
            )}
          </div>
          <DataTable
            label={copy.table}
            columns={checkDetailsColumns}
            rows={result.data}
            rowKey={(row) => row.name || row.input}
            sort={null}
            onSortChange={noSort}
            busy={busy}
          />
        </section>
      )}
      <ConfirmDialog
        isOpen={state.matches('confirmingImport')}
        title={copy.confirm.title}
        confirmLabel={copy.confirm.confirm}
        cancelLabel={copy.confirm.cancel}
        tone="primary"
        onConfirm={() => send({ type: 'import.confirm' })}
        onCancel={() => send({ type: 'import.cancel' })}
      >
        {copy.confirm.body(importable)}
      </ConfirmDialog>
    </Page>
  );
}
