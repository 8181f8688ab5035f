import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from './client';
import type { AuthApi } from './auth-api';
import type { DbClient } from '../db/db-client';

export interface ApiServices {
  api: Api;
  auth: AuthApi;
  /** The tabs' browser database: the cache's persistence and the cart's storage. */
  db: DbClient;
}

const ApiContext = createContext<ApiServices | null>(null);

/** Makes the app's one API client available to the resource hooks. */
export function ApiProvider({ services, children }: { services: ApiServices; children: ReactNode }) {
  return <ApiContext.Provider value={services}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiServices {
  const services = useContext(ApiContext);
  if (!services) throw new Error('useApi outside ApiProvider');
  return services;
}
