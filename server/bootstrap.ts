import type { Config } from './config';
import type { Adapters, AppContext } from './context';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isSeeded, seedDemoData, seedReferenceData } from './db/seed';
import { findDemoAccountsWithKnownPasswords } from './db/demo-accounts';
import { StartupRefused } from './production-checks';
import { loadAppSecret } from './auth/app-secret';
import { makeOwnerOnlyDir, restrictTreeToOwner } from './shared/owner-only-files';
import { createMailer } from './mail/mailer';
import { createBackgroundTasks } from './services/background-tasks';
import { ListAnswerCache } from './services/list-answer-cache';
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

/** The data directory (PGlite's files, the outbox copies) and the uploads, for their owner only. */
export async function restrictDataToOwner(config: Pick<Config, 'dataDir' | 'uploadsDir'>): Promise<void> {
  await restrictTreeToOwner(config.dataDir);
  await restrictTreeToOwner(config.uploadsDir);
}

export interface Started {
  ctx: AppContext;
  /** The primary; closing it closes the read replica too. */
  database: DatabaseHandle;
}

/** A read replica for the lists, when one is named; it is never migrated or written to. */
async function openListsDatabase(
  config: Config,
  override: DatabaseOptions | undefined,
): Promise<DatabaseHandle | null> {
  if (override) return openDatabase(override);
  return config.databaseReadUrl
    ? openDatabase({ databaseUrl: config.databaseReadUrl, poolSize: config.databasePoolSize })
    : null;
}

/** The primary's handle, closing the replica with it. */
function closingBoth(primary: DatabaseHandle, replica: DatabaseHandle | null): DatabaseHandle {
  if (!replica) return primary;
  return {
    ...primary,
    async close() {
      await replica.close();
      await primary.close();
    },
  };
}

/**
 * Opens the database (PGlite in the data directory, or DATABASE_URL, with DATABASE_READ_URL for the lists), migrates
 * it, seeds it when empty, and assembles the context the handlers use. `overrides` replace parts for tests.
 */
export async function bootstrap(
  config: Config,
  overrides: {
    database?: DatabaseOptions;
    /** A database to read the lists from, standing in for a replica in tests. */
    listsDatabase?: DatabaseOptions;
    adapters?: Partial<Adapters>;
    now?: () => Date;
    seed?: boolean;
    /** The domain lists' kept answers, instead of a cache of config.domainListCacheBytes. */
    domainListAnswers?: ListAnswerCache;
  } = {},
): Promise<Started> {
  if (config.databaseReadUrl && !config.databaseUrl)
    throw new StartupRefused([
      'DATABASE_READ_URL wymaga DATABASE_URL: replika do odczytu list jest repliką PostgreSQL, nie wbudowanej bazy PGlite. ' +
        '/ DATABASE_READ_URL needs DATABASE_URL: the read replica for the lists replicates a PostgreSQL, not the embedded PGlite.',
    ]);
  await makeOwnerOnlyDir(config.dataDir);
  await makeOwnerOnlyDir(config.uploadsDir);
  const primary = await openDatabase(
    overrides.database ??
      (config.databaseUrl
        ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
        : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers }),
  );
  await migrateToLatest(primary.db);
  const replica = await openListsDatabase(config, overrides.listsDatabase).catch(async (error: unknown) => {
    await primary.close();
    throw error;
  });
  const database = closingBoth(primary, replica);
  if (overrides.seed !== false && !(await isSeeded(database.db))) {
    // Production never gets the demo accounts: their passwords are in the README.
    if (config.production) await seedReferenceData(database.db);
    else await seedDemoData(database.db, { domains: config.seedDomains });
  }
  await restrictDataToOwner(config);
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
    listsDb: replica?.db ?? database.db,
    domainListAnswers: overrides.domainListAnswers ?? new ListAnswerCache({ maxBytes: config.domainListCacheBytes }),
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
