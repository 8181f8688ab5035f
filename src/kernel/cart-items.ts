import {
  cartItemKey,
  type CartChange,
  type CartCollection,
  type CartDiscountCode,
  type CartDomain,
  type CartMode,
  type CartPortal,
  type CartPublication,
  type CartRedirectPeriod,
  type CartSnapshot,
} from './cart';

/**
 * The cart's rules (spec section 4) as pure functions: which stored changes each action makes. The cart machine
 * applies them at once and writes them as one batch, so memory and the browser store follow the same rules.
 */

export interface PublicationInput {
  id: number;
  publication_offer_id: string;
  name: string;
  price: number;
  count: number;
  link_type: 0 | 1;
  domenika_article: boolean;
  /** Given only when editing an entry already in the cart; a new entry gets a fresh one. */
  uuid?: string;
}

export type CartItemKind = 'domain' | 'portal' | 'publication';

/** The catalogue as it is today, for what the cart holds: what `cart.applyPrices` brings the entries up to. */
export interface CurrentPrices {
  domains: CartDomain[];
  portals: CartPortal[];
  /** Each publication portal's net price per offer id; an offer it no longer has is absent. */
  publications: Array<{ id: number; price: Partial<Record<string, number | null>> }>;
  /** The cart's code on today's terms; null when there is none or it could not be looked up. */
  discountCode: CartDiscountCode | null;
}

/** What can be done to the cart; the machine's events carry the same shapes. */
export type CartAction =
  | { type: 'cart.toggleDomain'; item: CartDomain }
  | { type: 'cart.togglePortal'; item: CartPortal }
  | { type: 'cart.togglePublication'; item: CartPublication }
  | { type: 'cart.updatePublication'; item: CartPublication }
  | { type: 'cart.applyPrices'; current: CurrentPrices }
  | { type: 'cart.remove'; collection: CartCollection; key: string }
  | { type: 'cart.setMode'; mode: CartMode }
  | { type: 'cart.setRedirectPeriod'; period: CartRedirectPeriod }
  | { type: 'cart.setDiscountCode'; code: CartDiscountCode }
  | { type: 'cart.removeDiscountCode' }
  | { type: 'cart.clear' }
  | { type: 'cart.clearDomains' }
  | { type: 'cart.removeOrdered'; keys: OrderedKeys };

/** What an order took out of the cart: domain and portal ids, publication keys (`cartItemKey`). */
export interface OrderedKeys {
  domains: number[];
  portals: number[];
  publications: string[];
}

/** The cart entry for a domain as the catalogue shows it now; toggling compares against exactly this. */
export function cartDomainOf(domain: CartDomain): CartDomain {
  const redirect = domain.redirect_price;
  return {
    id: domain.id,
    name: domain.name,
    price: domain.price,
    sale_price: domain.sale_price,
    rent_price: domain.rent_price,
    redirect_price: redirect === null ? null : { '30': redirect['30'], '90': redirect['90'], '365': redirect['365'] },
  };
}

export function cartPortalOf(portal: CartPortal): CartPortal {
  return { id: portal.id, name: portal.name, price: portal.price };
}

/** A publication entry; each new one gets its own uuid, so the same offer can be in the cart twice. */
export function newCartPublication(input: PublicationInput): CartPublication {
  return {
    id: input.id,
    publication_offer_id: input.publication_offer_id,
    uuid: input.uuid ?? crypto.randomUUID(),
    name: input.name,
    price: input.price,
    count: input.count,
    link_type: input.link_type,
    domenika_article: input.domenika_article,
  };
}

