import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { InvalidInput } from './errors';
import type { FieldErrors } from '../../src/kernel/validation';
import { toGrosze, toGroszeOrNull } from '../../src/kernel/money';
import { existingIds, unknownRefsMessage } from './catalogue-refs';
import { replaceDomainRefs } from './domain-input';
import { formatZloty, inDomains, NOUNS, plainCountOf } from '../shared/polish';
import { recordAudit, type AuditActor } from './audit-log';
import { domainEdits, domainSnapshots } from './domain-audit';

type Change = Schemas['AdminDomainChange'];
type Failure = NonNullable<Schemas['BulkUpdateFailure']['failed']>[number];

export const BULK_UPDATE_MESSAGES = {
  unknownDomain: 'Nie ma takiej domeny w katalogu',
  duplicate: 'Ta domena występuje na liście zmian więcej niż raz',
  priceBelowSale: (salePrice: number) =>
    `Cena nie może być niższa niż cena promocyjna (${formatZloty(salePrice)}). Najpierw obniż cenę promocyjną w edycji domeny.`,
  failed: (entries: number) => `Nie zapisano żadnej zmiany. Popraw ${plainCountOf(entries, NOUNS.entryAccusative)}.`,
  saved: (domains: number) => `Zapisano zmiany ${inDomains(domains)}`,
} as const;

/** Whether the entry's price and rent_price apply; otherwise only its tags and industries do. */
const updatesPrices = (change: Change) => change.updateDomain !== false;

/**
 * Checks every entry against the catalogue before anything is written. The domains are locked, so none is
 * removed or repriced between this check and the writes of the same transaction.
 */
async function findFailures(trx: Db, changes: Change[]): Promise<Failure[]> {
  const ids = [...new Set(changes.map((change) => change.id))];
  const [domains, knownTags, knownIndustries] = await Promise.all([
    trx.selectFrom('domains').select(['id', 'name', 'sale_price']).where('id', 'in', ids).forUpdate().execute(),
    existingIds(
      trx,
      'tags',
      changes.flatMap((change) => change.tags ?? []),
    ),
    existingIds(
      trx,
      'industries',
      changes.flatMap((change) => change.industries ?? []),
    ),
  ]);
  const byId = new Map(domains.map((domain) => [domain.id, domain]));
  const seen = new Set<number>();
  const failures: Failure[] = [];
  changes.forEach((change, index) => {
    const errors: FieldErrors = {};
    const domain = byId.get(change.id);
    if (!domain) errors.id = [BULK_UPDATE_MESSAGES.unknownDomain];
    else if (seen.has(change.id)) errors.id = [BULK_UPDATE_MESSAGES.duplicate];
    seen.add(change.id);
    // The sale price is what customers without a domain discount code pay; it may never exceed the price. Outside a
    // draft it is above 0 (migration 0008), so this also keeps a published domain from being priced at 0 zł.
    const newPrice = domain && updatesPrices(change) && change.price !== undefined ? toGrosze(change.price) : null;
    if (domain && newPrice !== null && newPrice < domain.sale_price) {
      errors.price = [BULK_UPDATE_MESSAGES.priceBelowSale(domain.sale_price)];
    }
    const tagsError = unknownRefsMessage('tags', change.tags ?? [], knownTags);
    const industriesError = unknownRefsMessage('industries', change.industries ?? [], knownIndustries);
    if (tagsError) errors.tags = [tagsError];
    if (industriesError) errors.industries = [industriesError];
    if (Object.keys(errors).length > 0) failures.push({ index, id: change.id, name: domain?.name ?? null, errors });
  });
  return failures;
}

function failure(failures: Failure[]): InvalidInput {
  const errors: FieldErrors = {};
  for (const { index, errors: fields } of failures) {
    for (const [field, messages] of Object.entries(fields)) errors[`changes.${index}.${field}`] = messages;
  }
  return new InvalidInput(errors, BULK_UPDATE_MESSAGES.failed(failures.length), { failed: failures });
}

// One UPDATE per chunk instead of one per domain; 4 parameters a row stays far below PostgreSQL's 65 535.
async function writePrices(trx: Db, changes: Change[], now: Date): Promise<void> {
  for (let start = 0; start < changes.length; start += 2000) {
    const rows = changes.slice(start, start + 2000).map((change) => {
      const prices = updatesPrices(change);
      const price = prices && change.price !== undefined ? toGrosze(change.price) : null;
      const setRent = prices && change.rent_price !== undefined;
      const rent = setRent ? toGroszeOrNull(change.rent_price) : null;
      return sql`(${change.id}::int, ${price}::int, ${setRent}::boolean, ${rent}::int)`;
    });
    await sql`
      update domains as d set
        price = coalesce(v.price, d.price),
        rent_price = case when v.set_rent then v.rent_price else d.rent_price end,
        updated_at = ${now}
      from (values ${sql.join(rows)}) as v(id, price, set_rent, rent_price)
      where d.id = v.id`.execute(trx);
  }
}

/**
 * Applies admin domain change entries all or none: every entry is checked first, and a single failing entry
 * refuses the whole request as invalid input naming each failing entry, with nothing written. Returns the success
 * message. Each changed domain gets an audit entry in the same transaction.
 */
export async function applyDomainChanges(
  db: Db,
  changes: Change[],
  now: Date,
  actor: AuditActor,
): Promise<{ message: string; updated: number }> {
  await db.transaction().execute(async (trx) => {
    const failures = await findFailures(trx, changes);
    if (failures.length > 0) throw failure(failures);
    const ids = [...new Set(changes.map((change) => change.id))];
    const before = await domainSnapshots(trx, ids);
    await writePrices(trx, changes, now);
    const tags = new Map(changes.filter((c) => c.tags !== undefined).map((c) => [c.id, c.tags!]));
    const industries = new Map(changes.filter((c) => c.industries !== undefined).map((c) => [c.id, c.industries!]));
    await replaceDomainRefs(trx, tags, industries);
    // One entry per domain, so each domain's page shows what the bulk save did to it.
    await recordAudit(trx, ...domainEdits(actor, 'domain.bulk_update', before, await domainSnapshots(trx, ids)));
  });
  return { message: BULK_UPDATE_MESSAGES.saved(changes.length), updated: changes.length };
}
