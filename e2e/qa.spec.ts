import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { CUSTOMER, signInQuickly } from './support/session';
import { addDomainThroughItsPage, pickDomains, tokenOf, type ApiDomain } from './support/shop';
import { qaCopy } from '../src/qa/qa-copy';
import { cartCopy } from '../src/features/cart/cart-copy';
import { profileCopy } from '../src/features/profile/profile-copy';

/*
 * QA mode: the inspector is loaded only when QA mode is on, it records what the app's machines do, and a recorded
 * session is exported, imported on /qa/replay and replayed step by step through the same machines.
 */

const inspector = (page: Page) => page.getByRole('region', { name: qaCopy.inspector.label });

/**
 * Every script the page has run so far, by address, with its text. Reading them ends the collection: a script that
 * arrives later (the next screen's chunk) is never read, and its body must not be left half-read when the test ends.
 */
function collectScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  };
  page.on('response', collect);
  return async () => {
    page.off('response', collect);
    return Promise.all([...scripts].map(async ([url, text]) => ({ url, text: await text })));
  };
}

/** Exports the session through the inspector's button and returns the downloaded file's text. */
async function exportSession(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await inspector(page).getByRole('button', { name: qaCopy.inspector.exportSession }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^domenika-qa-.*\.json$/);
  return readFile(await file.path(), 'utf8');
}

