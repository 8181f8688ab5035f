import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { Conflict } from './errors';
import {
  REDIRECT_PERIODS,
  type CartMode,
  type PricedDomain,
  type PricedPortal,
  type PricedPublication,
  type RedirectPeriod,
} from '../../src/kernel/pricing';

export type UnavailableItem = Schemas['ItemsUnavailable']['unavailable'][number];
type Reason = UnavailableItem['reason'];

export const CHECKOUT_MESSAGES = {
  pricesChanged: 'Ceny zmieniły się — odśwież koszyk',
  unavailable: (names: string[]) =>
    `Te pozycje nie są już dostępne: ${names.join(', ')}. Usuń je z koszyka i spróbuj ponownie.`,
} as const;

const UNNAMED_KIND: Record<UnavailableItem['kind'], string> = {
  domain: 'domena',
  webPortal: 'portal',
  publication: 'publikacja',
};

/** A conflict naming every item that cannot be ordered and why. */
export function itemsUnavailable(items: UnavailableItem[]): Conflict {
  // A domain deleted from the catalogue has no name left on the server; the cart still shows it under its name.
  const names = items.map((i) => i.name ?? `${UNNAMED_KIND[i.kind]} nr ${i.id}`);
  return new Conflict(CHECKOUT_MESSAGES.unavailable(names), { unavailable: items });
}

/**
 * A conflict when the gross total the customer saw is not the one the server computed. The client only sends a
 * total, so no single item can be blamed: the list is empty and the cart is expected to reload its prices.
 */
export function pricesChanged(): Conflict {
  return new Conflict(CHECKOUT_MESSAGES.pricesChanged, { unavailable: [] });
}

export interface DomainRequest {
  id: number;
  redirect_period?: RedirectPeriod;
}

export interface PublicationRequest {
  id: number;
  publication_offer_id: Schemas['PublicationOfferId'];
  count: number;
  link_type: 0 | 1;
  domenika_article: boolean;
}

export interface CartRequest {
  domains: readonly DomainRequest[];
  portals: readonly number[];
  publications: readonly PublicationRequest[];
}

export interface CartSelection {
  domains: Array<PricedDomain & { name: string }>;
  portals: Array<PricedPortal & { name: string }>;
  publications: Array<PricedPublication & { name: string; link_type: 0 | 1 }>;
  unavailable: UnavailableItem[];
}

const DOMAIN_STATUS_REASON: Record<string, Reason> = {
  reserved: 'reserved',
  rented: 'reserved',
  sold: 'sold',
  hidden: 'deleted',
  draft: 'deleted',
};

/** Why a domain cannot be taken in this mode, or null when it can. */
function domainProblem(
  row: {
    status: string;
    rent_price: number | null;
    redirect_price_30: number | null;
    redirect_price_90: number | null;
    redirect_price_365: number | null;
  },
  mode: CartMode,
  period: RedirectPeriod,
): Reason | null {
  if (row.status !== 'available') return DOMAIN_STATUS_REASON[row.status] ?? 'deleted';
  if (mode === 'rent' && row.rent_price === null) return 'not_for_rent';
  if (mode === 'redirect' && row[`redirect_price_${period}`] === null) return 'no_redirect';
  return null;
}

/** The periods a domain can be rented for as a 301 redirect; each price is set or left empty on its own. */
function redirectPrices(row: {
  redirect_price_30: number | null;
  redirect_price_90: number | null;
  redirect_price_365: number | null;
}) {
  const prices: Partial<Record<RedirectPeriod, number>> = {};
  for (const period of REDIRECT_PERIODS) {
    const price = row[`redirect_price_${period}`];
    if (price !== null) prices[period] = price;
  }
  return prices;
}

/**
 * Loads the current catalogue prices of what the customer asks for and names each item that cannot be ordered:
 * domains must be available (and leasable in rent mode, with a price for the period in 301 mode), portals available
 * and for sale, publications offered by the portal with the chosen link attribute. Prices never come from the client.
 */
