import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

/** The collapsed panel's height: its bar only. */
export const BAR_HEIGHT = 52;
export const MIN_HEIGHT = 160;
const DEFAULT_HEIGHT = 320;
/** What stays of the app above the panel at its tallest. */
const APP_KEPT = 120;
const STORAGE_KEY = 'domenika.qa.dock';
/** Where the app's overlays and sticky bars stop: they read it in their CSS, and it is unset without the panel. */
export const DOCK_VARIABLE = '--qa-dock-height';

interface Stored {
  height: number;
  collapsed: boolean;
}

function readStored(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'height' in parsed && 'collapsed' in parsed) {
      const { height, collapsed } = parsed;
      if (typeof height === 'number' && typeof collapsed === 'boolean') return { height, collapsed };
    }
  } catch {
    // A damaged or unreadable entry: start from the defaults.
  }
  return { height: DEFAULT_HEIGHT, collapsed: false };
}

const maxHeightOf = () => Math.max(MIN_HEIGHT, window.innerHeight - APP_KEPT);

/**
 * The docked panel's height and whether it is collapsed, kept for the tab in sessionStorage. It publishes the space
 * the panel takes as `--qa-dock-height`, so the app's overlays stop above it; the variable goes with the panel.
 */
export function useDock() {
  const [stored, setStored] = useState(readStored);
  const [maxHeight, setMaxHeight] = useState(maxHeightOf);
  const height = Math.min(Math.max(stored.height, MIN_HEIGHT), maxHeight);
  const shown = stored.collapsed ? BAR_HEIGHT : height;

  useEffect(() => {
    const onResize = () => setMaxHeight(maxHeightOf());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ height, collapsed: stored.collapsed }));
  }, [height, stored.collapsed]);

  // Before paint, so an overlay opened at the same moment never sits under the panel for a frame.
  useLayoutEffect(() => {
    document.documentElement.style.setProperty(DOCK_VARIABLE, `${shown}px`);
  }, [shown]);
  useLayoutEffect(
    () => () => {
      document.documentElement.style.removeProperty(DOCK_VARIABLE);
    },
    [],
  );

  const resize = useCallback(
    (next: number) =>
      setStored((current) => ({ ...current, height: Math.min(Math.max(next, MIN_HEIGHT), maxHeightOf()) })),
    [],
  );
  const toggle = useCallback(() => setStored((current) => ({ ...current, collapsed: !current.collapsed })), []);

  return { height, shown, minHeight: MIN_HEIGHT, maxHeight, collapsed: stored.collapsed, resize, toggle };
}
