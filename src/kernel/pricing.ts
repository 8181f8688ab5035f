import type { Grosze } from './money';
import { withVat } from './vat';

/**
 * Cart prices (spec section 9), in integer grosze, shared by the SPA cart and the server's checkout so that both
 * arrive at the same totals. Catalogue prices are net; VAT is added to the net after the discount.
 *
 * Rent mode (Dzierżawię) prices like buy mode, to the letter of section 9: a lease is lease-to-own, so its total is
 * the domain's price; `rent_price` is only the monthly instalment shown beside it, and a domain without one cannot
 * be leased at all.
 */

/** The article-preparation add-on (external writing service), 25 zł net per publication. */
export const ARTICLE_ADDON_PRICE: Grosze = 2500;

/**
 * The most an order may be worth: the net sum of its items (unit price × count) before any discount, 10 000 000 zł.
 * Orders, their items and invoices keep grosze in 32-bit integer columns (at most 21 474 836,47 zł); below this
 * limit every stored sum fits, the gross (net × 1.23) included.
 */
export const ORDER_VALUE_LIMIT: Grosze = 1_000_000_000;

export const REDIRECT_PERIODS = [30, 90, 365] as const;
export type RedirectPeriod = (typeof REDIRECT_PERIODS)[number];
export const DEFAULT_REDIRECT_PERIOD: RedirectPeriod = 30;

/** Kupuję, Dzierżawię, Wynajmuję (301). */
export type CartMode = 'buy' | 'rent' | 'redirect';

export type DiscountProductType = 'all' | 'domain' | 'portal' | 'publication';
/** "0" an amount off each matching item, "1" a percentage. */
export type DiscountType = '0' | '1';

/** A discount code's rule: `discount` is grosze for type "0" and percent for type "1". */
export interface DiscountRule {
  product_type: DiscountProductType;
  type: DiscountType;
  discount: number;
}

/** The API's item kinds; a portal bought whole is a "webPortal". */
export type LineKind = 'domain' | 'webPortal' | 'publication';

export interface PricedDomain {
  id: number;
  price: Grosze;
  sale_price: Grosze;
  /** Monthly lease price; null when the domain is not for lease. */
  rent_price?: Grosze | null;
  /** 301 rental price per period; null or a missing period when not offered. */
  redirect_price?: Partial<Record<RedirectPeriod, Grosze>> | null;
  /** This entry's own period in 301 mode; the cart's period otherwise. */
  redirect_period?: RedirectPeriod;
}

export interface PricedPortal {
  id: number;
  price: Grosze;
}

export interface PricedPublication {
  id: number;
  publication_offer_id: string;
  /** The offer's price without the add-on. */
  price: Grosze;
  count: number;
  domenika_article: boolean;
}

export interface CartInput {
  mode: CartMode;
  redirectPeriod?: RedirectPeriod;
  domains: readonly PricedDomain[];
  portals: readonly PricedPortal[];
  publications: readonly PricedPublication[];
  discount: DiscountRule | null;
}

export interface PriceLine {
  kind: LineKind;
  id: number;
  publication_offer_id: string | null;
  redirect_period: RedirectPeriod | null;
  /** Net price of one unit, add-on included. */
  unitPrice: Grosze;
  count: number;
  /** unitPrice × count, before the discount. */
  total: Grosze;
  /** This line's share of the discount. */
  discount: Grosze;
}

/** A domain the chosen mode cannot price: it has no lease price, or no 301 price for the period. */
export interface UnpricedItem {
  kind: 'domain';
  id: number;
  reason: 'not_for_rent' | 'no_redirect';
}

