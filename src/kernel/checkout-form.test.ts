import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_FORM_MESSAGES,
  checkoutFormFromProfile,
  checkoutPayloadOf,
  EMPTY_CHECKOUT_FORM,
  validateCheckoutForm,
  validateTermsOnly,
  type CheckoutForm,
} from './checkout-form';

const REQUIRED = 'Pole powinno być uzupełnione';

const consumer: CheckoutForm = {
  buyer: {
    type: 'person',
    name: 'Jan Klient',
    email: 'klient@example.pl',
    phone: '',
    company_name: '',
    nip: '',
    street: 'ul. Marszałkowska 10/4',
    postal_code: '00-590',
    city: 'Warszawa',
    country: 'PL',
  },
  consents: { accept_terms: true, immediate_service: true },
};

const company: CheckoutForm = {
  ...consumer,
  buyer: { ...consumer.buyer, type: 'company', company_name: 'Klient sp. z o.o.', nip: 'PL 525-000-12-27' },
  consents: { accept_terms: true, immediate_service: false },
};

describe('the checkout form', () => {
  it('is prefilled from the profile and its address, with the consents unticked', () => {
    const form = checkoutFormFromProfile({
      name: 'Jan Klient',
      email: 'klient@example.pl',
      phone: null,
      is_company: true,
      company_name: 'Klient sp. z o.o.',
      nip: '5250001227',
      address: { street: 'ul. Długa 1', postal_code: '00-001', city: 'Warszawa', country: 'PL' },
    });
    expect(form.buyer).toMatchObject({
      type: 'company',
      phone: '',
      nip: '5250001227',
      street: 'ul. Długa 1',
      country: 'PL',
    });
    expect(form.consents).toEqual({ accept_terms: false, immediate_service: false });
  });

  it('starts with empty address fields and Poland when the profile has no address', () => {
    const form = checkoutFormFromProfile({
      name: 'A',
      email: 'a@b.pl',
      phone: '1',
      is_company: false,
      company_name: null,
      nip: null,
      address: null,
    });
    expect(form.buyer).toMatchObject({ type: 'person', street: '', city: '', country: 'PL', phone: '1' });
  });

  it('accepts a complete consumer and a complete company', () => {
    expect(validateCheckoutForm(consumer)).toEqual({});
    expect(validateCheckoutForm(company)).toEqual({});
  });

  it('says "Pole powinno być uzupełnione" beside every empty required field', () => {
    const errors = validateCheckoutForm(EMPTY_CHECKOUT_FORM);
    for (const field of ['name', 'email', 'street', 'postal_code', 'city'])
      expect(errors[`buyer.${field}`]).toEqual([REQUIRED]);
    expect(errors['buyer.phone']).toBeUndefined();
    expect(errors['buyer.nip']).toBeUndefined();
  });

  it('asks a company for its name and a NIP with a valid checksum', () => {
    const empty = validateCheckoutForm({ ...company, buyer: { ...company.buyer, company_name: ' ', nip: '' } });
    expect(empty['buyer.company_name']).toEqual([REQUIRED]);
    expect(empty['buyer.nip']).toEqual([REQUIRED]);
    const wrongChecksum = validateCheckoutForm({ ...company, buyer: { ...company.buyer, nip: '5250001224' } });
    expect(wrongChecksum['buyer.nip']).toEqual(['Nieprawidłowy NIP']);
    const tooShort = validateCheckoutForm({ ...company, buyer: { ...company.buyer, nip: '525000122' } });
    expect(tooShort['buyer.nip']).toEqual(['Nieprawidłowy NIP']);
  });

  it('requires the terms from everyone and the waiver of the withdrawal right from a consumer only', () => {
    const none = { accept_terms: false, immediate_service: false };
    expect(validateCheckoutForm({ ...consumer, consents: none })).toEqual({
      'consents.accept_terms': [CHECKOUT_FORM_MESSAGES.acceptTerms],
      'consents.immediate_service': [CHECKOUT_FORM_MESSAGES.immediateService],
    });
    expect(validateCheckoutForm({ ...company, consents: none })).toEqual({
      'consents.accept_terms': [CHECKOUT_FORM_MESSAGES.acceptTerms],
    });
  });

  it('checks the Polish postal code only for an address in Poland', () => {
    expect(
      validateCheckoutForm({ ...consumer, buyer: { ...consumer.buyer, postal_code: '00590' } })['buyer.postal_code'],
    ).toEqual(['Podaj kod pocztowy w formacie 00-000']);
    expect(
      validateCheckoutForm({ ...consumer, buyer: { ...consumer.buyer, postal_code: '10115', country: 'DE' } }),
    ).toEqual({});
    expect(
      validateCheckoutForm({ ...consumer, buyer: { ...consumer.buyer, country: 'Polska' } })['buyer.country'],
    ).toEqual([CHECKOUT_FORM_MESSAGES.country]);
  });

  it('for an escrow checks only the terms', () => {
    expect(validateTermsOnly(EMPTY_CHECKOUT_FORM)).toEqual({
      'consents.accept_terms': [CHECKOUT_FORM_MESSAGES.acceptTerms],
    });
    expect(
      validateTermsOnly({ ...EMPTY_CHECKOUT_FORM, consents: { accept_terms: true, immediate_service: false } }),
    ).toEqual({});
  });

  it('sends a trimmed buyer, the NIP as ten digits, and company fields only for a company', () => {
    expect(checkoutPayloadOf(company)).toEqual({
      buyer: {
        type: 'company',
        name: 'Jan Klient',
        email: 'klient@example.pl',
        phone: null,
        company_name: 'Klient sp. z o.o.',
        nip: '5250001227',
        street: 'ul. Marszałkowska 10/4',
        postal_code: '00-590',
        city: 'Warszawa',
        country: 'PL',
      },
      consents: { accept_terms: true },
    });
    const person = checkoutPayloadOf({
      ...consumer,
      buyer: { ...consumer.buyer, company_name: 'x', nip: '1', name: ' Jan ', country: 'pl' },
    });
    expect(person.buyer).toMatchObject({ name: 'Jan', company_name: null, nip: null, country: 'PL' });
    expect(person.consents).toEqual({ accept_terms: true, immediate_service: true });
  });
});
