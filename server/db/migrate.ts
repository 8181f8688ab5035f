import { inspect } from 'node:util';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './tables';
import * as initial from './migrations/0001-initial';
import * as catalogueIndexes from './migrations/0002-catalogue-indexes';
import * as orderItemDiscounts from './migrations/0003-order-item-discounts';
import * as domainScaleIndexes from './migrations/0004-domain-scale-indexes';
import * as orderRequestFingerprint from './migrations/0005-order-request-fingerprint';
import * as userArticleStatuses from './migrations/0006-user-article-statuses';
import * as auditLog from './migrations/0007-audit-log';
import * as domainDrafts from './migrations/0008-domain-drafts';
import * as rateLimitCounters from './migrations/0009-rate-limit-counters';
import * as linkDomainStatus from './migrations/0010-link-domain-status';
import * as catalogueVersion from './migrations/0011-catalogue-version';
import * as domainCategoryArrays from './migrations/0012-domain-category-arrays';
import * as coveringSortIndexes from './migrations/0013-covering-sort-indexes';
import * as domainNamesLowerCase from './migrations/0014-domain-names-lower-case';
import * as pendingEmail from './migrations/0015-pending-email';
import * as seedMarksAndAuditActors from './migrations/0016-seed-marks-and-audit-actors';

/** Migrations in order. A new schema change is a new file added here; applied ones are never edited. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-catalogue-indexes': catalogueIndexes,
  '0003-order-item-discounts': orderItemDiscounts,
  '0004-domain-scale-indexes': domainScaleIndexes,
  '0005-order-request-fingerprint': orderRequestFingerprint,
  '0006-user-article-statuses': userArticleStatuses,
  '0007-audit-log': auditLog,
  '0008-domain-drafts': domainDrafts,
  '0009-rate-limit-counters': rateLimitCounters,
  '0010-link-domain-status': linkDomainStatus,
  '0011-catalogue-version': catalogueVersion,
  '0012-domain-category-arrays': domainCategoryArrays,
  '0013-covering-sort-indexes': coveringSortIndexes,
  '0014-domain-names-lower-case': domainNamesLowerCase,
  '0015-pending-email': pendingEmail,
  '0016-seed-marks-and-audit-actors': seedMarksAndAuditActors,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    // Whatever a migration threw; an Error reads as `Error: message`, as String() would write it.
    const reason = error instanceof Error ? error.toString() : inspect(error);
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
