import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { ResultsEmpty, ResultsLoading } from './results-states';
import { useSlow } from './use-slow';
import styles from './results-view.module.css';

/** The words of a list's states (`domainsCopy.results`, `portalsCopy.list`, `portalsCopy.publications`). */
export interface ResultsCopy {
  region: string;
  failed: string;
  slow: string;
  empty: string;
  loading: string;
}

/** What the view reads of the request behind the list; a TanStack query result has all of it. */
export interface ResultsRequest {
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ResultsViewProps {
  copy: ResultsCopy;
  request: ResultsRequest;
  /** How many rows match, once a page of this search has arrived. */
  total: number | undefined;
  resetLabel: string;
  onReset: () => void;
  /** A request the user waits for is under way: by default any fetch. */
  waiting?: boolean;
  /** The request failed and nothing is left to show instead: by default any failure. */
  failed?: boolean;
  /** Above the results, unless they failed (the export button). */
  toolbar?: ReactNode;
  /** The table and its pages. */
  children: ReactNode;
}

/**
 * The results of a list (domains, portals, publications): the table and its pages, or the failed, empty, loading
 * or slow state, so a failure, an empty result or a first load is never a blank table.
 */
export function ResultsView({
  copy,
  request,
  total,
  resetLabel,
  onReset,
  waiting = request.isFetching,
  failed = request.isError,
  toolbar,
  children,
}: ResultsViewProps) {
  const slow = useSlow(waiting);

  if (failed && request.error) {
    return (
      <section className={styles.results} aria-label={copy.region}>
        <LoadFailed
          text={copy.failed}
          reason={request.error.message}
          retrying={request.isFetching}
          onRetry={() => void request.refetch()}
        />
      </section>
    );
  }

  // The previous search's rows (placeholder data) are no answer to this one.
  const nothingFound = total === 0 && !request.isPlaceholderData;
  return (
    <section className={styles.results} aria-label={copy.region}>
      {toolbar}
      {slow && <Alert tone="info">{copy.slow}</Alert>}
      {nothingFound ? (
        <ResultsEmpty text={copy.empty} resetLabel={resetLabel} onReset={onReset} />
      ) : (
        <>
          {request.isPending && !slow && <ResultsLoading text={copy.loading} />}
          {children}
        </>
      )}
    </section>
  );
}
