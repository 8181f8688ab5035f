import { useMemo } from 'react';
import { useAppActorRef } from '../../../platform/machines/use-app-machine';
import { usePublicationList, type PortalPublication } from './publications-api';
import { portalsCopy } from './portals-copy';
import { formatInteger } from '../../../kernel/polish';
import { publicationOrderMachine } from './publication-order.machine';
import { newCartPublication } from '../../../kernel/cart-items';
import { isPortalOrderBy, updateFilters, type PublicationSearch } from '../../../kernel/portal-search';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table';
import { totalLabel } from '../../../ui/pagination';
import { useCartActions } from '../../cart';
import { ResultsView } from '../../../kit/lists/results-view';
import { ExportButton } from './export-button';
import { publicationColumns } from './publication-columns';
import { PublicationOrderDialog } from './publication-order-dialog';
import type { CatalogueChange } from './use-catalogue-search-url';
import styles from './portals.module.css';

const copy = portalsCopy.publications;
const NO_ROWS: PortalPublication[] = [];

export interface PublicationResultsProps {
  search: PublicationSearch;
  onChange: CatalogueChange<PublicationSearch>;
  onReset: () => void;
}

/** The order popup's machine; an added order goes into the cart as a new entry, with its own uuid. */
function useOrderActor() {
  const cart = useCartActions();
  return useAppActorRef(
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
  const order = useOrderActor();
  const columns = useMemo(() => publicationColumns((portal) => order.send({ type: 'order.open', portal })), [order]);
  const sort = useMemo(() => ({ column: search.orderby, direction: search.order }), [search.orderby, search.order]);
  const data = list.data;
  return (
    <>
      <ResultsView
        copy={copy}
        request={list}
        total={data?.total}
        resetLabel={portalsCopy.filters.reset}
        onReset={onReset}
        // "Pokaż więcej" has its own spinner; a failed later page leaves the rows shown (below).
        waiting={list.isFetching && !list.isFetchingNextPage}
        failed={list.isError && !data}
        toolbar={
          <div className={styles.toolbar}>
            <ExportButton search={search} />
          </div>
        }
      >
        <DataTable
          label={copy.table}
          columns={columns}
          rows={data?.rows ?? NO_ROWS}
          rowKey={(portal) => portal.id}
          sort={sort}
          onSortChange={({ column, direction }) => {
            if (isPortalOrderBy(column)) onChange((s) => updateFilters(s, { orderby: column, order: direction }));
          }}
          // A new filter keeps the previous list on screen, dimmed, until its first page arrives.
          busy={list.isPending || list.isPlaceholderData}
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
              <Button variant="secondary" isPending={list.isFetchingNextPage} onPress={() => void list.fetchNextPage()}>
                {copy.more}
              </Button>
            ) : (
              data.rows.length > 0 && <p>{copy.allShown}</p>
            )}
          </div>
        )}
      </ResultsView>
      {/* A modal: it opens over the page wherever it is rendered. */}
      <PublicationOrderDialog actor={order} />
    </>
  );
}
