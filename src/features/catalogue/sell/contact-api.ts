import { useApi } from '../../../platform/http/api-context';
import type { components } from '../../../contract/types';

export type ContactRequest = components['schemas']['ContactRequest'];

/** The Sell block's contact request (POST /api/me/send-contact-form); the answer carries a message to show. */
export function useSendContactForm() {
  const { api } = useApi();
  // A plain call, not a mutation: the form's submission machine is the one place its state is kept.
  return (body: ContactRequest) => api.call(api.client.POST('/api/me/send-contact-form', { body }));
}
