import type { Locator, Page } from '@playwright/test';
import { adminOrdersCopy } from '../src/features/admin-orders/admin-orders-copy';
import { cartCopy } from '../src/features/cart/cart-copy';
import { checkoutCopy } from '../src/features/checkout/checkout-copy';
import { domainsCopy } from '../src/features/catalogue/domains/domains-copy';
import { ordersCopy } from '../src/features/orders/orders-copy';
import { pl } from '../src/i18n/pl';
import { profileCopy } from '../src/features/profile/profile-copy';
import { cartButtonName } from './support/cart-ui';
import { ADMIN, CUSTOMER, registerConfirmedCustomer, signInQuickly } from './support/session';
import { addDomainThroughItsPage, createDomainForSale, placeUnpaidOrder } from './support/shop';
import { expect, test } from './support/test';

/**
 * WCAG 2.1 AA (success criteria 2.1.1 Keyboard, 2.1.2 No keyboard trap, 2.4.3 Focus order, 2.4.7 Focus visible, 4.1.3
 * Status messages): the main journeys of the app done with the keyboard alone. Every control is reached with Tab (or
 * Shift+Tab), worked with Enter, Space, Escape, the arrow keys and typing, never clicked; each stop shows where the
 * focus is; dialogs keep the focus while open and give it back when closed; toasts are live regions. Setup may use the
 * API, and the shop helpers that put a domain in the cart; journeys that change data have their own records.
 */

const table = domainsCopy.table;
const metrics = domainsCopy.metrics;
const status = adminOrdersCopy.status;

