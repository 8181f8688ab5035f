import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { PageLoader } from '../ui/page-loader';
import { DataSourceContext } from './data-source';

// TanStack Query, the cart machine and their providers are a chunk of their own: signing in does not need them.
const LoadedDataProviders = lazy(() => import('./data-providers'));

/**
 * Gives its children the query cache and the cart, waiting for their chunk with the page loader the first time.
 * Below a layer that already provides them (a test's providers, an outer frame), it adds nothing.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const source = useContext(DataSourceContext);
  if (!source) throw new Error('DataLayer outside DataSourceContext');
  if (source.provided) return children;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <LoadedDataProviders load={source.load}>{children}</LoadedDataProviders>
    </Suspense>
  );
}
