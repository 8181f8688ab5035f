import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import { createXhrFetch, type UploadProgress } from '../../platform/http/xhr-fetch';
import { serializeArticleLinks, type ArticleDraft } from '../../kernel/article-submission';
import type { BodyOf, QueryOf, Schemas } from '../../contract/types';
import { useListQuery } from '../../kit/lists/use-list-query';
import { useRecordQuery } from '../../kit/details/use-record-query';

export type UserArticle = Schemas['UserArticle'];
export type UserArticleQuery = QueryOf<'listMyArticles'>;
type UploadBody = BodyOf<'createMyArticle'>;

/** Query keys of the customer's publications; the tag Publications invalidates them with the catalogue's. */
export const userArticleKeys = {
  list: (query: UserArticleQuery) => ['Publications', 'mine', 'list', query] as const,
  one: (id: number) => ['Publications', 'mine', 'one', id] as const,
  limits: () => ['Publications', 'mine', 'limits'] as const,
};

/** A page of the customer's publications, newest first, filtered by status; the previous page stays while loading. */
export function useMyArticles(query: UserArticleQuery) {
  return useListQuery(userArticleKeys.list(query), (client, signal) =>
    client.GET('/api/me/user-articles', { params: { query }, signal }),
  );
}

/** One of the customer's publications. */
export function useMyArticle(id: number) {
  return useRecordQuery(userArticleKeys.one(id), id, (client, signal) =>
    client.GET('/api/me/user-articles/{id}', { params: { path: { id } }, signal }),
  );
}

/** The server's upload limits, shown before a file is picked and checked before sending. */
export function useArticleLimits() {
  const { api } = useApi();
  return useQuery({
    queryKey: userArticleKeys.limits(),
    queryFn: ({ signal }) => api.call(api.client.GET('/api/me/user-articles/limits', { signal })),
    staleTime: Infinity,
  });
}

/** What the upload sends: the article's id and the draft's values, the text as the chosen file or pasted. */
export interface ArticleUpload {
  articleId: number;
  draft: ArticleDraft<File>;
  onProgress: (progress: UploadProgress) => void;
}

/** The typed multipart fields: the links as one JSON text field, and only the text source the customer chose. */
export function articleUploadBody({ articleId, draft }: Pick<ArticleUpload, 'articleId' | 'draft'>): UploadBody {
  const body: UploadBody = {
    article_id: articleId,
    title: draft.title.trim(),
    links: serializeArticleLinks(draft.links),
  };
  if (draft.notes.trim()) body.notes = draft.notes.trim();
  if (draft.source === 'file' && draft.file) body.file = draft.file;
  else body.content = draft.content;
  return body;
}

/** The fields as multipart/form-data; a File keeps its name. */
export function toFormData(body: UploadBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries<unknown>(body)) {
    if (value instanceof File) form.append(key, value, value.name);
    else if (typeof value === 'string' || typeof value === 'number') form.append(key, String(value));
  }
  return form;
}

/** Sends an article through the typed client (bearer token and XSRF header from its middleware), with progress. */
export function useArticleUploader(): (upload: ArticleUpload, signal: AbortSignal) => Promise<UserArticle> {
  const { api } = useApi();
  return useCallback(
    (upload, signal) =>
      api.call(
        api.client.POST('/api/me/user-articles', {
          body: articleUploadBody(upload),
          bodySerializer: toFormData,
          fetch: createXhrFetch({ onProgress: upload.onProgress }),
          signal,
        }),
      ),
    [api],
  );
}

/** After a successful upload: the publication's page shows the answer at once, and Publications is invalidated. */
export function useArticleSent(): (article: UserArticle) => void {
  const { db } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    (article) => {
      queryClient.setQueryData(userArticleKeys.one(article.id), article);
      void invalidateTags(db, queryClient, ['Publications']);
    },
    [db, queryClient],
  );
}
