import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { DomainsTable } from '../db/tables';
import type { Schemas } from '../../src/contract/types';
import { InvalidInput } from './errors';
import type { FieldErrors } from '../../src/kernel/validation';
import { toGrosze, toGroszeOrNull } from '../../src/kernel/money';
import { DOMAIN_FORM_MESSAGES } from '../../src/kernel/admin-domain-form';
import { existingIds, unknownRefsMessage } from './catalogue-refs';
import { checkDomainName, DOMAIN_NAME_MESSAGES } from './domain-name';
import { formatZloty } from '../shared/polish';

type DomainValues = Omit<Insertable<DomainsTable>, 'id' | 'created_at'>;

/** A DomainInput that passed every rule, ready to be written. */
export interface CheckedDomain {
  values: DomainValues;
  tags: number[];
  industries: number[];
}

export const DOMAIN_INPUT_MESSAGES = {
  saleAbovePrice: (price: number) => `Cena promocyjna nie może być wyższa niż cena (${formatZloty(price)})`,
  unpricedOutsideDraft: DOMAIN_FORM_MESSAGES.unpricedOutsideDraft,
} as const;

/**
 * The rules of adminCreateDomain and adminUpdateDomain beyond the schema: a real hostname, unique in the catalogue
 * (`exceptId` is the domain being edited), a sale price not above the price, both prices above 0 unless the domain
 * is a draft (so an imported name is never published for free), and known tags and industries.
 * Every broken rule is reported at once, each on its own field.
 */
export async function checkDomainInput(
  db: Db,
  input: Schemas['DomainInput'],
  exceptId?: number,
): Promise<CheckedDomain> {
  const errors: FieldErrors = {};
  const { name, error: nameError } = checkDomainName(input.name);
  if (nameError) {
    errors.name = [nameError];
  } else {
    let sameName = db.selectFrom('domains').select('id').where('name', '=', name);
    if (exceptId !== undefined) sameName = sameName.where('id', '<>', exceptId);
    if (await sameName.executeTakeFirst()) errors.name = [DOMAIN_NAME_MESSAGES.taken];
  }

  const price = toGrosze(input.price);
  const salePrice = toGrosze(input.sale_price);
  if (salePrice > price) errors.sale_price = [DOMAIN_INPUT_MESSAGES.saleAbovePrice(price)];
  if (input.status !== 'draft') {
    if (price === 0) errors.price = [DOMAIN_INPUT_MESSAGES.unpricedOutsideDraft];
    if (salePrice === 0) errors.sale_price ??= [DOMAIN_INPUT_MESSAGES.unpricedOutsideDraft];
  }

  const tags = input.tags ?? [];
  const industries = input.industries ?? [];
  const [knownTags, knownIndustries] = await Promise.all([
    existingIds(db, 'tags', tags),
    existingIds(db, 'industries', industries),
  ]);
  const tagsError = unknownRefsMessage('tags', tags, knownTags);
  const industriesError = unknownRefsMessage('industries', industries, knownIndustries);
  if (tagsError) errors.tags = [tagsError];
  if (industriesError) errors.industries = [industriesError];
  if (Object.keys(errors).length > 0) throw new InvalidInput(errors);

  const redirect = input.redirect_price ?? null;
  return {
    values: {
      name,
      type: input.type,
      status: input.status,
      description: input.description?.trim() || null,
      price,
      sale_price: salePrice,
      rent_price: toGroszeOrNull(input.rent_price),
      redirect_price_30: redirect ? toGrosze(redirect['30']) : null,
      redirect_price_90: redirect ? toGrosze(redirect['90']) : null,
      redirect_price_365: redirect ? toGrosze(redirect['365']) : null,
      dfs_rating: input.dfs_rating ?? 0,
      backlinks: input.backlinks ?? 0,
      ref_domains: input.ref_domains ?? 0,
      max_visibility: input.max_visibility ?? 0,
      anchor_links: input.anchor_links ?? 0,
    },
    tags,
    industries,
  };
}

/**
 * Replaces the tags and industries of the domains keyed in each map (domain id to the new ids); a domain absent
 * from a map keeps its links of that kind. Runs inside the caller's transaction.
 */
export async function replaceDomainRefs(db: Db, tags: Map<number, number[]>, industries: Map<number, number[]>) {
  if (tags.size > 0) {
    await db
      .deleteFrom('domain_tags')
      .where('domain_id', 'in', [...tags.keys()])
      .execute();
    const rows = [...tags].flatMap(([domainId, ids]) => ids.map((tagId) => ({ domain_id: domainId, tag_id: tagId })));
    for (const chunk of chunks(rows, 5000)) await db.insertInto('domain_tags').values(chunk).execute();
  }
  if (industries.size > 0) {
    await db
      .deleteFrom('domain_industries')
      .where('domain_id', 'in', [...industries.keys()])
      .execute();
    const rows = [...industries].flatMap(([domainId, ids]) =>
      ids.map((industryId) => ({ domain_id: domainId, industry_id: industryId })),
    );
    for (const chunk of chunks(rows, 5000)) await db.insertInto('domain_industries').values(chunk).execute();
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
