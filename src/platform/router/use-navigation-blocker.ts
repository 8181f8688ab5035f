import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Blocker, BlockerFunction } from 'react-router';
import { UNBLOCKED, type BlockableHistory } from './blockable-history';

const HistoryContext = createContext<BlockableHistory | null>(null);

/** Hands the app's history to the blockers below it; the app's router puts it around the routes. */
export const BlockableHistoryProvider = HistoryContext.Provider;

/**
 * Holds an in-app navigation (a link, `navigate()`, back/forward) while `shouldBlock` says so, with the shape of
 * react-router's `useBlocker`: `state` is `blocked` until `proceed()` or `reset()`. One at a time in the app.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useNavigationBlocker outside the app router');
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  // The history asks the latest function, so the blocker is installed once and not at every render.
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  }, [shouldBlock]);
  useEffect(() => history.block((args) => latest.current(args), setBlocker), [history]);
  return blocker;
}
