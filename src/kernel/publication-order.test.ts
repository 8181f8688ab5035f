import { describe, expect, it } from 'vitest';
import {
  initialDraft,
  linkTypesOf,
  offersOf,
  orderPrice,
  validateOrder,
  type OrderablePortal,
  type PublicationOrderDraft,
} from './publication-order';

const portal: OrderablePortal = {
  id: 7,
  name: 'Auto Blog',
  price: { permanent_publication: 499, economic_publication: 199.99, permanent_publication_premium: 1200 },
  link_types: [0, 1],
};
const noFollowOnly: OrderablePortal = { id: 8, name: 'Ciche Forum', price: { advertising_link: 80 }, link_types: [0] };

const draft = (changes: Partial<PublicationOrderDraft> = {}): PublicationOrderDraft => ({
  ...initialDraft(portal),
  ...changes,
});

describe('the choices a portal offers', () => {
  it('lists the types it sells in the product order, with their prices, and Follow before NoFollow', () => {
    expect(offersOf(portal)).toEqual([
      { id: 'permanent_publication', price: 499 },
      { id: 'economic_publication', price: 199.99 },
      { id: 'permanent_publication_premium', price: 1200 },
    ]);
    expect(linkTypesOf(portal)).toEqual(['1', '0']);
    expect(linkTypesOf(noFollowOnly)).toEqual(['0']);
  });

  it('starts from the spec defaults: permanent publication, Follow, quantity 1, no add-on', () => {
    expect(initialDraft(portal)).toEqual({
      offer: 'permanent_publication',
      linkType: '1',
      article: false,
      quantity: '1',
    });
  });

  it('starts from the first type and link the portal has when it lacks the defaults', () => {
    expect(initialDraft(noFollowOnly)).toEqual({
      offer: 'advertising_link',
      linkType: '0',
      article: false,
      quantity: '1',
    });
  });
});

describe('validating the order (spec section 5)', () => {
  it('turns a valid draft into the cart entry, the price without the add-on', () => {
    expect(
      validateOrder(portal, draft({ offer: 'economic_publication', linkType: '0', article: true, quantity: '3' })),
    ).toEqual({
      errors: {},
      order: {
        id: 7,
        name: 'Auto Blog',
        publication_offer_id: 'economic_publication',
        price: 199.99,
        count: 3,
        link_type: 0,
        domenika_article: true,
      },
    });
  });

  it('asks for every required field with the spec message', () => {
    const { errors, order } = validateOrder(portal, draft({ offer: null, linkType: null, quantity: '  ' }));
    expect(order).toBeNull();
    expect(errors).toEqual({
      offer: 'Pole powinno być uzupełnione',
      linkType: 'Pole powinno być uzupełnione',
      quantity: 'Pole powinno być uzupełnione',
    });
  });

  it.each([
    ['0', 'Wartość nie może być mniejsza niż 1'],
    ['-2', 'Wartość nie może być mniejsza niż 1'],
    ['1,5', 'Podaj liczbę całkowitą'],
    ['dwa', 'Podaj liczbę'],
    ['101', 'Wartość nie może być większa niż 100'],
  ])('refuses the quantity %s in Polish', (quantity, message) => {
    expect(validateOrder(portal, draft({ quantity })).errors).toEqual({ quantity: message });
  });

  it('refuses a type the portal does not sell and a link it does not accept', () => {
    const { errors } = validateOrder(noFollowOnly, {
      offer: 'permanent_publication',
      linkType: '1',
      article: false,
      quantity: '1',
    });
    expect(errors).toEqual({
      offer: 'Wybierz jedną z dostępnych wartości',
      linkType: 'Wybierz jedną z dostępnych wartości',
    });
  });
});

describe('the price shown while choosing', () => {
  it('follows the type, the add-on and the quantity, as net, VAT and gross grosze', () => {
    expect(orderPrice(portal, draft())).toEqual({
      unit: 49_900,
      count: 1,
      total: { net: 49_900, vat: 11_477, gross: 61_377 },
    });
    expect(orderPrice(portal, draft({ offer: 'economic_publication' }))?.unit).toBe(19_999);
    expect(orderPrice(portal, draft({ offer: 'economic_publication', article: true }))?.unit).toBe(22_499);
    expect(orderPrice(portal, draft({ offer: 'economic_publication', article: true, quantity: '3' }))).toEqual({
      unit: 22_499,
      count: 3,
      total: { net: 67_497, vat: 15_524, gross: 83_021 },
    });
  });

  it('shows the unit price alone while the quantity is not valid, and nothing without a sold type', () => {
    expect(orderPrice(portal, draft({ quantity: '0' }))).toEqual({ unit: 49_900, count: null, total: null });
    expect(orderPrice(portal, draft({ offer: null }))).toBeNull();
    expect(
      orderPrice(noFollowOnly, { offer: 'permanent_publication', linkType: '0', article: false, quantity: '1' }),
    ).toBeNull();
  });
});
