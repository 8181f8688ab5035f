import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { pl } from '../i18n/pl';
import styles from './toast.module.css';

export interface ToastContentValue {
  tone: 'success' | 'error' | 'info';
  message: string;
}

/** Toasts close by themselves after 3000 ms in the global area (spec section 9). */
export const TOAST_TIMEOUT_MS = 3000;

export type Toasts = ToastQueue<ToastContentValue>;

/** The app's toast queue; anything may add to it, the region shows it. */
export function createToastQueue(): Toasts {
  return new ToastQueue<ToastContentValue>({ maxVisibleToasts: 4 });
}

/**
 * Shows a coloured toast that closes itself after 3 s. The same message already on screen is not stacked again:
 * two calls failing for one reason (a lost connection) say nothing new the second time.
 */
export function showToast(queue: Toasts, tone: ToastContentValue['tone'], message: string): void {
  if (queue.visibleToasts.some((t) => t.content.tone === tone && t.content.message === message)) return;
  queue.add({ tone, message }, { timeout: TOAST_TIMEOUT_MS });
}

/** The global toast area, top-centre. */
export function ToastArea({ queue }: { queue: Toasts }) {
  return (
    <ToastRegion queue={queue} className={styles.region} aria-label={pl.toast.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={`${styles.toast} ${styles[toast.content.tone]}`}>
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" className={styles.close} aria-label={pl.toast.close}>
            ×
          </Button>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
