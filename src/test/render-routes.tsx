import { render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type RouteObject,
} from 'react-router';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a route table at `path` in React Router's declarative mode, over a history in memory that the test can read
 * and move. For a piece of the routing on its own; `renderApp` renders the whole app.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <HistoryRouter history={history}>
      <Routes routes={routes} />
    </HistoryRouter>,
  );
  return history;
}
