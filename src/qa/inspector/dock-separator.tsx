import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { qaCopy } from '../qa-copy';
import styles from './inspector-panel.module.css';

/** How far one arrow key press moves the separator. */
export const KEY_STEP = 24;

export interface DockSeparatorProps {
  height: number;
  minHeight: number;
  maxHeight: number;
  onResize: (height: number) => void;
  controls: string;
}

/**
 * The panel's top edge, a window splitter: drag it, or focus it and press ArrowUp / ArrowDown (24 px), Home (lowest)
 * or End (tallest). Its value is the panel's height in pixels.
 */
export function DockSeparator({ height, minHeight, maxHeight, onResize, controls }: DockSeparatorProps) {
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowUp: height + KEY_STEP,
      ArrowDown: height - KEY_STEP,
      Home: minHeight,
      End: maxHeight,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startY: event.clientY, startHeight: height };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // The panel grows as the pointer goes up.
    onResize(drag.current.startHeight + drag.current.startY - event.clientY);
  };

  const endDrag = () => {
    drag.current = null;
  };

  return (
    // A focusable separator is WAI-ARIA's window splitter, an interactive widget; jsx-a11y takes every separator
    // for the static kind.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="horizontal"
      aria-label={qaCopy.inspector.resize}
      aria-controls={controls}
      aria-valuenow={height}
      aria-valuemin={minHeight}
      aria-valuemax={maxHeight}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the splitter takes the focus for its keys
      tabIndex={0}
      className={styles.separator}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    />
  );
}
