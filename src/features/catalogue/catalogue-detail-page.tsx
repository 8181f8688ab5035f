import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pl } from '../../i18n/pl';
import { DetailQuery, isRecordId, type DetailRequest } from '../../kit/details/detail-query';
import type { AppPath } from '../../platform/router/route-link';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { SellBlock } from './sell/sell-block';

export interface CatalogueDetailPageProps<T extends { name: string }> {
  title: string;
  id: number;
  request: DetailRequest<T>;
  copy: { notFound: string; notFoundText: string; backToList: string; failed: string };
  list: AppPath;
  children: (item: T) => ReactNode;
}

/**
 * One domain or portal of the catalogue under its own name, with the offer to sell one like it; a record that is
 * gone says it may have been sold and leads back to its list.
 */
export function CatalogueDetailPage<T extends { name: string }>({
  title,
  id,
  request,
  copy,
  list,
  children,
}: CatalogueDetailPageProps<T>) {
  return (
    <DetailQuery
      request={request}
      exists={isRecordId(id)}
      notFound={
        <Page title={copy.notFound}>
          <p>{copy.notFoundText}</p>
          <p>
            <Link to={list}>{copy.backToList}</Link>
          </p>
        </Page>
      }
      failed={({ reason, retrying, onRetry }) => (
        <Page title={title}>
          <Alert tone="error">
            {copy.failed} {reason}
          </Alert>
          <Button variant="secondary" isPending={retrying} onPress={onRetry}>
            {pl.common.tryAgain}
          </Button>
        </Page>
      )}
    >
      {(item) => (
        <Page title={item.name}>
          {children(item)}
          <SellBlock />
        </Page>
      )}
    </DetailQuery>
  );
}
