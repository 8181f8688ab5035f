/**
 * Sending the article for a paid publication: the upload limits, the anchor links, the text as a file or pasted,
 * and the Polish messages for each. The form checks a draft with `validateArticleDraft` before sending, and the
 * server checks what arrived with the same function, so both refuse the same things in the same words.
 */
import type { Schemas } from '../contract/types';
import type { FieldErrors } from './validation';
import { VALIDATION_MESSAGES as M } from './validation-messages';
import { formatInteger, pluralForm, type PluralForms } from './polish';

export type ArticleLimits = Schemas['ArticleLimits'];
export type ArticleLink = Schemas['ArticleLink'];

/** What the server takes (GET /api/me/user-articles/limits answers exactly this). */
export const ARTICLE_LIMITS: ArticleLimits = {
  max_file_bytes: 10 * 1024 * 1024,
  allowed_extensions: ['.docx', '.odt', '.html', '.txt'],
  max_content_chars: 200_000,
};

export const MAX_TITLE_CHARS = 200;
export const MAX_ANCHOR_CHARS = 200;
export const MAX_URL_CHARS = 2048;

/** "10 MB", "512 KB" or "300 B": a byte limit the way the messages name it. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${formatInteger(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${formatInteger(bytes / 1024)} KB`;
  return `${formatInteger(bytes)} B`;
}

const LINK_FORMS: PluralForms = { one: 'link', few: 'linki', many: 'linków', other: 'linku' };
const linkCount = (count: number) => `${count} ${pluralForm(count, LINK_FORMS)}`;

export const ARTICLE_MESSAGES = {
  fileTooBig: (bytes: number) => `Plik jest większy niż ${formatByteLimit(bytes)}`,
  fileType: (extensions: readonly string[]) => `Dozwolone formaty: ${extensions.join(', ')}`,
  fileEmpty: 'Plik jest pusty',
  fileMismatch: 'Zawartość pliku nie zgadza się z jego rozszerzeniem',
  fileMissing: 'Wybierz plik z artykułem',
  contentMissing: 'Wklej treść artykułu',
  contentTooLong: (chars: number) => `Treść może mieć najwyżej ${formatInteger(chars)} znaków`,
  fileOrContent: 'Wyślij plik albo wklejoną treść, nie jedno i drugie',
  linksMissing: 'Dodaj co najmniej jeden link',
  linksTooMany: (max: number) => `Ta publikacja mieści najwyżej ${linkCount(max)}`,
  linksFormat: 'Nieprawidłowa lista linków',
  url: 'Podaj pełny adres strony zaczynający się od http:// lub https://, np. https://twoja-strona.pl',
  notAwaiting: 'Ta publikacja nie czeka już na treść artykułu.',
  writtenForYou: 'Ten artykuł przygotowujemy dla Ciebie — nie musisz wysyłać treści.',
} as const;

/** The file's lower-case extension with its dot (".docx"), or "" when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** What the checks need of a file: a browser File and the server's upload both have these. */
export interface FileFacts {
  name: string;
  size: number;
}

