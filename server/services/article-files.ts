import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ARTICLE_MESSAGES,
  articleFileProblem,
  extensionOf,
  type ArticleLimits,
} from '../../src/kernel/article-submission';
import { OWNER_ONLY_FILE_MODE, makeOwnerOnlyDir } from '../shared/owner-only-files';

/** What the multipart plugin's onFile (server/app.ts) leaves in the body for a file part. */
export interface UploadedFile {
  /** Absent when the part had a content type but no file name. */
  filename: string | undefined;
  mimetype: string;
  data: Buffer;
}

export const ARTICLE_FILE_MESSAGES = {
  notAFile: 'Dołącz plik z artykułem',
} as const;

const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The names of a ZIP archive's entries, read from its central directory; null when it is no readable ZIP. */
export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return null;
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 65535.
  const from = Math.max(0, data.length - 22 - 65_535);
  let end = -1;
  for (let at = data.length - 22; at >= from; at -= 1) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (at + 46 + skip > end) return null;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + skip;
  }
  return names;
}

/** ODF: the first entry is `mimetype`, stored uncompressed, holding the document's media type. */
function isOdfText(data: Buffer): boolean {
  if (data.length < 30 || data.readUInt16LE(8) !== 0) return false;
  const nameLength = data.readUInt16LE(26);
  const start = 30 + nameLength + data.readUInt16LE(28);
  return (
    data.toString('latin1', 30, 30 + nameLength) === 'mimetype' &&
    data.toString('latin1', start, start + ODT_MIMETYPE.length) === ODT_MIMETYPE &&
    zipEntryNames(data) !== null
  );
}

/** Text the editors can open: UTF-8 that decodes without error, and no NUL byte hiding binary data. */
function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

// What each accepted extension must really hold; a PNG renamed .docx is no Word document.
const CONTENT_CHECKS: Record<string, (data: Buffer) => boolean> = {
  '.docx': (data) => {
    const names = zipEntryNames(data);
    return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
  },
  '.odt': isOdfText,
  '.txt': isUtf8Text,
  '.html': isUtf8Text,
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

/**
 * The Polish problem with an uploaded article file, or null when it is acceptable: the extension, emptiness and
 * size by the limits the client checks too, then whether the bytes are what the extension says.
 */
export function uploadedFileProblem(file: UploadedFile, fileName: string, limits: ArticleLimits): string | null {
  const problem = articleFileProblem({ name: fileName, size: file.data.length }, limits);
  if (problem) return problem;
  const check = CONTENT_CHECKS[extensionOf(fileName)];
  return check?.(file.data) ? null : ARTICLE_MESSAGES.fileMismatch;
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
  await makeOwnerOnlyDir(path.dirname(absolute));
  await fs.writeFile(absolute, file.data, { flag: 'wx', mode: OWNER_ONLY_FILE_MODE });
  return relative;
}

/** Removes a stored file when the record that would point at it could not be saved. */
export async function removeArticleFile(uploadsDir: string, relative: string): Promise<void> {
  await fs.rm(path.join(uploadsDir, ...relative.split('/')), { force: true });
}
