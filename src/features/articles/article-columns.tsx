import type { UserArticle } from './user-articles-api';
import { articlesCopy as copy } from './articles-copy';
import { formatDate } from '../../kernel/polish';
import type { DataTableColumn } from '../../ui/data-table';
import { RouteLink } from '../../platform/router/route-link';
import { ArticleStatus } from './article-status';
import styles from './articles.module.css';

const c = copy.columns;

/** The columns of /user-articles, newest first (none sorts); the publication's name opens its page. */
export const ARTICLE_COLUMNS: DataTableColumn<UserArticle>[] = [
  {
    id: 'publication',
    header: c.publication,
    cell: (article) => (
      <RouteLink to={`/user-articles/${article.id}`} className={styles.name}>
        {copy.nameOf(article)}
      </RouteLink>
    ),
  },
  { id: 'portal', header: c.portal, cell: (article) => article.portal.name },
  { id: 'offer', header: c.offer, cell: (article) => copy.offers[article.publication_offer_id] },
  { id: 'link_type', header: c.linkType, width: 110, cell: (article) => copy.linkTypes[article.link_type] },
  { id: 'status', header: c.status, width: 220, cell: (article) => <ArticleStatus article={article} /> },
  { id: 'created_at', header: c.date, align: 'end', width: 120, cell: (article) => formatDate(article.created_at) },
];