/** Structural equality of plain data (the spec's "whole-object equality"); key order does not matter. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const samePublication = (a: CartPublication, b: CartPublication) =>
  a.id === b.id && a.publication_offer_id === b.publication_offer_id && a.uuid === b.uuid;

/** Whether the item is in the cart: domains and portals by whole-object equality, publications by id, offer and uuid. */
export function isInCart(snapshot: CartSnapshot, kind: 'domain', item: CartDomain): boolean;
export function isInCart(snapshot: CartSnapshot, kind: 'portal', item: CartPortal): boolean;
export function isInCart(snapshot: CartSnapshot, kind: 'publication', item: CartPublication): boolean;
export function isInCart(
  snapshot: CartSnapshot,
  kind: CartItemKind,
  item: CartDomain | CartPortal | CartPublication,
): boolean {
  if (kind === 'domain') return snapshot.domains.some((entry) => deepEqual(entry, item));
  if (kind === 'portal') return snapshot.portals.some((entry) => deepEqual(entry, item));
  return snapshot.publications.some((entry) => samePublication(entry, item as CartPublication));
}

/** The number of items on the header button: each domain, portal and publication entry once. */
export function cartCount(snapshot: CartSnapshot): number {
  return snapshot.domains.length + snapshot.portals.length + snapshot.publications.length;
}

const removeDomain = (id: number): CartChange[] => [
  { type: 'remove', collection: 'domains', key: String(id) },
  { type: 'remove', collection: 'redirects', key: String(id) },
];

function toggleDomain(snapshot: CartSnapshot, item: CartDomain): CartChange[] {
  if (isInCart(snapshot, 'domain', item)) return removeDomain(item.id);
  // A stored entry with this id but older prices is replaced (the store keys by id); its redirect entry follows.
  return [
    { type: 'put', collection: 'domains', item },
    { type: 'put', collection: 'redirects', item: { id: item.id, redirect_period: snapshot.redirectPeriod } },
  ];
}

function updatePublication(snapshot: CartSnapshot, item: CartPublication): CartChange[] {
  const matches = snapshot.publications.filter(
    (p) => p.id === item.id && p.publication_offer_id === item.publication_offer_id,
  );
  // The entry keeps its uuid, so it keeps its place in the cart and its key.
  const target = matches.find((p) => p.uuid === item.uuid) ?? matches[0];
  if (!target) return [];
  return [{ type: 'put', collection: 'publications', item: { ...item, uuid: target.uuid } }];
}

function remove(snapshot: CartSnapshot, collection: CartCollection, key: string): CartChange[] {
  const present = (snapshot[collection] as Array<CartDomain | CartPortal | CartPublication>).some(
    (item) => cartItemKey(collection, item) === key,
  );
  if (!present) return [];
  // A domain and its redirect entry go together.
  if (collection === 'domains' || collection === 'redirects') return removeDomain(Number(key));
  return [{ type: 'remove', collection, key }];
}

/**
 * Takes the ordered items out. The discount code went with the order; it stays only while something it may still
 * apply to is left (a portal kept back in 301 mode, say), so an emptied cart does not carry a code nobody sees.
 */
function removeOrdered(snapshot: CartSnapshot, keys: OrderedKeys): CartChange[] {
  const domains = keys.domains.filter((id) => snapshot.domains.some((d) => d.id === id));
  const portals = keys.portals.filter((id) => snapshot.portals.some((p) => p.id === id));
  const publications = keys.publications.filter((key) =>
    snapshot.publications.some((p) => cartItemKey('publications', p) === key),
  );
  const left = cartCount(snapshot) - domains.length - portals.length - publications.length;
  return [
    ...domains.flatMap(removeDomain),
    ...portals.map((id): CartChange => ({ type: 'remove', collection: 'portals', key: String(id) })),
    ...publications.map((key): CartChange => ({ type: 'remove', collection: 'publications', key })),
    ...(left === 0 && snapshot.discountCode !== null
      ? [{ type: 'discountCode', code: null } satisfies CartChange]
      : []),
  ];
}

/**
 * Brings the entries to today's catalogue in one batch: a domain or portal whose entry differs takes the fresh one
 * (the store keys by id; its redirect entry keeps its period), a publication its offer's current price, the code
 * its current terms. Only what the cart still holds changes: an item removed while the prices were fetched stays
 * removed, and nothing is added (so no "Dodano do koszyka").
 */
