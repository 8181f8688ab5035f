import fs from 'node:fs/promises';
import type { Config } from './config';
import type { Adapters, AppContext } from './context';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isSeeded, seedDemoData, seedReferenceData } from './db/seed';
import { findDemoAccountsWithKnownPasswords } from './db/demo-accounts';
import { StartupRefused } from './production-checks';
import { loadAppSecret } from './auth/app-secret';
import { createMailer } from './mail/mailer';
import { createBackgroundTasks } from './services/background-tasks';
import { outboxFileDirFor } from './mail/outbox-files';
import { createAftermarketAdapter } from './services/aftermarket';
import { createWhiteListLookup } from './services/company-lookup';
import { createMetricsProvider } from './services/metrics-provider';
import { createSocialProvider } from './services/social-sign-in';

/** The outside services named by the configuration. */
export function adaptersFromConfig(config: Config): Adapters {
  const social: Adapters['social'] = {};
  for (const name of ['google', 'facebook'] as const) {
    const provider = config.oauth[name];
    if (provider) social[name] = createSocialProvider(provider, { allowHttp: !config.production });
  }
  return {
    aftermarket: config.aftermarket ? createAftermarketAdapter(config.aftermarket) : null,
    companyLookup: config.companyLookupUrl ? createWhiteListLookup(config.companyLookupUrl) : null,
    metricsProvider: config.metricsProvider ? createMetricsProvider(config.metricsProvider) : null,
    social,
  };
}

export interface Started {
  ctx: AppContext;
  database: DatabaseHandle;
}

/**
 * Opens the database (PGlite in the data directory, or DATABASE_URL), migrates it, seeds it when empty, and
 * assembles the context the handlers use. `overrides` replace parts for tests.
 */
export async function bootstrap(
  config: Config,
  overrides: { database?: DatabaseOptions; adapters?: Partial<Adapters>; now?: () => Date; seed?: boolean } = {},
): Promise<Started> {
  await fs.mkdir(config.uploadsDir, { recursive: true });
  const database = await openDatabase(
    overrides.database ?? (config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
  );
  await migrateToLatest(database.db);
  if (overrides.seed !== false && !(await isSeeded(database.db))) {
    // Production never gets the demo accounts: their passwords are in the README.
    if (config.production) await seedReferenceData(database.db);
    else await seedDemoData(database.db, { domains: config.seedDomains });
  }
  if (config.production) {
    const exposed = await findDemoAccountsWithKnownPasswords(database.db);
    if (exposed.length > 0) {
      await database.close();
      throw new StartupRefused([
        `Baza zawiera konta demonstracyjne z hasłami opublikowanymi w README (${exposed.join(', ')}); zmień te hasła lub usuń konta. ` +
          `/ The database holds demo accounts with the passwords README publishes (${exposed.join(', ')}); change those passwords or delete the accounts.`,
      ]);
    }
  }
  const ctx: AppContext = {
    db: database.db,
    config,
    secret: await loadAppSecret(database.db),
    mailer: createMailer(database.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxFileDir: outboxFileDirFor(config),
    }),
    background: createBackgroundTasks(),
    adapters: { ...adaptersFromConfig(config), ...overrides.adapters },
    now: overrides.now ?? (() => new Date()),
  };
  return { ctx, database };
}
