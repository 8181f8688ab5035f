import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form } from '../../ui/form';
import { checkoutCopy as copy } from './checkout-copy';
import type { RefusedItem } from './checkout.machine';
import { cartItemKey } from '../../kernel/cart';
import { cartCount } from '../../kernel/cart-items';
import { totalsOfCart } from '../../kernel/cart-totals';
import {
  validateCheckoutForm,
  validateTermsOnly,
  type CheckoutForm as BuyerAndConsents,
} from '../../kernel/checkout-form';
import { checkoutRouteOf, orderedPartOf, type RentChannel } from '../../kernel/checkout-request';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useCart, useCartActions } from '../cart';
import { useDialog } from '../../kit/use-dialog';
import { useAppForm } from '../../kit/forms/use-app-form';
import { BuyerFields } from './buyer-fields';
import { CheckoutFailureNotice } from './checkout-failure';
import { ConsentFields } from './consent-fields';
import { EscrowDialog } from './escrow-dialog';
import { ModeFields } from './mode-fields';
import { OrderSummary } from './order-summary';
import { checkoutFormOf, checkoutValuesOf } from './checkout-values';
import { useCheckout } from './use-checkout';
import styles from './checkout.module.css';

/** The buyer's details, consents and the order summary; the order goes out in the cart's mode. */
export function CheckoutForm({ initial, notice: initialNotice }: { initial: BuyerAndConsents; notice: string | null }) {
  const { snapshot, mode } = useCart();
  const actions = useCartActions();
  const checkout = useCheckout();
  const [channel, setChannel] = useState<RentChannel>('escrow');
  const escrow = useDialog();
  const [notice, setNotice] = useState(initialNotice);
  const [fixHint, setFixHint] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const route = checkoutRouteOf(mode, channel);
  const isEscrow = route === 'escrow';
  const part = useMemo(() => orderedPartOf(snapshot), [snapshot]);
  const totals = useMemo(() => totalsOfCart(part), [part]);
  const nothingToOrder = cartCount(part) === 0;
  const blocked = totals.unpriced.length > 0;
  const { failure, submission: placing } = checkout;
  const form = useAppForm({
    initialValues: () => checkoutValuesOf(initial),
    check: (values) => (isEscrow ? validateTermsOnly : validateCheckoutForm)(checkoutFormOf(values)),
    toRequest: checkoutFormOf,
    submission: {
      ...placing,
      // An escrow is made with the aftermarket in its own popup; the other routes place the order here.
      submit: (order) => {
        if (blocked || nothingToOrder || placing.busy) return;
        if (route === 'escrow') escrow.open();
        else placing.submit({ route, form: order });
      },
    },
  });
  const { values } = form;

  // After a failed check or a 422, the first field with a message gets the focus, so it is read out.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  useEffect(() => {
    if (failure?.kind === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  const submit = (event: FormEvent) => {
    setNotice(null);
    const checked = form.handleSubmit(event);
    setFixHint(!checked);
    if (!checked) setFocusTick((n) => n + 1);
  };

  const removeUnavailable = (items: RefusedItem[]) => {
    const ids = (kind: RefusedItem['kind']) => items.filter((i) => i.kind === kind).map((i) => i.id);
    const portalsOfPublications = new Set(ids('publication'));
    // One by one, not as an order: the discount code stays even if the cart ends up empty.
    for (const id of ids('domain')) actions.remove('domains', String(id));
    for (const id of ids('webPortal')) actions.remove('portals', String(id));
    for (const p of snapshot.publications.filter((p) => portalsOfPublications.has(p.id)))
      actions.remove('publications', cartItemKey('publications', p));
    checkout.dismiss();
    setNotice(copy.failure.removed);
  };

  return (
    <div className={styles.layout}>
      <Form ref={formRef} onSubmit={submit} className={styles.form} aria-label={copy.form}>
        {notice && <Alert tone="info">{notice}</Alert>}
        <ModeFields channel={channel} onChannelChange={setChannel} />
        {nothingToOrder ? (
          <Alert tone="info">{copy.nothingInMode}</Alert>
        ) : (
          <>
            {!isEscrow && <BuyerFields form={form} />}
            <ConsentFields form={form} askImmediateService={!isEscrow && values['buyer.type'] === 'person'} />
            {fixHint && <Alert tone="error">{copy.submit.fixFields}</Alert>}
            {failure && (
              <CheckoutFailureNotice
                failure={failure}
                refreshing={checkout.refreshing}
                otherMessages={form.otherFieldErrors}
                onRemoveUnavailable={removeUnavailable}
              />
            )}
            {blocked && <Alert tone="error">{copy.summary.unpricedBlock}</Alert>}
            <Button type="submit" isPending={form.busy} isDisabled={blocked} fullWidth>
              {isEscrow ? copy.submit.escrow : copy.submit.order}
            </Button>
          </>
        )}
      </Form>
      <OrderSummary snapshot={snapshot} mode={mode} totals={totals} onRemove={actions.remove} />
      <EscrowDialog isOpen={escrow.isOpen} onClose={escrow.close} />
    </div>
  );
}
