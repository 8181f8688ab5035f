import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import type { Api } from '../../platform/http/client';
import { queryKeys } from '../../platform/db/stores/query-cache/cache-tags';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { BodyOf, Schemas } from '../../contract/types';
import type { EmailChangeLink } from '../../kernel/email-change-link';

export type Profile = Schemas['Profile'];
export type ProfileUpdate = BodyOf<'updateProfile'>;
export type AddressUpdate = BodyOf<'updateAddress'>;
export type CompanyData = Schemas['CompanyData'];
export type PasswordChangeRequest = BodyOf<'changePassword'>;

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

/** After a change: the answer's profile shows at once, and the tag Profile is invalidated (other tabs, the cache). */
function useProfileChanged() {
  const { db } = useApi();
  const queryClient = useQueryClient();
  return async (profile?: Profile) => {
    if (profile) queryClient.setQueryData(queryKeys.profile(), profile);
    await invalidateTags(db, queryClient, ['Profile']);
  };
}

/**
 * A plain call whose answer is the stored profile, not a mutation: the form's submission machine is the one place its
 * state is kept. The answer is shown at once and the tag Profile invalidated, as after any change.
 */
function useProfileSave<B>(save: (api: Api, body: B) => Promise<Profile>) {
  const { api } = useApi();
  const changed = useProfileChanged();
  return async (body: B) => {
    const profile = await save(api, body);
    await changed(profile);
    return profile;
  };
}

/** PUT /api/me: name, e-mail, phone, aftermarket login and company data. */
export function useUpdateProfile() {
  return useProfileSave((api, body: ProfileUpdate) => api.call(api.client.PUT('/api/me', { body })));
}

/** PUT /api/me/address: the billing address. */
export function useUpdateAddress() {
  return useProfileSave((api, body: AddressUpdate) => api.call(api.client.PUT('/api/me/address', { body })));
}

/**
 * POST /api/me/vat-data: a company found by NIP in the registry, to prefill the form. It changes nothing stored, so
 * it invalidates nothing; 404 (no such company) and 503 (no registry) carry Polish messages.
 */
export function useLookupVatData() {
  const { api } = useApi();
  return useMutation({
    mutationFn: (nip: string) => api.call(api.client.POST('/api/me/vat-data', { body: { nip } })),
  });
}

/**
 * POST /email-change/confirm: applies a requested e-mail change with the mailed link's parameters. It works without a
 * session too; a signed-in profile is invalidated, so it shows the new address.
 */
export function useConfirmEmailChange() {
  const { auth, db } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (link: EmailChangeLink) => {
      const result = await auth.confirmEmailChange(link);
      await invalidateTags(db, queryClient, ['Profile']);
      return result;
    },
    [auth, db, queryClient],
  );
}

/** POST /api/me/change-password: other sessions are signed out, this one stays; answers the server's message. */
export function useChangePassword() {
  const { api } = useApi();
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => api.call(api.client.POST('/api/me/change-password', { body })),
    onSuccess: () => changed(),
  });
}
