/** What other features may use of cart; everything else in this folder is its own. */
export { PUBLICATION_OFFER_NAMES, cartCopy } from './cart-copy';
export { useCart, useCartActions } from './cart-hooks';
export { CartModeFields } from './cart-mode-fields';
export { CartToggleButton } from './cart-toggle-button';
export { type DiscountCode } from './discount-codes-api';
