import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { DetailQuery, type DetailRequest } from './detail-query';

export interface DetailPageProps<T> {
  title: string;
  request: DetailRequest<T>;
  /** False when the address cannot name a record: not found, without asking. */
  exists: boolean;
  /** "Nie znaleziono …" and "Nie udało się wczytać …": the record's own words. */
  copy: { notFound: string; failed: string };
  /** The way back to the list, under the record and under "not found". */
  back: ReactNode;
  /** Whether the way back is offered under a failed load too (a retry is the first thing offered). */
  backOnFailure?: boolean;
  children: (data: T) => ReactNode;
}

/** A signed-in user's page of one record under the route's title (DetailQuery's ladder in the usual words). */
export function DetailPage<T>({
  title,
  request,
  exists,
  copy,
  back,
  backOnFailure = false,
  children,
}: DetailPageProps<T>) {
  return (
    <DetailQuery
      request={request}
      exists={exists}
      notFound={
        <Page title={title}>
          <Alert tone="info">{copy.notFound}</Alert>
          {back}
        </Page>
      }
      failed={(failure) => (
        <Page title={title}>
          <LoadFailed text={copy.failed} {...failure} />
          {backOnFailure && back}
        </Page>
      )}
    >
      {(data) => (
        <Page title={title}>
          {children(data)}
          {back}
        </Page>
      )}
    </DetailQuery>
  );
}
