import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Toasts } from './toast-queue';

// react-aria's toast region, with its landmark and announcer code, is a chunk of its own: the sign-in page must not
// wait for it, so the first route's JavaScript stays within its budget. It is fetched once the app has rendered, ahead of need.
const loadToastArea = () => import('./toast');
const ToastArea = lazy(() => loadToastArea().then((module) => ({ default: module.ToastArea })));
const atOnce = (preload: () => void) => preload();

/**
 * The global toast area (top-centre), mounted with the first toast and kept from then on. Its code is fetched ahead
 * of need once the app has rendered, when `schedulePreload` says (the app: after that render is painted).
 */
export function GlobalToastArea({
  queue,
  schedulePreload = atOnce,
}: {
  queue: Toasts;
  schedulePreload?: (preload: () => void) => void;
}) {
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const hasToasts = useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0);
  const [mounted, setMounted] = useState(hasToasts);
  if (hasToasts && !mounted) setMounted(true);
  useEffect(() => {
    schedulePreload(() => void loadToastArea());
  }, [schedulePreload]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea queue={queue} />
    </Suspense>
  );
}
