import type { CartDiscountCode, CartDomain } from '../kernel/cart';

/** A domain as the cart keeps it; prices are net PLN. */
export function cartDomain(id: number, overrides: Partial<CartDomain> = {}): CartDomain {
  return {
    id,
    name: `domena-${id}.pl`,
    price: 1000,
    sale_price: 900,
    rent_price: 50,
    redirect_price: { '30': 10, '90': 25, '365': 80 },
    ...overrides,
  };
}

/** A 10% code for everything in the cart. */
export const SUMMER_CODE = {
  code: 'LATO',
  product_type: 'all',
  type: '1',
  discount: 10,
} as const satisfies CartDiscountCode;
