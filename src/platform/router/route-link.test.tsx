import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { renderRoutes as renderAt } from '../../test/render-routes';
import { RouteLink, RouteLinkProvider, isAppPath, useAppNavigate, type AppNavigate } from './route-link';

const seen: AppNavigate[] = [];

/** Follows the location, so it renders at each navigation and is handed the navigate function each time. */
function Back() {
  useLocation();
  const navigate = useAppNavigate();
  seen.push(navigate);
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Wstecz
    </button>
  );
}

const ROUTES: RouteObject[] = [
  {
    element: (
      <RouteLinkProvider>
        <Back />
        <Outlet />
      </RouteLinkProvider>
    ),
    children: [
      { path: '/', element: <RouteLink to="/domain-list/7?from=list">Domena</RouteLink> },
      { path: '/domain-list/:id', element: <p>Strona domeny</p> },
    ],
  },
];

const renderRoutes = () => renderAt(ROUTES, '/');

describe('a link in a table row', () => {
  it('is a real link to the path, and a plain click goes there inside the app', async () => {
    const history = renderRoutes();
    const link = screen.getByRole('link', { name: 'Domena' });
    expect(link.getAttribute('href')).toBe('/domain-list/7?from=list');
    await userEvent.click(link);
    expect(await screen.findByText('Strona domeny')).toBeTruthy();
    expect(history.location.pathname).toBe('/domain-list/7');
    expect(history.location.search).toBe('?from=list');
  });

  it('leaves a click with a modifier or another button to the browser (a new tab, a new window)', () => {
    const history = renderRoutes();
    const link = screen.getByRole('link', { name: 'Domena' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent returns false when the default action was prevented.
      expect(fireEvent.click(link, click)).toBe(true);
    }
    expect(history.location.pathname).toBe('/');
  });

  it('navigates, also back, with a function that stays the same across navigations', async () => {
    seen.length = 0;
    const history = renderRoutes();
    await userEvent.click(screen.getByRole('link', { name: 'Domena' }));
    await screen.findByText('Strona domeny');
    await userEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    await screen.findByRole('link', { name: 'Domena' });
    expect(history.location.pathname).toBe('/');
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });
});

describe('an app path', () => {
  it('starts at the root of this site', () => {
    expect(isAppPath('/domain-list?type=2')).toBe(true);
    expect(isAppPath('/')).toBe(true);
  });

  it('is not a relative path, another site, or a scheme-relative address', () => {
    for (const address of ['domain-list', '../orders', 'https://example.pl/', '//example.pl/x', 'mailto:a@b.pl', '']) {
      expect(isAppPath(address)).toBe(false);
    }
  });
});
