import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { AppLinks } from './app-links';
import LoginScreen from '../features/auth/login-screen';
import { GuestArea, ProtectedArea } from './guards';
import { PublicArea } from './public-area';
import { pl } from '../i18n/pl';
import { GUEST_PATHS, PROTECTED_ROUTES, PUBLIC_ROUTES, type ProtectedRoute, type PublicRoute } from './route-table';

// Sign-in is the first paint for most visits, so it is in the main bundle; the rest load on demand.
const RegisterScreen = lazy(() => import('../features/auth/register-screen'));
const ResetRequestScreen = lazy(() => import('../features/auth/reset-request-screen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/reset-password-screen'));
const SocialCallbackScreen = lazy(() => import('../features/auth/social-callback-screen'));
// QA mode only: the replay of a recorded session, with the diagrams' layout library; never loaded for customers.
const QaReplayScreen = lazy(() => import('../qa/replay/replay-screen'));

/** Where a QA engineer replays an exported session; a route only while QA mode is on. */
export const QA_REPLAY_PATH = '/qa/replay';

function screen(Component: ComponentType<{ title: string }>, title = '') {
  return (
    <Suspense fallback={<PageLoader />}>
      <Component title={title} />
    </Suspense>
  );
}

/** Lets the links in table rows, and the links and buttons of src/ui, navigate through the router. */
function Root() {
  return (
    <AppLinks>
      <Outlet />
    </AppLinks>
  );
}

/** A table route's screen, loaded on demand under its title. */
function routeScreen(route: ProtectedRoute | PublicRoute) {
  return screen(lazy(route.screen), route.title);
}

function protectedRoute(route: ProtectedRoute): RouteObject {
  return { path: route.path, element: routeScreen(route) };
}

/** The guest area's screens, one for each of the table's guest paths. */
const GUEST_SCREENS: Record<(typeof GUEST_PATHS)[number], ReactElement> = {
  '/': <LoginScreen />,
  '/home': <LoginScreen />,
  '/register': screen(RegisterScreen),
  '/reset': screen(ResetRequestScreen),
  '/password-reset/*': screen(ResetPasswordScreen),
  '/auth/:provider': screen(SocialCallbackScreen),
};

/** The guest area and the protected area with its catch-all (spec section 2). */
const AREAS: RouteObject[] = [
  {
    element: <GuestArea />,
    children: GUEST_PATHS.map((path): RouteObject => ({ path, element: GUEST_SCREENS[path] })),
  },
  // Pages for everyone, each in the frame that fits the visitor.
  ...PUBLIC_ROUTES.map((route): RouteObject => ({
    element: <PublicArea route={route} />,
    children: [{ path: route.path, element: routeScreen(route) }],
  })),
  { element: <ProtectedArea />, children: PROTECTED_ROUTES.map(protectedRoute) },
];

/**
 * The route table of spec section 2: the guest area, the protected area and the catch-all; in QA mode also the
 * replay, which belongs to neither area: it replays machines in the browser and sends nothing to the server.
 */
export function appRoutes({ qa = false }: { qa?: boolean } = {}): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        ...AREAS,
        ...(qa ? [{ path: QA_REPLAY_PATH, element: screen(QaReplayScreen, pl.titles.qaReplay) }] : []),
      ],
    },
  ];
}

export const routes = appRoutes();
