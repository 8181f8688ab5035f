import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { pl } from '../i18n/pl';
import { useSwipeToDismiss } from './swipe-to-dismiss';
import type { ToastContentValue, Toasts } from './toast-queue';
import styles from './toast.module.css';

/** Where a region sits: the global area is top-centre, every other region top-right by default. */
export type ToastPlacement = 'top-center' | 'top-right';

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
