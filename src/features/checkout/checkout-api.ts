import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CartSnapshot } from '../../kernel/cart';
import type { CheckoutRequest, EscrowRequest, Placement } from '../../kernel/checkout-request';
import { useApi } from '../../platform/http/api-context';
import type { DiscountCode } from '../cart';
import type { Domain } from '../catalogue';
import type { Portal } from '../catalogue';
import type { PortalPublication } from '../catalogue';
import type { Api } from '../../platform/http/client';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { components } from '../../contract/types';

// The contract's type, not orders': the order view shows checkout's payment instructions, so orders imports checkout.
type Order = components['schemas']['Order'];
export type EscrowResponse = { message: string; transaction: components['schemas']['EscrowTransaction'] };

/** Sends one checkout request with its Idempotency-Key; a repeated key answers with the order created first. */
function sendCheckout(api: Api, request: CheckoutRequest, key: string): Promise<Order> {
  const params = { header: { 'Idempotency-Key': key } };
  switch (request.route) {
    case 'order':
      return api.call(api.client.POST('/api/orders', { params, body: request.body }));
    case 'rental':
      return api.call(api.client.POST('/api/checkout/rental', { params, body: request.body }));
    case 'redirectRental':
      return api.call(api.client.POST('/api/checkout/redirect-rental', { params, body: request.body }));
  }
}

/** Today's catalogue entries of what is in the cart; a failed look-up leaves that item out (the order names it). */
export interface CurrentCatalogue {
  domains: Domain[];
  portals: Portal[];
  publications: PortalPublication[];
  /** The cart's discount code as the server defines it now; null when there is none or it is no longer valid. */
  discountCode: DiscountCode | null;
}

async function settled<T>(calls: Array<Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(calls);
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

async function currentCatalogue(api: Api, snapshot: CartSnapshot): Promise<CurrentCatalogue> {
  const unique = (ids: number[]) => [...new Set(ids)];
  const code = snapshot.discountCode?.code;
  const [domains, portals, publications, discountCodes] = await Promise.all([
    settled(
      unique(snapshot.domains.map((d) => d.id)).map((id) =>
        api.call(api.client.GET('/api/domains/{id}', { params: { path: { id } } })),
      ),
    ),
    settled(
      unique(snapshot.portals.map((p) => p.id)).map((id) =>
        api.call(api.client.GET('/api/portals/{id}', { params: { path: { id } } })),
      ),
    ),
    settled(
      unique(snapshot.publications.map((p) => p.id)).map((id) =>
        api.call(api.client.GET('/api/portals-publications/{id}', { params: { path: { id } } })),
      ),
    ),
    settled(code ? [api.call(api.client.GET('/api/discount-codes/{code}', { params: { path: { code } } }))] : []),
  ]);
  return { domains, portals, publications, discountCode: discountCodes[0] ?? null };
}

/**
 * The checkout's calls, for the checkout and escrow machines' actors. After an order the catalogue lists are
 * invalidated in every tab, because the ordered domains and portals are now reserved.
 */
export function useCheckoutApi() {
  const { api, db } = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      placeOrder: (placement: Placement) => sendCheckout(api, placement.request, placement.idempotencyKey),
      startEscrow: (request: EscrowRequest): Promise<EscrowResponse> =>
        api.call(api.client.POST('/api/escrow-transactions', { body: request })),
      currentCatalogue: (snapshot: CartSnapshot) => currentCatalogue(api, snapshot),
      afterOrder: () => invalidateTags(db, queryClient, ['Domains', 'SingleDomain', 'Publications']),
    }),
    [api, db, queryClient],
  );
}