export async function loadCart(db: Db, mode: CartMode, request: CartRequest): Promise<CartSelection> {
  const domainIds = request.domains.map((d) => d.id);
  const portalIds = [...new Set([...request.portals, ...request.publications.map((p) => p.id)])];
  const [domainRows, portalRows] = await Promise.all([
    domainIds.length ? db.selectFrom('domains').selectAll().where('id', 'in', domainIds).execute() : [],
    portalIds.length ? db.selectFrom('portals').selectAll().where('id', 'in', portalIds).execute() : [],
  ]);
  const domainsById = new Map(domainRows.map((r) => [r.id, r]));
  const portalsById = new Map(portalRows.map((r) => [r.id, r]));
  const selection: CartSelection = { domains: [], portals: [], publications: [], unavailable: [] };

  for (const wanted of request.domains) {
    const row = domainsById.get(wanted.id);
    const period = wanted.redirect_period ?? 30;
    const reason = row ? domainProblem(row, mode, period) : 'deleted';
    if (!row || reason) {
      selection.unavailable.push({
        kind: 'domain',
        id: wanted.id,
        name: row?.name ?? null,
        reason: reason ?? 'deleted',
      });
      continue;
    }
    selection.domains.push({
      id: row.id,
      name: row.name,
      price: row.price,
      sale_price: row.sale_price,
      rent_price: row.rent_price,
      redirect_price: redirectPrices(row),
      redirect_period: period,
    });
  }

  for (const id of request.portals) {
    const row = portalsById.get(id);
    // A portal without a price is no longer for sale, which the customer sees like a deleted item.
    if (!row || row.price === null || row.status !== 'available') {
      const reason = row && row.price !== null ? (DOMAIN_STATUS_REASON[row.status] ?? 'deleted') : 'deleted';
      selection.unavailable.push({ kind: 'webPortal', id, name: row?.name ?? null, reason });
      continue;
    }
    selection.portals.push({ id: row.id, name: row.name, price: row.price });
  }

  for (const wanted of request.publications) {
    const row = portalsById.get(wanted.id);
    const price = row ? row[wanted.publication_offer_id] : null;
    // A withdrawn offer or a link attribute the portal no longer accepts is reported like a deleted item.
    if (!row || price === null || !row.link_types.includes(wanted.link_type)) {
      selection.unavailable.push({ kind: 'publication', id: wanted.id, name: row?.name ?? null, reason: 'deleted' });
      continue;
    }
    selection.publications.push({ ...wanted, name: row.name, price });
  }
  return selection;
}

/**
 * Reserves the domains and portals with a conditional update, so of two orders racing for one item exactly one gets
 * it. Returns the items another order took meanwhile; the caller rolls back when there are any.
 */
export async function reserveCart(db: Db, selection: CartSelection, at: Date): Promise<UnavailableItem[]> {
  const lost: UnavailableItem[] = [];
  if (selection.domains.length) {
    const ids = selection.domains.map((d) => d.id);
    const got = await db
      .updateTable('domains')
      .set({ status: 'reserved', updated_at: at })
      .where('id', 'in', ids)
      .where('status', '=', 'available')
      .returning('id')
      .execute();
    const taken = new Set(got.map((r) => r.id));
    for (const d of selection.domains)
      if (!taken.has(d.id)) lost.push({ kind: 'domain', id: d.id, name: d.name, reason: 'reserved' });
  }
  if (selection.portals.length) {
    const ids = selection.portals.map((p) => p.id);
    const got = await db
      .updateTable('portals')
      .set({ status: 'reserved' })
      .where('id', 'in', ids)
      .where('status', '=', 'available')
      .returning('id')
      .execute();
    const taken = new Set(got.map((r) => r.id));
    for (const p of selection.portals)
      if (!taken.has(p.id)) lost.push({ kind: 'webPortal', id: p.id, name: p.name, reason: 'reserved' });
  }
  return lost;
}
