import { startTransition, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Router, useRoutes, type RouteObject } from 'react-router';
import type { BlockableHistory, HistoryMove } from '../platform/router/blockable-history';
import { BlockableHistoryProvider } from '../platform/router/use-navigation-blocker';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * React Router in declarative mode over the app's own history (its data router costs twice the JavaScript at the
 * first paint): the route table, an error page for a route that throws, scroll restoration, and the history's
 * blocker for the screens. Like `unstable_HistoryRouter`, but a move asked with `flushSync` renders at once, as the
 * data router did, and any other in a transition, so a lazy screen keeps the previous one up while it loads.
 */
export function AppRouter({ history, routes }: { history: BlockableHistory; routes: RouteObject[] }) {
  const [move, setMove] = useState<HistoryMove>(() => ({
    action: history.action,
    location: history.location,
    options: {},
  }));
  useLayoutEffect(
    () =>
      history.listen((next) => {
        if (next.options.flushSync) flushSync(() => setMove(next));
        else startTransition(() => setMove(next));
      }),
    [history],
  );
  return (
    <BlockableHistoryProvider value={history}>
      <Router location={move.location} navigationType={move.action} navigator={history}>
        {/* First, as in the data router's Root: a screen's own layout effects (a row scrolled into view) win. */}
        <ScrollRestoration preventScrollReset={move.options.preventScrollReset} />
        <RouteErrorBoundary location={move.location}>
          <Routes routes={routes} />
        </RouteErrorBoundary>
      </Router>
    </BlockableHistoryProvider>
  );
}
