import { useEffect } from 'react';
import type { Domain } from '../admin-domains-api';
import { rowAnchorId } from './row-cells';

/**
 * Once the page holding the domain is on screen, scrolls its row into view and focuses its name, so a keyboard or
 * screen-reader user lands where the fix is needed. `done` is called either way.
 */
export function useFocusRow(id: number | null, rows: readonly Domain[], settled: boolean, done: () => void): void {
  useEffect(() => {
    if (id === null || !settled) return;
    if (!rows.some((row) => row.id === id)) {
      done();
      return;
    }
    const frame = requestAnimationFrame(() => {
      const anchor = document.getElementById(rowAnchorId(id));
      anchor?.scrollIntoView?.({ block: 'center' });
      anchor?.focus();
      done();
    });
    return () => cancelAnimationFrame(frame);
  }, [id, rows, settled, done]);
}
