import type { components } from '../contract/types';
import { EMPTY_CART, type CartSnapshot } from '../kernel/cart';
import { writeCartCopy } from '../platform/db/stores/cart/local-cart-copy';

type Profile = components['schemas']['Profile'];
type Order = components['schemas']['Order'];
type OrderItem = components['schemas']['OrderItem'];

/** The demo customer's profile as GET /api/me answers it. */
export function customerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    name: 'Jan Klient',
    email: 'klient@example.pl',
    privileges: ['user'],
    email_verified_at: '2026-01-01T10:00:00Z',
    aftermarket_id: 'jan_klient',
    created_at: '2026-01-01T10:00:00Z',
    phone: null,
    is_company: false,
    company_name: null,
    nip: null,
    marketing_consent: false,
    pending_email: null,
    address: { street: 'ul. Marszałkowska 10/4', postal_code: '00-590', city: 'Warszawa', country: 'PL' },
    ...overrides,
  };
}

/** A cart with a domain, a portal and a publication ×3 (PLN, net). */
export function fullCart(overrides: Partial<CartSnapshot> = {}): CartSnapshot {
  return {
    ...EMPTY_CART,
    domains: [
      {
        id: 7,
        name: 'domena-7.pl',
        price: 1000,
        sale_price: 900,
        rent_price: 49,
        redirect_price: { '30': 10, '90': 25, '365': 80 },
      },
      {
        id: 8,
        name: 'domena-8.pl',
        price: 500,
        sale_price: 500,
        rent_price: 20,
        redirect_price: { '30': 5, '90': 12, '365': 40 },
      },
    ],
    portals: [{ id: 3, name: 'portal-3.pl', price: 2000 }],
    publications: [
      {
        id: 4,
        publication_offer_id: 'permanent_publication',
        uuid: 'u-1',
        name: 'blog-4.pl',
        price: 100,
        count: 3,
        link_type: 1,
        domenika_article: false,
      },
    ],
    redirects: [
      { id: 7, redirect_period: 30 },
      { id: 8, redirect_period: 30 },
    ],
    ...overrides,
  };
}

/** Puts a cart where the app restores it from in jsdom (the local-storage cart store). */
export function seedCart(snapshot: CartSnapshot): void {
  writeCartCopy(window.localStorage, snapshot);
}

/** An order's line for a domain bought outright, 1000 PLN net. */
export function domainLine(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    kind: 'domain',
    item_id: 7,
    name: 'domena-7.pl',
    unit_price: 1000,
    count: 1,
    net_total: 1000,
    redirect_period: null,
    publication_offer_id: null,
    link_type: null,
    domenika_article: null,
    ...overrides,
  };
}

/** An order's line for three permanent publications with a followed link, 100 PLN net each. */
export function publicationLine(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    kind: 'publication',
    item_id: 3,
    name: 'blog.pl',
    unit_price: 100,
    count: 3,
    net_total: 300,
    redirect_period: null,
    publication_offer_id: 'permanent_publication',
    link_type: 1,
    domenika_article: false,
    ...overrides,
  };
}

/** An order as the server answers POST /api/orders; its bank transfer is titled with its number, for its gross. */
export function placedOrder(id: number, overrides: Partial<Order> = {}): Order {
  const number = overrides.number ?? `ZAM/2026/11/${String(id).padStart(4, '0')}`;
  return {
    id,
    number,
    kind: 'purchase',
    status: 'awaiting_payment',
    user_id: 1,
    items: [],
    discount_code: null,
    discount_total: 0,
    net_total: 100,
    vat_rate: 0.23,
    vat_total: 23,
    gross_total: 123,
    buyer: {
      type: 'person',
      name: 'Jan Klient',
      email: 'klient@example.pl',
      phone: null,
      company_name: null,
      nip: null,
      street: 'a',
      postal_code: '00-001',
      city: 'W',
      country: 'PL',
    },
    payment: {
      method: 'bank_transfer',
      recipient: 'Domenika sp. z o.o.',
      account_number: 'PL61 1090 1014 0000 0712 1981 2874',
      title: number,
      amount: overrides.gross_total ?? 123,
    },
    invoices: [],
    status_history: [],
    created_at: '2026-11-05T10:00:00Z',
    updated_at: '2026-11-05T10:00:00Z',
    ...overrides,
  };
}
