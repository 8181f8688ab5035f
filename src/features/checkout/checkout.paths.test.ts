import { describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError, kindOf } from '../../platform/http/errors';
import { checkoutMachine, type CheckoutFailure, type Placement, type RefusedItem } from './checkout.machine';
import {
  doneIn,
  failedIn,
  itPlaysEveryPath,
  pathCases,
  type MachinePath,
  type PathEvent,
  type PathPlayer,
  type PlayedPath,
} from '../../test/machine-paths';

const placementFor = (idempotencyKey: string, domains: number[]): Placement => ({
  request: {
    route: 'order',
    body: {
      domains,
      portals: [],
      publications: [],
      discount_code: null,
      client_total: 1230,
      buyer: {
        type: 'person',
        name: 'Jan',
        email: 'jan@example.pl',
        phone: null,
        company_name: null,
        nip: null,
        street: 'Polna 1',
        postal_code: '00-001',
        city: 'Warszawa',
        country: 'PL',
      },
      consents: { accept_terms: true, immediate_service: true },
    },
  },
  idempotencyKey,
  ordered: { domains, portals: [], publications: [] },
});
const first = placementFor('0b5e9f1e-6b9b-4a59-9d7e-1d8d3b7f2a10', [1]);
const second = placementFor('7c1d2e3f-1111-4a59-9d7e-1d8d3b7f2a10', [1, 2]);

const apiError = (status: number, message: string, body: unknown = null, fields: Record<string, string[]> = {}) =>
  new ApiError(kindOf(status), message, status, fields, body);
const goneItems: RefusedItem[] = [{ kind: 'domain', id: 1, name: 'a.pl', reason: 'sold' }];
const gone = { unavailable: goneItems };
const pricesChanged = apiError(409, 'Ceny zmieniły się', { unavailable: [] });
const soldOut = apiError(409, 'Niedostępne: a.pl', gone);
const invalid = apiError(422, 'Popraw pola', null, { 'buyer.nip': ['Nieprawidłowy NIP'] });

/** What the customer is told after each refusal (spec section 9), written out by hand. */
const TOLD = new Map<unknown, CheckoutFailure>([
  [pricesChanged, { kind: 'pricesChanged', message: 'Ceny zmieniły się', refreshed: false }],
  [soldOut, { kind: 'unavailable', message: 'Niedostępne: a.pl', items: goneItems }],
  [invalid, { kind: 'invalid', message: 'Popraw pola', fieldErrors: { 'buyer.nip': ['Nieprawidłowy NIP'] } }],
]);

type Event = PathEvent<typeof checkoutMachine>;
const submit = (placement: Placement): Event => ({ type: 'checkout.submit', placement });
const placed = doneIn(checkoutMachine, 'checkout.submitting', { id: 7 });
const refused = (error: unknown) => failedIn(checkoutMachine, 'checkout.submitting', error);
const refreshed = (any: boolean) => doneIn(checkoutMachine, 'checkout.refreshingPrices', any);
const refreshFailed = failedIn(checkoutMachine, 'checkout.refreshingPrices', new Error('offline'));

type CheckoutPath = MachinePath<typeof checkoutMachine>;

/** The context the path should end with, folded from its events by the rules above. */
function expectedContext(path: CheckoutPath) {
  let placement: Placement | null = null;
  let failure: CheckoutFailure | null = null;
  let orderId: number | null = null;
  const refresh = (told: CheckoutFailure | null, any: boolean): CheckoutFailure | null =>
    told?.kind === 'pricesChanged' ? { ...told, refreshed: any } : told;
  for (const { event } of path.steps.slice(1)) {
    if (event.type === 'checkout.submit') {
      placement = event.placement;
      failure = null;
    } else if (event.type === 'checkout.dismiss') failure = null;
    else if (event === placed) orderId = 7;
    else if ('error' in event && event !== refreshFailed) failure = TOLD.get(event.error)!;
    else if ('output' in event) failure = refresh(failure, event.output === true);
  }
  return { placement, failure, orderId };
}

function setup(player: PathPlayer) {
  const orderPlaced = vi.fn();
  const actor = createActor(
    checkoutMachine.provide({
      actors: { placeOrder: player.fake<{ id: number }, Placement>(), refreshPrices: player.fake<boolean, void>() },
      actions: { orderPlaced: (_, params) => void orderPlaced(params) },
    }),
  );
  const check = ({ end, path, started }: PlayedPath<typeof checkoutMachine>) => {
    expect(end.context).toEqual(expectedContext(path));
    const orders = started.filter((call) => call.id.endsWith('submitting')).map((call) => call.input);
    const submitted = path.steps.flatMap(({ event }) => (event.type === 'checkout.submit' ? [event.placement] : []));
    // One request per press, each with the placement (and its idempotency key) the customer confirmed.
    expect(orders).toEqual(submitted);
    if (end.matches('placed'))
      expect(orderPlaced).toHaveBeenCalledExactlyOnceWith({ orderId: 7, placement: end.context.placement });
    else expect(orderPlaced).not.toHaveBeenCalled();
  };
  return { actor, check };
}

const events: Event[] = [
  submit(first),
  submit(second),
  { type: 'checkout.dismiss' },
  placed,
  refused(pricesChanged),
  refused(soldOut),
  refused(invalid),
  refreshed(true),
  refreshed(false),
  refreshFailed,
];

describe('checkout paths from the machine', () => {
  const cases = pathCases(
    checkoutMachine,
    { events },
    // Simple paths only over one placement and the refusals that loop back, so their number stays small.
    { events: [submit(first), placed, refused(pricesChanged), refreshed(true)] },
  );

  itPlaysEveryPath(cases, setup);
});
