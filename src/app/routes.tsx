import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { AppLinks } from './app-links';
import LoginScreen from '../features/auth/login-screen';
import { GuestArea, ProtectedArea } from './guards';
import { PublicArea } from './public-area';
import { pl } from '../i18n/pl';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, type ProtectedRoute, type ScreenName } from './route-table';

// Sign-in is the first paint for most visits, so it is in the main bundle; the rest load on demand.
const RegisterScreen = lazy(() => import('../features/auth/register-screen'));
const ResetRequestScreen = lazy(() => import('../features/auth/reset-request-screen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/reset-password-screen'));
const SocialCallbackScreen = lazy(() => import('../features/auth/social-callback-screen'));
// QA mode only: the replay of a recorded session, with the diagrams' layout library; never loaded for customers.
const QaReplayScreen = lazy(() => import('../qa/replay/replay-screen'));

/** Where a QA engineer replays an exported session (issue 15); a route only while QA mode is on. */
export const QA_REPLAY_PATH = '/qa/replay';

const SCREENS: Record<ScreenName, ComponentType<{ title: string }>> = {
  profile: lazy(() => import('../features/profile/profile-screen')),
  orderReceived: lazy(() => import('../features/checkout/order-received/order-received-screen')),
  checkout: lazy(() => import('../features/checkout/checkout-screen')),
  categories: lazy(() => import('../features/admin-domains/categories/categories-screen')),
  domainList: lazy(() => import('../features/catalogue/domains/domain-list-screen')),
  domain: lazy(() => import('../features/catalogue/domains/domain-screen')),
  portals: lazy(() => import('../features/catalogue/portals/portal-list-screen')),
  portal: lazy(() => import('../features/catalogue/portals/portal-screen')),
  portalsPublications: lazy(() => import('../features/catalogue/portals/publication-list-screen')),
  manage: lazy(() => import('../features/admin-domains/manage-screen')),
  manageDomain: lazy(() => import('../features/admin-domains/manage-domain-screen')),
  outbox: lazy(() => import('../features/outbox/outbox-screen')),
  userArticles: lazy(() => import('../features/articles/user-articles-screen')),
  userArticle: lazy(() => import('../features/articles/user-article-screen')),
  redirects: lazy(() => import('../features/redirects/redirects-screen')),
  redirect: lazy(() => import('../features/redirects/redirect-screen')),
  orders: lazy(() => import('../features/orders/orders-screen')),
  order: lazy(() => import('../features/orders/order-screen')),
  allOrders: lazy(() => import('../features/admin-orders/all-orders-screen')),
  allOrder: lazy(() => import('../features/admin-orders/admin-order-screen')),
  users: lazy(() => import('../features/admin-users/users-screen')),
  user: lazy(() => import('../features/admin-users/user-screen')),
  userOrders: lazy(() => import('../features/admin-users/user-orders-screen')),
  userOrder: lazy(() => import('../features/admin-users/user-order-screen')),
  checkDetails: lazy(() => import('../features/check-details/check-details-screen')),
  notFound: lazy(() => import('../features/system/not-found-screen')),
  placeholder: lazy(() => import('../features/system/placeholder-screen')),
  accessibilityStatement: lazy(() => import('../features/system/accessibility-statement-screen')),
  emailChangeConfirm: lazy(() => import('../features/profile/email-change-confirm-screen')),
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
