import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { TEST_NOW, TEST_SEED_DOMAINS } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite database and dumps it to a file. Every test file then starts its own copy from that
 * dump in well under a second, instead of running initdb, migrations and the seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-template-'));
  const file = path.join(dir, 'template.tar');
  const handle = await openDatabase({ memory: true });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, { domains: TEST_SEED_DOMAINS, now: TEST_NOW });
  const dump = await handle.dump!();
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
