import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CartSnapshot } from '../../src/kernel/cart';

/** A domain as GET /api/domains answers it (the fields the journeys use). */
export interface ApiDomain {
  id: number;
  name: string;
  status: string;
  price: number;
  sale_price: number;
  rent_price: number | null;
  redirect_price: { '30': number; '90': number; '365': number } | null;
}

/** The signed-in page's API token, as the app saved it. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('domenika.auth') ?? '{}') as { access_token: string }).access_token,
  );
}

/** Signs in through the API alone (no page), for steps a person would do in another browser, such as the admin's. */
export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  expect((await request.get('/sanctum/csrf-cookie')).status()).toBe(204);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  // Only the two fields /login takes: it refuses unknown ones, and the test accounts also carry a name.
  const data = { email: account.email, password: account.password };
  const response = await request.post('/login', { data, headers: { 'x-xsrf-token': decodeURIComponent(xsrf) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Domains for one journey: a page of the catalogue sorted by name, filtered by what the journey needs. Each journey
 * asks for its own page, so journeys running at once never reach for the same domain.
 */
export async function pickDomains(
  request: APIRequestContext,
  token: string,
  options: { page: number; count: number; where(d: ApiDomain): boolean },
): Promise<ApiDomain[]> {
  const response = await request.get(`/api/domains?page=${options.page}&per_page=100&orderby=name&order=asc`, {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: ApiDomain[] };
  const picked = data.filter((d) => d.status === 'available' && options.where(d)).slice(0, options.count);
  expect(picked).toHaveLength(options.count);
  return picked;
}

/** The cart as the browser store holds it (window.__domenika is the app's QA hook). */
export async function storedCart(page: Page): Promise<CartSnapshot> {
  return page.evaluate(() =>
    (window as unknown as { __domenika: { cart: { load(): Promise<CartSnapshot> } } }).__domenika.cart.load(),
  );
}

/** Waits until the browser store has the domain, so a reload or a new page cannot lose it. */
export async function expectStored(
  page: Page,
  kind: 'domains' | 'portals' | 'publications',
  id: number,
): Promise<void> {
  await expect.poll(async () => (await storedCart(page))[kind].map((item) => item.id)).toContain(id);
}

/** Adds a domain through its own page, as a customer does, and waits until the cart has stored it. */
export async function addDomainThroughItsPage(page: Page, domain: ApiDomain): Promise<void> {
  await page.goto(`/domain-list/${domain.id}`);
  await expect(page.getByRole('heading', { level: 1, name: domain.name })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByRole('button', { name: 'Usuń z koszyka' })).toHaveAttribute('aria-pressed', 'true');
  await expectStored(page, 'domains', domain.id);
}

/** "1 234,50 zł" → 1234.5. */
export function plnOf(text: string): number {
  return Number(text.replace(/\s|zł/g, '').replace(',', '.'));
}

/** PLN amounts summed in grosze, as the price model does. */
export function sumPln(amounts: number[]): number {
  return amounts.reduce((sum, pln) => sum + Math.round(pln * 100), 0) / 100;
}

/**
 * A domain of the journey's own, created by the administrator through the API: a journey that buys it cannot meet
 * another journey reaching for the same domain, whatever pages of the catalogue the others take.
 */
export async function createDomainForSale(
  request: APIRequestContext,
  admin: { email: string; password: string },
  label: string,
): Promise<ApiDomain> {
  const token = await apiToken(request, admin);
  const name = `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}.pl`;
  const response = await request.post('/api/admin/domains', {
    headers: bearer(token),
    data: { name, type: 1, status: 'available', price: 1200, sale_price: 990, rent_price: 49 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiDomain;
}

/** What a journey's order holds: one publication offer, at a count and a link type. */
export interface PublicationLine {
  offer: string;
  count: number;
  linkType: 0 | 1;
}

/**
 * A new unpaid order of the customer, placed through the API as they would place it: by default one advertising
 * link, which reserves nothing, so journeys running at once never fight over an item. Returns the order and the
 * portal it was placed with.
 */
export async function placeUnpaidOrder(
  request: APIRequestContext,
  customer: { email: string; password: string; name: string },
  line: PublicationLine = { offer: 'advertising_link', count: 1, linkType: 0 },
): Promise<{ id: number; number: string; portal: { id: number; name: string } }> {
  const token = await apiToken(request, customer);
  const offers = await request.get(
    `/api/portals-publications?per_page=50&offer=${line.offer}${line.linkType === 1 ? '&link_type=1' : ''}`,
    { headers: bearer(token) },
  );
  expect(offers.status()).toBe(200);
  const { data } = (await offers.json()) as {
    data: Array<{ id: number; name: string; price: Record<string, number | undefined> }>;
  };
  const portal = data.find((p) => p.price[line.offer] !== undefined)!;
  const placed = await request.post('/api/orders', {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    data: {
      domains: [],
      portals: [],
      publications: [
        {
          id: portal.id,
          publication_offer_id: line.offer,
          count: line.count,
          link_type: line.linkType,
          domenika_article: false,
        },
      ],
      buyer: {
        type: 'person',
        name: customer.name,
        email: customer.email,
        street: 'ul. Marszałkowska 10/4',
        postal_code: '00-590',
        city: 'Warszawa',
        country: 'PL',
      },
      consents: { accept_terms: true, immediate_service: true },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };
  return { ...order, portal: { id: portal.id, name: portal.name } };
}
