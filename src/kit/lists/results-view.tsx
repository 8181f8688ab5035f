import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { ResultsEmpty, ResultsLoading } from './results-states';
import { useSlow } from './use-slow';
import styles from './results-view.module.css';

/** The words of a list's states (`domainsCopy.results`, `portalsCopy.list`, `portalsCopy.publications`). */
export interface ResultsCopy {
  /** Names the results' region; absent when the list sits in a region of its own (a panel under its heading). */
  region?: string;
  failed: string;
  /** Absent: a long wait is not announced. */
  slow?: string;
  empty: string;
  /** Absent: the first load shows no line of its own (the list shows its own loader). */
  loading?: string;
  /** The button that clears the filters when nothing matches. */
  reset?: string;
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
  /** Offered when nothing matches; without it, an empty answer is no state of its own (the table says so). */
  onReset?: (() => void) | undefined;
  /** A request the user waits for is under way: by default any fetch. */
  waiting?: boolean | undefined;
  /** The request failed and nothing is left to show instead: by default any failure. */
  failed?: boolean | undefined;
  /** Above the results, unless they failed (the export button). */
  toolbar?: ReactNode | undefined;
  /** The table and its pages. */
  children: ReactNode;
  /**
   * Part of `children` that stays below the failure notice when the request fails (the bar of unsaved edits: a
   * failed page must not hide them).
   */
  keptWhenFailed?: ReactNode;
}

/**
 * The results of a list (domains, portals, publications): the table and its pages, or the failed, empty, loading
 * or slow state, so a failure, an empty result or a first load is never a blank table.
 */
export function ResultsView({
  copy,
  request,
  total,
  onReset,
  waiting = request.isFetching,
  failed = request.isError,
  toolbar,
  children,
  keptWhenFailed,
}: ResultsViewProps) {
  const slow = useSlow(waiting && copy.slow !== undefined);

  if (failed && request.error) {
    return (
      <Region label={copy.region}>
        <LoadFailed
          text={copy.failed}
          reason={request.error.message}
          retrying={request.isFetching}
          onRetry={() => void request.refetch()}
        />
        {keptWhenFailed}
      </Region>
    );
  }

  // The previous search's rows (placeholder data) are no answer to this one.
  const nothingFound = total === 0 && !request.isPlaceholderData && onReset !== undefined;
  return (
    <Region label={copy.region}>
      {toolbar}
      {slow && <Alert tone="info">{copy.slow}</Alert>}
      {nothingFound ? (
        <ResultsEmpty text={copy.empty} resetLabel={copy.reset ?? ''} onReset={onReset} />
      ) : (
        <>
          {request.isPending && !slow && copy.loading !== undefined && <ResultsLoading text={copy.loading} />}
          {children}
        </>
      )}
    </Region>
  );
}

/** The results' own region when they have a name; otherwise they sit in their container's. */
function Region({ label, children }: { label: string | undefined; children: ReactNode }) {
  if (label === undefined) return children;
  return (
    <section className={styles.results} aria-label={label}>
      {children}
    </section>
  );
}
