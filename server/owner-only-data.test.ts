import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { storeArticleFile } from './services/article-files';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const quiet = { aftermarket: null, companyLookup: null, metricsProvider: null, social: {} };

/** Every path under `root` (itself included) whose permission bits are not the owner's alone, with those bits. */
async function widerThanOwner(root: string): Promise<string[]> {
  const wide: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = await fs.lstat(current);
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== expected)
      wide.push(`${path.relative(root, current) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of await fs.readdir(current)) pending.push(path.join(current, name));
  }
  return wide;
}

async function countFiles(root: string): Promise<number> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

describe('the data directory belongs to its owner alone', () => {
  it('a start on a fresh DATA_DIR leaves the database, the uploads and the outbox copies at 0700 and 0600', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-modes-'));
    const dataDir = path.join(parent, 'data');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DOMAINS: '20' });
    try {
      const { ctx, database } = await bootstrap(config, { adapters: quiet });
      try {
        await storeArticleFile(
          config.uploadsDir,
          1,
          {
            filename: 'artykul.txt',
            mimetype: 'text/plain',
            data: Buffer.from('Treść artykułu'),
          },
          '.txt',
        );
        await ctx.mailer.send('klient@example.pl', { subject: 'Próba', text: 'Treść', html: '<p>Treść</p>' });
      } finally {
        await database.close();
      }
      expect(await countFiles(path.join(dataDir, 'outbox'))).toBe(1);
      expect(await countFiles(config.uploadsDir)).toBe(1);
      expect(await countFiles(dataDir)).toBeGreaterThan(100);
      expect(await widerThanOwner(dataDir)).toEqual([]);
    } finally {
      await fs.rm(parent, { recursive: true, force: true });
    }
  });

  it('`npm run create-admin` on a fresh DATA_DIR creates the database for its owner only', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-modes-'));
    const dataDir = path.join(parent, 'data');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/create-admin.ts'], {
        cwd: REPO_ROOT,
        // The operator's umask lets everyone read; the entry point must not rely on it.
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stdin.end('szef@example.pl\nSzef Firmy\nHaslo-Szefa-1\nHaslo-Szefa-1\n');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(output).toContain('Utworzono administratora szef@example.pl');
      expect(code).toBe(0);
      expect(await countFiles(dataDir)).toBeGreaterThan(100);
      expect(await widerThanOwner(dataDir)).toEqual([]);
    } finally {
      await fs.rm(parent, { recursive: true, force: true });
    }
  });
});
