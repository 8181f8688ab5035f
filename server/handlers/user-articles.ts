import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, MESSAGES, notFound } from '../http/errors';
import { currentUser } from '../auth/guard';
import { plain } from '../mail/templates';
import { pagingOf, readPage } from '../services/pagination';
import { selectArticles, toUserArticle, type ArticleRow } from '../services/user-articles';
import { submitArticle } from '../services/article-submission';
import { isEmptyFilePart, isUploadedFile, type UploadedFile } from '../services/article-files';
import { ARTICLE_LIMITS } from '../../src/kernel/article-submission';

type ArticleOperations = 'listMyArticles' | 'getMyArticle' | 'createMyArticle' | 'getArticleLimits';

export const ARTICLE_NOT_FOUND = 'Nie znaleziono publikacji.';

/** The file part of the form: undefined when none was chosen, 'invalid' when a text field was sent under its name. */
function filePart(value: unknown): UploadedFile | 'invalid' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!isUploadedFile(value)) return 'invalid';
  return isEmptyFilePart(value) ? undefined : value;
}

/** Support hears of every article sent; the file's place in storage stays on the server. */
function newArticleMail(row: ArticleRow, user: { id: number; name: string; email: string }) {
  return plain(`Nowy artykuł do publikacji: ${row.title ?? ''}`, 'Nowy artykuł od klienta', [
    `Klient: ${user.name} <${user.email}> (konto nr ${user.id})`,
    `Portal: ${row.portal_name}, rodzaj: ${row.publication_offer_id}, link: ${row.link_type === 1 ? 'Follow' : 'NoFollow'}`,
    `Linki: ${row.links.map((link) => `${link.anchor} → ${link.url}`).join('; ')}`,
    row.file_name
      ? `Plik: ${row.file_name} (${row.file_size ?? 0} B), dołączony do publikacji w panelu`
      : `Treść w formularzu: ${row.content?.length ?? 0} znaków`,
    `Publikacja nr ${row.id} czeka na weryfikację.`,
  ]);
}

/** The customer's own publications: listing, reading, the upload limits, and sending the article for one. */
export function userArticleHandlers(ctx: AppContext): Pick<Handlers, ArticleOperations> {
  const { db, config, mailer } = ctx;

  return {
    async listMyArticles(request) {
      const { status } = request.query;
      let own = selectArticles(db).where('user_articles.user_id', '=', currentUser(request).id);
      if (status) own = own.where('user_articles.status', '=', status);
      const { rows, meta } = await readPage(db, own, pagingOf(request.query), (offset, limit) =>
        own
          .orderBy('user_articles.created_at', 'desc')
          .orderBy('user_articles.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      );
      return { ...meta, data: rows.map(toUserArticle) };
    },

    async getMyArticle(request) {
      const row = await selectArticles(db)
        .where('user_articles.id', '=', request.params.id)
        .where('user_articles.user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (!row) throw notFound(ARTICLE_NOT_FOUND);
      return toUserArticle(row);
    },

    getArticleLimits() {
      return Promise.resolve(ARTICLE_LIMITS);
    },

    async createMyArticle(request, reply) {
      // Only a multipart body is validated against the schema; anything else would reach here unchecked.
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
      const user = currentUser(request);
      const { body } = request;
      const row = await submitArticle(
        db,
        config.uploadsDir,
        {
          userId: user.id,
          articleId: body.article_id,
          title: body.title,
          links: body.links,
          content: body.content,
          notes: body.notes,
          file: filePart(body.file),
        },
        ctx.now(),
      );
      if (!row) throw notFound(ARTICLE_NOT_FOUND);
      // The article is saved already; a mail failure must not make the customer send it twice.
      await mailer.send(config.supportEmail, newArticleMail(row, user)).catch((error: unknown) => {
        request.log.error({ err: error, articleId: row.id }, 'new-article e-mail to support not sent');
      });
      return reply.code(201).send(toUserArticle(row));
    },
  };
}
