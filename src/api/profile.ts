import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import { queryKeys } from './cache-tags';

/** The signed-in user's profile (tag Profile). */
export function useProfile() {
  const { api } = useApi();
  return useQuery({
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) => api.call(api.client.GET('/api/me', { signal })),
  });
}

/** Sends the e-mail verification link again. */
export function useResendVerification() {
  const { auth } = useApi();
  return useMutation({ mutationFn: () => auth.sendVerification() });
}
