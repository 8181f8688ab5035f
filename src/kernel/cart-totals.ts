import type { CartDiscountCode, CartDomain, CartSnapshot } from './cart';
import { cartCount } from './cart-items';
import { toGrosze, toGroszeOrNull, type Grosze } from './money';
import {
  REDIRECT_PERIODS,
  cartTotals,
  discountMakesOrderFree,
  type CartTotals,
  type DiscountRule,
  type PricedDomain,
  type RedirectPeriod,
} from './pricing';

/**
 * The cart's totals: the stored cart (PLN, as the API sends prices) converted once to grosze and priced by
 * pricing.ts, the same code the server uses for the order.
 */
export interface CartTotalsView extends CartTotals {
  /** Each domain's monthly lease price (rent_price) in grosze, null when it is not for lease; shown in rent mode. */
  monthlyRent: Record<number, Grosze | null>;
}

function redirectPrices(domain: CartDomain): Partial<Record<RedirectPeriod, Grosze>> | null {
  const prices = domain.redirect_price;
  if (prices === null) return null;
  return Object.fromEntries(REDIRECT_PERIODS.map((days) => [days, toGrosze(prices[`${days}`])]));
}

/** A code as the pricing model reads it: an amount code carries zł, the model works in grosze. */
export function discountRuleOf(code: CartDiscountCode | null): DiscountRule | null {
  if (code === null) return null;
  return {
    product_type: code.product_type,
    type: code.type,
    discount: code.type === '0' ? toGrosze(code.discount) : code.discount,
  };
}

/** The pricing model's view of a domain entry, with its own redirect entry's period. */
function pricedDomain(snapshot: CartSnapshot, domain: CartDomain): PricedDomain {
  const redirect = snapshot.redirects.find((r) => r.id === domain.id);
  return {
    id: domain.id,
    price: toGrosze(domain.price),
    sale_price: toGrosze(domain.sale_price),
    rent_price: toGroszeOrNull(domain.rent_price),
    redirect_price: redirectPrices(domain),
    redirect_period: redirect?.redirect_period ?? snapshot.redirectPeriod,
  };
}

/** Lines, unpriced items and net, discount, VAT 23 % and gross of the cart in its current mode. */
export function totalsOfCart(snapshot: CartSnapshot): CartTotalsView {
  const totals = cartTotals({
    mode: snapshot.mode,
    redirectPeriod: snapshot.redirectPeriod,
    domains: snapshot.domains.map((domain) => pricedDomain(snapshot, domain)),
    portals: snapshot.portals.map((portal) => ({ id: portal.id, price: toGrosze(portal.price) })),
    publications: snapshot.publications.map((p) => ({
      id: p.id,
      publication_offer_id: p.publication_offer_id,
      price: toGrosze(p.price),
      count: p.count,
      domenika_article: p.domenika_article,
    })),
    discount: discountRuleOf(snapshot.discountCode),
  });
  const monthlyRent = Object.fromEntries(snapshot.domains.map((d) => [d.id, toGroszeOrNull(d.rent_price)]));
  return { ...totals, monthlyRent };
}

/** Whether a discount code's product type matches anything in the cart (otherwise it gives nothing). */
export function discountMatchesCart(snapshot: CartSnapshot, productType: CartDiscountCode['product_type']): boolean {
  switch (productType) {
    case 'all':
      return cartCount(snapshot) > 0;
    case 'domain':
      return snapshot.domains.length > 0;
    case 'portal':
      return snapshot.portals.length > 0;
    case 'publication':
      return snapshot.publications.length > 0;
  }
}

/** Whether the code would bring the cart to 0 zł; the cart refuses such a code as checkout does. */
export function discountMakesCartFree(snapshot: CartSnapshot, code: CartDiscountCode): boolean {
  return discountMakesOrderFree(totalsOfCart({ ...snapshot, discountCode: code }));
}
