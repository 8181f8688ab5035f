import { useParams } from 'react-router';
import { useArticleLimits, useMyArticle, type UserArticle } from './user-articles-api';
import { articlesCopy as copy } from './articles-copy';
import type { ArticleLimits } from '../../kernel/article-submission';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { BackLink } from '../../kit/details/back-link';
import { DetailPage } from '../../kit/details/detail-page';
import { isRecordId } from '../../kit/details/detail-query';
import { ArticleFacts } from './article-facts';
import { ArticleForm } from './article-form';
import { useArticleUpload } from './use-article-upload';

const d = copy.detail;

function UploadForm({ article, limits }: { article: UserArticle; limits: ArticleLimits }) {
  const actor = useArticleUpload({ articleId: article.id, maxLinks: article.max_links, limits });
  return <ArticleForm actor={actor} />;
}

/** The form waits for the server's limits, which it shows and checks before anything is sent. */
function UploadSection({ article }: { article: UserArticle }) {
  const limits = useArticleLimits();
  if (limits.isError) {
    return (
      <LoadFailed
        text={copy.form.limitsFailed}
        reason={limits.error.message}
        retrying={limits.isFetching}
        onRetry={() => void limits.refetch()}
      />
    );
  }
  if (limits.isPending) return <p role="status">{copy.form.limitsLoading}</p>;
  return <UploadForm article={article} limits={limits.data} />;
}

/** What the publication's status asks of the customer: the form while it awaits content, otherwise a note. */
function NextStep({ article }: { article: UserArticle }) {
  switch (article.status) {
    case 'awaiting_content':
      return article.domenika_article ? (
        <Alert tone="info">{d.writtenForYou}</Alert>
      ) : (
        <UploadSection key={article.id} article={article} />
      );
    case 'in_review':
      return <Alert tone="info">{d.inReview}</Alert>;
    case 'published':
      return <Alert tone="success">{d.published}</Alert>;
    case 'rejected':
      return <Alert tone="info">{d.rejected}</Alert>;
  }
}

/** /user-articles/{id}: one publication's details, and the article form while it awaits content. */
export default function UserArticleScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  return (
    <DetailPage
      title={title}
      request={useMyArticle(id)}
      exists={isRecordId(id)}
      copy={d}
      back={<BackLink to="/user-articles">{d.backToList}</BackLink>}
    >
      {(article) => (
        <>
          <ArticleFacts article={article} />
          <NextStep article={article} />
        </>
      )}
    </DetailPage>
  );
}
