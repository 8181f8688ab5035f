import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { AppLinks } from './app-links';
import LoginScreen from '../screens/guest/login-screen';
import { GuestArea, ProtectedArea } from './guards';
import { PublicArea } from './public-area';
import { pl } from '../i18n/pl';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, type ProtectedRoute, type ScreenName } from './route-table';

// Sign-in is the first paint for most visits, so it is in the main bundle; the rest load on demand.
const RegisterScreen = lazy(() => import('../screens/guest/register-screen'));
const ResetRequestScreen = lazy(() => import('../screens/guest/reset-request-screen'));
const ResetPasswordScreen = lazy(() => import('../screens/guest/reset-password-screen'));
const SocialCallbackScreen = lazy(() => import('../screens/guest/social-callback-screen'));
// QA mode only: the replay of a recorded session, with the diagrams' layout library; never loaded for customers.
const QaReplayScreen = lazy(() => import('../qa/replay/replay-screen'));

/** Where a QA engineer replays an exported session (issue 15); a route only while QA mode is on. */
export const QA_REPLAY_PATH = '/qa/replay';

const SCREENS: Record<ScreenName, ComponentType<{ title: string }>> = {
  profile: lazy(() => import('../screens/profile/profile-screen')),
  orderReceived: lazy(() => import('../screens/order-received/order-received-screen')),
  checkout: lazy(() => import('../screens/checkout/checkout-screen')),
  categories: lazy(() => import('../screens/admin/categories-screen')),
  domainList: lazy(() => import('../screens/domains/domain-list-screen')),
  domain: lazy(() => import('../screens/domains/domain-screen')),
  portals: lazy(() => import('../screens/portals/portal-list-screen')),
  portal: lazy(() => import('../screens/portals/portal-screen')),
  portalsPublications: lazy(() => import('../screens/portals/publication-list-screen')),
  manage: lazy(() => import('../screens/admin/manage-screen')),
  manageDomain: lazy(() => import('../screens/admin/manage-domain-screen')),
  outbox: lazy(() => import('../screens/admin/outbox-screen')),
  userArticles: lazy(() => import('../screens/articles/user-articles-screen')),
  userArticle: lazy(() => import('../screens/articles/user-article-screen')),
  redirects: lazy(() => import('../screens/redirects/redirects-screen')),
  redirect: lazy(() => import('../screens/redirects/redirect-screen')),
  orders: lazy(() => import('../screens/orders/orders-screen')),
  order: lazy(() => import('../screens/orders/order-screen')),
  allOrders: lazy(() => import('../screens/admin/orders/all-orders-screen')),
  allOrder: lazy(() => import('../screens/admin/orders/admin-order-screen')),
  users: lazy(() => import('../screens/admin/users/users-screen')),
  user: lazy(() => import('../screens/admin/users/user-screen')),
  userOrders: lazy(() => import('../screens/admin/users/user-orders-screen')),
  userOrder: lazy(() => import('../screens/admin/users/user-order-screen')),
  checkDetails: lazy(() => import('../screens/admin/check-details/check-details-screen')),
  notFound: lazy(() => import('../screens/shared/not-found-screen')),
  placeholder: lazy(() => import('../screens/system/placeholder-screen')),
  accessibilityStatement: lazy(() => import('../screens/system/accessibility-statement-screen')),
  emailChangeConfirm: lazy(() => import('../screens/profile/email-change-confirm-screen')),
};

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

function protectedRoute(route: ProtectedRoute): RouteObject {
  return { path: route.path, element: screen(SCREENS[route.screen], route.title) };
}

/** The guest area and the protected area with its catch-all (spec section 2). */
const AREAS: RouteObject[] = [
  {
    element: <GuestArea />,
    children: [
      { path: '/', element: <LoginScreen /> },
      { path: '/home', element: <LoginScreen /> },
      { path: '/register', element: screen(RegisterScreen) },
      { path: '/reset', element: screen(ResetRequestScreen) },
      { path: '/password-reset/*', element: screen(ResetPasswordScreen) },
      { path: '/auth/:provider', element: screen(SocialCallbackScreen) },
    ],
  },
  // Pages for everyone, each in the frame that fits the visitor (issue 16).
  ...PUBLIC_ROUTES.map((route): RouteObject => ({
    element: <PublicArea route={route} />,
    children: [{ path: route.path, element: screen(SCREENS[route.screen], route.title) }],
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
