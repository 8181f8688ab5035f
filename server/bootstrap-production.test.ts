import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { StartupRefused } from './production-checks';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAdministrator } from './cli/create-admin';
import { DEMO_ACCOUNTS } from './db/seed';
import { hashPassword } from './shared/passwords';

const quiet = { aftermarket: null, companyLookup: null, metricsProvider: null, social: {} };

async function productionConfig(env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-prod-'));
  return loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1', ...env });
}

describe('a production start', () => {
  it('seeds reference data only: categories, and no account, domain, portal or order', async () => {
    const config = await productionConfig();
    const { ctx, database } = await bootstrap(config, { database: { memory: true }, adapters: quiet });
    try {
      const count = async (table: 'users' | 'domains' | 'portals' | 'orders' | 'industries' | 'tags') =>
        Number(
          (
            await ctx.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('users')).toBe(0);
      expect(await count('domains')).toBe(0);
      expect(await count('portals')).toBe(0);
      expect(await count('orders')).toBe(0);
      expect(await count('industries')).toBeGreaterThan(0);
      expect(await count('tags')).toBeGreaterThan(0);
    } finally {
      await database.close();
      await fs.rm(config.dataDir, { recursive: true, force: true });
    }
  });

  it('still seeds the reference data when `npm run create-admin` made the first account before the first start', async () => {
    const config = await productionConfig();
    try {
      const first = await openDatabase({ dataDir: config.dataDir });
      await migrateToLatest(first.db);
      await createAdministrator(first.db, {
        email: 'szef@example.pl',
        name: 'Szef',
        password: 'Haslo-Szefa-1',
        password_confirmation: 'Haslo-Szefa-1',
      });
      await first.close();
      const { ctx, database } = await bootstrap(config, { adapters: quiet });
      try {
        const industries = await ctx.db.selectFrom('industries').select('id').execute();
        expect(industries.length).toBeGreaterThan(0);
        const users = await ctx.db.selectFrom('users').select(['email', 'privileges']).execute();
        expect(users).toEqual([{ email: 'szef@example.pl', privileges: ['admin'] }]);
      } finally {
        await database.close();
      }
    } finally {
      await fs.rm(config.dataDir, { recursive: true, force: true });
    }
  });

  it('starts PGlite in DATA_DIR with the shared buffers PGLITE_SHARED_BUFFERS names', async () => {
    const config = await productionConfig({ PGLITE_SHARED_BUFFERS: '48MB' });
    try {
      const { ctx, database } = await bootstrap(config, { adapters: quiet });
      try {
        const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(ctx.db);
        expect(rows).toEqual([{ shared_buffers: '48MB' }]);
      } finally {
        await database.close();
      }
    } finally {
      await fs.rm(config.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a database that still has the demo accounts with their published passwords', async () => {
    const config = await productionConfig();
    const template = new Blob([await fs.readFile(inject('databaseTemplate'))]);
    try {
      const started = bootstrap(config, { database: { memory: true, template }, adapters: quiet });
      await expect(started).rejects.toBeInstanceOf(StartupRefused);
      await expect(started).rejects.toThrow(/admin@example\.pl/);
    } finally {
      await fs.rm(config.dataDir, { recursive: true, force: true });
    }
  });

  it('starts again on its own database where a stranger registered a demo address with its published password', async () => {
    const config = await productionConfig();
    try {
      const first = await bootstrap(config, { adapters: quiet });
      // What a registration wrote before the published passwords were refused there: data anyone could create.
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        await first.ctx.db
          .insertInto('users')
          .values({
            name: 'Obcy',
            email: account.email,
            password_hash: await hashPassword(account.password),
            privileges: ['user'],
          })
          .execute();
      }
      await first.database.close();
      const again = await bootstrap(config, { adapters: quiet });
      await again.database.close();
    } finally {
      await fs.rm(config.dataDir, { recursive: true, force: true });
    }
  });
});
