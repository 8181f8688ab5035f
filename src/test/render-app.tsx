import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { AppProviders } from '../app/app';
import { AppRouter } from '../app/app-router';
import { routes } from '../app/routes';
import { createAppServices } from '../app/services';
import { saveSession } from '../app/saved-session';
import type { Session } from '../machines/auth.machine';
import { createBlockableHistory } from '../screens/shared/blockable-history';
import { fakeFetch, type Routes } from './fake-api';
import { localDb } from './local-db';

/**
 * Renders the whole app at `path` against a fake API, optionally with a saved session, as a browser would: the
 * app's router over a history in memory (with its blocker), which the test can read and move.
 */
export function renderApp(path: string, options: { api?: Routes; session?: Session } = {}) {
  if (options.session) saveSession(window.localStorage, options.session);
  const { fetch, requests } = fakeFetch({
    'GET /sanctum/csrf-cookie': () => {
      document.cookie = 'XSRF-TOKEN=test-token; path=/';
      return new Response(null, { status: 204 });
    },
    ...options.api,
  });
  const services = createAppServices({
    baseUrl: 'http://api.test',
    storage: window.localStorage,
    fetch,
    db: localDb(window.localStorage),
  });
  const history = createBlockableHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const view = render(
    <AppProviders services={services}>
      <AppRouter history={history} routes={routes} />
    </AppProviders>,
  );
  return { ...view, history, services, requests };
}
