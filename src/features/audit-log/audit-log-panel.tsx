import { useId } from 'react';
import { useAuditLog, type AuditEntity } from './audit-log-api';
import { auditLogCopy as copy } from './audit-log-copy';
import { PagedTable } from '../../kit/lists/paged-table';
import { useLocalPaging } from '../../kit/lists/use-paged-search';
import { AUDIT_LOG_COLUMNS } from './audit-log-columns';
import styles from './audit-log.module.css';

const PER_PAGE_OPTIONS = [10, 30, 100];
// Newest first, always: no column sorts. An empty log is the table's empty row, under the panel's heading.
const LIST_COPY = { ...copy, itemForms: copy.entryForms };
// A log that fits the smallest page needs no pages.
const beyondOnePage = (total: number) => total > PER_PAGE_OPTIONS[0]!;

/**
 * "Historia zmian": the audit log of one domain, user or order, newest first, with who changed what and how. The
 * page is the panel's own (not the URL's): it sits on a screen whose URL belongs to that screen.
 */
export function AuditLogPanel({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const headingId = useId();
  const paging = useLocalPaging(PER_PAGE_OPTIONS);
  const query = useAuditLog({ entity, entity_id: entityId, page: paging.page, per_page: paging.perPage });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.title}</h2>
      <PagedTable
        copy={LIST_COPY}
        request={query}
        columns={AUDIT_LOG_COLUMNS}
        paging={paging}
        showPager={beyondOnePage}
      />
    </section>
  );
}
