import type { CartStore } from '../src/platform/db/stores/cart/cart-store';
import type { DbClient } from '../src/platform/db/db-client';

/**
 * What scrolling a table through records: the long tasks' durations, the frames it took, and the frames that
 * showed part of the box without rows (rows not rendered yet: a cheap scroll that shows nothing is no win).
 */
export interface ScrollFigures {
  longTasks: number[];
  frames: number;
  blankFrames: number;
}

/**
 * The page's window as the benches read it: the app's QA hook (src/app/main.tsx) and what the benches' init scripts
 * leave there. Page functions run in the browser, out of TypeScript's sight, so they name this type.
 */
export type BenchWindow = Window & {
  __domenika: { db: DbClient; cart: CartStore };
  /** When the industries list first had rows (ms after navigation start); unset until then. */
  __listPaintedAt?: number;
  __bench: { inputAt: number; rowsChanged(before: string): Promise<number> };
  __scrollThrough(element: Element): Promise<ScrollFigures>;
};
