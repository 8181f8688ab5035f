import type { CartMode, CartSnapshot } from './cart';
import { cartItemKey } from './cart';
import type { CheckoutPayload } from './checkout-form';
import type { OrderedKeys } from './cart-items';
import { discountMatchesCart, totalsOfCart } from './cart-totals';
import { toPln } from './money';
import { isPublicationOfferId, type PublicationOfferId } from './publication-order';

export type { OrderedKeys };

/**
 * What a checkout sends, built from the cart. Rentals (rent and 301 mode) are domains only: portals and publications
 * are never leased, so in those modes they are left out of the order and stay in the cart.
 */

/** In rent mode the customer leases through the aftermarket's escrow (the default) or directly from Domenika. */
export type RentChannel = 'escrow' | 'direct';

/** Which call completes the checkout: POST /api/orders, /api/checkout/rental, /api/checkout/redirect-rental, escrow. */
export type CheckoutRoute = 'order' | 'rental' | 'redirectRental' | 'escrow';

export function checkoutRouteOf(mode: CartMode, channel: RentChannel): CheckoutRoute {
  if (mode === 'buy') return 'order';
  if (mode === 'redirect') return 'redirectRental';
  return channel === 'escrow' ? 'escrow' : 'rental';
}

/** Whether the mode orders portals and publications too (only buying does). */
export function ordersEverything(mode: CartMode): boolean {
  return mode === 'buy';
}

/** The part of the cart the mode orders: the whole cart when buying, the domains and their redirects otherwise. */
export function orderedPartOf(snapshot: CartSnapshot): CartSnapshot {
  return ordersEverything(snapshot.mode) ? snapshot : { ...snapshot, portals: [], publications: [] };
}

/**
 * The part of the cart a checkout sends: what the mode orders, with the discount code only when it covers something
 * in that part. A code that covers nothing ordered (a portal code in 301 mode) gives nothing, so it is not sent: the
 * server would refuse it, and the customer keeps it in the cart for a later purchase.
 */
export function submittedPartOf(snapshot: CartSnapshot): CartSnapshot {
  const part = orderedPartOf(snapshot);
  const code = part.discountCode;
  return code && !discountMatchesCart(part, code.product_type) ? { ...part, discountCode: null } : part;
}

/** Keys of what an order takes out of the cart (useCartActions().removeOrdered). */
export function orderedKeysOf(snapshot: CartSnapshot): OrderedKeys {
  const part = orderedPartOf(snapshot);
  return {
    domains: part.domains.map((d) => d.id),
    portals: part.portals.map((p) => p.id),
    publications: part.publications
      .filter((p) => isPublicationOfferId(p.publication_offer_id))
      .map((p) => cartItemKey('publications', p)),
  };
}

export interface PublicationOrder {
  id: number;
  publication_offer_id: PublicationOfferId;
  count: number;
  link_type: 0 | 1;
  domenika_article: boolean;
}

/** The buyer and consents of the form (see checkout-form.ts), passed through unchanged. */
export interface BuyerPayload<B, C> {
  buyer: B;
  consents: C;
}

/** The request of one checkout route; `client_total` is the gross the customer saw, in PLN. */
export type CheckoutSubmission<B, C> =
  | {
      route: 'order';
      body: BuyerPayload<B, C> & {
        domains: number[];
        portals: number[];
        publications: PublicationOrder[];
        discount_code: string | null;
        client_total: number;
      };
    }
  | {
      route: 'rental';
      body: BuyerPayload<B, C> & { domains: number[]; discount_code: string | null; client_total: number };
    }
  | {
      route: 'redirectRental';
      body: BuyerPayload<B, C> & {
        redirects: Array<{ id: number; redirect_period: 30 | 90 | 365 }>;
        discount_code: string | null;
        client_total: number;
      };
    };

/** A checkout request with the form's buyer and consents. */
export type CheckoutRequest = CheckoutSubmission<CheckoutPayload['buyer'], CheckoutPayload['consents']>;

