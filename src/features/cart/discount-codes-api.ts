import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import type { components } from '../../contract/types';

export type DiscountCode = components['schemas']['DiscountCode'];

/**
 * Checks a discount code with the server (GET /api/discount-codes/{code}). A check, not a cached query: a code can
 * expire or be used up at any moment, so each press asks again. Unknown is an ApiError of kind 'not_found', expired
 * or used up one of kind 'validation' with the server's message.
 */
export function useDiscountCodeCheck() {
  const { api } = useApi();
  return useMutation({
    mutationFn: (code: string): Promise<DiscountCode> =>
      api.call(api.client.GET('/api/discount-codes/{code}', { params: { path: { code } } })),
  });
}
