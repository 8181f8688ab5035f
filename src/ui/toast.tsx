import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { pl } from '../i18n/pl';
import { useSwipeToDismiss } from './swipe-to-dismiss';
import styles from './toast.module.css';

export interface ToastContentValue {
  tone: 'success' | 'error' | 'info';
  message: string;
}

/** Toasts close by themselves after 3000 ms in the global area (spec section 9). */
export const TOAST_TIMEOUT_MS = 3000;

/** Any other toast region closes its toasts after 5000 ms unless told otherwise (spec section 9). */
export const REGION_TOAST_TIMEOUT_MS = 5000;

/** Where a region sits: the global area is top-centre, every other region top-right by default. */
export type ToastPlacement = 'top-center' | 'top-right';

/** A toast queue that knows how long its toasts stay, so callers only say what to show. */
export class Toasts extends ToastQueue<ToastContentValue> {
  constructor(readonly timeout: number) {
    super({ maxVisibleToasts: 4 });
  }
}

/** The app's global toast queue (3000 ms); anything may add to it, the global area shows it. */
export function createToastQueue(): Toasts {
  return new Toasts(TOAST_TIMEOUT_MS);
}

/** A queue for a toast region of its own (a screen or a popup), 5000 ms by default. */
export function createRegionToastQueue(timeout = REGION_TOAST_TIMEOUT_MS): Toasts {
  return new Toasts(timeout);
}

/**
 * Shows a coloured toast that closes itself after the queue's timeout. The same message already on screen is not
 * stacked again: two calls failing for one reason (a lost connection) say nothing new the second time.
 */
export function showToast(queue: Toasts, tone: ToastContentValue['tone'], message: string): void {
  if (queue.visibleToasts.some((t) => t.content.tone === tone && t.content.message === message)) return;
  queue.add({ tone, message }, { timeout: queue.timeout });
}

const PLACEMENT_CLASS: Record<ToastPlacement, string | undefined> = {
  'top-center': styles.topCenter,
  'top-right': styles.topRight,
};

/** The global toast area, top-centre. */
export function ToastArea({ queue }: { queue: Toasts }) {
  return <RegionToastArea queue={queue} placement="top-center" />;
}

/**
 * A toast region: a labelled landmark whose toasts are announced (each one's text is a role="alert" live region).
 * Top-right unless placed elsewhere.
 */
export function RegionToastArea({
  queue,
  placement = 'top-right',
  label = pl.toast.region,
}: {
  queue: Toasts;
  placement?: ToastPlacement;
  label?: string;
}) {
  return (
    <ToastRegion queue={queue} className={`${styles.region} ${PLACEMENT_CLASS[placement]}`} aria-label={label}>
      {({ toast }) => <SwipeableToast toast={toast} queue={queue} />}
    </ToastRegion>
  );
}

function SwipeableToast({ toast, queue }: { toast: QueuedToast<ToastContentValue>; queue: Toasts }) {
  const { offset, isDragging, swipeProps } = useSwipeToDismiss({
    onDismiss: () => queue.close(toast.key),
    onHoldStart: () => queue.pauseAll(),
    onHoldEnd: () => queue.resumeAll(),
  });
  return (
    <AriaToast
      toast={toast}
      className={`${styles.toast} ${styles[toast.content.tone]}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      data-dragging={isDragging || undefined}
      {...swipeProps}
    >
      <ToastContent className={styles.content}>
        <Text slot="title">{toast.content.message}</Text>
      </ToastContent>
      <Button slot="close" className={styles.close} aria-label={pl.toast.close}>
        ×
      </Button>
    </AriaToast>
  );
}
