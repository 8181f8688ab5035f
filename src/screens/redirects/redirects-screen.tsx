import { useCallback, useMemo } from 'react';
import { useMyRedirects, type Redirect } from '../../api/redirects';
import { redirectsCopy as copy } from '../../i18n/redirects';
import { redirectPhase } from '../../model/redirect';
import {
  REDIRECT_PER_PAGE_OPTIONS,
  defaultRedirectSearch,
  isRedirectPageTurn,
  parseRedirectSearch,
  redirectSearchParams,
} from '../../model/redirect-search';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { ResultsView } from '../shared/results-view';
import { RouteLink } from '../shared/route-link';
import { useSearchUrl } from '../shared/use-search-url';
import { REDIRECT_COLUMNS, redirectRowClass } from './redirect-columns';
import styles from './redirects.module.css';

const CODEC = { parse: parseRedirectSearch, toParams: redirectSearchParams, isPageTurn: isRedirectPageTurn };
const PER_PAGE = [...REDIRECT_PER_PAGE_OPTIONS];
const NO_ROWS: Redirect[] = [];
// Newest first, always: no column sorts, so the table never reports a sort.
const noSort = () => undefined;

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
  const { search, change } = useSearchUrl(CODEC);
  const query = useMyRedirects(useMemo(() => ({ page: search.page, per_page: search.per_page }), [search]));
  const result = query.data;
  const reset = useCallback(() => change(() => defaultRedirectSearch()), [change]);
  const expiring = (result?.data ?? NO_ROWS).filter((r) => redirectPhase(r, new Date()) === 'expiring').length;

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      {result !== undefined && !query.isPlaceholderData && result.total === 0 && search.page === 1 ? (
        <NoRedirects />
      ) : (
        <ResultsView
          copy={copy.list}
          request={query}
          total={result?.total}
          resetLabel={copy.list.emptyLink}
          onReset={reset}
          toolbar={expiring > 0 ? <Alert tone="warning">{copy.list.expiringNotice(expiring)}</Alert> : undefined}
        >
          <DataTable
            label={copy.list.table}
            columns={REDIRECT_COLUMNS}
            rows={result?.data ?? NO_ROWS}
            rowKey={(redirect) => redirect.id}
            rowClassName={redirectRowClass}
            sort={null}
            onSortChange={noSort}
            busy={query.isPending || query.isPlaceholderData}
            empty={copy.list.empty}
          />
          {result && result.total > 0 && (
            <Pagination
              label={copy.list.pagination}
              page={search.page}
              lastPage={result.last_page}
              perPage={search.per_page}
              perPageOptions={PER_PAGE}
              total={result.total}
              totalIsCapped={result.total_is_capped}
              itemForms={copy.redirectForms}
              onPageChange={(page) => change((s) => ({ ...s, page }), { immediate: true })}
              onPerPageChange={(perPage) => change(() => ({ per_page: perPage, page: 1 }))}
            />
          )}
        </ResultsView>
      )}
    </Page>
  );
}
