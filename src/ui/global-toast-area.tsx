import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Toasts } from './toast-queue';

// react-aria's toast region, with its landmark and announcer code, is a chunk of its own: the sign-in page must not
// wait for it (issue 16: the first route's JavaScript). It is fetched once the app has rendered, ahead of need.
const loadToastArea = () => import('./toast');
const ToastArea = lazy(() => loadToastArea().then((module) => ({ default: module.ToastArea })));

/** The global toast area (top-centre), mounted with the first toast and kept from then on. */
export function GlobalToastArea({ queue }: { queue: Toasts }) {
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const hasToasts = useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0);
  const [mounted, setMounted] = useState(hasToasts);
  if (hasToasts && !mounted) setMounted(true);
  useEffect(() => {
    void loadToastArea();
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea queue={queue} />
    </Suspense>
  );
}
