import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxFileDirFor, readOutboxFiles, writeOutboxFile, type OutboxFileMessage } from './outbox-files';

let dir: string;
beforeEach(async () => {
  dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-outbox-')), 'outbox');
});
afterEach(() => fs.rm(path.dirname(dir), { recursive: true, force: true }));

const message = (id: number, to: string, minute: number): OutboxFileMessage => ({
  id,
  to,
  subject: `Temat ${id}`,
  text: `Treść ${id}`,
  created_at: `2026-01-05T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('outbox files', () => {
  it("are written on a developer's machine only, never in production", () => {
    expect(outboxFileDirFor({ production: false, dataDir: '/srv/dane' })).toBe('/srv/dane/outbox');
    expect(outboxFileDirFor({ production: true, dataDir: '/srv/dane' })).toBeNull();
  });

  it('come back newest first, as many as asked for', async () => {
    await writeOutboxFile(dir, message(1, 'a@example.pl', 1));
    await writeOutboxFile(dir, message(3, 'c@example.pl', 3));
    await writeOutboxFile(dir, message(2, 'b@example.pl', 2));
    const { messages } = await readOutboxFiles(dir, { to: null, count: 2 });
    expect(messages).toEqual([message(3, 'c@example.pl', 3), message(2, 'b@example.pl', 2)]);
  });

  it('filter by part of the recipient in any letter case, counting only the matches', async () => {
    await writeOutboxFile(dir, message(1, 'Klient@Example.pl', 1));
    await writeOutboxFile(dir, message(2, 'inny@example.pl', 2));
    await writeOutboxFile(dir, message(3, 'klient@example.pl', 3));
    const { messages } = await readOutboxFiles(dir, { to: 'KLIENT@', count: 5 });
    expect(messages.map((m) => m.id)).toEqual([3, 1]);
  });

  it('are readable by their owner only', async () => {
    await writeOutboxFile(dir, message(1, 'a@example.pl', 1));
    const [name] = await fs.readdir(dir);
    expect((await fs.stat(path.join(dir, name!))).mode & 0o777).toBe(0o600);
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('are none when nothing was ever written', async () => {
    expect(await readOutboxFiles(dir, { to: null, count: 5 })).toEqual({ messages: [], unreadable: [] });
  });

  it('name the files that are not messages, and skip unfinished ones', async () => {
    await writeOutboxFile(dir, message(1, 'a@example.pl', 1));
    await fs.writeFile(path.join(dir, 'zepsuty.json'), '{"id":');
    await fs.writeFile(path.join(dir, '2026-01-05T10-09-00.000Z-000000009.json.123.tmp'), '{');
    const result = await readOutboxFiles(dir, { to: null, count: 5 });
    expect(result.messages.map((m) => m.id)).toEqual([1]);
    expect(result.unreadable).toEqual(['zepsuty.json']);
  });
});
