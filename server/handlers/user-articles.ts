import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, MESSAGES, notFound, validationFailed } from '../http/errors';
import { currentUser } from '../auth/guard';
import { VALIDATION_MESSAGES as M } from '../../src/model/validation-messages';
import type { FieldErrors } from '../../src/model/validation';
import { plain } from '../mail/templates';
import { pagingOf, readPage } from '../services/pagination';
import { checkPublicationTarget, selectArticles, toUserArticle } from '../services/user-articles';
import {
  ARTICLE_FILE_MESSAGES,
  articleExtension,
  articleFileProblem,
  isEmptyFilePart,
  isUploadedFile,
  removeArticleFile,
  sanitizeFileName,
  storeArticleFile,
  type UploadedFile,
} from '../services/article-files';

type ArticleOperations = 'listMyArticles' | 'getMyArticle' | 'createMyArticle';

export const ARTICLE_MESSAGES = {
  notFound: 'Nie znaleziono publikacji.',
  contentOrFile: 'Dodaj treść artykułu albo plik',
} as const;

const emptyToNull = (value: string | undefined): string | null => value?.trim() || null;

/** The file part of the form: undefined when none was chosen, a string when a text field was sent under its name. */
function filePart(value: unknown): UploadedFile | 'invalid' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!isUploadedFile(value)) return 'invalid';
  return isEmptyFilePart(value) ? undefined : value;
}

/** The customer's own publications: listing, reading, and submitting an article as text or a file. */
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
      if (!row) throw notFound(ARTICLE_MESSAGES.notFound);
      return toUserArticle(row);
    },

    async createMyArticle(request, reply) {
      // Only a multipart body is validated against the schema; anything else would reach here unchecked.
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
      const user = currentUser(request);
      const body = request.body;
      const errors: FieldErrors = {};
      const title = body.title.trim();
      if (!title) errors.title = [M.required];
      const content = emptyToNull(body.content);
      const file = filePart(body.file);
      const fileName = file && file !== 'invalid' ? sanitizeFileName(file.filename) : null;
      if (file === 'invalid') errors.file = [ARTICLE_FILE_MESSAGES.notAFile];
      else if (file && fileName) {
        const problem = articleFileProblem(file, fileName);
        if (problem) errors.file = [problem];
      }
      if (!content && !file) errors.content = [ARTICLE_MESSAGES.contentOrFile];
      const target = await checkPublicationTarget(db, {
        userId: user.id,
        portalId: body.portal_id,
        offer: body.publication_offer_id,
        linkType: body.link_type,
        ...(body.order_id !== undefined ? { orderId: body.order_id } : {}),
      });
      Object.assign(errors, target.errors);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const upload =
        file && file !== 'invalid' && fileName ? { file, fileName, ext: articleExtension(fileName)! } : null;
      const filePath = upload ? await storeArticleFile(config.uploadsDir, user.id, upload.file, upload.ext) : null;
      const now = ctx.now();
      let id: number;
      try {
        ({ id } = await db
          .insertInto('user_articles')
          .values({
            user_id: user.id,
            portal_id: body.portal_id,
            order_id: body.order_id ?? null,
            title,
            status: 'submitted',
            publication_offer_id: body.publication_offer_id,
            link_type: body.link_type,
            target_url: emptyToNull(body.target_url),
            anchor_text: emptyToNull(body.anchor_text),
            content,
            notes: emptyToNull(body.notes),
            file_name: upload?.fileName ?? null,
            file_size: upload?.file.data.length ?? null,
            file_path: filePath,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      } catch (error) {
        if (filePath) await removeArticleFile(config.uploadsDir, filePath);
        throw error;
      }
      const row = await selectArticles(db).where('user_articles.id', '=', id).executeTakeFirstOrThrow();

      const mail = plain(`Nowy artykuł do publikacji: ${title}`, 'Nowy artykuł od klienta', [
        `Klient: ${user.name} <${user.email}> (konto nr ${user.id})`,
        `Portal: ${target.portalName ?? body.portal_id}, rodzaj: ${body.publication_offer_id}, link: ${body.link_type === 1 ? 'Follow' : 'NoFollow'}`,
        target.orderNumber ? `Zamówienie: ${target.orderNumber}` : 'Bez wskazanego zamówienia',
        // The file's place in storage stays on the server: a forwarded mail must not map its disk.
        upload
          ? `Plik: ${upload.fileName} (${upload.file.data.length} B), dołączony do publikacji w panelu`
          : `Treść w formularzu: ${content?.length ?? 0} znaków`,
        `Publikacja nr ${id} czeka na weryfikację.`,
      ]);
      // The article is saved already; a mail failure must not make the customer submit it twice.
      await mailer.send(config.supportEmail, mail).catch((error: unknown) => {
        request.log.error({ err: error, articleId: id }, 'new-article e-mail to support not sent');
      });
      return reply.code(201).send(toUserArticle(row));
    },
  };
}
