import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { CoreProviders } from '../app/app';
import { AppRouter } from '../app/app-router';
import { DataProviders } from '../app/data-providers';
import { createDataServices, type DataServices } from '../app/data-services';
import { routes } from '../app/routes';
import { createAppServices } from '../app/services';
import { saveSession } from '../app/saved-session';
import type { Session } from '../features/auth/auth.machine';
import { createBlockableHistory } from '../platform/router/blockable-history';
import { fakeFetch, type Routes } from './fake-api';
import { localDb } from './local-db';

/**
 * Renders the whole app at `path` against a fake API, optionally with a saved session, as a browser would: the
 * app's router over a history in memory (with its blocker), which the test can read and move. The data services
 * (query cache, cart) are there from the start, unless `holdData`: then they are created only when the test calls
 * `releaseData`, as when their chunk is still on its way.
 */
export function renderApp(path: string, options: { api?: Routes; session?: Session; holdData?: boolean } = {}) {
  if (options.session) saveSession(window.localStorage, options.session);
  const { fetch, requests } = fakeFetch({
    'GET /sanctum/csrf-cookie': () => {
      document.cookie = 'XSRF-TOKEN=test-token; path=/';
      return new Response(null, { status: 204 });
    },
    ...options.api,
  });
  let data: DataServices | undefined;
  let dataLoads = 0;
  let releaseData = () => {};
  const core = createAppServices({
    baseUrl: 'http://api.test',
    storage: window.localStorage,
    fetch,
    db: localDb(window.localStorage),
    // The database starts at once here, and the data services with it.
    loadData: (parts) => {
      dataLoads += 1;
      if (!options.holdData) return (data = createDataServices(parts));
      return new Promise<DataServices>((resolve) => {
        releaseData = () => act(() => resolve((data = createDataServices(parts))));
      });
    },
  });
  const history = createBlockableHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const app = <AppRouter history={history} routes={routes} />;
  const view = render(
    <CoreProviders services={core}>{data ? <DataProviders data={data}>{app}</DataProviders> : app}</CoreProviders>,
  );
  return {
    ...view,
    history,
    // Tests that hold the data read it only after releasing it.
    services: { ...core, ...data! },
    requests,
    releaseData: () => releaseData(),
    dataLoads: () => dataLoads,
  };
}
