import type { Profile } from './profile-api';

/** The billing address as the address form edits it; the company look-up fills it in too. */
export type AddressValues = {
  street: string;
  postal_code: string;
  city: string;
  country: string;
};

/** The stored address, or an empty one in Poland. */
export function addressValuesOf(address: Profile['address']): AddressValues {
  return {
    street: address?.street ?? '',
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    country: address?.country ?? 'PL',
  };
}
