import { useSelector } from '@xstate/react';
import type { CartDomain, CartPortal } from '../../kernel/cart';
import { isInCart } from '../../kernel/cart-items';
import { cartCopy } from './cart-copy';
import { useAuth } from '../auth';
import { useCartActions, useCartActor } from './cart-hooks';
import styles from './cart-toggle-button.module.css';

export type CartToggleButtonProps = { kind: 'domain'; item: CartDomain } | { kind: 'portal'; item: CartPortal };

type CartToggleState = 'waiting' | 'in' | 'out';

/**
 * "Dodaj do koszyka" / "Usuń z koszyka" for a domain or a portal (aria-pressed while it is in the cart). Shown only
 * to holders of the user privilege (spec section 6); it waits until the cart is restored.
 *
 * A native toggle button rather than react-aria's ToggleButton: a results page renders thirty of them at once, and
 * a cached page must be painted within a frame. A native button already gives the press by mouse, touch and keyboard;
 * the styles use :hover, :focus-visible and aria-pressed.
 */
export function CartToggleButton(props: CartToggleButtonProps) {
  const { user } = useAuth();
  const actor = useCartActor();
  const actions = useCartActions();
  // One selection per button, of its own answer only, so a table of them re-renders just the row that changed.
  const state = useSelector(actor, (s): CartToggleState => {
    if (!s.context.loaded) return 'waiting';
    const inCart =
      props.kind === 'domain'
        ? isInCart(s.context.snapshot, 'domain', props.item)
        : isInCart(s.context.snapshot, 'portal', props.item);
    return inCart ? 'in' : 'out';
  });
  if (!user?.privileges.includes('user')) return null;
  const toggle = () => (props.kind === 'domain' ? actions.toggleDomain(props.item) : actions.togglePortal(props.item));
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={state === 'in'}
      disabled={state === 'waiting'}
      onClick={toggle}
    >
      {state === 'in' ? cartCopy.remove : cartCopy.add}
    </button>
  );
}