/** The element that has the focus, named for a failure message. Runs in the page. */
function focusedElement(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'the page itself (nothing focused)';
  const text =
    focused.getAttribute('aria-label') ||
    focused.closest('label')?.textContent ||
    focused.textContent ||
    focused.getAttribute('name') ||
    '';
  return `<${focused.tagName.toLowerCase()}> "${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
}

/**
 * Why the focused element shows no focus indicator, or '' when it does. Runs in the page. The app draws the ring as
 * an outline (`:focus-visible` in global.css, react-aria's `[data-focus-visible]` and `[data-focused]` in the
 * modules); a radio or a checkbox focuses a visually hidden input, and the ring is drawn on its label (segments) or
 * on a mark inside the label (round radios, check boxes), so those are looked at too. An element that cannot be seen
 * (the hidden input, inside react-aria's one-pixel clipped wrapper) counts as drawing nothing, whatever its outline.
 */
function missingFocusIndicator(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'nothing has the focus';
  const label = focused.closest('label');
  const candidates = [focused, ...(label ? [label, ...label.querySelectorAll('*')] : [])];
  // Hidden: not rendered, or a pixel or less itself, or inside a box of a pixel or less that clips what it holds.
  const hidden = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement) {
      const box = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
      const tiny = box.width <= 1 || box.height <= 1;
      const clips = style.overflow !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto';
      if (tiny && (e === element || clips)) return true;
    }
    return false;
  };
  const drawsIndicator = (element: Element) => {
    if (hidden(element)) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  };
  if (candidates.some(drawsIndicator)) return '';
  const style = getComputedStyle(focused);
  const name = (focused.getAttribute('aria-label') || focused.textContent || focused.getAttribute('name') || '').trim();
  return (
    `<${focused.tagName.toLowerCase()}> "${name.slice(0, 60)}" shows no focus indicator ` +
    `(outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`
  );
}

/** The focused element draws a visible focus indicator (react-aria sets its data attribute a render later). */
async function expectFocusVisible(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(missingFocusIndicator), { message: 'the focused element shows where the focus is' })
    .toBe('');
}

const hasFocusWithin = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Presses Tab until the target, or something inside it, has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocusWithin(target)) return;
    await page.keyboard.press('Tab');
  }
  if (await hasFocusWithin(target)) return;
  const focused = await page.evaluate(focusedElement);
  throw new Error(`${max} presses of Tab never reached ${target.toString()}; the focus is on ${focused}`);
}

/** A dialog that has just opened has taken the focus (onto itself, or one of its fields). */
async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the focus moved into the dialog',
    })
    .toBe(true);
}

/** Presses the key and checks the focus is on a control of the dialog, drawn; returns that control's name. */
async function pressInside(page: Page, dialog: Locator, key: string): Promise<string> {
  await page.keyboard.press(key);
  const focused = await page.evaluate(focusedElement);
  const inside = await dialog.evaluate(
    (element) => element !== document.activeElement && element.contains(document.activeElement),
  );
  expect(inside, `${key} left the focus on ${focused}, not on a control of the dialog`).toBe(true);
  await expectFocusVisible(page);
  return focused;
}

/** Thirty presses of Tab, then ten of Shift+Tab, go round the dialog's controls and never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const stops: string[] = [];
  for (let press = 0; press < 30; press++) stops.push(await pressInside(page, dialog, 'Tab'));
  // The dialog has fewer controls than that: Tab went through several and came round to the first one again.
  expect(new Set(stops).size, stops.join(', ')).toBeGreaterThan(2);
  expect(stops.lastIndexOf(stops[0]!), stops.join(', ')).toBeGreaterThan(0);
  for (let press = 0; press < 10; press++) await pressInside(page, dialog, 'Shift+Tab');
}

type AnnouncedToast = { text: string; live: string[] };
type ToastWindow = Window & { __announcedToasts?: AnnouncedToast[] };

/**
 * Runs in the page before its scripts: for each toast added to the labelled toast region, its text and the text of
 * the live regions it is in or holds (role alert or status, aria-live polite or assertive). Recorded as the toast
 * appears, since it closes itself after three seconds, however slow the machine (see support/toasts.ts).
 */
function recordAnnouncedToasts(regionLabel: string) {
  const w = window as ToastWindow;
  w.__announcedToasts = [];
  const LIVE = '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]';
  const record = (node: Node) => {
    if (!(node instanceof Element)) return;
    const toasts = node.matches('[role="alertdialog"]') ? [node] : [...node.querySelectorAll('[role="alertdialog"]')];
    for (const toast of toasts) {
      if (!toast.closest(`[aria-label="${regionLabel}"]`)) continue;
      const around = toast.closest(LIVE);
      const live = [...(around ? [around] : []), ...toast.querySelectorAll(LIVE)].map((e) => e.textContent ?? '');
      w.__announcedToasts!.push({ text: toast.textContent ?? '', live });
    }
  };
  new MutationObserver((mutations) => mutations.forEach((m) => m.addedNodes.forEach(record))).observe(document, {
    childList: true,
    subtree: true,
  });
}

/** A toast with this text has shown since the page loaded, its text inside a live region, so it was announced. */
async function expectToastAnnounced(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as ToastWindow).__announcedToasts ?? []), {
      message: `a toast "${text}" inside a live region`,
    })
    .toContainEqual({
      text: expect.stringContaining(text),
      live: expect.arrayContaining([expect.stringContaining(text)]),
    });
}

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test.describe('keyboard-only journeys', () => {
  test('signing in: Tab to the e-mail, type it, Tab to the password, type it, Enter', async ({ page, request }) => {
    const account = await registerConfirmedCustomer(request, 'Klawiatura');
    await page.goto('/');
    const email = page.getByRole('textbox', { name: pl.auth.email, exact: true });
    const password = page.getByLabel(pl.auth.password, { exact: true });

    await tabTo(page, email);
    await expectFocusVisible(page);
    await page.keyboard.type(account.email);
    // The password field comes straight after the e-mail.
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/domain-list$/);
    await expect(page.getByRole('heading', { level: 1, name: pl.titles.domainList })).toBeVisible();
    await expect(page.getByRole('button', { name: cartButtonName(0), exact: true })).toBeVisible();
  });

  test('the domain list: a name typed, a type by the arrows, a sort by Enter, a domain into the cart', async ({
    page,
    request,
  }) => {
    const domain = await createDomainForSale(request, ADMIN, 'klawiatura-filtr');
    await page.addInitScript(recordAnnouncedToasts, pl.toast.region);
    await signInQuickly(page, CUSTOMER);
    await page.goto('/domain-list');
    const filters = page.getByRole('region', { name: domainsCopy.filters.heading });
    const results = page.getByRole('table', { name: table.label });
    // Pages seen a moment ago stay in the table, hidden: only the shown body counts.
    const shownRows = results.locator('tbody:not([hidden]) tr');
    const ourLink = shownRows.getByRole('link', { name: domain.name, exact: true });

    // The name box: typing the new domain's name leaves it alone in the list.
    await tabTo(page, filters.getByRole('searchbox', { name: domainsCopy.filters.name }));
    await expectFocusVisible(page);
    await page.keyboard.type(domain.name);
    await expect.poll(() => searchParam(page, 'name')).toBe(domain.name);
    await expect(shownRows).toHaveCount(1);
    await expect(ourLink).toBeVisible();

    // The type radios are one stop; the arrows move the choice, and the list follows it.
    const types = filters.getByRole('radiogroup', { name: domainsCopy.filters.type });
    const type = (value: 0 | 1 | 2) => types.getByRole('radio', { name: domainsCopy.types[value], exact: true });
    await tabTo(page, types);
    await expect(type(0)).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowRight');
    await expect(type(1)).toBeChecked();
    await expect(type(1)).toBeFocused();
    await expectFocusVisible(page);
    await expect.poll(() => searchParam(page, 'type')).toBe('1');
    await expect(ourLink).toBeVisible();
    // The domain is of the SEO type: among the Naming/Branding ones there is nothing to show.
    await page.keyboard.press('ArrowRight');
    await expect(type(2)).toBeChecked();
    await expect(page.getByText(domainsCopy.results.empty)).toBeVisible();
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowLeft');
    await expect(type(1)).toBeChecked();
    await expect(shownRows).toHaveCount(1);
    await expect(ourLink).toBeVisible();

    // Column headers, and the sorted column says how it is sorted (by default the newest first).
    await expect(results.getByRole('columnheader')).toHaveText([
      table.name,
      table.price,
      table.rentPrice,
      metrics.dfs_rating,
      metrics.backlinks,
      metrics.ref_domains,
      metrics.max_visibility,
      metrics.anchor_links,
      table.createdAt,
      cartCopy.column,
    ]);
    const header = (name: string) => results.getByRole('columnheader', { name, exact: true });
    await expect(header(table.createdAt)).toHaveAttribute('aria-sort', 'descending');
    await expect(header(table.name)).toHaveAttribute('aria-sort', 'none');
    await expect(header(cartCopy.column)).not.toHaveAttribute('aria-sort');

    // Enter on a header's sort button sorts by it, A to Z first, then Z to A; the focus stays on the button.
    const sortByName = results.getByRole('button', { name: table.name, exact: true });
    await tabTo(page, sortByName);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(header(table.name)).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(table.createdAt)).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => searchParam(page, 'orderby')).toBe('name');
    await expect(sortByName).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(header(table.name)).toHaveAttribute('aria-sort', 'descending');
    await expect(sortByName).toBeFocused();
    await expectFocusVisible(page);

    // On along the headers and the row's name link to the row's "Dodaj do koszyka", and Enter.
    await expect(results).not.toHaveAttribute('aria-busy', 'true');
    const row = shownRows.filter({ has: page.getByRole('link', { name: domain.name, exact: true }) });
    const add = row.getByRole('button', { name: cartCopy.add, exact: true });
    // The button waits for the stored cart; a disabled button is no tab stop.
    await expect(add).toBeEnabled();
    await tabTo(page, add);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const inCart = row.getByRole('button', { name: cartCopy.remove, exact: true });
    await expect(inCart).toHaveAttribute('aria-pressed', 'true');
    await expect(inCart).toBeFocused();
    await expectFocusVisible(page);
    await expect(page.getByRole('button', { name: cartButtonName(1), exact: true })).toBeVisible();
    // The "added" toast is a live region, so a screen reader says it.
    await expectToastAnnounced(page, cartCopy.added);
  });

  test('the cart panel keeps the focus inside while open, and Escape gives it back to the cart button', async ({
    page,
    request,
  }) => {
    const domain = await createDomainForSale(request, ADMIN, 'klawiatura-koszyk');
    await signInQuickly(page, CUSTOMER);
    await addDomainThroughItsPage(page, domain);
    // A new page, so nothing is left of the mouse that set the cart up.
    await page.goto('/profile');
    const cartButton = page.getByRole('button', { name: cartButtonName(1), exact: true });
    await expect(cartButton).toBeVisible();

    await tabTo(page, cartButton);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: cartCopy.panel.title, exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(domain.name, { exact: true }).first()).toBeVisible();
    await expectFocusInside(panel);
    await expectFocusTrapped(page, panel);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cartButton).toBeFocused();
    await expectFocusVisible(page);
  });

  test('checking out: the consents ticked with Space, the order placed with Enter', async ({ page, request }) => {
    const domain = await createDomainForSale(request, ADMIN, 'klawiatura-zamowienie');
    // The demo customer's buyer details are complete: only the consents are left to give.
    await signInQuickly(page, CUSTOMER);
    await addDomainThroughItsPage(page, domain);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: checkoutCopy.form });
    await expect(page.getByText(domain.name).first()).toBeVisible();
    const consents = checkoutCopy.consents;
    const terms = form.getByRole('checkbox', {
      name: `${consents.termsBefore}${consents.termsLink}${consents.termsAfter}`,
      exact: true,
    });
    const immediateService = form.getByRole('checkbox', { name: consents.immediateService, exact: true });

    await tabTo(page, terms);
    await expectFocusVisible(page);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    // Past the terms link, which sits outside the checkbox's label.
    await tabTo(page, immediateService);
    await expectFocusVisible(page);
    await page.keyboard.press('Space');
    await expect(immediateService).toBeChecked();
    await tabTo(page, form.getByRole('button', { name: checkoutCopy.submit.order, exact: true }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/order-received\?order=\d+$/);
    await expect(page.getByText(checkoutCopy.received.placed)).toBeVisible();
  });

  test('an escrow lease: rent chosen with the arrows, the terms with Space, the login typed in the popup', async ({
    page,
    request,
  }) => {
    const domain = await createDomainForSale(request, ADMIN, 'klawiatura-escrow');
    expect(domain.rent_price).not.toBeNull();
    // A customer of its own, with no aftermarket login in the profile yet: the popup's field is typed in.
    const customer = await registerConfirmedCustomer(request, 'Klawiatura Escrow');
    await page.addInitScript(recordAnnouncedToasts, pl.toast.region);
    await signInQuickly(page, customer);
    await addDomainThroughItsPage(page, domain);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: checkoutCopy.form });
    const modes = form.getByRole('radiogroup', { name: cartCopy.mode.label });

    await tabTo(page, modes);
    await expect(modes.getByRole('radio', { name: cartCopy.mode.buy, exact: true })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowRight');
    await expect(modes.getByRole('radio', { name: cartCopy.mode.rent, exact: true })).toBeChecked();
    await expectFocusVisible(page);
    // Renting goes through the aftermarket's escrow unless the customer chooses otherwise.
    await expect(form.getByRole('radio', { name: checkoutCopy.channel.escrow, exact: true })).toBeChecked();

    const consents = checkoutCopy.consents;
    const terms = form.getByRole('checkbox', {
      name: `${consents.termsBefore}${consents.termsLink}${consents.termsAfter}`,
      exact: true,
    });
    await tabTo(page, terms);
    await expectFocusVisible(page);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, form.getByRole('button', { name: checkoutCopy.submit.escrow, exact: true }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');

    // The popup opens on its one field.
    const dialog = page.getByRole('dialog', { name: checkoutCopy.escrow.title });
    const login = dialog.getByRole('textbox', { name: checkoutCopy.escrow.login });
    await expect(login).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type('klawiatura_escrow');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/escrow-transactions') && r.method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toEqual({
      aftermarket_id: 'klawiatura_escrow',
      items: [{ id: domain.id, name: domain.name, rent_price: domain.rent_price }],
    });

    // No aftermarket adapter is configured in the e2e run: the server queues the transaction and says so.
    await expect(page).toHaveURL(/\/order-received\?status=success$/);
    await expect(page.getByText(pl.orderReceived.headline)).toBeVisible();
    await expectToastAnnounced(page, 'Przyjęliśmy zgłoszenie transakcji escrow');
  });

  test('changing the password: the popup opened with Enter, typed in, sent with Enter; the focus comes back', async ({
    page,
    request,
  }) => {
    const copy = profileCopy.password;
    const newPassword = 'Klawisze-Nowe9!';
    const account = await registerConfirmedCustomer(request, 'Klawiatura Hasło');
    await page.addInitScript(recordAnnouncedToasts, pl.toast.region);
    await signInQuickly(page, account);
    await page.goto('/profile');
    // While the popup is open the page behind it is hidden from assistive technology; the button is the page's.
    const open = page.getByRole('main').getByRole('button', { name: copy.open, exact: true });

    await tabTo(page, open);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: copy.title });
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);

    // Past the popup's close button to its first field; the next two follow one Tab each.
    await tabTo(page, dialog.getByLabel(copy.current, { exact: true }), { max: 5 });
    await expectFocusVisible(page);
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(copy.next, { exact: true })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(copy.confirmation, { exact: true })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expectToastAnnounced(page, 'Hasło zostało zmienione.');
    await expect(open).toBeFocused();
    await expectFocusVisible(page);
  });

  test('an administrator marks an unpaid order paid with the keyboard', async ({ page, request }) => {
    const customer = await registerConfirmedCustomer(request, 'Klawiatura Zamówienie');
    const order = await placeUnpaidOrder(request, customer);
    await page.addInitScript(recordAnnouncedToasts, pl.toast.region);
    await signInQuickly(page, ADMIN);
    await page.goto(`/all-orders/${order.id}`);
    const summary = page.getByRole('region', { name: ordersCopy.detail.summary(order.number), exact: true });
    const shownStatus = summary
      .getByText(ordersCopy.detail.status, { exact: true })
      .locator('xpath=following-sibling::dd[1]');
    await expect(shownStatus).toHaveText(adminOrdersCopy.statuses.awaiting_payment);
    const markPaid = page
      .getByRole('group', { name: status.heading })
      .getByRole('button', { name: status.moveTo.paid, exact: true });
    await expect(markPaid).toBeEnabled();

    await tabTo(page, markPaid);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');

    await expect(shownStatus).toHaveText(adminOrdersCopy.statuses.paid);
    await expect(
      page.getByRole('region', { name: ordersCopy.detail.timeline }).getByRole('listitem').last(),
    ).toContainText(adminOrdersCopy.statuses.paid);
    await expectToastAnnounced(page, status.changed('paid'));
  });
});

test.describe('the menu drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger opens the drawer, Tab goes through it, Escape gives the focus back, a link navigates', async ({
    page,
  }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: pl.titles.profile })).toBeVisible();
    const burger = page.getByRole('button', { name: pl.nav.openMenu, exact: true });
    const drawer = page.getByRole('dialog', { name: pl.nav.mainLabel, exact: true });

    // The sidebar is hidden at this width: after the skip link, the burger is the first stop.
    await tabTo(page, burger);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expectFocusInside(drawer);

    // In the drawer's order: the logo in its heading, the close button, then the menu's links.
    const stops = [
      drawer.getByRole('link', { name: pl.nav.logoHome, exact: true }),
      drawer.getByRole('button', { name: pl.nav.closeMenu, exact: true }),
      ...[
        pl.nav.domains,
        pl.nav.portals,
        pl.nav.publications,
        pl.nav.account,
        pl.nav.orders,
        pl.nav.redirects,
        pl.nav.myPublications,
      ].map((name) => drawer.getByRole('link', { name, exact: true })),
    ];
    for (const stop of stops) {
      await page.keyboard.press('Tab');
      await expect(stop).toBeFocused();
      await expectFocusVisible(page);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    await expectFocusVisible(page);

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expectFocusInside(drawer);
    await tabTo(page, drawer.getByRole('link', { name: pl.nav.portals, exact: true }), { max: 10 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portals$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: pl.titles.portals })).toBeVisible();
  });
});
