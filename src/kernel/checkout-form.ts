import { VALIDATION_MESSAGES as M } from './validation-messages';
import { normalizeNip } from './nip';
import { email, maxLength, nip, postalCodePl, required, validate, type FieldErrors, type Rule } from './validation';

/**
 * The checkout form: who buys (a consumer or a company) and the consents Polish law asks for. Field names are the
 * request's paths (`buyer.nip`, `consents.accept_terms`), so the server's 422 messages land beside the same fields.
 */
export type BuyerType = 'person' | 'company';

export interface BuyerForm {
  type: BuyerType;
  name: string;
  email: string;
  phone: string;
  company_name: string;
  nip: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
}

export interface ConsentsForm {
  accept_terms: boolean;
  immediate_service: boolean;
}

export interface CheckoutForm {
  buyer: BuyerForm;
  consents: ConsentsForm;
}

export type BuyerField = Exclude<keyof BuyerForm, 'type'>;

export const CHECKOUT_FORM_MESSAGES = {
  acceptTerms: M.termsRequired,
  // The same words the server answers with, so the message does not change between the two checks.
  immediateService: M.immediateServiceRequired,
  country: 'Podaj dwuliterowy kod kraju, np. PL',
} as const;

/** What a profile can tell about the buyer (GET /api/me); structural, so the model needs no API types. */
export interface BuyerProfile {
  name: string;
  email: string;
  phone: string | null;
  is_company: boolean;
  company_name: string | null;
  nip: string | null;
  address: { street: string; postal_code: string; city: string; country: string } | null;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  buyer: {
    type: 'person',
    name: '',
    email: '',
    phone: '',
    company_name: '',
    nip: '',
    street: '',
    postal_code: '',
    city: '',
    country: 'PL',
  },
  consents: { accept_terms: false, immediate_service: false },
};

/** The buyer's details as the profile and its address have them; consents always start unticked. */
export function checkoutFormFromProfile(profile: BuyerProfile): CheckoutForm {
  const address = profile.address;
  return {
    buyer: {
      type: profile.is_company ? 'company' : 'person',
      name: profile.name,
      email: profile.email,
      phone: profile.phone ?? '',
      company_name: profile.company_name ?? '',
      nip: profile.nip ?? '',
      street: address?.street ?? '',
      postal_code: address?.postal_code ?? '',
      city: address?.city ?? '',
      country: address?.country || 'PL',
    },
    consents: { ...EMPTY_CHECKOUT_FORM.consents },
  };
}

const countryCode: Rule = (v) =>
  v.trim() !== '' && !/^[A-Za-z]{2}$/.test(v.trim()) ? CHECKOUT_FORM_MESSAGES.country : null;

/**
 * Messages per field, empty when the form can be sent. A company needs its name and a NIP with a valid checksum;
 * a consumer must ask for the service to start at once, which waives the 14-day withdrawal right (the products are
 * delivered right after payment). The Polish postal code format is checked only for addresses in Poland.
 */
export function validateCheckoutForm(form: CheckoutForm): FieldErrors {
  const { buyer, consents } = form;
  const isCompany = buyer.type === 'company';
  const inPoland = buyer.country.trim().toUpperCase() === 'PL';
  const buyerErrors = validate<BuyerField>(buyer, {
    name: [required, maxLength(120)],
    email: [required, email],
    phone: [maxLength(32)],
    company_name: isCompany ? [required, maxLength(200)] : [],
    nip: isCompany ? [required, nip] : [],
    street: [required, maxLength(200)],
    postal_code: inPoland ? [required, postalCodePl] : [required, maxLength(12)],
    city: [required, maxLength(120)],
    country: [required, countryCode],
  });
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(buyerErrors)) errors[`buyer.${field}`] = messages;
  if (!consents.accept_terms) errors['consents.accept_terms'] = [CHECKOUT_FORM_MESSAGES.acceptTerms];
  if (!isCompany && !consents.immediate_service)
    errors['consents.immediate_service'] = [CHECKOUT_FORM_MESSAGES.immediateService];
  return errors;
}

/** Only the consent to terms matters when the order is not ours to fulfil (an escrow through the aftermarket). */
export function validateTermsOnly(form: CheckoutForm): FieldErrors {
  return form.consents.accept_terms ? {} : { 'consents.accept_terms': [CHECKOUT_FORM_MESSAGES.acceptTerms] };
}

/** The request's `buyer` and `consents`: trimmed, the NIP as ten digits, company fields only for a company. */
export function checkoutPayloadOf(form: CheckoutForm) {
  const { buyer, consents } = form;
  const isCompany = buyer.type === 'company';
  const trimmed = (v: string) => v.trim();
  return {
    buyer: {
      type: buyer.type,
      name: trimmed(buyer.name),
      email: trimmed(buyer.email),
      phone: trimmed(buyer.phone) || null,
      company_name: isCompany ? trimmed(buyer.company_name) : null,
      nip: isCompany ? normalizeNip(buyer.nip) : null,
      street: trimmed(buyer.street),
      postal_code: trimmed(buyer.postal_code),
      city: trimmed(buyer.city),
      country: trimmed(buyer.country).toUpperCase(),
    },
    consents: isCompany
      ? { accept_terms: true as const }
      : { accept_terms: true as const, immediate_service: consents.immediate_service },
  };
}

export type CheckoutPayload = ReturnType<typeof checkoutPayloadOf>;
