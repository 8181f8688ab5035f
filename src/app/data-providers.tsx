import { use, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CartProvider } from '../features/cart/cart-hooks';
import { DataSourceContext } from './data-source';
import type { DataServices } from './data-services';

/** The query cache and the cart for everything below; a DataLayer below passes through. */
export function DataProviders({ data, children }: { data: DataServices; children: ReactNode }) {
  const source = useMemo(() => ({ load: () => Promise.resolve(data), provided: true }), [data]);
  return (
    <QueryClientProvider client={data.queryClient}>
      <CartProvider actor={data.cartActor}>
        <DataSourceContext.Provider value={source}>{children}</DataSourceContext.Provider>
      </CartProvider>
    </QueryClientProvider>
  );
}

/** The data layer's lazy half: waits for the services (one promise for the app's life) and provides them. */
export default function LoadedDataProviders({
  load,
  children,
}: {
  load: () => Promise<DataServices>;
  children: ReactNode;
}) {
  return <DataProviders data={use(load())}>{children}</DataProviders>;
}
