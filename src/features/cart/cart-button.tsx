import { cartCopy } from './cart-copy';
import { formatInteger, pluralForm } from '../../kernel/polish';
import { useAuth } from '../auth';
import { useCartCount } from './cart-hooks';
import { useDialog } from '../../kit/use-dialog';
import { Button } from '../../ui/button';
import { CartIcon } from '../../ui/icons';
import { CartPanel } from './cart-panel';
import styles from './cart-panel.module.css';

/** "Koszyk, 3 pozycje": the count in words for assistive technology (a plain space, so it reads as one name). */
export function cartButtonName(count: number): string {
  return cartCopy.header.buttonNamed(`${formatInteger(count)} ${pluralForm(count, cartCopy.header.items)}`);
}

/** The header's cart button with the item count; only holders of the user privilege have a cart (spec section 6). */
export function CartButton() {
  const { user } = useAuth();
  const count = useCartCount();
  const panel = useDialog();
  if (!user?.privileges.includes('user')) return null;
  return (
    <>
      <Button
        variant="unstyled"
        className={styles.cartButton}
        aria-label={cartButtonName(count)}
        onPress={() => panel.open()}
      >
        <CartIcon className={styles.cartIcon} />
        <span aria-hidden="true" className={styles.cartLabel}>
          {cartCopy.header.button}
        </span>
        <span aria-hidden="true" className={styles.badge}>
          {formatInteger(count)}
        </span>
      </Button>
      <CartPanel isOpen={panel.isOpen} onClose={panel.close} />
    </>
  );
}
