import { cartCopy } from './cart-copy';
import type { CartMode, CartSnapshot } from '../../kernel/cart';
import { totalsOfCart } from '../../kernel/cart-totals';
import { orderedPartOf } from '../../kernel/checkout-request';
import { Button } from '../../ui/button';
import { ConfirmQuestion } from '../../kit/confirm-question';
import { ModalDialog } from '../../ui/modal-dialog';
import { useCart, useCartActions } from './cart-hooks';
import { CartModeFields } from './cart-mode-fields';
import { useAppNavigate } from '../../platform/router/route-link';
import { useDialog } from '../../kit/use-dialog';
import { CartPanelItems } from './cart-panel-items';
import { CartSummary } from './cart-summary';
import { DiscountCodeField } from './discount-code-field';
import styles from './cart-panel.module.css';

const copy = cartCopy.panel;

/** The gross of what the mode orders, when that is less than the whole cart counted by the spec's subtotal. */
function partialOrderGross(snapshot: CartSnapshot, mode: CartMode): number | null {
  if (mode !== 'rent' || snapshot.portals.length + snapshot.publications.length === 0) return null;
  return totalsOfCart(orderedPartOf(snapshot)).gross;
}

/** What the panel shows: the items, the mode and period, the discount code, the totals and the way to the checkout. */
function CartPanelBody({ onClose }: { onClose: () => void }) {
  const { ready, snapshot, mode, count, totals } = useCart();
  const actions = useCartActions();
  const navigate = useAppNavigate();
  const clearing = useDialog({ confirm: () => actions.clear() });

  if (!ready) return <p role="status">{copy.loading}</p>;
  if (count === 0) {
    return (
      <div role="status" className={styles.empty}>
        <p>{copy.empty}</p>
        <p className={styles.muted}>{copy.emptyHint}</p>
        {/* A code kept after the last item was removed can still be seen and removed. */}
        {snapshot.discountCode && <DiscountCodeField />}
      </div>
    );
  }
  return (
    <>
      <CartModeFields />
      <CartPanelItems snapshot={snapshot} totals={totals} />
      <DiscountCodeField />
      <CartSummary totals={totals} orderedGross={partialOrderGross(snapshot, mode)} />
      <div className={styles.actions}>
        <Button
          fullWidth
          onPress={() => {
            onClose();
            navigate('/checkout');
          }}
        >
          {copy.checkout}
        </Button>
        <Button variant="secondary" fullWidth onPress={() => clearing.open()}>
          {copy.clear}
        </Button>
      </div>
      <ConfirmQuestion
        question={clearing}
        title={copy.clearTitle}
        confirmLabel={copy.clearConfirm}
        cancelLabel={copy.cancel}
      >
        <p>{copy.clearText}</p>
      </ConfirmQuestion>
    </>
  );
}

/** The cart panel: a dialog sliding in from the right on the modal shadow background. */
export function CartPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <ModalDialog isOpen={isOpen} title={copy.title} onClose={onClose} placement="end" closeLabel={copy.close}>
      <CartPanelBody onClose={onClose} />
    </ModalDialog>
  );
}
