import { useCallback, useMemo } from 'react';
import { useMyRedirects, type Redirect } from './redirects-api';
import { redirectsCopy as copy } from './redirects-copy';
import { redirectPhase } from '../../kernel/redirect';
import { REDIRECT_PER_PAGE_OPTIONS, defaultRedirectSearch, redirectSearch } from '../../kernel/redirect-search';
import { Alert } from '../../ui/alert';
import { Page } from '../../ui/page';
import { PagedTable } from '../../kit/lists/paged-table';
import { RouteLink } from '../../platform/router/route-link';
import { usePaging } from '../../kit/lists/use-paged-search';
import { useSearchUrl } from '../../platform/router/use-search-url';
import { REDIRECT_COLUMNS, redirectRowClass } from './redirect-columns';
import styles from './redirects.module.css';

const NO_ROWS: Redirect[] = [];
const LIST_COPY = { ...copy.list, reset: copy.list.emptyLink, itemForms: copy.redirectForms };

/** No rental yet: say so, and point to the domains that can be rented as 301 redirects. */
function NoRedirects() {
  return (
    <div className={styles.empty} role="status">
      <p>{copy.list.empty}</p>
      <RouteLink to="/domain-list">{copy.list.emptyLink}</RouteLink>
    </div>
  );
}

/**
 * /redirects ("Przekierowania"): the customer's 301 rentals with domain, target, period, dates and status, paged on
 * the server with the page in the URL. Those ending within 7 days are counted above the table and highlighted.
 */
export default function RedirectsScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(redirectSearch);
  const query = useMyRedirects(useMemo(() => redirectSearch.toApiQuery(search), [search]));
  const result = query.data;
  const paging = usePaging(search, change, REDIRECT_PER_PAGE_OPTIONS);
  const reset = useCallback(() => change(() => defaultRedirectSearch()), [change]);
  const expiring = (result?.data ?? NO_ROWS).filter((r) => redirectPhase(r, new Date()) === 'expiring').length;

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      {result !== undefined && !query.isPlaceholderData && result.total === 0 && search.page === 1 ? (
        <NoRedirects />
      ) : (
        <PagedTable
          copy={LIST_COPY}
          request={query}
          columns={REDIRECT_COLUMNS}
          rowClassName={redirectRowClass}
          paging={paging}
          onReset={reset}
          toolbar={expiring > 0 ? <Alert tone="warning">{copy.list.expiringNotice(expiring)}</Alert> : undefined}
        />
      )}
    </Page>
  );
}
