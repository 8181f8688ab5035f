import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Form } from '../../ui/form';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { pl } from '../../i18n/pl';
import { checkoutCopy as copy } from './checkout-copy';
import { escrowMachine, type EscrowRequest } from './escrow.machine';
import { escrowItemsOf } from '../../kernel/checkout-request';
import { required, validate } from '../../kernel/validation';
import { useCheckoutApi } from './checkout-api';
import { useProfile } from '../profile';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { useCart, useCartActions } from '../cart';
import { useServerMessage } from '../../kit/forms/server-message';
import { useAppForm } from '../../kit/forms/use-app-form';
import type { FormSubmission } from '../../kit/forms/use-submission';
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
  // Kept here, outside the popup's content, so a closed and reopened popup still has what was typed; until the user
  // types, the login follows the profile (which may load after this mounts).
  const [login, setLogin] = useState<string | null>(null);
  const values = { aftermarket_id: login ?? profile.data?.aftermarket_id ?? '' };

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
        // The shared handler toasts the failure; the form shows the machine's own message for it.
        escrowFailed: (_, { error }) => void latest.current.serverMessage(error),
      },
    }),
  );
  const [state, send] = useAppMachine(machine);
  // The machine alone holds the submission's state.
  const submission: FormSubmission<EscrowRequest> = {
    busy: state.hasTag('busy'),
    error: state.context.error,
    fieldErrors: state.context.fieldErrors,
    submit: (request) => send({ type: 'escrow.submit', request }),
  };
  const form = useAppForm({
    values,
    onValuesChange: (update) => setLogin(update(values).aftermarket_id),
    check: (v) => validate(v, { aftermarket_id: [required] }),
    toRequest: (v) => ({ aftermarket_id: v.aftermarket_id.trim(), items: escrowItemsOf(snapshot) }),
    submission,
  });

  const close = () => {
    if (form.busy) return;
    send({ type: 'escrow.reset' });
    onClose();
  };

  return (
    <ModalDialog isOpen={isOpen} title={copy.escrow.title} onClose={close} isBusy={form.busy}>
      <Form onSubmit={form.handleSubmit} className={styles.dialogForm}>
        <p className={styles.muted}>{copy.escrow.intro(snapshot.domains.length)}</p>
        {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
        <TextField
          label={copy.escrow.login}
          autoComplete="username"
          description={copy.escrow.loginHint}
          {...form.text('aftermarket_id')}
          isRequired
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the popup opens on the user's press to fill in this one field
          autoFocus
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={close} isDisabled={form.busy}>
            {copy.escrow.cancel}
          </Button>
          <Button type="submit" isPending={form.busy}>
            {copy.escrow.submit}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
