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
  type BuyerField,
  type CheckoutForm as CheckoutFormValues,
} from '../../kernel/checkout-form';
import { checkoutRouteOf, orderedPartOf, type RentChannel } from '../../kernel/checkout-request';
import { isValid, type FieldErrors } from '../../kernel/validation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useFormErrors } from '../../ui/use-form-errors';
import { useCart, useCartActions } from '../cart';
import { useDialog } from '../../kit/use-dialog';
import { BuyerFields } from './buyer-fields';
import { CheckoutFailureNotice } from './checkout-failure';
import { ConsentFields } from './consent-fields';
import { EscrowDialog } from './escrow-dialog';
import { ModeFields } from './mode-fields';
import { OrderSummary } from './order-summary';
import { useCheckout } from './use-checkout';
import styles from './checkout.module.css';

const NO_ERRORS: FieldErrors = {};
const FORM_FIELDS = new Set([
  ...['name', 'email', 'phone', 'company_name', 'nip', 'street', 'postal_code', 'city', 'country'].map(
    (f) => `buyer.${f}`,
  ),
  'consents.accept_terms',
  'consents.immediate_service',
]);

/** The buyer's details, consents and the order summary; the order goes out in the cart's mode. */
export function CheckoutForm({
  initial,
  notice: initialNotice,
}: {
  initial: CheckoutFormValues;
  notice: string | null;
}) {
  const { snapshot, mode } = useCart();
  const actions = useCartActions();
  const checkout = useCheckout();
  const [form, setForm] = useState(initial);
  const [channel, setChannel] = useState<RentChannel>('escrow');
  const escrow = useDialog();
  const [notice, setNotice] = useState(initialNotice);
  const [fixHint, setFixHint] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const route = checkoutRouteOf(mode, channel);
  const isEscrow = route === 'escrow';
  const part = useMemo(() => orderedPartOf(snapshot), [snapshot]);
  const totals = useMemo(() => totalsOfCart(part), [part]);
  const failure = checkout.failure;
  const serverErrors = useMemo(() => (failure?.kind === 'invalid' ? failure.fieldErrors : NO_ERRORS), [failure]);
  const errors = useFormErrors(serverErrors);
  const otherMessages = Object.entries(serverErrors).flatMap(([field, messages]) =>
    FORM_FIELDS.has(field) ? [] : messages,
  );
  const nothingToOrder = cartCount(part) === 0;
  const blocked = totals.unpriced.length > 0;

  // After a failed check or a 422, the first field with a message gets the focus, so it is read out.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  useEffect(() => {
    if (failure?.kind === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  const changeBuyer = (field: BuyerField, value: string) => {
    setForm((f) => ({ ...f, buyer: { ...f.buyer, [field]: value } }));
    errors.markEdited(`buyer.${field}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = isEscrow ? validateTermsOnly(form) : validateCheckoutForm(form);
    errors.setClientErrors(found);
    setFixHint(!isValid(found));
    if (!isValid(found)) return setFocusTick((n) => n + 1);
    if (blocked || nothingToOrder || checkout.busy) return;
    if (isEscrow) escrow.open();
    else checkout.placeOrder(route, form);
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
            {!isEscrow && (
              <BuyerFields
                buyer={form.buyer}
                onChange={changeBuyer}
                onTypeChange={(type) => setForm((f) => ({ ...f, buyer: { ...f.buyer, type } }))}
                errorFor={errors.errorFor}
              />
            )}
            <ConsentFields
              consents={form.consents}
              askImmediateService={!isEscrow && form.buyer.type === 'person'}
              onChange={(field, value) => {
                setForm((f) => ({ ...f, consents: { ...f.consents, [field]: value } }));
                errors.markEdited(`consents.${field}`);
              }}
              errorFor={errors.errorFor}
            />
            {fixHint && <Alert tone="error">{copy.submit.fixFields}</Alert>}
            {failure && (
              <CheckoutFailureNotice
                failure={failure}
                refreshing={checkout.refreshing}
                otherMessages={otherMessages}
                onRemoveUnavailable={removeUnavailable}
              />
            )}
            {blocked && <Alert tone="error">{copy.summary.unpricedBlock}</Alert>}
            <Button type="submit" isPending={checkout.busy} isDisabled={blocked} fullWidth>
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
