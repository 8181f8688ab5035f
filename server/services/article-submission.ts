import type { Db } from '../db/database';
import type { FieldErrors } from '../../src/kernel/validation';
import { VALIDATION_MESSAGES } from '../../src/kernel/validation-messages';
import { isUnsafeText } from '../../src/kernel/unsafe-text';
import {
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  extensionOf,
  parseArticleLinks,
  validateArticleDraft,
  type ArticleDraft,
  type ArticleLink,
} from '../../src/kernel/article-submission';
import { maxLinksOf } from '../../src/kernel/user-article';
import { Conflict, InvalidInput } from './errors';
import { selectArticles, type ArticleRow } from './user-articles';
import {
  ARTICLE_FILE_MESSAGES,
  removeArticleFile,
  sanitizeFileName,
  storeArticleFile,
  uploadedFileProblem,
  type UploadedFile,
} from './article-files';

/** What the form sent, as the multipart parser left it (the contract already checked the types and lengths). */
export interface ArticleSubmission {
  userId: number;
  articleId: number;
  title: string;
  links: string | undefined;
  content: string | undefined;
  notes: string | undefined;
  /** The file part: undefined when none was chosen, 'invalid' when a text field came under its name. */
  file: UploadedFile | 'invalid' | undefined;
}

interface CheckedText {
  links: ArticleLink[];
  content: string | null;
  upload: { file: UploadedFile; fileName: string } | null;
}

/** The submission's field messages by the shared rules of src/kernel/article-submission.ts, plus the file's bytes. */
function checkSubmission(input: ArticleSubmission, maxLinks: number): CheckedText {
  const errors: FieldErrors = {};
  const links = input.links === undefined || input.links === '' ? [] : parseArticleLinks(input.links);
  const file = input.file === 'invalid' ? undefined : input.file;
  const fileName = file ? sanitizeFileName(file.filename) : null;
  const content = input.content?.trim() ? input.content : null;
  const draft: ArticleDraft = {
    title: input.title,
    links: links ?? [],
    source: file ? 'file' : 'text',
    content: content ?? '',
    file: file && fileName ? { name: fileName, size: file.data.length } : null,
    notes: input.notes ?? '',
  };
  Object.assign(errors, validateArticleDraft(draft, { maxLinks, limits: ARTICLE_LIMITS }));
  if (links === null) errors.links = [ARTICLE_MESSAGES.linksFormat];
  // The links travel as JSON text, where an escaped NUL or lone surrogate passes the check on the form's fields.
  (links ?? []).forEach((link, index) => {
    for (const part of ['url', 'anchor'] as const)
      if (isUnsafeText(link[part])) errors[`links.${index}.${part}`] = [VALIDATION_MESSAGES.unsafeCharacters];
  });
  if (input.file === 'invalid') errors.file = [ARTICLE_FILE_MESSAGES.notAFile];
  if (file && content) {
    errors.file = [ARTICLE_MESSAGES.fileOrContent];
    errors.content = [ARTICLE_MESSAGES.fileOrContent];
  }
  if (file && fileName && !errors.file) {
    const problem = uploadedFileProblem(file, fileName, ARTICLE_LIMITS);
    if (problem) errors.file = [problem];
  }
  if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
  return { links: links ?? [], content: file ? null : content, upload: file && fileName ? { file, fileName } : null };
}

/**
 * Fills a publication awaiting content with the customer's article and moves it to review. Returns undefined when
 * the publication is not the customer's (the caller answers 404). A publication in another status, or one whose
 * article Domenika writes, is a Conflict; bad input is InvalidInput per field, checked before anything is stored.
 */
export async function submitArticle(
  db: Db,
  uploadsDir: string,
  input: ArticleSubmission,
  at: Date,
): Promise<ArticleRow | undefined> {
  const article = await db
    .selectFrom('user_articles')
    .select(['id', 'status', 'domenika_article', 'publication_offer_id'])
    .where('id', '=', input.articleId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!article) return undefined;
  if (article.domenika_article) throw new Conflict(ARTICLE_MESSAGES.writtenForYou);
  if (article.status !== 'awaiting_content') throw new Conflict(ARTICLE_MESSAGES.notAwaiting);
  const checked = checkSubmission(input, maxLinksOf(article.publication_offer_id));

  const { upload } = checked;
  const filePath = upload
    ? await storeArticleFile(uploadsDir, input.userId, upload.file, extensionOf(upload.fileName))
    : null;
  try {
    // Only while it still awaits content: of two submissions at once, the second finds nothing to fill.
    const filled = await db
      .updateTable('user_articles')
      .set({
        title: input.title.trim(),
        status: 'in_review',
        links: JSON.stringify(checked.links.map((link) => ({ url: link.url.trim(), anchor: link.anchor.trim() }))),
        content: checked.content,
        notes: input.notes?.trim() || null,
        file_name: upload?.fileName ?? null,
        file_size: upload?.file.data.length ?? null,
        file_path: filePath,
        updated_at: at,
      })
      .where('id', '=', article.id)
      .where('status', '=', 'awaiting_content')
      .returning('id')
      .executeTakeFirst();
    if (!filled) throw new Conflict(ARTICLE_MESSAGES.notAwaiting);
  } catch (error) {
    if (filePath) await removeArticleFile(uploadsDir, filePath);
    throw error;
  }
  return selectArticles(db).where('user_articles.id', '=', article.id).executeTakeFirstOrThrow();
}
