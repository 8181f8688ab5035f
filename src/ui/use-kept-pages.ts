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
 *
 * `source` is the page whose rows are built; `wanted`, when it differs, the page asked for, whose rows are still
 * being built in a transition. A wanted page that is kept is shown at once; otherwise `source` stays shown until the
 * wanted page's rows arrive as the next `source`.
 */
export function useKeptPages<Source, Rows>(
  source: Source,
  rows: Rows,
  isEmpty: boolean,
  limit: number,
  columnsKey: unknown,
  wanted: Source = source,
): { pages: KeptPage<Source, Rows>[]; currentId: number | null; currentSource: Source | null } {
  const [state, setState] = useState<KeptState<Source, Rows>>({ pages: [], columnsKey, nextId: 1, clock: 0 });
  const pages = state.columnsKey === columnsKey ? state.pages : [];
  const keptWanted = wanted === source ? undefined : pages.find((page) => page.source === wanted);
  const showing = keptWanted ? wanted : source;
  const empty = keptWanted ? false : isEmpty;
  const current = empty ? undefined : pages.find((page) => page.source === showing);
  const upToDate =
    state.columnsKey === columnsKey && (empty || (current !== undefined && current.shownAt === state.clock));

  if (!upToDate) {
    // Derived from the props during render, the way React documents for state that follows a prop: React renders
    // again at once with the new state, before anything is committed. The next pass finds the page current.
    const clock = state.clock + 1;
    let next = pages;
    let nextId = state.nextId;
    if (!empty) {
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
    const shown = empty ? undefined : next.find((page) => page.source === showing);
    return { pages: next, currentId: shown?.id ?? null, currentSource: shown ? showing : null };
  }
  return { pages, currentId: current?.id ?? null, currentSource: current ? showing : null };
}
