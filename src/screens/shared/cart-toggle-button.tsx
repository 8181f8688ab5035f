import { ToggleButton } from 'react-aria-components';
import { useSelector } from '@xstate/react';
import type { CartDomain, CartPortal } from '../../model/cart';
import { isInCart } from '../../model/cart-items';
import { cartCopy } from '../../i18n/cart';
import { useAuth } from './auth-hooks';
import { useCartActions, useCartActor } from './cart-hooks';
import styles from './cart-toggle-button.module.css';

export type CartToggleButtonProps = { kind: 'domain'; item: CartDomain } | { kind: 'portal'; item: CartPortal };

/**
 * "Dodaj do koszyka" / "Usuń z koszyka" for a domain or a portal (aria-pressed while it is in the cart). Shown only
 * to holders of the user privilege (spec section 6); it waits until the cart is restored.
 */
export function CartToggleButton(props: CartToggleButtonProps) {
  const { user } = useAuth();
  const actor = useCartActor();
  const actions = useCartActions();
  const ready = useSelector(actor, (s) => s.context.loaded);
  // Each button selects only its own answer, so a table of them re-renders just the row that changed.
  const inCart = useSelector(actor, (s) =>
    props.kind === 'domain' ? isInCart(s.context.snapshot, 'domain', props.item) : isInCart(s.context.snapshot, 'portal', props.item),
  );
  if (!user?.privileges.includes('user')) return null;
  const toggle = () => (props.kind === 'domain' ? actions.toggleDomain(props.item) : actions.togglePortal(props.item));
  return (
    <ToggleButton className={styles.toggle} isSelected={inCart} onChange={toggle} isDisabled={!ready}>
      {inCart ? cartCopy.remove : cartCopy.add}
    </ToggleButton>
  );
}
