import { useAppActorRef } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useArticleSent, useArticleUploader } from './user-articles-api';
import { articlesCopy as copy } from './articles-copy';
import { articleUploadMachine, type ArticleUploadInput, type ArticleUploadRequest } from './article-upload.machine';
import type { Schemas } from '../../contract/types';
import { useLatest } from '../../kit/use-latest';
import { useToast } from '../../kit/toasts';

/**
 * The article form's machine with its effects: the upload through the typed client (with progress), then a toast
 * and the publication's new state in the cache once the article is sent. Created once per publication; the newest uploader and toast are read when used.
 */
export function useArticleUpload(input: ArticleUploadInput) {
  const latest = useLatest({ upload: useArticleUploader(), sent: useArticleSent(), toast: useToast() });
  return useAppActorRef(
    articleUploadMachine.provide({
      actors: {
        upload: fromPromise<Schemas['UserArticle'], ArticleUploadRequest>(({ input: request, signal }) =>
          latest().upload(request, signal),
        ),
      },
      actions: {
        // The toast first: storing the answer shows the publication in review, which replaces the form.
        notifySent: (_, { article }) => {
          latest().toast('success', copy.form.sent);
          latest().sent(article);
        },
      },
    }),
    { input },
  );
}
