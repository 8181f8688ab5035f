import { useState } from 'react';

/** A page of rows kept in the DOM: the rows the caller gave (its identity) and what the table made of them. */
export interface KeptPage<Source, Rows> {
  /** Stable React key of the page's body. */
  id: number;
  source: Source;
  rows: Rows;
  /** When it was last the current page, for evicting the one seen longest ago. */
  shownAt: number;
}

interface KeptState<Source, Rows> {
  pages: KeptPage<Source, Rows>[];
  /** Pages are kept for one set of columns; other columns render them differently, so they start over. */
  columnsKey: unknown;
  nextId: number;
  clock: number;
}

/**
 * The last `limit` pages a table has shown, each identified by the row array the caller passed (a cached answer
 * is the same array every time it is shown). Returning to one of them is then a switch of which body is visible,
 * not a new render of its rows. Pages stay in insertion order, so a revisit moves no DOM node; the page shown
 * longest ago leaves first. An empty page is not kept: there is nothing in it to save.
 */
export function useKeptPages<Source, Rows>(
  source: Source,
  rows: Rows,
  isEmpty: boolean,
  limit: number,
  columnsKey: unknown,
): { pages: KeptPage<Source, Rows>[]; currentId: number | null } {
  const [state, setState] = useState<KeptState<Source, Rows>>({ pages: [], columnsKey, nextId: 1, clock: 0 });
  const pages = state.columnsKey === columnsKey ? state.pages : [];
  const current = isEmpty ? undefined : pages.find((page) => page.source === source);
  const upToDate =
    state.columnsKey === columnsKey && (isEmpty || (current !== undefined && current.shownAt === state.clock));

  if (!upToDate) {
    // Derived from the props during render, the way React documents for state that follows a prop: React renders
    // again at once with the new state, before anything is committed. The next pass finds the page current.
    const clock = state.clock + 1;
    let next = pages;
    let nextId = state.nextId;
    if (!isEmpty) {
      if (current) {
        next = pages.map((page) => (page === current ? { ...page, shownAt: clock } : page));
      } else {
        next = [...pages, { id: nextId, source, rows, shownAt: clock }];
        nextId += 1;
        if (next.length > limit) {
          const oldest = next.reduce((a, b) => (b.shownAt < a.shownAt ? b : a));
          next = next.filter((page) => page !== oldest);
        }
      }
    }
    setState({ pages: next, columnsKey, nextId, clock });
    return { pages: next, currentId: isEmpty ? null : (next.find((page) => page.source === source)?.id ?? null) };
  }
  return { pages, currentId: current?.id ?? null };
}
