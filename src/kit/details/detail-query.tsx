import type { ReactNode } from 'react';
import { ApiError } from '../../platform/http/errors';
import { PageLoader } from '../../ui/page-loader';

/** A failed load as the retry notice (`LoadFailed`) shows it: why, whether a retry runs, and how to retry. */
export interface LoadFailure {
  reason: string;
  retrying: boolean;
  onRetry: () => void;
}

/** The part of a TanStack query result the ladder reads. */
export type DetailRequest<T> = {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
} & (
  | { isPending: true; isError: false; error: null; data: undefined }
  | { isPending: false; isError: true; error: Error; data: T | undefined }
  | { isPending: false; isError: false; error: null; data: T }
);

export interface DetailQueryProps<T> {
  request: DetailRequest<T>;
  /** False when the address cannot name a record (not a positive whole number): not found, without asking. */
  exists?: boolean;
  /**
   * Keep a record already shown when a later refetch fails (an editor whose record was removed in another tab keeps
   * what the user typed); without it a failed refetch answers like a failed first load.
   */
  keepLoaded?: boolean;
  /** The record does not exist (or not for this user: the API answers both with 404). */
  notFound: ReactNode;
  failed: (failure: LoadFailure) => ReactNode;
  children: (data: T) => ReactNode;
}

/** Whether a route's id can name a record at all. */
export const isRecordId = (id: number): boolean => Number.isInteger(id) && id > 0;

/**
 * One record's page: not found, failed with a retry, loading, or the record, always in that order, so every detail
 * screen answers a missing record, a failure and a slow answer the same way.
 */
export function DetailQuery<T>({
  request,
  exists = true,
  keepLoaded = false,
  notFound,
  failed,
  children,
}: DetailQueryProps<T>) {
  if (exists && keepLoaded && request.data !== undefined) return children(request.data);
  if (!exists || (request.error instanceof ApiError && request.error.kind === 'not_found')) return notFound;
  if (request.isError) {
    return failed({
      reason: request.error.message,
      retrying: request.isFetching,
      onRetry: () => void request.refetch(),
    });
  }
  if (request.isPending) return <PageLoader />;
  return children(request.data);
}
