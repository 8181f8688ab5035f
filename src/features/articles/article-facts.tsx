import type { UserArticle } from './user-articles-api';
import { Fact, FactList } from '../../ui/fact-list';
import { articlesCopy as copy } from './articles-copy';
import { formatDate } from '../../kernel/polish';
import { RouteLink } from '../../platform/router/route-link';
import { ArticleStatus } from './article-status';
import styles from './articles.module.css';

const d = copy.detail;

/** What was sent: the title, the links and the text as a file or pasted, once the article is in. */
function SentArticle({ article }: { article: UserArticle }) {
  if (article.title === null) return null;
  return (
    <>
      <Fact term={d.title}>{article.title}</Fact>
      <Fact term={d.links}>
        <ul className={styles.linkList}>
          {article.links.map((link, index) => (
            <li key={index}>
              {link.anchor} — <span className={styles.url}>{link.url}</span>
            </li>
          ))}
        </ul>
      </Fact>
      <Fact term={d.text}>
        {article.file_name ? d.file(article.file_name) : d.pasted(article.content?.length ?? 0)}
      </Fact>
      {article.notes && <Fact term={d.notes}>{article.notes}</Fact>}
    </>
  );
}

/** A publication's facts: where and what was bought, its status, and what was sent for it. */
export function ArticleFacts({ article }: { article: UserArticle }) {
  return (
    <section className={styles.card} aria-label={d.facts}>
      <h2>{copy.nameOf(article)}</h2>
      <FactList>
        <Fact term={d.status}>
          <ArticleStatus article={article} />
        </Fact>
        <Fact term={d.portal}>{article.portal.name}</Fact>
        <Fact term={d.offer}>{copy.offers[article.publication_offer_id]}</Fact>
        <Fact term={d.linkType}>{copy.linkTypes[article.link_type]}</Fact>
        {article.order_id !== null && (
          <>
            <Fact term={d.order}>
              <RouteLink to={`/orders/${article.order_id}`}>{d.orderLink(article.order_id)}</RouteLink>
            </Fact>
          </>
        )}
        <Fact term={d.paidAt}>{formatDate(article.created_at)}</Fact>
        <SentArticle article={article} />
      </FactList>
    </section>
  );
}
