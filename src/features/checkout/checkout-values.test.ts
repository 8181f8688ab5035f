import { describe, expect, it } from 'vitest';
import { checkoutFormFromProfile, EMPTY_CHECKOUT_FORM, type CheckoutForm } from '../../kernel/checkout-form';
import { customerProfile } from '../../test/checkout-fixtures';
import { checkoutFormOf, checkoutValuesOf } from './checkout-values';

describe('the checkout form’s values', () => {
  it('name each field by the request’s path, so a 422 for buyer.email lands beside the e-mail field', () => {
    const values = checkoutValuesOf(checkoutFormFromProfile(customerProfile()));
    expect(values['buyer.email']).toBe('klient@example.pl');
    expect(values['consents.accept_terms']).toBe(false);
  });

  it('give back the form they were made from, every field of the buyer and the consents', () => {
    const profile = customerProfile({
      is_company: true,
      company_name: 'Klient sp. z o.o.',
      nip: '5250001227',
      phone: '600100200',
    });
    const company: CheckoutForm = {
      ...checkoutFormFromProfile(profile),
      consents: { accept_terms: true, immediate_service: false },
    };
    expect(checkoutFormOf(checkoutValuesOf(company))).toEqual(company);
    expect(checkoutFormOf(checkoutValuesOf(EMPTY_CHECKOUT_FORM))).toEqual(EMPTY_CHECKOUT_FORM);
  });
});