/** The Polish problem with a chosen file by its name and size, or null. The server also checks its bytes. */
export function articleFileProblem(file: FileFacts, limits: ArticleLimits): string | null {
  if (!limits.allowed_extensions.includes(extensionOf(file.name))) {
    return ARTICLE_MESSAGES.fileType(limits.allowed_extensions);
  }
  if (file.size === 0) return ARTICLE_MESSAGES.fileEmpty;
  if (file.size > limits.max_file_bytes) return ARTICLE_MESSAGES.fileTooBig(limits.max_file_bytes);
  return null;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * An http or https address of a real site: a domain name with a top-level domain (no bare host such as
 * "localhost", no IP address), no user name or password in it, and no spaces.
 */
export function isHttpUrl(text: string): boolean {
  const value = text.trim();
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hostname.length > 253) return false;
  const labels = url.hostname.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

/** The links as the multipart field `links` carries them: a JSON array of `{ url, anchor }`, trimmed. */
export function serializeArticleLinks(links: readonly ArticleLink[]): string {
  return JSON.stringify(links.map((link) => ({ url: link.url.trim(), anchor: link.anchor.trim() })));
}

/** The most links the field may hold before it is refused unread, whatever the offer. */
const MAX_LINKS_FIELD = 20;

/**
 * Reads the multipart field `links` strictly: a JSON array of at most 20 objects with exactly a string `url` and a
 * string `anchor`. Anything else is null (the caller answers "Nieprawidłowa lista linków").
 */
export function parseArticleLinks(text: string): ArticleLink[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > MAX_LINKS_FIELD) return null;
  const links: ArticleLink[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
    const keys = Object.keys(entry).sort();
    if (keys.length !== 2 || keys[0] !== 'anchor' || keys[1] !== 'url') return null;
    const { url, anchor } = entry as Record<string, unknown>;
    if (typeof url !== 'string' || typeof anchor !== 'string') return null;
    links.push({ url, anchor });
  }
  return links;
}

/** Where the article's text comes from: a chosen file, or text pasted into the form. */
export type ArticleTextSource = 'file' | 'text';

/** The form's values; `F` is the browser's File on the client and the upload's facts on the server. */
export interface ArticleDraft<F extends FileFacts = FileFacts> {
  title: string;
  links: ArticleLink[];
  source: ArticleTextSource;
  content: string;
  file: F | null;
  notes: string;
}

/** What the draft is checked against: the publication's offer and the server's limits. */
export interface ArticleRules {
  maxLinks: number;
  limits: ArticleLimits;
}

export const MAX_NOTES_CHARS = 2000;

function checkLinks(links: readonly ArticleLink[], maxLinks: number, errors: FieldErrors): void {
  if (links.length === 0) errors.links = [ARTICLE_MESSAGES.linksMissing];
  else if (links.length > maxLinks) errors.links = [ARTICLE_MESSAGES.linksTooMany(maxLinks)];
  links.forEach((link, index) => {
    const url = link.url.trim();
    const anchor = link.anchor.trim();
    if (!url) errors[`links.${index}.url`] = [M.required];
    else if (url.length > MAX_URL_CHARS) errors[`links.${index}.url`] = [M.tooLong(MAX_URL_CHARS)];
    else if (!isHttpUrl(url)) errors[`links.${index}.url`] = [ARTICLE_MESSAGES.url];
    if (!anchor) errors[`links.${index}.anchor`] = [M.required];
    else if (anchor.length > MAX_ANCHOR_CHARS) errors[`links.${index}.anchor`] = [M.tooLong(MAX_ANCHOR_CHARS)];
  });
}

/**
 * The Polish messages per field for a draft, empty when it may be sent. Link messages are keyed
 * `links.<index>.url` and `links.<index>.anchor`, the count's under `links`.
 */
export function validateArticleDraft(draft: ArticleDraft, rules: ArticleRules): FieldErrors {
  const errors: FieldErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = [M.required];
  else if (title.length > MAX_TITLE_CHARS) errors.title = [M.tooLong(MAX_TITLE_CHARS)];
  checkLinks(draft.links, rules.maxLinks, errors);
  if (draft.source === 'file') {
    const problem = draft.file ? articleFileProblem(draft.file, rules.limits) : ARTICLE_MESSAGES.fileMissing;
    if (problem) errors.file = [problem];
  } else if (!draft.content.trim()) {
    errors.content = [ARTICLE_MESSAGES.contentMissing];
  } else if (draft.content.length > rules.limits.max_content_chars) {
    errors.content = [ARTICLE_MESSAGES.contentTooLong(rules.limits.max_content_chars)];
  }
  if (draft.notes.length > MAX_NOTES_CHARS) errors.notes = [M.tooLong(MAX_NOTES_CHARS)];
  return errors;
}
