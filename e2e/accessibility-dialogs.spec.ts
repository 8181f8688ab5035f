import type { Page } from '@playwright/test';
import { verificationMail } from '../server/mail/templates';
import { adminDomainsCopy } from '../src/features/admin-domains/admin-domains-copy';
import { adminOrdersCopy } from '../src/features/admin-orders/admin-orders-copy';
import { adminOutboxCopy } from '../src/features/outbox/outbox-copy';
import { cartCopy } from '../src/features/cart/cart-copy';
import { domainsCopy } from '../src/features/catalogue/domains/domains-copy';
import { pl } from '../src/i18n/pl';
import { VALIDATION_MESSAGES } from '../src/kernel/validation-messages';
import { expectNoViolations } from './support/axe';
import { cartButtonName } from './support/cart-ui';
import { ADMIN, CUSTOMER, registerConfirmedCustomer, signInQuickly } from './support/session';
import { addDomainThroughItsPage, createDomainForSale, placeUnpaidOrder } from './support/shop';
import { settled } from './support/screen';
import { expect, test } from './support/test';

/**
 * Axe runs in every dialog of the app (modal and alertdialog), while it is open, for the role that opens it; the target
 * is zero WCAG 2.1 A/AA violations. Each test opens one dialog the way a person does, checks it, and closes it again
 * without confirming anything. Journeys that need data of their own create it (a domain, a customer, an order); the
 * demo accounts only look. Checked elsewhere, so not here: the escrow popup (escrow.spec.ts), the change-password popup
 * (profile.spec.ts), the publication order popup (portals.spec.ts) and the import confirmation of /check-details
 * (check-details.spec.ts).
 */

const form = adminDomainsCopy.form;
const bar = adminDomainsCopy.bar;
const leave = adminDomainsCopy.leave;
const status = adminOrdersCopy.status;
const sell = domainsCopy.sell;
/** The subject of the mail that confirms a new customer's address, as the server words it. */
const VERIFY_SUBJECT = verificationMail('', '').subject;

/** The main menu, in the sidebar on a wide screen. */
const mainMenu = (page: Page) => page.getByRole('navigation', { name: pl.nav.mainLabel });

