import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What the multipart plugin's onFile (server/app.ts) leaves in the body for a file part. */
export interface UploadedFile {
  /** Absent when the part had a content type but no file name. */
  filename: string | undefined;
  mimetype: string;
  data: Buffer;
}

export const ARTICLE_FILE_MESSAGES = {
  type: 'Dozwolone formaty: DOCX, ODT, PDF, TXT, HTML',
  empty: 'Przesłany plik jest pusty',
  mismatch: 'Zawartość pliku nie zgadza się z jego rozszerzeniem',
  notAFile: 'Dołącz plik z artykułem',
} as const;

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const PDF = Buffer.from('%PDF-', 'latin1');

// DOCX and ODT are ZIP containers and PDFs start with their own marker; text formats must not hide binary data.
const SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  '.docx': (data) => data.subarray(0, 4).equals(ZIP),
  '.odt': (data) => data.subarray(0, 4).equals(ZIP),
  '.pdf': (data) => data.subarray(0, 1024).includes(PDF),
  '.txt': (data) => !data.subarray(0, 65_536).includes(0),
  '.html': (data) => !data.subarray(0, 65_536).includes(0),
  '.htm': (data) => !data.subarray(0, 65_536).includes(0),
};

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/** A browser sends an untouched file input as a part with no name and no bytes; that is no file at all. */
export function isEmptyFilePart(file: UploadedFile): boolean {
  return !file.filename && file.data.length === 0;
}

/**
 * The client's file name made safe to keep and show: no directories, no control or reserved characters, at most
 * 200 characters with the extension kept. It is only ever stored as text, never used as a path.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const ext = path.extname(cleaned).slice(0, 10);
  const stem = cleaned
    .slice(0, cleaned.length - ext.length)
    .slice(0, 200 - ext.length)
    .trim();
  return stem ? `${stem}${ext}` : `artykul${ext}`;
}

/** The file's lower-case extension when it is an accepted article format, otherwise null. */
export function articleExtension(fileName: string): string | null {
  const ext = path.extname(fileName).toLowerCase();
  return ext in SIGNATURES ? ext : null;
}

/** The Polish problem with an uploaded article file, or null when it is acceptable. */
export function articleFileProblem(file: UploadedFile, fileName: string): string | null {
  const ext = articleExtension(fileName);
  if (!ext) return ARTICLE_FILE_MESSAGES.type;
  if (file.data.length === 0) return ARTICLE_FILE_MESSAGES.empty;
  if (!SIGNATURES[ext]!(file.data)) return ARTICLE_FILE_MESSAGES.mismatch;
  return null;
}

/**
 * Writes the file under `uploadsDir/articles/user-<id>/` with a random name and the accepted extension, and
 * returns the path relative to `uploadsDir` (forward slashes), which is what the database keeps.
 */
export async function storeArticleFile(
  uploadsDir: string,
  userId: number,
  file: UploadedFile,
  ext: string,
): Promise<string> {
  const relative = path.posix.join('articles', `user-${userId}`, `${randomUUID()}${ext}`);
  const absolute = path.join(uploadsDir, ...relative.split('/'));
  await fs.mkdir(path.dirname(absolute), { recursive: true });
  await fs.writeFile(absolute, file.data, { flag: 'wx', mode: 0o640 });
  return relative;
}

/** Removes a stored file when the record that would point at it could not be saved. */
export async function removeArticleFile(uploadsDir: string, relative: string): Promise<void> {
  await fs.rm(path.join(uploadsDir, ...relative.split('/')), { force: true });
}
