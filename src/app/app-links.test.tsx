import { memo, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLink } from 'react-aria';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { renderRoutes as renderAt } from '../test/render-routes';
import { AppLinks } from './app-links';

/** Called at each render of the link. */
const linkRendered = vi.fn();

/** A link made with react-aria's hook, as its link and collection components make theirs: it reads the router. */
const AriaLink = memo(function AriaLink({ href, children }: { href: string; children: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href }, ref);
  linkRendered();
  return (
    <a {...linkProps} ref={ref} href={href}>
      {children}
    </a>
  );
});

/** The list's page, showing the search it is at. */
function List() {
  return <p>Lista {useLocation().search}</p>;
}

// At module scope, as the app's route table is: the elements stay the same objects from one navigation to the next.
const ROUTES: RouteObject[] = [
  {
    element: (
      <AppLinks>
        <AriaLink href="/domain-list/7">Domena</AriaLink>
        <Outlet />
      </AppLinks>
    ),
    children: [
      { path: '/domain-list', element: <List /> },
      { path: '/domain-list/:id', element: <p>Strona domeny</p> },
    ],
  },
];

function renderRoutes() {
  linkRendered.mockClear();
  return renderAt(ROUTES, '/domain-list');
}

describe("the app's links", () => {
  it('send a press on a react-aria link through the router, without loading a page', async () => {
    const history = renderRoutes();
    await userEvent.click(screen.getByRole('link', { name: 'Domena' }));
    expect(await screen.findByText('Strona domeny')).toBeTruthy();
    expect(history.location.pathname).toBe('/domain-list/7');
  });

  it('keep react-aria’s links as they are while the search changes', () => {
    const history = renderRoutes();
    const before = linkRendered.mock.calls.length;
    act(() => history.push('/domain-list?type=2'));
    act(() => history.push('/domain-list?type=3'));
    expect(screen.getByText('Lista ?type=3')).toBeTruthy();
    expect(linkRendered).toHaveBeenCalledTimes(before);
  });
});
