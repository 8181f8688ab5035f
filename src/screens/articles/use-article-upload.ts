import { useAppActorRef } from '../shared/use-app-machine';
import { fromPromise } from 'xstate';
import { useArticleSent, useArticleUploader } from '../../api/user-articles';
import { articlesCopy as copy } from '../../i18n/articles';
import {
  articleUploadMachine,
  type ArticleUploadInput,
  type ArticleUploadRequest,
} from '../../machines/article-upload.machine';
import type { Schemas } from '../../contract/types';
import { useLatest } from '../shared/use-latest';
import { useToast } from '../shared/toasts';

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
