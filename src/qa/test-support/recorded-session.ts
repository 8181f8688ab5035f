import { createActor, fromPromise, waitFor } from 'xstate';
import { memoryQaEvents } from '../../platform/db/qa-events-table';
import { cartMachine } from '../../features/cart/cart.machine';
import { escrowMachine } from '../../features/checkout/escrow.machine';
import { applyCartChanges, EMPTY_CART, type CartDomain } from '../../kernel/cart';
import { createEventLog } from '../event-log';
import { machineHashes } from '../machine-catalogue';
import { buildSession, sessionFileText } from '../session-export';

const domain: CartDomain = {
  id: 1,
  name: 'alfa.pl',
  price: 1000,
  sale_price: 900,
  rent_price: 50,
  redirect_price: { '30': 10, '90': 25, '365': 80 },
};
export const discountCode = { code: 'LATO', product_type: 'all', type: '1', discount: 10 } as const;

/**
 * The exported file of a session recorded from the app's real cart and escrow machines (fake effects that answer
 * at once, as the app provides them): restore, add a domain, switch mode and period, apply a code, start escrow.
 */
export async function recordSession(): Promise<string> {
  const rows = memoryQaEvents();
  const log = createEventLog({ append: (events) => Promise.resolve(rows.append(events)), schedule: () => {} });
  let stored = EMPTY_CART;
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(() => Promise.resolve(stored)),
        writeCart: fromPromise(({ input }) => Promise.resolve((stored = applyCartChanges(stored, input.changes)))),
      },
    }),
    { inspect: log.inspect },
  ).start();
  const settled = () => waitFor(cart, (state) => state.matches({ persistence: { ready: 'idle' } }));
  await settled();
  for (const event of [
    { type: 'cart.restore' },
    { type: 'cart.toggleDomain', item: domain },
    { type: 'cart.setMode', mode: 'redirect' },
    { type: 'cart.setRedirectPeriod', period: 90 },
    { type: 'cart.setDiscountCode', code: discountCode },
  ] as const) {
    cart.send(event);
    await settled();
  }
  const escrow = createActor(
    escrowMachine.provide({
      actors: { startEscrow: fromPromise(() => Promise.resolve({ message: 'Transakcja rozpoczęta' })) },
    }),
    { inspect: log.inspect },
  ).start();
  escrow.send({
    type: 'escrow.submit',
    request: { aftermarket_id: 'jan_klient', items: [{ id: 1, name: 'alfa.pl', rent_price: 50 }] },
  });
  await waitFor(escrow, (state) => state.matches('succeeded'));
  await log.flush();
  const session = buildSession({ appVersion: '0.1.0', machineHashes: machineHashes(), log: rows.read() });
  return sessionFileText(session);
}
