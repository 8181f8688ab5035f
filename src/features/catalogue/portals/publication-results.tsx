import { useMemo } from 'react';
import { useAppActorRef } from '../../../platform/machines/use-app-machine';
import { usePublicationList } from './publications-api';
import { portalsCopy } from './portals-copy';
import { formatInteger } from '../../../kernel/polish';
import { publicationOrderMachine } from './publication-order.machine';
import { newCartPublication } from '../../../kernel/cart-items';
import { PORTAL_ORDER_BY, type PublicationSearch } from '../../../kernel/portal-search';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { totalLabel } from '../../../ui/pagination';
import { useCartActions } from '../../cart';
import { PagedTable } from '../../../kit/lists/paged-table';
import { useServerSort } from '../../../kit/lists/use-paged-search';
import { ExportButton } from './export-button';
import { publicationColumns } from './publication-columns';
import { PublicationOrderDialog } from './publication-order-dialog';
import type { CatalogueChange } from './use-catalogue-search-url';
import styles from './portals.module.css';

const copy = portalsCopy.publications;
const LIST_COPY = { ...copy, reset: portalsCopy.filters.reset, itemForms: copy.forms };
// A sort renders in React's transition, as the catalogue's filters do.
const IN_TRANSITION = { immediate: false };

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
  const sorting = useServerSort(search, onChange, PORTAL_ORDER_BY, IN_TRANSITION);
  const data = list.data;
  const more = data && !list.isPlaceholderData && (
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
  );
  return (
    <>
      <PagedTable
        copy={LIST_COPY}
        request={list}
        columns={columns}
        sorting={sorting}
        onReset={onReset}
        // "Pokaż więcej" has its own spinner; a failed later page leaves the rows shown (below).
        waiting={list.isFetching && !list.isFetchingNextPage}
        failed={list.isError && !data}
        toolbar={
          <div className={styles.toolbar}>
            <ExportButton search={search} />
          </div>
        }
        footer={more}
      />
      {/* A modal: it opens over the page wherever it is rendered. */}
      <PublicationOrderDialog actor={order} />
    </>
  );
}
