import { describe, expect, it } from 'vitest';
import {
  checkDomainForm,
  domainFormOf,
  EMPTY_DOMAIN_FORM,
  formErrorsOf,
  type DomainFormValues,
} from './admin-domain-form';

const filled: DomainFormValues = {
  ...EMPTY_DOMAIN_FORM,
  name: ' nowa-domena.pl ',
  price: '1 500,00',
  sale_price: '1200',
  rent_price: '',
  description: '  ',
  dfs_rating: '35',
  max_visibility: '1,5',
  tags: [2],
};

describe('the domain form', () => {
  it('says which required fields are empty, in Polish', () => {
    const { input, errors } = checkDomainForm(EMPTY_DOMAIN_FORM);
    expect(input).toBeNull();
    expect(errors).toEqual({
      name: ['Pole powinno być uzupełnione'],
      price: ['Pole powinno być uzupełnione'],
      sale_price: ['Pole powinno być uzupełnione'],
    });
  });

  it('turns valid text into the DomainInput the API takes', () => {
    expect(checkDomainForm(filled)).toEqual({
      errors: {},
      input: {
        name: 'nowa-domena.pl',
        type: 1,
        status: 'available',
        description: null,
        price: 1500,
        sale_price: 1200,
        rent_price: null,
        redirect_price: null,
        dfs_rating: 35,
        backlinks: 0,
        ref_domains: 0,
        max_visibility: 1.5,
        anchor_links: 0,
        tags: [2],
        industries: [],
      },
    });
  });

  it('refuses a sale price above the price', () => {
    expect(checkDomainForm({ ...filled, sale_price: '1600' }).errors).toEqual({
      sale_price: ['Cena promocyjna nie może być wyższa niż cena'],
    });
  });

  it('lets only a draft cost 0 zł', () => {
    const free = { ...filled, price: '0', sale_price: '0' };
    const message = 'Ustal cenę wyższą niż 0 zł albo zostaw status „Szkic”';
    expect(checkDomainForm(free).errors).toEqual({ price: [message], sale_price: [message] });
    expect(checkDomainForm({ ...free, status: 'draft' })).toMatchObject({
      errors: {},
      input: { status: 'draft', price: 0, sale_price: 0 },
    });
  });

  it('takes all three redirect prices or none', () => {
    expect(checkDomainForm({ ...filled, redirect_30: '19' }).errors).toEqual({
      redirect_90: ['Podaj wszystkie trzy ceny przekierowania albo żadnej'],
      redirect_365: ['Podaj wszystkie trzy ceny przekierowania albo żadnej'],
    });
    const all = checkDomainForm({ ...filled, redirect_30: '19', redirect_90: '49,99', redirect_365: '149' });
    expect(all.input?.redirect_price).toEqual({ '30': 19, '90': 49.99, '365': 149 });
  });

  it('checks the metrics: whole numbers, DFS up to 100', () => {
    expect(checkDomainForm({ ...filled, dfs_rating: '101', backlinks: '1,5', anchor_links: '' }).errors).toEqual({
      dfs_rating: ['Wartość nie może być większa niż 100'],
      backlinks: ['Podaj liczbę całkowitą'],
      anchor_links: ['Pole powinno być uzupełnione'],
    });
  });

  it('is filled from a domain and gives the same domain back', () => {
    const domain = {
      name: 'a.pl',
      type: 2 as const,
      status: 'hidden' as const,
      description: 'Opis',
      price: 100,
      sale_price: 90.5,
      rent_price: 9,
      redirect_price: { '30': 1, '90': 2, '365': 3 },
      dfs_rating: 1,
      backlinks: 2,
      ref_domains: 3,
      max_visibility: 4.25,
      anchor_links: 5,
      tags: [{ id: 1, name: 'x' }],
      industries: [{ id: 2, name: 'y' }],
    };
    const form = domainFormOf(domain);
    expect(form.sale_price).toBe('90,50');
    expect(checkDomainForm(form).input).toEqual({ ...domain, tags: [1], industries: [2] });
  });

  it('places the server’s messages beside the form’s fields', () => {
    expect(
      formErrorsOf({ name: ['Ta domena jest już w katalogu'], 'redirect_price.90': ['Podaj liczbę'], 'tags.1': ['x'] }),
    ).toEqual({
      name: ['Ta domena jest już w katalogu'],
      redirect_90: ['Podaj liczbę'],
      tags: ['x'],
    });
  });
});