/** Imports a session file on /qa/replay. */
async function importSession(page: Page, text: string) {
  await page.goto('/qa/replay');
  await page.getByLabel(qaCopy.player.file).setInputFiles({
    name: 'sesja.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

test.describe('QA mode', () => {
  test('customers never load the inspector: no QA code among the scripts, no panel, no replay route', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await signInQuickly(page, CUSTOMER);
    await page.goto('/domain-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    for (const { url, text } of loaded) {
      expect(url).not.toMatch(/qa-root|replay-screen/);
      expect(text).not.toContain('domenika-qa-session');
    }
    await expect(inspector(page)).toHaveCount(0);

    // Without QA mode /qa/replay is just an unknown address.
    await page.goto('/qa/replay');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  });

  test('a file that is not a session is refused in Polish beside the field, whatever it holds', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/domain-list?qa=1');
    await expect(inspector(page)).toBeVisible();

    // Objects posing as text must be caught by the import's checks: a throw outside them would leave the screen blank.
    await importSession(page, '{"format":"domenika-qa-session","version":{"toString":1}}');
    await expect(page.getByRole('alert')).toContainText(qaCopy.session.unsupportedVersion('?'));
    await expect(page.getByText(qaCopy.player.refused)).toBeVisible();

    await importSession(page, '[' + '['.repeat(5_000) + ']'.repeat(5_000) + ']');
    await expect(page.getByRole('alert')).toContainText(qaCopy.session.wrongFormat);
  });

  test('?qa=1 docks the inspector for the rest of the tab; it shows live machines and covers no control', async ({
    page,
  }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/domain-list?qa=1');
    // The switch leaves the address, so the screens' own search parameters stay as they expect them.
    await expect(page).toHaveURL(/\/domain-list$/);
    await expect(inspector(page)).toBeVisible();
    await expect(inspector(page).getByRole('button', { name: /^cart \(/ })).toBeVisible();
    await expect(inspector(page).getByRole('button', { name: /^auth \(/ })).toBeVisible();

    // It stays on for the tab: a new page load without the switch still has it.
    const [domain] = await pickDomains(page.request, await tokenOf(page), { page: 12, count: 1, where: () => true });
    await page.goto(`/domain-list/${domain!.id}`);
    await expect(inspector(page)).toBeVisible();

    // Live: the cart's diagram follows the machine, and its event reaches the log.
    await inspector(page)
      .getByRole('button', { name: /^cart \(/ })
      .click();
    await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(inspector(page).getByText('cart.toggleDomain').first()).toBeVisible();

    // The log is kept in the browser database: once stored, a reload still shows the event.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const hook = (
            window as unknown as {
              __domenika: { db: { request: (op: string, args: object) => Promise<Array<{ eventType: string }>> } };
            }
          ).__domenika;
          return (await hook.db.request('qa.read', {})).map((row) => row.eventType);
        }),
      )
      .toContain('cart.toggleDomain');
    await page.reload();
    await expect(inspector(page).getByText('cart.toggleDomain').first()).toBeVisible();

    // The panel never covers the app: its own dialog's buttons take clicks (Playwright refuses a covered target).
    await page.getByRole('button', { name: /^Koszyk, / }).click();
    const panel = page.getByRole('dialog', { name: 'Koszyk' });
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    const dockBox = (await inspector(page).boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(dockBox.y + 1);
    await expectNoViolations(page);
    await panel.getByRole('button', { name: 'Zamknij koszyk' }).click();

    // ?qa=0 switches it off again.
    await page.goto('/domain-list?qa=0');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(inspector(page)).toHaveCount(0);
  });

  test('a recorded session is exported without secrets, imported, and replayed with the same states', async ({
    page,
  }) => {
    const text = await recordShoppingSession(page);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('domenika.auth')!) as { access_token: string }).access_token,
    );
    for (const secret of [TYPED_PASSWORD, CUSTOMER.password, token, CUSTOMER.email]) expect(text).not.toContain(secret);
    const session = JSON.parse(text) as { events: Array<{ type: string }> };
    const types = session.events.map((event) => event.type);
    for (const type of [
      'cart.toggleDomain',
      'cart.setMode',
      'cart.setRedirectPeriod',
      'cart.setDiscountCode',
      'escrow.submit',
    ])
      expect(types).toContain(type);

    // The page's timers are the test's, so playing moves exactly as far as the clock is run.
    await page.clock.install();
    await importSession(page, text);
    const total = session.events.length;
    await expect(page.getByRole('status').filter({ hasText: qaCopy.player.agrees(total) })).toBeVisible();
    const position = page.getByText(/^(Początek sesji|Krok \d+ z \d+)/);
    await expect(position).toHaveText(qaCopy.player.atStart);
    await expectNoViolations(page);

    const controls = page.getByRole('toolbar', { name: qaCopy.player.controls });
    await controls.getByRole('button', { name: qaCopy.player.forward }).click();
    await expect(position).toHaveText(qaCopy.player.atStep(0, total, session.events[0]!.type));
    await controls.getByRole('button', { name: qaCopy.player.toEnd }).click();
    await expect(position).toHaveText(qaCopy.player.atStep(total - 1, total, session.events[total - 1]!.type));
    await controls.getByRole('button', { name: qaCopy.player.back }).click();
    await expect(position).toHaveText(qaCopy.player.atStep(total - 2, total, session.events[total - 2]!.type));

    // Jump to an event from the list, then play from the start at 4 steps a second for one second.
    const events = page.getByRole('navigation', { name: qaCopy.player.eventList });
    const escrowAt = types.indexOf('escrow.submit');
    await events.getByRole('button').nth(escrowAt).click();
    await expect(position).toHaveText(qaCopy.player.atStep(escrowAt, total, 'escrow.submit'));
    await expect(page.getByRole('button', { name: /^escrow \(/, pressed: true })).toBeVisible();

    await controls.getByRole('button', { name: qaCopy.player.toStart }).click();
    await controls.getByRole('button', { name: qaCopy.player.speed }).click();
    await page.getByRole('option', { name: qaCopy.player.speedOption(4) }).click();
    // From here only the test moves the clock: playing takes one step per 250 ms of it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await controls.getByRole('button', { name: qaCopy.player.play }).click();
    await expect(controls.getByRole('button', { name: qaCopy.player.pause })).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(position).toHaveText(qaCopy.player.atStep(3, total, session.events[3]!.type));
    await controls.getByRole('button', { name: qaCopy.player.pause }).click();
    await page.clock.runFor(5_000);
    await expect(position).toHaveText(qaCopy.player.atStep(3, total, session.events[3]!.type));
  });

  test('an edited log diverges at that very event; a log of other machines is refused', async ({ page }) => {
    const text = await recordShoppingSession(page);
    const session = JSON.parse(text) as { machines: Record<string, string>; events: Array<{ type: string }> };

    // The escrow request edited into a reset, which cannot happen while the request is being sent.
    const at = session.events.findIndex((event) => event.type === 'escrow.submit');
    const edited = structuredClone(session);
    edited.events[at]!.type = 'escrow.reset';
    await importSession(page, JSON.stringify(edited));
    const alert = page.getByRole('alert').filter({ hasText: 'rozeszło się z nagraniem' });
    await expect(alert).toContainText(`przy zdarzeniu nr ${at + 1} („escrow.reset”, maszyna „escrow”)`);
    await expect(alert).toContainText('Oczekiwano: stan');
    await expect(alert).toContainText('Otrzymano: stan');
    await alert.getByRole('button', { name: qaCopy.player.showDivergence }).click();
    await expect(page.getByText(/^Krok \d+ z \d+/)).toHaveText(
      qaCopy.player.atStep(at, session.events.length, 'escrow.reset'),
    );
    // Replay stops there: the events after it cannot be reached.
    const events = page.getByRole('navigation', { name: qaCopy.player.eventList });
    await expect(events.getByRole('button').nth(at)).toContainText(qaCopy.player.divergentMark);
    if (at + 1 < session.events.length) await expect(events.getByRole('button').nth(at + 1)).toBeDisabled();

    // A session recorded with another definition of the cart machine is refused, never replayed.
    const other = structuredClone(session);
    other.machines.cart = '0000000000000000';
    await importSession(page, JSON.stringify(other));
    await expect(page.getByRole('alert')).toContainText(qaCopy.session.machineChanged('cart'));
    await expect(page.getByRole('toolbar', { name: qaCopy.player.controls })).toHaveCount(0);
  });
});