export interface CartTotals {
  lines: PriceLine[];
  unpriced: UnpricedItem[];
  /** Sum of the line totals, rounded to whole grosze. */
  subtotal: Grosze;
  discountTotal: Grosze;
  /** subtotal − discountTotal. */
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

const KIND_OF_PRODUCT: Record<Exclude<DiscountProductType, 'all'>, LineKind> = {
  domain: 'domain',
  portal: 'webPortal',
  publication: 'publication',
};

/** Half up to a whole grosz; the epsilon absorbs float noise such as 0.49999999 for an exact half. */
function roundGrosze(value: number): Grosze {
  return Math.floor(value + 0.5 + 1e-9);
}

const nonNegative = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** Whether a discount code's product type covers items of this kind. */
export function discountAppliesTo(rule: DiscountRule | null, kind: LineKind): boolean {
  if (!rule) return false;
  return rule.product_type === 'all' || KIND_OF_PRODUCT[rule.product_type] === kind;
}

/** A publication's unit price: the offer price plus the add-on when it is chosen. */
export function publicationUnitPrice(price: Grosze, domenikaArticle: boolean): Grosze {
  return nonNegative(price) + (domenikaArticle ? ARTICLE_ADDON_PRICE : 0);
}

function line(kind: LineKind, id: number, unitPrice: number, count: number, extra: Partial<PriceLine> = {}): PriceLine {
  const unit = nonNegative(unitPrice);
  const n = Math.max(0, Math.floor(count));
  return {
    kind,
    id,
    publication_offer_id: null,
    redirect_period: null,
    unitPrice: unit,
    count: n,
    total: unit * n,
    discount: 0,
    ...extra,
  };
}

/**
 * What a domain counts at in buy and rent mode: its standard price when the code covers domains (the code's
 * discount is then taken off that price), its sale price otherwise.
 */
export function domainUnitPrice(domain: Pick<PricedDomain, 'price' | 'sale_price'>, rule: DiscountRule | null): Grosze {
  return discountAppliesTo(rule, 'domain') ? domain.price : domain.sale_price;
}

/** Whether an order is worth more than ORDER_VALUE_LIMIT; such an order is refused rather than stored. */
export function exceedsOrderValueLimit(totals: Pick<CartTotals, 'subtotal'>): boolean {
  return totals.subtotal > ORDER_VALUE_LIMIT;
}

/** Said beside the code field, by the cart and by checkout, when a code would make the order free. */
export const FREE_ORDER_MESSAGE = 'Tego kodu rabatowego nie można użyć: obniżyłby wartość zamówienia do 0 zł';

/**
 * Whether a discount code brings a priced order to 0 zł (or, were the shares ever wrong, below). Such a code is
 * refused, by the cart and at checkout alike: an order is never given away.
 */
export function discountMakesOrderFree(totals: Pick<CartTotals, 'discountTotal' | 'net'>): boolean {
  return totals.discountTotal > 0 && totals.net <= 0;
}

/** Whether a discount code covers at least one priced line; a code that covers none is refused at checkout. */
export function discountMatchesAny(rule: DiscountRule | null, lines: readonly Pick<PriceLine, 'kind'>[]): boolean {
  return lines.some((l) => discountAppliesTo(rule, l.kind));
}

function domainLines(input: CartInput, unpriced: UnpricedItem[]): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const domain of input.domains) {
    if (input.mode === 'redirect') {
      const period = domain.redirect_period ?? input.redirectPeriod ?? DEFAULT_REDIRECT_PERIOD;
      const price = domain.redirect_price?.[period];
      if (price === undefined || price === null)
        unpriced.push({ kind: 'domain', id: domain.id, reason: 'no_redirect' });
      else lines.push(line('domain', domain.id, price, 1, { redirect_period: period }));
    } else if (input.mode === 'rent' && (domain.rent_price === undefined || domain.rent_price === null)) {
      unpriced.push({ kind: 'domain', id: domain.id, reason: 'not_for_rent' });
    } else {
      lines.push(line('domain', domain.id, domainUnitPrice(domain, input.discount), 1));
    }
  }
  return lines;
}

/** Splits a total over lines in proportion to their weights, handing leftover grosze to the largest remainders. */
function allocate(total: Grosze, weights: number[]): Grosze[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x + 1e-9));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - shares[i]! })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

function applyDiscount(lines: PriceLine[], rule: DiscountRule | null): void {
  if (!rule) return;
  const matching = lines.filter((l) => discountAppliesTo(rule, l.kind));
  if (rule.type === '1') {
    // The percentage is taken once, of the sum of the matching items' standard prices, then shared out per line.
    const percent = Math.min(100, nonNegative(rule.discount));
    const base = matching.reduce((sum, l) => sum + l.total, 0);
    const shares = allocate(
      Math.min(roundGrosze((base * percent) / 100), roundGrosze(base)),
      matching.map((l) => l.total),
    );
    matching.forEach((l, i) => (l.discount = Math.min(shares[i]!, l.total)));
  } else {
    const amount = nonNegative(rule.discount);
    for (const l of matching) l.discount = Math.min(amount * l.count, l.total);
  }
}

/**
 * The cart's lines and totals. In 301 mode only the domains' redirect prices count, and a code for domains or for
 * all products discounts those redirect prices (they are what a 301 customer buys); a portal or publication code
 * gives nothing there. In buy and rent mode domains, portals and publications (× count) all count; rent mode only
 * leaves out, as unpriced, the domains that are not for lease.
 */
export function cartTotals(input: CartInput): CartTotals {
  const unpriced: UnpricedItem[] = [];
  const lines = domainLines(input, unpriced);
  if (input.mode !== 'redirect') {
    for (const portal of input.portals) lines.push(line('webPortal', portal.id, portal.price, 1));
    for (const p of input.publications) {
      lines.push(
        line('publication', p.id, publicationUnitPrice(p.price, p.domenika_article), p.count, {
          publication_offer_id: p.publication_offer_id,
        }),
      );
    }
  }
  applyDiscount(lines, input.discount);
  const subtotal = roundGrosze(lines.reduce((sum, l) => sum + l.total, 0));
  const discountTotal = Math.min(subtotal, roundGrosze(lines.reduce((sum, l) => sum + l.discount, 0)));
  const { net, vat, gross } = withVat(subtotal - discountTotal);
  return { lines, unpriced, subtotal, discountTotal, net, vat, gross };
}
