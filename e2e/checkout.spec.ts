import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { CUSTOMER, signInQuickly } from './support/session';
import {
  addDomainThroughItsPage,
  bearer,
  expectStored,
  pickDomains,
  plnOf,
  storedCart,
  sumPln,
  tokenOf,
} from './support/shop';

interface ApiPortal {
  id: number;
  name: string;
  status: string;
  price: number | null;
}

interface ApiPublicationPortal {
  id: number;
  name: string;
  link_types: number[];
  price: Record<string, number | undefined>;
}

interface ApiOrder {
  id: number;
  number: string;
  kind: string;
  status: string;
  gross_total: number;
  items: Array<{ kind: string; item_id: number; redirect_period: number | null }>;
}

/** The value beside a label in the cart panel's summary ("Suma netto" → 1234.5). */
async function amountIn(area: Locator, label: string): Promise<number> {
  const row = area.locator('dt', { hasText: label }).first();
  return plnOf(await row.locator('xpath=following-sibling::dd[1]').innerText());
}

async function openCart(page: Page, count: number): Promise<Locator> {
  await page.getByRole('button', { name: `Koszyk, ${count} pozycje` }).click();
  const panel = page.getByRole('dialog', { name: 'Koszyk' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a customer fills the cart in every way, rents the domains as 301 for 90 days and the server holds exactly that order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInQuickly(page, CUSTOMER);
  const token = await tokenOf(page);

  // What the customer will pick, looked up first so the expected sums are known.
  const domains = await pickDomains(page.request, token, {
    page: 1,
    count: 2,
    where: (d) => d.redirect_price !== null,
  });
  const portals = (await (
    await page.request.get('/api/portals?per_page=50&orderby=name&order=asc', { headers: bearer(token) })
  ).json()) as { data: ApiPortal[] };
  const portal = portals.data.find((p) => p.status === 'available' && p.price !== null)!;
  const offers = (await (
    await page.request.get('/api/portals-publications?per_page=50&offer=permanent_publication&link_type=1', {
      headers: bearer(token),
    })
  ).json()) as {
    data: ApiPublicationPortal[];
  };
  const publisher = offers.data.find((p) => p.id !== portal.id && p.price.permanent_publication !== undefined)!;
  const offerPrice = publisher.price.permanent_publication!;

  // Two domains from their pages.
  for (const domain of domains) await addDomainThroughItsPage(page, domain);

  // A portal from its page.
  await page.goto(`/portals/${portal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: portal.name })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expectStored(page, 'portals', portal.id);

  // A publication ×3 through the order popup.
  await page.goto('/portals-publications');
  await page.getByRole('searchbox', { name: 'Nazwa lub adres portalu' }).fill(publisher.name);
  await page.getByRole('button', { name: `Zamów publikację w portalu ${publisher.name}` }).click();
  const order = page.getByRole('dialog', { name: `Zamów publikację — ${publisher.name}` });
  await order.getByText(/^Publikacja stała \(1 link\)/).click();
  await order.getByText('Follow', { exact: true }).click();
  await order.getByRole('textbox', { name: 'Ilość' }).fill('3');
  await order.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(order).toBeHidden();
  await expectStored(page, 'publications', publisher.id);

  // The subtotal: domains at their sale price (no code), the portal, and the publication times three.
  let panel = await openCart(page, 4);
  const summary = panel.getByRole('region', { name: 'Podsumowanie koszyka' });
  const buySubtotal = sumPln([
    domains[0]!.sale_price,
    domains[1]!.sale_price,
    portal.price!,
    offerPrice,
    offerPrice,
    offerPrice,
  ]);
  expect(await amountIn(summary, 'Suma netto')).toBe(buySubtotal);

  // 301 mode for 90 days: only the domains' redirect prices count.
  await panel.getByText('Wynajmuję (301)', { exact: true }).click();
  await panel.getByText('90 dni', { exact: true }).click();
  const redirectSubtotal = sumPln(domains.map((d) => d.redirect_price!['90']));
  await expect.poll(() => amountIn(summary, 'Suma netto')).toBe(redirectSubtotal);
  await expect.poll(async () => (await storedCart(page)).redirectPeriod).toBe(90);

  // A reload shows the same cart.
  await page.reload();
  panel = await openCart(page, 4);
  await expect(panel.getByRole('radio', { name: 'Wynajmuję (301)' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: '90 dni' })).toBeChecked();
  expect(await amountIn(panel.getByRole('region', { name: 'Podsumowanie koszyka' }), 'Suma netto')).toBe(
    redirectSubtotal,
  );
  for (const name of [...domains.map((d) => d.name), portal.name, publisher.name])
    await expect(panel.getByText(name, { exact: true }).first()).toBeVisible();

  // Checkout: the domains are rented, the portal and the publication stay in the cart.
  await panel.getByRole('button', { name: 'Przejdź do kasy' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Formularz zamówienia' });
  await expect(form.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue(CUSTOMER.name);
  await expect(page.getByRole('list', { name: 'Zostają w koszyku' })).toContainText(portal.name);
  const checkoutGross = plnOf(await page.getByLabel('Kwoty zamówienia').locator('dd').last().innerText());
  await form.getByText(/Akceptuję Regulamin/).click();
  await form.getByText(/Żądam rozpoczęcia realizacji/).click();
  // An impatient double click still places one order.
  await form.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).dblclick();

  await expect(page).toHaveURL(/\/order-received\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const numberCell = page.getByText('Numer zamówienia').locator('xpath=following-sibling::dd[1]');
  await expect(numberCell).toHaveText(/^ZAM\/\d{4}\/\d{2}\/\d{4}$/);
  const number = await numberCell.innerText();
  await expect(page.getByText('Oczekuje na płatność')).toBeVisible();
  await expect(page.getByText('Tytuł przelewu').locator('xpath=following-sibling::dd[1]')).toHaveText(number);

  // The server holds exactly that one order, with those domains for 90 days.
  const mine = (await (await page.request.get('/api/orders?per_page=100', { headers: bearer(token) })).json()) as {
    data: ApiOrder[];
  };
  const withOurDomains = mine.data.filter((o) =>
    o.items.some((i) => i.kind === 'domain' && domains.some((d) => d.id === i.item_id)),
  );
  expect(withOurDomains).toHaveLength(1);
  const placed = withOurDomains[0]!;
  expect(placed).toMatchObject({
    id: orderId,
    number,
    kind: 'redirect_rental',
    status: 'awaiting_payment',
    gross_total: checkoutGross,
  });
  expect(
    placed.items
      .map((i) => ({ kind: i.kind, item_id: i.item_id, redirect_period: i.redirect_period }))
      .sort((a, b) => a.item_id - b.item_id),
  ).toEqual(
    domains.map((d) => ({ kind: 'domain', item_id: d.id, redirect_period: 90 })).sort((a, b) => a.item_id - b.item_id),
  );

  // The rented domains left the cart; the portal and the publication stay for a later purchase.
  await expect.poll(async () => (await storedCart(page)).domains).toEqual([]);
  const left = await storedCart(page);
  expect(left.portals.map((p) => p.id)).toEqual([portal.id]);
  expect(left.publications.map((p) => [p.id, p.count])).toEqual([[publisher.id, 3]]);
});

test('an answer lost on the way and a reload during submission still give exactly one order', async ({ page }) => {
  await signInQuickly(page, CUSTOMER);
  const token = await tokenOf(page);
  const [domain] = await pickDomains(page.request, token, { page: 4, count: 1, where: () => true });
  await addDomainThroughItsPage(page, domain!);

  // The first request reaches the server, which places the order, but its answer never reaches the browser.
  let lost = false;
  await page.route('**/api/orders', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Formularz zamówienia' });
  await form.getByText(/Akceptuję Regulamin/).click();
  await form.getByText(/Żądam rozpoczęcia realizacji/).click();
  await form.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Brak połączenia z serwerem' })).toBeVisible();
  expect(lost).toBe(true);

  // The customer reloads and orders again: the same attempt, so the server answers with the order it made.
  await page.reload();
  await form.getByText(/Akceptuję Regulamin/).click();
  await form.getByText(/Żądam rozpoczęcia realizacji/).click();
  await form.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await expect(page).toHaveURL(/\/order-received\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  const mine = (await (await page.request.get('/api/orders?per_page=100', { headers: bearer(token) })).json()) as {
    data: ApiOrder[];
  };
  const withDomain = mine.data.filter((o) => o.items.some((i) => i.kind === 'domain' && i.item_id === domain!.id));
  expect(withDomain.map((o) => o.id)).toEqual([orderId]);
  expect(withDomain[0]).toMatchObject({ kind: 'purchase', status: 'awaiting_payment' });
  await expect.poll(async () => (await storedCart(page)).domains).toEqual([]);
});
