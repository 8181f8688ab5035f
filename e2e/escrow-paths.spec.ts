import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { cartCopy } from '../src/features/cart/cart-copy';
import { checkoutCopy } from '../src/features/checkout/checkout-copy';
import { pl } from '../src/i18n/pl';
import { escrowMachine, type EscrowRequest } from '../src/features/checkout/escrow.machine';
import {
  doneIn,
  failedIn,
  pathName,
  settledIn,
  shortestPaths,
  type MachinePath,
  type PathEvent,
} from '../src/test/machine-paths';
import { cartButtonName } from './support/cart-ui';
import { coveringPaths, movesOf, settled, transitionsOf, valuesThrough } from './support/machine-paths';
import { actorValues, inQaMode } from './support/page-actors';
import { registerConfirmedCustomer, signInQuickly } from './support/session';
import { addDomainThroughItsPage, pickDomains, tokenOf } from './support/shop';

/*
 * The escrow machine's paths, played in the real app: the popup opened from the checkout, a submission the
 * aftermarket server accepts or refuses, another try, and cancelling. After each move the page's escrow actor has
 * gone through exactly the path's states (as the QA event log tells) and the screen shows the state reached.
 */

type Event = PathEvent<typeof escrowMachine>;
type EscrowPath = MachinePath<typeof escrowMachine>;
const m = escrowMachine;

/** The machine does not look into the request; the popup builds the real one from the cart. */
const REQUEST: EscrowRequest = { aftermarket_id: 'sciezka', items: [] };
const ACCEPTED = doneIn(m, 'escrow.submitting', { message: 'Przyjęliśmy zgłoszenie' });
const REFUSED = failedIn(m, 'escrow.submitting', new Error('422'));

/** What a person can do in a state: after a success the popup is gone, so it cannot be reset there. */
function events(state: SnapshotFrom<typeof escrowMachine>): Event[] {
  if (state.matches('submitting')) return [ACCEPTED, REFUSED];
  if (state.matches('failed')) return [{ type: 'escrow.submit', request: REQUEST }, { type: 'escrow.reset' }];
  if (state.matches('idle')) return [{ type: 'escrow.submit', request: REQUEST }];
  return [];
}

// A path that ends while the request runs is carried on to the server's acceptance: a second try that works.
const paths = coveringPaths(
  shortestPaths(escrowMachine, { events }).map((path) =>
    settled(escrowMachine, path, (state) => (state.matches('submitting') ? ACCEPTED : null)),
  ),
  transitionsOf,
);

/** The login the server accepts, and one it refuses (longer than the 64 characters openapi.yaml allows). */
const loginFor = (outcomes: Event[]) =>
  outcomes.some((outcome) => settledIn(outcome)?.how === 'error') ? 'x'.repeat(65) : 'sciezka_klient';

function escrowUi(page: Page) {
  const checkout = page.getByRole('form', { name: checkoutCopy.form });
  const dialog = page.getByRole('dialog', { name: checkoutCopy.escrow.title });
  const login = dialog.getByRole('textbox', { name: checkoutCopy.escrow.login });

  /** Does what the event stands for; a submission types the login that brings the outcome the path says. */
  async function play(event: Event, outcomes: Event[]): Promise<void> {
    if (event.type === 'escrow.reset') {
      await dialog.getByRole('button', { name: checkoutCopy.escrow.cancel }).click();
      return;
    }
    if (!(await dialog.isVisible())) {
      await checkout.getByRole('button', { name: checkoutCopy.submit.escrow }).click();
      await expect(dialog).toBeVisible();
    }
    await login.fill(loginFor(outcomes));
    await dialog.getByRole('button', { name: checkoutCopy.escrow.submit }).click();
  }

  async function expectShows(state: EscrowPath['state']): Promise<void> {
    if (state.matches('succeeded')) {
      await expect(page).toHaveURL(/\/order-received\?status=success$/);
      await expect(page.getByText(pl.orderReceived.headline)).toBeVisible();
      // The leased domain left the cart.
      await expect(page.getByRole('button', { name: cartButtonName(0), exact: true })).toBeVisible();
      return;
    }
    await expect(page).toHaveURL(/\/checkout$/);
    if (state.matches('idle')) {
      await expect(dialog).toBeHidden();
      await expect(checkout.getByRole('button', { name: checkoutCopy.submit.escrow })).toBeEnabled();
    } else {
      // Refused: the popup stays open with the server's reason beside the login.
      await expect(dialog).toBeVisible();
      await expect(login).toHaveAttribute('aria-invalid', 'true');
    }
  }

  return { play, expectShows };
}

test.describe('escrow machine paths in the app', () => {
  for (const [index, path] of paths.entries()) {
    test(pathName(path), async ({ page }) => {
      const customer = await registerConfirmedCustomer(page.request, 'Ścieżka Escrow');
      await signInQuickly(page, customer);
      // Each path its own page of the catalogue, after the cart paths' pages.
      const [domain] = await pickDomains(page.request, await tokenOf(page), {
        page: 14 + index,
        count: 1,
        where: (d) => d.rent_price !== null,
      });
      // The app's first page in this tab: QA mode on for the tab, so the checkout's escrow actor is in the QA log.
      await page.goto(inQaMode(`/domain-list/${domain!.id}`));
      await addDomainThroughItsPage(page, domain!);
      await page.goto('/checkout');
      const checkout = page.getByRole('form', { name: checkoutCopy.form });
      // Leasing by escrow, the terms accepted: what opens the popup.
      await checkout.getByText(cartCopy.mode.rent, { exact: true }).click();
      await expect(checkout.getByRole('radio', { name: checkoutCopy.channel.escrow })).toBeChecked();
      await checkout.getByText(/Akceptuję Regulamin/).click();

      const ui = escrowUi(page);
      const moves = movesOf(path);
      for (const [i, move] of moves.entries()) {
        if (move.event) await ui.play(move.event, move.outcomes);
        // The checkout's one escrow actor went through every state of the path, the request under way included.
        await expect.poll(() => actorValues(page, 'escrow')).toEqual([valuesThrough(moves.slice(0, i + 1))]);
        await ui.expectShows(move.states[move.states.length - 1]!);
      }
    });
  }
});
