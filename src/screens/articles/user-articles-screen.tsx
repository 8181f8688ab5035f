import { useCallback, useMemo } from 'react';
import { useMyArticles, type UserArticle } from '../../api/user-articles';
import { articlesCopy as copy } from '../../i18n/articles';
import { USER_ARTICLE_STATUSES, isUserArticleStatus } from '../../model/user-article';
import {
  USER_ARTICLE_PER_PAGE_OPTIONS,
  isUserArticlePageTurn,
  parseUserArticleSearch,
  userArticleApiQuery,
  userArticleSearchParams,
} from '../../model/user-article-search';
import { DataTable } from '../../ui/data-table';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { RadioGroupField } from '../../ui/radio-group-field';
import { ResultsView } from '../shared/results-view';
import { RouteLink } from '../shared/route-link';
import { useSearchUrl } from '../shared/use-search-url';
import { ARTICLE_COLUMNS } from './article-columns';
import styles from './articles.module.css';

const CODEC = { parse: parseUserArticleSearch, toParams: userArticleSearchParams, isPageTurn: isUserArticlePageTurn };
const PER_PAGE = [...USER_ARTICLE_PER_PAGE_OPTIONS];
const NO_ROWS: UserArticle[] = [];
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: copy.filter.all },
  ...USER_ARTICLE_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] })),
];
// Newest first, always: no column sorts, so the table never reports a sort.
const noSort = () => undefined;

/** No publication at all yet: say so, and point to where publications are ordered. */
function NoPublications() {
  return (
    <div className={styles.empty} role="status">
      <p>{copy.list.empty}</p>
      <RouteLink to="/portals-publications">{copy.list.emptyLink}</RouteLink>
    </div>
  );
}

/**
 * /user-articles ("Moje publikacje"): every paid publication with its portal, offer type, link type and status,
 * paged on the server, the status filter and the page in the URL.
 */
export default function UserArticlesScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(CODEC);
  const query = useMyArticles(useMemo(() => userArticleApiQuery(search), [search]));
  const result = query.data;
  const reset = useCallback(() => change((s) => ({ ...s, status: null, page: 1 })), [change]);
  const nothingAtAll = result !== undefined && !query.isPlaceholderData && result.total === 0 && !search.status;

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      <RadioGroupField
        label={copy.filter.label}
        appearance="segments"
        options={STATUS_OPTIONS}
        value={search.status ?? ALL}
        onChange={(value) =>
          change((s) => ({ ...s, status: isUserArticleStatus(value) ? value : null, page: 1 }), { immediate: true })
        }
      />
      {nothingAtAll ? (
        <NoPublications />
      ) : (
        <ResultsView
          copy={{ ...copy.list, empty: copy.list.emptyFiltered }}
          request={query}
          total={result?.total}
          resetLabel={copy.filter.reset}
          onReset={reset}
        >
          <DataTable
            label={copy.list.table}
            columns={ARTICLE_COLUMNS}
            rows={result?.data ?? NO_ROWS}
            rowKey={(article) => article.id}
            sort={null}
            onSortChange={noSort}
            busy={query.isPending || query.isPlaceholderData}
            empty={copy.list.emptyFiltered}
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
              itemForms={copy.publicationForms}
              onPageChange={(page) => change((s) => ({ ...s, page }), { immediate: true })}
              onPerPageChange={(perPage) => change((s) => ({ ...s, per_page: perPage, page: 1 }))}
            />
          )}
        </ResultsView>
      )}
    </Page>
  );
}
