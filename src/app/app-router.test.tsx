import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, type InitialEntry, type RouteObject } from 'react-router';
import { createBlockableHistory } from '../platform/router/blockable-history';
import { AppRouter } from './app-router';

function Broken(): never {
  throw new Error('Ekran się zepsuł');
}

const routes: RouteObject[] = [
  { path: '/', element: <p>Początek</p> },
  { path: '/list', element: <p>Lista</p> },
  {
    path: '/about',
    element: (
      <p>
        O nas <span id="contact">Kontakt</span>
      </p>
    ),
  },
  { path: '/broken', element: <Broken /> },
];

function renderRouter(entries: InitialEntry[]) {
  const history = createBlockableHistory(UNSAFE_createMemoryHistory({ initialEntries: entries, v5Compat: true }));
  const view = render(<AppRouter history={history} routes={routes} />);
  return { ...view, history };
}

/** The page as scrolled by the user: jsdom has no layout, so the position is set and announced by hand. */
function userScrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('the app router', () => {
  it('shows the error page when a route throws while rendering, and the routes again after a move', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { history } = renderRouter(['/', '/broken']);
    expect(screen.getByRole('heading', { name: 'Coś poszło nie tak' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Strona główna' }).getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalled();

    act(() => history.go(-1));
    expect(screen.getByText('Początek')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coś poszło nie tak' })).toBeNull();
    logged.mockRestore();
  });
});

describe('scrolling after a move', () => {
  let scrollTo: MockInstance<Window['scrollTo']>;
  beforeEach(() => {
    window.sessionStorage.clear();
    scrollTo = vi.spyOn(window, 'scrollTo');
  });
  afterEach(() => {
    scrollTo.mockRestore();
    userScrolledTo(0);
  });

  it('starts a new page at the top, unless the move keeps the position (a filter)', () => {
    const { history } = renderRouter(['/']);
    userScrolledTo(640);
    scrollTo.mockClear();
    act(() => history.push('/list'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    userScrolledTo(300);
    scrollTo.mockClear();
    act(() => history.push('/list?type=1', null, { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => history.replace('/list?type=1&page=2'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to where each entry was left on back and forward', () => {
    const { history } = renderRouter(['/']);
    userScrolledTo(640);
    act(() => history.push('/list'));
    userScrolledTo(120);
    act(() => history.push('/about'));

    act(() => history.go(-2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    act(() => history.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the position of the entry shown across a reload of the page', () => {
    const first = renderRouter(['/']);
    userScrolledTo(480);
    fireEvent(window, new Event('pagehide'));
    first.unmount();

    userScrolledTo(0);
    scrollTo.mockClear();
    // The same history entry again: a browser keeps its key in history.state across the reload.
    renderRouter(['/']);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it('shows the element a hash names', () => {
    // jsdom has no layout, and no scrollIntoView of its own.
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { history } = renderRouter(['/']);
      scrollTo.mockClear();
      act(() => history.push('/about#contact'));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Kontakt'));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      if (own) Object.defineProperty(Element.prototype, 'scrollIntoView', own);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
