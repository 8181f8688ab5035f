import { useEffect, useRef, useState } from 'react';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useOrderStatusChanger } from './admin-orders-api';
import type { Order } from '../orders';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import { orderStatusMachine } from './order-status.machine';
import { nextOrderStatuses } from '../../kernel/order-status';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../kit/toasts';
import styles from '../../kit/admin-pages.module.css';

const s = copy.status;

/**
 * The administrator's status change on an order's page: one button per transition the model allows from the status
 * shown, a confirmation before a cancel, and the server's refusal (the order moved on meanwhile) said in Polish while
 * the page already shows the order as it is now.
 */
export function OrderStatusActions({ order }: { order: Order }) {
  const changeStatus = useOrderStatusChanger();
  const toast = useToast();
  const latest = useRef({ changeStatus, toast });
  useEffect(() => {
    latest.current = { changeStatus, toast };
  });
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    orderStatusMachine.provide({
      actors: { changeStatus: fromPromise(({ input }) => latest.current.changeStatus(input)) },
      actions: {
        showChanged: (_, { order: changed }) => latest.current.toast('success', s.changed(changed.status)),
        // The changer has already put the current order in the cache, so the page shows it.
        showCurrent: () => {},
      },
    }),
  );
  const [state, send] = useAppMachine(machine, { input: { orderId: order.id } });
  const busy = state.hasTag('busy');
  const targets = nextOrderStatuses(order.status);
  const problem = state.context.problem;

  return (
    <div className={styles.statusActions} role="group" aria-label={s.heading}>
      {problem && <Alert tone={problem.kind === 'refused' ? 'warning' : 'error'}>{problem.message}</Alert>}
      {targets.length === 0 ? (
        <p className={styles.muted}>{s.none}</p>
      ) : (
        <div className={styles.buttons}>
          {targets.map((to) => (
            <Button
              key={to}
              variant={to === 'cancelled' ? 'danger' : 'primary'}
              isDisabled={busy}
              isPending={busy && state.context.to === to}
              onPress={() => send({ type: 'status.choose', from: order.status, to })}
            >
              {s.moveTo[to]}
            </Button>
          ))}
        </div>
      )}
      {busy && (
        <span role="status" className={styles.muted}>
          {s.changing}
        </span>
      )}
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        title={s.confirmTitle}
        confirmLabel={s.confirm}
        cancelLabel={s.keep}
        onConfirm={() => send({ type: 'status.confirm' })}
        onCancel={() => send({ type: 'status.cancel' })}
      >
        {s.confirmBody(order.number)}
      </ConfirmDialog>
    </div>
  );
}