function applyPrices(snapshot: CartSnapshot, current: CurrentPrices): CartChange[] {
  const changes: CartChange[] = [];
  for (const fresh of current.domains) {
    const stored = snapshot.domains.find((d) => d.id === fresh.id);
    if (stored && !deepEqual(stored, fresh)) changes.push({ type: 'put', collection: 'domains', item: fresh });
  }
  for (const fresh of current.portals) {
    const stored = snapshot.portals.find((p) => p.id === fresh.id);
    if (stored && !deepEqual(stored, fresh)) changes.push({ type: 'put', collection: 'portals', item: fresh });
  }
  for (const portal of current.publications) {
    for (const stored of snapshot.publications.filter((p) => p.id === portal.id)) {
      const price = portal.price[stored.publication_offer_id];
      if (typeof price === 'number' && price !== stored.price)
        changes.push({ type: 'put', collection: 'publications', item: { ...stored, price } });
    }
  }
  if (current.discountCode && snapshot.discountCode && !deepEqual(snapshot.discountCode, current.discountCode)) {
    changes.push({ type: 'discountCode', code: current.discountCode });
  }
  return changes;
}

/** The cart's copy of a discount code: the four fields the price rules read. */
export function cartDiscountCodeOf(code: CartDiscountCode): CartDiscountCode {
  return { code: code.code, product_type: code.product_type, type: code.type, discount: code.discount };
}

/** The stored changes an action makes to this cart; an empty list when it changes nothing. */
export function cartChangesFor(snapshot: CartSnapshot, action: CartAction): CartChange[] {
  switch (action.type) {
    case 'cart.toggleDomain':
      return toggleDomain(snapshot, action.item);
    case 'cart.togglePortal':
      return isInCart(snapshot, 'portal', action.item)
        ? [{ type: 'remove', collection: 'portals', key: String(action.item.id) }]
        : [{ type: 'put', collection: 'portals', item: action.item }];
    case 'cart.togglePublication':
      return isInCart(snapshot, 'publication', action.item)
        ? [{ type: 'remove', collection: 'publications', key: cartItemKey('publications', action.item) }]
        : [{ type: 'put', collection: 'publications', item: action.item }];
    case 'cart.updatePublication':
      return updatePublication(snapshot, action.item);
    case 'cart.applyPrices':
      return applyPrices(snapshot, action.current);
    case 'cart.remove':
      return remove(snapshot, action.collection, action.key);
    case 'cart.setMode':
      return snapshot.mode === action.mode ? [] : [{ type: 'mode', mode: action.mode }];
    case 'cart.setRedirectPeriod': {
      // The option applies to every redirect entry, in the same batch.
      const entries = snapshot.redirects.filter((r) => r.redirect_period !== action.period);
      if (snapshot.redirectPeriod === action.period && entries.length === 0) return [];
      return [
        { type: 'redirectPeriod', period: action.period },
        ...entries.map((r): CartChange => ({
          type: 'put',
          collection: 'redirects',
          item: { id: r.id, redirect_period: action.period },
        })),
      ];
    }
    case 'cart.setDiscountCode':
      return [{ type: 'discountCode', code: action.code }];
    case 'cart.removeDiscountCode':
      return snapshot.discountCode === null ? [] : [{ type: 'discountCode', code: null }];
    case 'cart.clear':
      // Always written: before the stored cart is read (a logout at start-up) the cart in view may look empty.
      return [{ type: 'clear' }];
    case 'cart.clearDomains':
      return snapshot.domains.flatMap((d) => removeDomain(d.id));
    case 'cart.removeOrdered':
      return removeOrdered(snapshot, action.keys);
  }
}

/** Whether the action puts a new item into the cart (the toast "Dodano do koszyka"). */
export function isAddition(snapshot: CartSnapshot, action: CartAction): boolean {
  switch (action.type) {
    case 'cart.toggleDomain':
      return !isInCart(snapshot, 'domain', action.item);
    case 'cart.togglePortal':
      return !isInCart(snapshot, 'portal', action.item);
    case 'cart.togglePublication':
      return !isInCart(snapshot, 'publication', action.item);
    default:
      return false;
  }
}
