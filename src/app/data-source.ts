import { createContext } from 'react';
import type { DataServices } from './data-services';

/** Where the data services come from, and whether an ancestor already provides them. */
export interface DataSource {
  load: () => Promise<DataServices>;
  provided: boolean;
}

/** The data layer's source: the app root loads the services; DataProviders marks them as provided below it. */
export const DataSourceContext = createContext<DataSource | null>(null);
