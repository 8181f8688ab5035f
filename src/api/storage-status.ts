import { useSyncExternalStore } from 'react';
import { useApi } from './api-context';
import type { DbStatus } from '../db/db-client';

/** The browser database's state, for the storage notice and the diagnostics attributes. */
export function useStorageStatus(): DbStatus {
  const { db } = useApi();
  return useSyncExternalStore(
    (notify) => db.subscribe((event) => event.type === 'status' && notify()),
    () => db.status,
  );
}
