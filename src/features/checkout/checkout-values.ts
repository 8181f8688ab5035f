import type { BuyerForm, CheckoutForm, ConsentsForm } from '../../kernel/checkout-form';

/**
 * The checkout form's values as the form kit keeps them: one value per field, named by the request's path
 * (`buyer.nip`, `consents.accept_terms`), so the server's 422 messages land beside the same fields.
 */
export type CheckoutValues = { [K in keyof BuyerForm as `buyer.${K}`]: BuyerForm[K] } & {
  [K in keyof ConsentsForm as `consents.${K}`]: ConsentsForm[K];
};

/** The form's values for a checkout form (the profile's details, or an empty form). */
export function checkoutValuesOf({ buyer, consents }: CheckoutForm): CheckoutValues {
  return {
    'buyer.type': buyer.type,
    'buyer.name': buyer.name,
    'buyer.email': buyer.email,
    'buyer.phone': buyer.phone,
    'buyer.company_name': buyer.company_name,
    'buyer.nip': buyer.nip,
    'buyer.street': buyer.street,
    'buyer.postal_code': buyer.postal_code,
    'buyer.city': buyer.city,
    'buyer.country': buyer.country,
    'consents.accept_terms': consents.accept_terms,
    'consents.immediate_service': consents.immediate_service,
  };
}

/** The checkout form the kernel checks and turns into a request. */
export function checkoutFormOf(values: CheckoutValues): CheckoutForm {
  return {
    buyer: {
      type: values['buyer.type'],
      name: values['buyer.name'],
      email: values['buyer.email'],
      phone: values['buyer.phone'],
      company_name: values['buyer.company_name'],
      nip: values['buyer.nip'],
      street: values['buyer.street'],
      postal_code: values['buyer.postal_code'],
      city: values['buyer.city'],
      country: values['buyer.country'],
    },
    consents: {
      accept_terms: values['consents.accept_terms'],
      immediate_service: values['consents.immediate_service'],
    },
  };
}
