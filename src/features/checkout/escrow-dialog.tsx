import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Form } from '../../ui/form';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { pl } from '../../i18n/pl';
import { checkoutCopy as copy } from './checkout-copy';
import { escrowMachine } from './escrow.machine';
import { escrowItemsOf } from '../../kernel/checkout-request';
import { isValid, required, validate } from '../../kernel/validation';
import { useCheckoutApi } from './checkout-api';
import { useProfile } from '../profile';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useCart, useCartActions } from '../cart';
import { useServerMessage } from '../../kit/forms/server-message';
import { useToast } from '../../kit/toasts';
import type { OrderReceivedState } from './order-received/order-received-state';
import styles from './checkout.module.css';

/**
 * The escrow popup (spec sections 2 and 4): the aftermarket login, prefilled from the profile, and the domains of
 * the cart. Success toasts the server's message, clears the domains cart and shows /order-received; a failure is
 * told by the shared handler and leaves the cart as it was.
 */
export function EscrowDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { snapshot } = useCart();
  const actions = useCartActions();
  const calls = useCheckoutApi();
  const profile = useProfile();
  const navigate = useNavigate();
  const toast = useToast();
  const serverMessage = useServerMessage();
  // Kept here, outside the popup's content, so a closed and reopened popup still has what was typed.
  const [login, setLogin] = useState<string | null>(null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const value = login ?? profile.data?.aftermarket_id ?? '';

  const latest = useRef({ actions, calls, navigate, toast, serverMessage });
  useEffect(() => {
    latest.current = { actions, calls, navigate, toast, serverMessage };
  });
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    escrowMachine.provide({
      actors: { startEscrow: fromPromise(({ input }) => latest.current.calls.startEscrow(input)) },
      actions: {
        escrowStarted: (_, { message }) => {
          const { toast: show, actions: cart, navigate: go } = latest.current;
          show('success', message);
          const state: OrderReceivedState = {
            status: 'success',
            headline: pl.orderReceived.headline,
            description: pl.orderReceived.description,
          };
          // The domains cart is cleared once the success page is shown, not behind a checkout still on screen.
          void Promise.resolve(go('/order-received?status=success', { state })).finally(() => cart.clearDomains());
        },
        escrowFailed: (_, { error }) => setFailureMessage(latest.current.serverMessage(error)),
      },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const busy = state.hasTag('busy');
  const errors = useFormErrors(state.context.fieldErrors);

  const close = () => {
    if (busy) return;
    send({ type: 'escrow.reset' });
    setFailureMessage(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ aftermarket_id: value }, { aftermarket_id: [required] });
    errors.setClientErrors(found);
    if (!isValid(found)) return;
    setFailureMessage(null);
    send({ type: 'escrow.submit', request: { aftermarket_id: value.trim(), items: escrowItemsOf(snapshot) } });
  };

  const generalError = failureMessage && Object.keys(state.context.fieldErrors).length === 0 ? failureMessage : null;
  return (
    <ModalDialog isOpen={isOpen} title={copy.escrow.title} onClose={close} isBusy={busy}>
      <Form onSubmit={submit} className={styles.dialogForm}>
        <p className={styles.muted}>{copy.escrow.intro(snapshot.domains.length)}</p>
        {generalError && <Alert tone="error">{generalError}</Alert>}
        <TextField
          label={copy.escrow.login}
          name="aftermarket_id"
          autoComplete="username"
          description={copy.escrow.loginHint}
          value={value}
          onChange={(next) => {
            setLogin(next);
            errors.markEdited('aftermarket_id');
          }}
          errorMessage={errors.errorFor('aftermarket_id')}
          isRequired
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the popup opens on the user's press to fill in this one field
          autoFocus
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {copy.escrow.cancel}
          </Button>
          <Button type="submit" isPending={busy}>
            {copy.escrow.submit}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