test.describe('the dialogs a customer opens', () => {
  test('the cart panel and its clear-the-cart confirmation have no axe violations', async ({ page, request }) => {
    const domain = await createDomainForSale(request, ADMIN, 'a11y-koszyk');
    await signInQuickly(page, CUSTOMER);
    await addDomainThroughItsPage(page, domain);

    await page.getByRole('button', { name: cartButtonName(1), exact: true }).click();
    const panel = page.getByRole('dialog', { name: cartCopy.panel.title, exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(domain.name, { exact: true }).first()).toBeVisible();
    await expectNoViolations(page);

    await panel.getByRole('button', { name: cartCopy.panel.clear }).click();
    const confirm = page.getByRole('alertdialog', { name: cartCopy.panel.clearTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(cartCopy.panel.clearText);
    await expectNoViolations(page);

    // Backing out keeps the cart as it was.
    await confirm.getByRole('button', { name: cartCopy.panel.cancel, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText(domain.name, { exact: true }).first()).toBeVisible();
    await panel.getByRole('button', { name: cartCopy.panel.close }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: cartButtonName(1), exact: true })).toBeVisible();
  });

  test('the Sell popup, empty and with its field errors, has no axe violations', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/domain-list');
    await settled(page);

    await page.getByRole('button', { name: sell.open }).click();
    const dialog = page.getByRole('dialog', { name: sell.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: sell.email })).toHaveValue(CUSTOMER.email);
    await expectNoViolations(page);

    // The form checks itself before anything is sent: three required fields left empty say so.
    await dialog.getByRole('textbox', { name: sell.name }).fill('');
    await dialog.getByRole('button', { name: sell.submit }).click();
    await expect(dialog.getByText(VALIDATION_MESSAGES.required)).toHaveCount(3);
    await expectNoViolations(page);

    await dialog.getByRole('button', { name: sell.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('the menu behind the burger, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const roles = [
    { who: 'a customer', account: CUSTOMER },
    { who: 'an administrator', account: ADMIN },
  ];
  for (const { who, account } of roles) {
    test(`the menu drawer of ${who} has no axe violations`, async ({ page }) => {
      await signInQuickly(page, account);
      await page.goto('/profile');
      await settled(page);

      await page.getByRole('button', { name: pl.nav.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: pl.nav.mainLabel });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: pl.nav.account, exact: true })).toBeVisible();
      await expectNoViolations(page);

      await drawer.getByRole('button', { name: pl.nav.closeMenu }).click();
      await expect(drawer).toBeHidden();
    });
  }
});

test.describe('the dialogs an administrator opens', () => {
  test('the order cancel confirmation on /all-orders/{id} has no axe violations', async ({ page, request }) => {
    const customer = await registerConfirmedCustomer(request, 'Dostępność Zamówienie');
    const order = await placeUnpaidOrder(request, customer);
    await signInQuickly(page, ADMIN);
    await page.goto(`/all-orders/${order.id}`);

    const actions = page.getByRole('group', { name: status.heading });
    await actions.getByRole('button', { name: status.moveTo.cancelled }).click();
    const confirm = page.getByRole('alertdialog', { name: status.confirmTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(order.number);
    await expectNoViolations(page);

    // Backing out sends nothing: the order can still be cancelled.
    await confirm.getByRole('button', { name: status.keep }).click();
    await expect(confirm).toBeHidden();
    await expect(actions.getByRole('button', { name: status.moveTo.cancelled })).toBeEnabled();
  });

  test('the delete confirmation of an industry on /categories has no axe violations', async ({ page }) => {
    // A seeded industry: the dialog is only looked at, never confirmed.
    const name = 'Motoryzacja';
    await signInQuickly(page, ADMIN);
    await page.goto('/categories');
    const industries = page.getByRole('list', { name: pl.categories.industries });
    await expect(industries.getByText(name, { exact: true })).toBeVisible();

    await industries.getByRole('button', { name: pl.categories.removeNamed(name) }).click();
    const confirm = page.getByRole('alertdialog', { name: pl.categories.confirmIndustry(name) });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(pl.categories.confirmText);
    await expectNoViolations(page);

    await confirm.getByRole('button', { name: pl.categories.cancel, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(industries.getByText(name, { exact: true })).toBeVisible();
  });

  test('the delete confirmation of a domain on /manage/{id} has no axe violations', async ({ page, request }) => {
    const domain = await createDomainForSale(request, ADMIN, 'a11y-usun');
    await signInQuickly(page, ADMIN);
    await page.goto(`/manage/${domain.id}`);
    await expect(page.getByRole('textbox', { name: form.name, exact: true })).toHaveValue(domain.name);

    await page.getByRole('button', { name: form.delete, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: form.confirmDelete(domain.name) });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(form.confirmDeleteText);
    await expectNoViolations(page);

    await confirm.getByRole('button', { name: form.cancel, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/manage/${domain.id}$`));
  });

  test('the unsaved-changes guard on /manage/{id} has no axe violations', async ({ page, request }) => {
    const domain = await createDomainForSale(request, ADMIN, 'a11y-opusc');
    await signInQuickly(page, ADMIN);
    await page.goto(`/manage/${domain.id}`);
    await expect(page.getByRole('textbox', { name: form.name, exact: true })).toHaveValue(domain.name);

    const description = page.getByRole('textbox', { name: form.description, exact: true });
    await description.fill('Opis, którego nikt nie zapisze');
    await mainMenu(page).getByRole('link', { name: pl.nav.categories, exact: true }).click();
    const guard = page.getByRole('alertdialog', { name: leave.title });
    await expect(guard).toBeVisible();
    await expect(guard).toContainText(leave.text);
    await expectNoViolations(page);

    // Staying keeps the page and what was typed.
    await guard.getByRole('button', { name: leave.stay }).click();
    await expect(guard).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/manage/${domain.id}$`));
    await expect(description).toHaveValue('Opis, którego nikt nie zapisze');
  });

  test('the discard confirmation of the changes bar on /manage has no axe violations', async ({ page, request }) => {
    const domain = await createDomainForSale(request, ADMIN, 'a11y-odrzuc');
    await signInQuickly(page, ADMIN);
    await page.goto(`/manage?name=${encodeURIComponent(domain.name)}`);
    const table = page.getByRole('table', { name: adminDomainsCopy.list.tableLabel });
    const price = table.getByRole('textbox', { name: adminDomainsCopy.cells.price(domain.name), exact: true });
    await expect(price).toBeEditable();

    await price.fill('1300');
    const changes = page.getByRole('region', { name: bar.label });
    await expect(changes).toBeVisible();
    await changes.getByRole('button', { name: bar.discard }).click();
    const confirm = page.getByRole('alertdialog', { name: bar.confirmDiscardTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(bar.confirmDiscardText);
    await expectNoViolations(page);

    // Going back to editing keeps the edit, unsaved.
    await confirm.getByRole('button', { name: bar.keepEditing }).click();
    await expect(confirm).toBeHidden();
    await expect(changes).toBeVisible();
    // Once the field has lost the focus it shows the amount as the table does ("1300,00").
    await expect(price).toHaveValue(/^1300(,00)?$/);
  });

  test('a message opened on /outbox has no axe violations', async ({ page, request }) => {
    // A customer of this journey alone, whose address-confirmation mail is in the outbox.
    const customer = await registerConfirmedCustomer(request, 'Dostępność Poczta');
    await signInQuickly(page, ADMIN);
    await page.goto(`/outbox?to=${encodeURIComponent(customer.email)}`);
    const table = page.getByRole('table', { name: adminOutboxCopy.list.table });
    await table.getByRole('link', { name: VERIFY_SUBJECT }).first().click();

    const dialog = page.getByRole('dialog', { name: VERIFY_SUBJECT });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(customer.email, { exact: true })).toBeVisible();
    await expectNoViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
