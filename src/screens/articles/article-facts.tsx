import type { UserArticle } from '../../api/user-articles';
import { articlesCopy as copy } from '../../i18n/articles';
import { formatDate } from '../../i18n/format';
import { RouteLink } from '../shared/route-link';
import { ArticleStatus } from './article-status';
import styles from './articles.module.css';

const d = copy.detail;

/** What was sent: the title, the links and the text as a file or pasted, once the article is in. */
function SentArticle({ article }: { article: UserArticle }) {
  if (article.title === null) return null;
  return (
    <>
      <dt>{d.title}</dt>
      <dd>{article.title}</dd>
      <dt>{d.links}</dt>
      <dd>
        <ul className={styles.linkList}>
          {article.links.map((link, index) => (
            <li key={index}>
              {link.anchor} — <span className={styles.url}>{link.url}</span>
            </li>
          ))}
        </ul>
      </dd>
      <dt>{d.text}</dt>
      <dd>{article.file_name ? d.file(article.file_name) : d.pasted(article.content?.length ?? 0)}</dd>
      {article.notes && (
        <>
          <dt>{d.notes}</dt>
          <dd>{article.notes}</dd>
        </>
      )}
    </>
  );
}

/** A publication's facts: where and what was bought, its status, and what was sent for it. */
export function ArticleFacts({ article }: { article: UserArticle }) {
  return (
    <section className={styles.card} aria-label={d.facts}>
      <h2>{copy.nameOf(article)}</h2>
      <dl className={styles.facts}>
        <dt>{d.status}</dt>
        <dd>
          <ArticleStatus article={article} />
        </dd>
        <dt>{d.portal}</dt>
        <dd>{article.portal.name}</dd>
        <dt>{d.offer}</dt>
        <dd>{copy.offers[article.publication_offer_id]}</dd>
        <dt>{d.linkType}</dt>
        <dd>{copy.linkTypes[article.link_type]}</dd>
        {article.order_id !== null && (
          <>
            <dt>{d.order}</dt>
            <dd>
              <RouteLink to={`/orders/${article.order_id}`}>{d.orderLink(article.order_id)}</RouteLink>
            </dd>
          </>
        )}
        <dt>{d.paidAt}</dt>
        <dd>{formatDate(article.created_at)}</dd>
        <SentArticle article={article} />
      </dl>
    </section>
  );
}
