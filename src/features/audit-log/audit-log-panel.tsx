import { useId, useState } from 'react';
import { useAuditLog, type AuditEntity, type AuditEntry } from './audit-log-api';
import { auditLogCopy as copy } from './audit-log-copy';
import { DataTable } from '../../ui/data-table';
import { LoadFailed } from '../../ui/load-failed';
import { Pagination } from '../../ui/pagination';
import { ResultsLoading } from '../../kit/lists/results-states';
import { AUDIT_LOG_COLUMNS } from './audit-log-columns';
import styles from './audit-log.module.css';

const PER_PAGE_OPTIONS = [10, 30, 100];
const NO_ROWS: AuditEntry[] = [];
// Newest first, always: no column sorts.
const noSort = () => undefined;

/**
 * "Historia zmian": the audit log of one domain, user or order, newest first, with who changed what and how. The
 * page is the panel's own (not the URL's): it sits on a screen whose URL belongs to that screen.
 */
export function AuditLogPanel({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE_OPTIONS[0]!);
  const query = useAuditLog({ entity, entity_id: entityId, page, per_page: perPage });
  const result = query.data;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.title}</h2>
      {query.isError ? (
        <LoadFailed
          text={copy.failed}
          reason={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.isPending && <ResultsLoading text={copy.loading} />}
          <DataTable
            label={copy.table}
            columns={AUDIT_LOG_COLUMNS}
            rows={result?.data ?? NO_ROWS}
            rowKey={(e) => e.id}
            sort={null}
            onSortChange={noSort}
            busy={query.isPending || query.isPlaceholderData}
            empty={copy.empty}
          />
          {result && result.total > PER_PAGE_OPTIONS[0]! && (
            <Pagination
              label={copy.pagination}
              page={page}
              lastPage={result.last_page}
              perPage={perPage}
              perPageOptions={PER_PAGE_OPTIONS}
              total={result.total}
              totalIsCapped={result.total_is_capped}
              itemForms={copy.entryForms}
              onPageChange={setPage}
              onPerPageChange={(next) => {
                setPerPage(next);
                setPage(1);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
