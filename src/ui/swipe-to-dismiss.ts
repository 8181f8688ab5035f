import { useRef, useState, type PointerEvent } from 'react';

/** A toast is swiped away once it has been dragged this share of its width (spec section 9). */
export const SWIPE_DISMISS_RATIO = 0.8;

/** True when a horizontal drag of `dx` pixels, either way, is far enough to dismiss an element `width` wide. */
export function shouldDismiss(dx: number, width: number): boolean {
  if (!(width > 0) || !Number.isFinite(dx)) return false;
  return Math.abs(dx) >= width * SWIPE_DISMISS_RATIO;
}

export interface SwipeCallbacks {
  onDismiss: () => void;
  /** A touch or pen drag started; the element should not time out under the finger. */
  onHoldStart?: () => void;
  onHoldEnd?: () => void;
}

/**
 * Horizontal pointer drag: the element follows the pointer (`offset`) and on release is dismissed past 80 % of its
 * width, otherwise it snaps back. Drags that start on a button are left to the button.
 */
export function useSwipeToDismiss({ onDismiss, onHoldStart, onHoldEnd }: SwipeCallbacks) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number; held: boolean } | null>(null);

  function finish(event: PointerEvent<HTMLElement>, released: boolean) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.held) onHoldEnd?.();
    // offsetWidth ignores the transform the drag applies, so it is the toast's own width.
    if (released && shouldDismiss(event.clientX - current.startX, event.currentTarget.offsetWidth)) onDismiss();
    else setOffset(0);
  }

  return {
    offset,
    isDragging: offset !== 0,
    swipeProps: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        // A mouse pauses the timers by hovering the region already; a finger does not hover.
        const held = event.pointerType !== 'mouse';
        drag.current = { pointerId: event.pointerId, startX: event.clientX, held };
        event.currentTarget.setPointerCapture?.(event.pointerId);
        if (held) onHoldStart?.();
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        if (current?.pointerId === event.pointerId) setOffset(event.clientX - current.startX);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, false),
    },
  };
}
