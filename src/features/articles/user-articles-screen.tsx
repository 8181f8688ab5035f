import { useCallback, useMemo } from 'react';
import { useMyArticles } from './user-articles-api';
import { articlesCopy as copy } from './articles-copy';
import { USER_ARTICLE_STATUSES, isUserArticleStatus } from '../../kernel/user-article';
import { USER_ARTICLE_PER_PAGE_OPTIONS, userArticleSearch } from '../../kernel/user-article-search';
import { Page } from '../../ui/page';
import { RadioGroupField } from '../../ui/radio-group-field';
import { PagedTable } from '../../kit/lists/paged-table';
import { RouteLink } from '../../platform/router/route-link';
import { usePaging } from '../../kit/lists/use-paged-search';
import { useSearchUrl } from '../../platform/router/use-search-url';
import { ARTICLE_COLUMNS } from './article-columns';
import styles from './articles.module.css';

const LIST_COPY = {
  ...copy.list,
  empty: copy.list.emptyFiltered,
  reset: copy.filter.reset,
  itemForms: copy.publicationForms,
};
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: copy.filter.all },
  ...USER_ARTICLE_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] })),
];

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
  const { search, change } = useSearchUrl(userArticleSearch);
  const query = useMyArticles(useMemo(() => userArticleSearch.toApiQuery(search), [search]));
  const paging = usePaging(search, change, USER_ARTICLE_PER_PAGE_OPTIONS);
  const reset = useCallback(() => change((s) => ({ ...s, status: null, page: 1 })), [change]);
  const nothingAtAll = query.data !== undefined && !query.isPlaceholderData && query.data.total === 0 && !search.status;

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
        <PagedTable copy={LIST_COPY} request={query} columns={ARTICLE_COLUMNS} paging={paging} onReset={reset} />
      )}
    </Page>
  );
}
