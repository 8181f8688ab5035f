import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { routes } from '../app/routes';
import { createAppServices } from '../app/services';
import { saveSession } from '../app/saved-session';
import type { Session } from '../machines/auth.machine';
import { fakeFetch, type Routes } from './fake-api';
import { localDb } from './local-db';

/** Renders the whole app at `path` against a fake API, optionally with a saved session, as a browser would. */
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, services, requests };
}
