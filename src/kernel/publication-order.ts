/**
 * The publication order popup's rules (spec sections 2, 3, 5 and 9): which publication types and link types a
 * portal allows, the defaults, the validation with its Polish messages, and the price shown while choosing.
 */
import { toGrosze, type Grosze } from './money';
import { parseWholeNumber } from './number-input';
import { publicationUnitPrice } from './pricing';
import { VALIDATION_MESSAGES as M } from './validation-messages';
import { withVat, type NetVatGross } from './vat';

/** The publication types, in the order the product lists them. */
export const PUBLICATION_OFFER_IDS = [
  'permanent_publication',
  'advertising_link',
  'economic_publication',
  'permanent_publication_premium',
] as const;
export type PublicationOfferId = (typeof PUBLICATION_OFFER_IDS)[number];

/** The link attribute: 1 Follow, 0 NoFollow; the popup's radios carry them as "1" and "0". */
export type LinkType = 0 | 1;
export type LinkTypeValue = '0' | '1';
export const LINK_TYPE_VALUES: readonly LinkTypeValue[] = ['1', '0'];

/** Spec section 9: permanent publication, Follow, one. */
export const DEFAULT_OFFER: PublicationOfferId = 'permanent_publication';
export const DEFAULT_LINK_TYPE: LinkTypeValue = '1';
export const DEFAULT_QUANTITY = '1';
/** The API takes at most 100 of one publication in an order (PublicationOrderInput.count). */
export const MAX_QUANTITY = 100;

/** What the popup needs of a portal: its id and name, the prices of the types it sells, the links it accepts. */
export interface OrderablePortal {
  id: number;
  name: string;
  /** Net PLN per type; a type the portal does not sell is absent. */
  price: Partial<Record<PublicationOfferId, number>>;
  link_types: readonly number[];
}

/** The popup's fields as the user sets them; the quantity is the text typed. */
export interface PublicationOrderDraft {
  offer: PublicationOfferId | null;
  linkType: LinkTypeValue | null;
  article: boolean;
  quantity: string;
}

export type PublicationOrderField = 'offer' | 'linkType' | 'quantity';
export type PublicationOrderErrors = Partial<Record<PublicationOrderField, string>>;

/** A valid order, shaped as the cart's publication entry lacks only its uuid (spec section 3). */
export interface PublicationOrder {
  id: number;
  name: string;
  publication_offer_id: PublicationOfferId;
  /** The type's net PLN price, without the add-on (the cart's price rules add it). */
  price: number;
  count: number;
  link_type: LinkType;
  domenika_article: boolean;
}

export function isPublicationOfferId(value: unknown): value is PublicationOfferId {
  return typeof value === 'string' && (PUBLICATION_OFFER_IDS as readonly string[]).includes(value);
}

/** The types the portal sells, with their net PLN prices, in the product's order. */
export function offersOf(portal: OrderablePortal): Array<{ id: PublicationOfferId; price: number }> {
  return PUBLICATION_OFFER_IDS.flatMap((id) => {
    const price = portal.price[id];
    return price === undefined ? [] : [{ id, price }];
  });
}

/** The link types the portal accepts, Follow first. */
export function linkTypesOf(portal: OrderablePortal): LinkTypeValue[] {
  return LINK_TYPE_VALUES.filter((value) => portal.link_types.includes(Number(value)));
}

/** The spec's defaults, or the portal's first type and link when it does not offer the default one. */
export function initialDraft(portal: OrderablePortal): PublicationOrderDraft {
  const offers = offersOf(portal).map((offer) => offer.id);
  const links = linkTypesOf(portal);
  return {
    offer: offers.includes(DEFAULT_OFFER) ? DEFAULT_OFFER : (offers[0] ?? null),
    linkType: links.includes(DEFAULT_LINK_TYPE) ? DEFAULT_LINK_TYPE : (links[0] ?? null),
    article: false,
    quantity: DEFAULT_QUANTITY,
  };
}

/** The quantity typed, or the Polish message saying why it is not a whole number from 1 to 100. */
export function parseQuantity(text: string) {
  return parseWholeNumber(text, { min: 1, max: MAX_QUANTITY });
}

/** Checks the draft against the portal (spec section 5); the order is null while any field has a message. */
export function validateOrder(
  portal: OrderablePortal,
  draft: PublicationOrderDraft,
): { errors: PublicationOrderErrors; order: PublicationOrder | null } {
  const errors: PublicationOrderErrors = {};
  const offerPrice = draft.offer === null ? undefined : portal.price[draft.offer];
  if (draft.offer === null) errors.offer = M.required;
  else if (offerPrice === undefined) errors.offer = M.notAllowed;
  if (draft.linkType === null) errors.linkType = M.required;
  else if (!linkTypesOf(portal).includes(draft.linkType)) errors.linkType = M.notAllowed;
  const quantity = parseQuantity(draft.quantity);
  if (quantity.error !== null) errors.quantity = quantity.error;
  if (
    draft.offer === null ||
    offerPrice === undefined ||
    draft.linkType === null ||
    errors.linkType ||
    quantity.value === null
  ) {
    return { errors, order: null };
  }
  return {
    errors,
    order: {
      id: portal.id,
      name: portal.name,
      publication_offer_id: draft.offer,
      price: offerPrice,
      count: quantity.value,
      link_type: draft.linkType === '1' ? 1 : 0,
      domenika_article: draft.article,
    },
  };
}

export interface OrderPrice {
  /** One publication: the type's price plus the add-on when ticked, net grosze. */
  unit: Grosze;
  /** The quantity, or null while it is not a valid one (then there is no total to show). */
  count: number | null;
  /** unit × count as net, VAT 23 % and gross; null without a valid quantity. */
  total: NetVatGross | null;
}

/** The price the popup shows: it follows the chosen type, the add-on and the quantity (spec section 4). */
export function orderPrice(portal: OrderablePortal, draft: PublicationOrderDraft): OrderPrice | null {
  const offerPrice = draft.offer === null ? undefined : portal.price[draft.offer];
  if (offerPrice === undefined) return null;
  const unit = publicationUnitPrice(toGrosze(offerPrice), draft.article);
  const count = parseQuantity(draft.quantity).value;
  return { unit, count, total: count === null ? null : withVat(unit * count) };
}
