import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/http/api-context';
import type { components } from '../../../contract/types';

export type ContactRequest = components['schemas']['ContactRequest'];

/** The Sell block's contact request (POST /api/me/send-contact-form); the answer carries a message to show. */
export function useSendContactForm() {
  const { api } = useApi();
  return useMutation({
    mutationFn: (body: ContactRequest) => api.call(api.client.POST('/api/me/send-contact-form', { body })),
  });
}
