import { useSyncExternalStore } from 'react';
import { useApi } from './api-context';

/**
 * Whether the cart lives only in this window's memory and local storage (no OPFS), for the storage notice. The
 * hook reads that one flag, not the whole status: the status changes several times while the database starts,
 * which is when a signed-in page mounts, and each change of a store read this way makes React throw away the
 * page's sliced render and do it again in one long task ("Teared Render" in React's profiling tracks).
 */
export function useTemporaryCart(): boolean {
  const { db } = useApi();
  return useSyncExternalStore(
    (notify) => db.subscribe((event) => event.type === 'status' && notify()),
    () => db.status.temporaryCart,
  );
}