/** What the change-password popup is given while the session is recorded: it must never reach the log. */
const TYPED_PASSWORD = 'Tajne-Haslo-QA-2026!';

/**
 * A customer in QA mode: adds a leasable domain, switches the cart's mode and redirect period, applies a code,
 * starts an escrow transaction, and types a password into the change-password popup; then exports the session.
 */
async function recordShoppingSession(page: Page): Promise<string> {
  await signInQuickly(page, CUSTOMER);
  await page.goto('/profile?qa=1');
  await expect(inspector(page)).toBeVisible();
  // The log is the tab's: it starts empty for this journey.
  await inspector(page).getByRole('button', { name: qaCopy.inspector.clearLog }).click();

  await page.getByRole('button', { name: profileCopy.password.open }).click();
  const password = page.getByRole('dialog', { name: profileCopy.password.title });
  await password.getByLabel(profileCopy.password.current, { exact: true }).fill(TYPED_PASSWORD);
  await password.getByLabel(profileCopy.password.next, { exact: true }).fill(TYPED_PASSWORD);
  await password.getByRole('button', { name: profileCopy.password.cancel }).click();
  await expect(password).toBeHidden();

  const leasable = (d: ApiDomain) => d.rent_price !== null;
  const [domain] = await pickDomains(page.request, await tokenOf(page), { page: 14, count: 1, where: leasable });
  await addDomainThroughItsPage(page, domain!);

  await page.getByRole('button', { name: /^Koszyk, / }).click();
  const cart = page.getByRole('dialog', { name: cartCopy.panel.title });
  await cart.getByText(cartCopy.mode.redirect, { exact: true }).click();
  await cart.getByText(cartCopy.period.days(90), { exact: true }).click();
  await cart.getByRole('textbox', { name: cartCopy.discount.label }).fill('RABAT10');
  await cart.getByRole('button', { name: cartCopy.discount.apply }).click();
  await expect(cart.getByText(cartCopy.discount.applied('RABAT10'))).toBeVisible();
  await cart.getByText(cartCopy.mode.rent, { exact: true }).click();
  await cart.getByRole('button', { name: cartCopy.panel.close }).click();

  await page.goto('/checkout');
  const checkout = page.getByRole('form', { name: 'Formularz zamówienia' });
  // The click waits for the form as long as the test may run; the checkout comes up from the browser database, which
  // a loaded machine can keep busy past an assertion's own limit, the inspector's recording writing to it too.
  await checkout.getByText(/Akceptuję Regulamin/).click();
  await expect(checkout.getByRole('radio', { name: 'Escrow przez Aftermarket' })).toBeChecked();
  await checkout.getByRole('button', { name: 'Przejdź do transakcji Escrow' }).click();
  const escrow = page.getByRole('dialog', { name: 'Nowa transakcja Escrow' });
  await escrow.getByRole('button', { name: 'Rozpocznij transakcję' }).click();
  await expect(page).toHaveURL(/\/order-received\?status=success$/);

  return exportSession(page);
}