/** One press of the order button: the request, its Idempotency-Key and what leaves the cart on success. */
export interface Placement {
  request: CheckoutRequest;
  idempotencyKey: string;
  ordered: OrderedKeys;
}

/** The escrow request (spec section 3): the aftermarket login and the domains cart's id, name and rent_price. */
export interface EscrowRequest {
  aftermarket_id: string;
  items: Array<{ id: number; name: string; rent_price: number | null }>;
}

/**
 * The request for the route. In 301 mode each domain goes with its own redirect entry's period, falling back to
 * the cart's period for a domain whose entry is missing.
 */
export function checkoutSubmissionOf<B, C>(
  route: Exclude<CheckoutRoute, 'escrow'>,
  snapshot: CartSnapshot,
  payload: BuyerPayload<B, C>,
  grossPln: number,
): CheckoutSubmission<B, C> {
  const common = { ...payload, discount_code: snapshot.discountCode?.code ?? null, client_total: grossPln };
  const domains = snapshot.domains.map((d) => d.id);
  if (route === 'rental') return { route, body: { ...common, domains } };
  if (route === 'redirectRental') {
    const periods = new Map(snapshot.redirects.map((r) => [r.id, r.redirect_period]));
    return {
      route,
      body: {
        ...common,
        redirects: snapshot.domains.map((d) => ({
          id: d.id,
          redirect_period: periods.get(d.id) ?? snapshot.redirectPeriod,
        })),
      },
    };
  }
  const publications: PublicationOrder[] = [];
  for (const p of snapshot.publications) {
    if (!isPublicationOfferId(p.publication_offer_id)) continue;
    publications.push({
      id: p.id,
      publication_offer_id: p.publication_offer_id,
      count: p.count,
      link_type: p.link_type,
      domenika_article: p.domenika_article,
    });
  }
  return { route, body: { ...common, domains, portals: snapshot.portals.map((p) => p.id), publications } };
}

/** The request of a checkout of this cart: its submitted part, at the gross the customer saw (in PLN). */
export function checkoutRequestOf<B, C>(
  route: Exclude<CheckoutRoute, 'escrow'>,
  snapshot: CartSnapshot,
  payload: BuyerPayload<B, C>,
): CheckoutSubmission<B, C> {
  const part = submittedPartOf(snapshot);
  return checkoutSubmissionOf(route, part, payload, toPln(totalsOfCart(part).gross));
}

/** The escrow request's items (spec section 3): id, name and rent_price of every domain in the cart. */
export function escrowItemsOf(snapshot: CartSnapshot): EscrowRequest['items'] {
  return snapshot.domains.map((d) => ({ id: d.id, name: d.name, rent_price: d.rent_price }));
}

// cyrb53: a fast 53-bit string hash; collisions only matter between two carts of one tab, so it is plenty.
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A fingerprint of what an order would contain: mode, items with their prices and counts, periods and the code.
 * Item order does not matter; the store's version counter does not count, since it changes without the content.
 */
export function cartFingerprint(snapshot: CartSnapshot): string {
  const part = orderedPartOf(snapshot);
  const byKey = <T extends { id: number }>(
    collection: 'domains' | 'portals' | 'publications' | 'redirects',
    items: readonly T[],
  ) =>
    [...items]
      .map((item) => [cartItemKey(collection, item), item] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return hash53(
    JSON.stringify([
      part.mode,
      part.mode === 'redirect' ? part.redirectPeriod : null,
      part.discountCode?.code ?? null,
      byKey('domains', part.domains),
      byKey('portals', part.portals),
      byKey('publications', part.publications),
      part.mode === 'redirect' ? byKey('redirects', part.redirects) : [],
    ]),
  );
}

/**
 * A fingerprint of one press of the order button: the cart's content and the buyer it is made out to. The server
 * refuses a key replayed for another buyer, so a corrected buyer is a new attempt with a new key.
 */
export function attemptFingerprint(snapshot: CartSnapshot, buyer: object): string {
  return hash53(JSON.stringify([cartFingerprint(snapshot), buyer]));
}
