import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

// The queues, apart from the regions that show them (toast.tsx): the app needs a queue from its first moment, the
// global region's code only when something is said (global-toast-area.tsx).

export interface ToastContentValue {
  tone: 'success' | 'error' | 'info';
  message: string;
}

/** Toasts close by themselves after 3000 ms in the global area (spec section 9). */
export const TOAST_TIMEOUT_MS = 3000;

/** Any other toast region closes its toasts after 5000 ms unless told otherwise (spec section 9). */
export const REGION_TOAST_TIMEOUT_MS = 5000;

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
