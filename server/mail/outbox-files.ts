import fs from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_FILE_MODE, makeOwnerOnlyDir } from '../shared/owner-only-files';

/** One message as the outbox transport writes it to a file, for `npm run outbox`. */
export interface OutboxFileMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** Where the files go: beside the embedded database, in the data directory. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Where the outbox transport writes its files, or null for none: a developer's machine gets them for
 * `npm run outbox`; production never keeps a copy of mail (and may not run without SMTP_URL anyway).
 */
export function outboxFileDirFor(config: { production: boolean; dataDir: string }): string | null {
  return config.production ? null : outboxDir(config.dataDir);
}

// The name sorts by time, then by id: "2026-01-05T10-00-00.123Z-000000042.json".
function fileName(message: OutboxFileMessage): string {
  return `${message.created_at.replace(/:/g, '-')}-${String(message.id).padStart(9, '0')}.json`;
}

/**
 * Writes a message as a file only its owner can read (0600, in a 0700 directory): it may hold a password-reset link.
 * It is written under a temporary name and renamed, so a reader never sees half a file.
 */
export async function writeOutboxFile(dir: string, message: OutboxFileMessage): Promise<void> {
  await makeOwnerOnlyDir(dir);
  const target = path.join(dir, fileName(message));
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(message, null, 2)}\n`, { mode: OWNER_ONLY_FILE_MODE });
  await fs.rename(temporary, target);
}

function isMessage(value: unknown): value is OutboxFileMessage {
  const m = value as Partial<OutboxFileMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'number' &&
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    typeof m.created_at === 'string'
  );
}

export interface OutboxFileQuery {
  /** Part of the recipient's address, any letter case. */
  to: string | null;
  count: number;
}

export interface OutboxFileResult {
  /** Newest first. */
  messages: OutboxFileMessage[];
  /** Files that are not a message (edited by hand, say); named so the reader can look. */
  unreadable: string[];
}

/** The newest `count` messages in `dir` (to `to`, when given); a missing directory holds none. */
export async function readOutboxFiles(dir: string, query: OutboxFileQuery): Promise<OutboxFileResult> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { messages: [], unreadable: [] };
    throw error;
  }
  const to = query.to?.trim().toLowerCase() || null;
  const result: OutboxFileResult = { messages: [], unreadable: [] };
  for (const name of names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()) {
    if (result.messages.length >= query.count) break;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8'));
    } catch {
      parsed = null;
    }
    if (!isMessage(parsed)) result.unreadable.push(name);
    else if (to === null || parsed.to.toLowerCase().includes(to)) result.messages.push(parsed);
  }
  return result;
}
