import { expect, type Page } from '@playwright/test';
import { cartCopy } from '../../src/features/cart/cart-copy';
import { formatInteger, pluralForm } from '../../src/kernel/polish';
import {
  cartModeOf,
  cartPeriodOf,
  type cartMachine,
  type CartMachineSnapshot,
} from '../../src/features/cart/cart.machine';
import type { PathEvent } from '../../src/test/machine-paths';
import type { ApiDomain } from './shop';

type CartEvent = PathEvent<typeof cartMachine>;

/** "Koszyk, 1 pozycja", as the header's cart button is named (src/features/cart/cart-button.tsx). */
export const cartButtonName = (count: number) =>
  cartCopy.header.buttonNamed(`${formatInteger(count)} ${pluralForm(count, cartCopy.header.items)}`);

/**
 * The cart as a person drives it, from one domain's page: the domain's own cart button, and the header's cart
 * panel with its mode and period tabs, item list, discount code and "Wyczyść koszyk". Each machine event is done
 * the way a person does it; each state is checked on the screen.
 */
export function cartUi(page: Page, domain: ApiDomain) {
  const toggle = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^(${cartCopy.add}|${cartCopy.remove})$`) });
  const panel = page.getByRole('dialog', { name: cartCopy.panel.title });
  let panelOpen = false;

  async function openPanel() {
    if (panelOpen) return;
    await page.getByRole('button', { name: new RegExp(`^${cartCopy.header.buttonNamed('')}`) }).click();
    await expect(panel).toBeVisible();
    panelOpen = true;
  }

  async function closePanel() {
    if (!panelOpen) return;
    await panel.getByRole('button', { name: cartCopy.panel.close }).click();
    await expect(panel).toBeHidden();
    panelOpen = false;
  }

  /** Does what the event stands for, as a person would. */
  async function play(event: CartEvent): Promise<void> {
    if (event.type === 'cart.toggleDomain') {
      // The panel is modal: the page's own button is reached once it is closed.
      await closePanel();
      return toggle.click();
    }
    await openPanel();
    switch (event.type) {
      case 'cart.remove':
        return panel.getByRole('button', { name: cartCopy.panel.removeItem(domain.name) }).click();
      case 'cart.setMode':
        // The radio input is visually hidden behind its label, which is what a person clicks.
        return panel.getByText(cartCopy.mode[event.mode], { exact: true }).click();
      case 'cart.setRedirectPeriod':
        return panel.getByText(cartCopy.period.days(event.period), { exact: true }).click();
      case 'cart.setDiscountCode':
        await panel.getByRole('textbox', { name: cartCopy.discount.label }).fill(event.code.code);
        return panel.getByRole('button', { name: cartCopy.discount.apply }).click();
      case 'cart.removeDiscountCode':
        return panel.getByRole('button', { name: cartCopy.discount.remove }).click();
      case 'cart.clear': {
        await panel.getByRole('button', { name: cartCopy.panel.clear }).click();
        const confirm = page.getByRole('alertdialog', { name: cartCopy.panel.clearTitle });
        await confirm.getByRole('button', { name: cartCopy.panel.clearConfirm, exact: true }).click();
        return expect(confirm).toBeHidden();
      }
      default:
        throw new Error(`no user action plays ${event.type}`);
    }
  }

  /** The screen shows the state: the count, the domain's button, the mode and period tabs and the code. */
  async function expectShows(state: CartMachineSnapshot): Promise<void> {
    const cart = state.context.snapshot;
    const count = cart.domains.length;
    await closePanel();
    await expect(page.getByRole('button', { name: cartButtonName(count), exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', String(count > 0));

    await openPanel();
    const modes = panel.getByRole('radiogroup', { name: cartCopy.mode.label });
    const periods = panel.getByRole('radiogroup', { name: cartCopy.period.label });
    if (count === 0) {
      await expect(panel.getByRole('status')).toContainText(cartCopy.panel.empty);
      await expect(modes).toHaveCount(0);
    } else {
      await expect(panel.getByText(domain.name, { exact: true }).first()).toBeVisible();
      await expect(modes.getByRole('radio', { name: cartCopy.mode[cartModeOf(state)] })).toBeChecked();
    }
    if (count > 0 && cartModeOf(state) === 'redirect') {
      await expect(periods.getByRole('radio', { name: cartCopy.period.days(cartPeriodOf(state)) })).toBeChecked();
    } else {
      await expect(periods).toHaveCount(0);
    }

    const appliedCode = panel.getByRole('group', { name: cartCopy.discount.label });
    const discountLine = panel
      .getByRole('region', { name: cartCopy.totals.label })
      .locator('dt', { hasText: cartCopy.totals.discount });
    if (cart.discountCode) {
      await expect(appliedCode).toContainText(cartCopy.discount.applied(cart.discountCode.code));
      if (count > 0) await expect(discountLine).toBeVisible();
    } else {
      await expect(appliedCode).toHaveCount(0);
      await expect(discountLine).toHaveCount(0);
      if (count > 0) await expect(panel.getByRole('textbox', { name: cartCopy.discount.label })).toBeEditable();
    }
  }

  return { play, expectShows };
}
