import type { UserArticle } from './user-articles-api';
import { articlesCopy as copy } from './articles-copy';
import type { UserArticleStatus } from '../../kernel/user-article';
import { StatusBadge, type StatusTone } from '../../ui/status-badge';
import styles from './articles.module.css';

const TONES: Record<UserArticleStatus, StatusTone> = {
  awaiting_content: 'neutral',
  in_review: 'info',
  published: 'success',
  rejected: 'danger',
};

/**
 * A publication's status in its Polish name, with what goes with it: the live article once published, the reason
 * once rejected, and, while waiting, who writes the article when Domenika does.
 */
export function ArticleStatus({ article }: { article: UserArticle }) {
  return (
    <StatusBadge tone={TONES[article.status]} label={copy.statuses[article.status]}>
      {article.status === 'published' && article.published_url && (
        <a href={article.published_url} target="_blank" rel="noopener noreferrer">
          {copy.status.published}
          <span className="visually-hidden"> {copy.status.publishedNewTab}</span>
        </a>
      )}
      {article.status === 'rejected' && article.rejection_reason && (
        <span className={styles.reason}>{copy.status.reason(article.rejection_reason)}</span>
      )}
      {article.status === 'awaiting_content' && article.domenika_article && (
        <span className={styles.note}>{copy.status.writtenForYou}</span>
      )}
    </StatusBadge>
  );
}
