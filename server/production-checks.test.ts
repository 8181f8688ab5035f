import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionProblems } from './production-checks';

describe('production checks', () => {
  it('refuse production without SMTP_URL, saying why in Polish and English', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Brak SMTP_URL');
    expect(problems[0]).toContain('SMTP_URL is not set');
  });

  it('accept production with SMTP_URL', () => {
    expect(
      productionProblems(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://poczta.example.pl:587' })),
    ).toEqual([]);
  });

  it('ask nothing outside production, where mail goes to the outbox', () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('npm start with NODE_ENV=production and no SMTP_URL', () => {
  it('exits with an error on stderr before it opens the database or a port', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-prod-check-'));
    const { SMTP_URL: _ignored, ...env } = process.env;
    // In its own process group, so that the server tsx starts can be ended with it.
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SKIP_SPA_BUILD: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    try {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      // Were the check missing, the server would keep running until the test's time limit.
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('NODE_ENV=production');
      expect(stderr).toContain('SMTP_URL');
      expect(await fs.readdir(dataDir)).toEqual([]);
    } finally {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
