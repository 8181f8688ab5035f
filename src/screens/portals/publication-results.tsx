import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { usePublicationList, type PortalPublication } from '../../api/publications';
import { portalsCopy } from '../../i18n/portals';
import { formatInteger } from '../../i18n/format';
import { publicationOrderMachine } from '../../machines/publication-order.machine';
import { newCartPublication } from '../../model/cart-items';
import { isPortalOrderBy, updateFilters, type PublicationSearch } from '../../model/portal-search';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { totalLabel } from '../../ui/pagination';
import { useCartActions } from '../shared/cart-hooks';
import { useSlow } from '../domains/use-slow';
import { ExportButton } from './export-button';
import { publicationColumns } from './publication-columns';
import { PublicationOrderDialog } from './publication-order-dialog';
import type { CatalogueChange } from './use-catalogue-search-url';
import { ResultsEmpty, ResultsFailed, ResultsLoading } from '../shared/results-states';
import styles from './portals.module.css';

const copy = portalsCopy.publications;
const NO_ROWS: PortalPublication[] = [];

export interface PublicationResultsProps {
  search: PublicationSearch;
  onChange: CatalogueChange<PublicationSearch>;
  onReset(): void;
}

/** The order popup's machine; an added order goes into the cart as a new entry, with its own uuid. */
function useOrderActor() {
  const cart = useCartActions();
  return useActorRef(
    publicationOrderMachine.provide({
      actions: { addToCart: (_, { order }) => cart.togglePublication(newCartPublication(order)) },
    }),
  );
}

/**
 * The portals offering publications that match: the table, "Pokaż więcej" appending the next page, the export, the
 * order popup, or the empty, failed or slow state.
 */
export function PublicationResults({ search, onChange, onReset }: PublicationResultsProps) {
  const list = usePublicationList(search);
  const slow = useSlow(list.isFetching && !list.isFetchingNextPage);
  const order = useOrderActor();
  const columns = useMemo(() => publicationColumns((portal) => order.send({ type: 'order.open', portal })), [order]);
  const sort = useMemo(() => ({ column: search.orderby, direction: search.order }), [search.orderby, search.order]);
  const data = list.data;
  // A new filter keeps the previous list on screen, dimmed, until its first page arrives.
  const busy = list.isPending || list.isPlaceholderData;

  if (list.isError && !data) {
    return (
      <section className={styles.results} aria-label={copy.region}>
        <ResultsFailed
          text={copy.failed}
          reason={list.error.message}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      </section>
    );
  }

  const nothingFound = data !== undefined && !list.isPlaceholderData && data.total === 0;
  return (
    <section className={styles.results} aria-label={copy.region}>
      <div className={styles.toolbar}>
        <ExportButton search={search} />
      </div>
      {slow && <Alert tone="info">{copy.slow}</Alert>}
      {nothingFound ? (
        <ResultsEmpty text={copy.empty} resetLabel={portalsCopy.filters.reset} onReset={onReset} />
      ) : (
        <>
          {list.isPending && !slow && <ResultsLoading text={copy.loading} />}
          <DataTable
            label={copy.table}
            columns={columns}
            rows={data?.rows ?? NO_ROWS}
            rowKey={(portal) => portal.id}
            sort={sort}
            onSortChange={({ column, direction }) => {
              if (isPortalOrderBy(column)) onChange((s) => updateFilters(s, { orderby: column, order: direction }));
            }}
            busy={busy}
            empty={copy.empty}
          />
          {data && !list.isPlaceholderData && (
            <div className={styles.more}>
              <p role="status">
                {copy.shown(formatInteger(data.rows.length), totalLabel(data.total, data.totalIsCapped, copy.forms))}
              </p>
              {/* A later page, or a refetch of the shown ones, failed: the rows already shown stay. */}
              {list.isError && (
                <Alert tone="error">{`${list.isFetchNextPageError ? copy.moreFailed : copy.failed} ${list.error.message}`}</Alert>
              )}
              {list.hasNextPage ? (
                <Button
                  variant="secondary"
                  isPending={list.isFetchingNextPage}
                  onPress={() => void list.fetchNextPage()}
                >
                  {copy.more}
                </Button>
              ) : (
                data.rows.length > 0 && <p>{copy.allShown}</p>
              )}
            </div>
          )}
        </>
      )}
      <PublicationOrderDialog actor={order} />
    </section>
  );
}
