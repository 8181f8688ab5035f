import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where the tab keeps the positions, so a reload finds the one it left. */
export const SCROLL_POSITIONS_KEY = 'domenika.scroll-positions';

type Positions = Record<string, number>;

/** The tab's saved positions; none where session storage is refused or holds something else. */
function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function savePositions(positions: Positions) {
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // No session storage (a private mode, full): back/forward still restore within this page load.
  }
}

/** The element a hash names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The scrolling a page load would give, for moves inside the app, as React Router's data-mode ScrollRestoration
 * did: back/forward (and a reload) return to where that history entry was left; any other move shows its hash's
 * element, or else starts at the top, unless it asked to keep the position (`preventScrollReset`: a filter change).
 * Each entry is remembered by its `location.key`, so the same address visited twice keeps two positions.
 */
export function ScrollRestoration({ preventScrollReset = false }: { preventScrollReset?: boolean }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(readPositions);
  // The entry being scrolled now: positions are written under it as the page scrolls.
  const shown = useRef(location.key);

  useEffect(() => {
    // The browser would restore its own position on back/forward, before the page it belongs to is there.
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[shown.current] = window.scrollY;
    };
    const leave = () => {
      remember();
      savePositions(positions);
      // Leaving the document (another site, a reload): the browser manages its own entries again.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  // Before paint, so the new page never shows at the old page's position.
  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = navigationType === NavigationType.Pop ? positions[location.key] : undefined;
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    const target = hashTarget(location.hash);
    if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, navigationType, positions, preventScrollReset]);

  return null;
}
