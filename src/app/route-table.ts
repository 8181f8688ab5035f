import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { Privilege } from '../kernel/privileges';
import { pl } from '../i18n/pl';

/** A protected screen of spec section 2: its path, who may see it, and the header's title. */
export interface ProtectedRoute {
  path: string;
  title: string;
  privileges: readonly Privilege[];
  /** The header's back button is hidden on the entry screens of each role. */
  backDisabled?: boolean;
  /** The screen that renders it. */
  screen: ScreenModule;
  /** The page body takes the alternative background (spec section 2, /checkout). */
  altBackground?: boolean;
}

/**
 * A route's screen module, imported only when the route is first shown: each route stays a chunk of its own, and
 * the table is the one list of routes that the router, the guards and the journeys read.
 */
export type ScreenModule = () => Promise<{ default: ComponentType<{ title: string }> }>;

const BOTH: readonly Privilege[] = ['user', 'admin'];
const USER: readonly Privilege[] = ['user'];
const ADMIN: readonly Privilege[] = ['admin'];

/** The protected area, in the spec's order. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  {
    path: '/profile',
    title: pl.titles.profile,
    privileges: BOTH,
    screen: () => import('../features/profile/profile-screen'),
  },
  {
    path: '/order-received',
    title: pl.titles.orderReceived,
    privileges: BOTH,
    screen: () => import('../features/checkout/order-received/order-received-screen'),
  },
  {
    path: '/portals',
    title: pl.titles.portals,
    privileges: USER,
    screen: () => import('../features/catalogue/portals/portal-list-screen'),
  },
  {
    path: '/portals/:id',
    title: pl.titles.portal,
    privileges: USER,
    screen: () => import('../features/catalogue/portals/portal-screen'),
  },
  {
    path: '/orders',
    title: pl.titles.orders,
    privileges: USER,
    screen: () => import('../features/orders/orders-screen'),
  },
  {
    path: '/orders/:id',
    title: pl.titles.order,
    privileges: USER,
    screen: () => import('../features/orders/order-screen'),
  },
  {
    path: '/redirects',
    title: pl.titles.redirects,
    privileges: USER,
    screen: () => import('../features/redirects/redirects-screen'),
  },
  {
    path: '/redirects/:id',
    title: pl.titles.redirect,
    privileges: USER,
    screen: () => import('../features/redirects/redirect-screen'),
  },
  {
    path: '/domain-list',
    title: pl.titles.domainList,
    privileges: USER,
    screen: () => import('../features/catalogue/domains/domain-list-screen'),
    backDisabled: true,
  },
  {
    path: '/domain-list/:id',
    title: pl.titles.domain,
    privileges: USER,
    screen: () => import('../features/catalogue/domains/domain-screen'),
  },
  {
    path: '/checkout',
    title: pl.titles.checkout,
    privileges: USER,
    screen: () => import('../features/checkout/checkout-screen'),
    altBackground: true,
  },
  {
    path: '/user-articles',
    title: pl.titles.userArticles,
    privileges: USER,
    screen: () => import('../features/articles/user-articles-screen'),
  },
  {
    path: '/user-articles/:id',
    title: pl.titles.userArticle,
    privileges: USER,
    screen: () => import('../features/articles/user-article-screen'),
  },
  {
    path: '/portals-publications',
    title: pl.titles.portalsPublications,
    privileges: USER,
    screen: () => import('../features/catalogue/portals/publication-list-screen'),
  },
  {
    path: '/manage',
    title: pl.titles.manage,
    privileges: ADMIN,
    screen: () => import('../features/admin-domains/manage-screen'),
    backDisabled: true,
  },
  {
    path: '/manage/:id',
    title: pl.titles.manageDomain,
    privileges: ADMIN,
    screen: () => import('../features/admin-domains/manage-domain-screen'),
  },
  {
    path: '/all-orders',
    title: pl.titles.allOrders,
    privileges: ADMIN,
    screen: () => import('../features/admin-orders/all-orders-screen'),
  },
  {
    path: '/all-orders/:id',
    title: pl.titles.adminOrder,
    privileges: ADMIN,
    screen: () => import('../features/admin-orders/admin-order-screen'),
  },
  {
    path: '/users',
    title: pl.titles.users,
    privileges: ADMIN,
    screen: () => import('../features/admin-users/users-screen'),
  },
  {
    path: '/users/:id',
    title: pl.titles.user,
    privileges: ADMIN,
    screen: () => import('../features/admin-users/user-screen'),
  },
  {
    path: '/users/:id/orders',
    title: pl.titles.userOrders,
    privileges: ADMIN,
    screen: () => import('../features/admin-users/user-orders-screen'),
  },
  {
    path: '/users/:id/orders/:orderId',
    title: pl.titles.userOrder,
    privileges: ADMIN,
    screen: () => import('../features/admin-users/user-order-screen'),
  },
  {
    path: '/categories',
    title: pl.titles.categories,
    privileges: ADMIN,
    screen: () => import('../features/admin-domains/categories/categories-screen'),
  },
  {
    path: '/check-details',
    title: pl.titles.checkDetails,
    privileges: ADMIN,
    screen: () => import('../features/check-details/check-details-screen'),
  },
  // Not in the spec's table: the mail outbox, which holds reset links, so administrators only.
  {
    path: '/outbox',
    title: pl.titles.outbox,
    privileges: ADMIN,
    screen: () => import('../features/outbox/outbox-screen'),
  },
  // The catch-all belongs to the protected area too (spec section 6): a guest is sent to sign in first.
  {
    path: '*',
    title: pl.titles.notFound,
    privileges: BOTH,
    screen: () => import('../features/system/not-found-screen'),
  },
];

/** A page open to every visitor, in the guest frame without a session and in the app's frame with one. */
export interface PublicRoute {
  path: string;
  title: string;
  screen: ScreenModule;
}

/** Where the accessibility statement lives; the menu footers link to it. */
export const ACCESSIBILITY_PATH = '/accessibility';

/** Where the link mailed to a requested new e-mail address leads; it works signed in or not, in any browser. */
export const EMAIL_CHANGE_CONFIRM_PATH = '/email-change/confirm';

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: ACCESSIBILITY_PATH,
    title: pl.titles.accessibility,
    screen: () => import('../features/system/accessibility-statement-screen'),
  },
  {
    path: EMAIL_CHANGE_CONFIRM_PATH,
    title: pl.titles.emailChange,
    screen: () => import('../features/profile/email-change-confirm-screen'),
  },
];

/** The guest area (spec section 2): shown only without a session. */
export const GUEST_PATHS = ['/', '/home', '/register', '/reset', '/password-reset/*', '/auth/:provider'] as const;

/** The protected route a path leads to, or null for a guest or public path. */
export function protectedRouteFor(pathname: string): ProtectedRoute | null {
  const unprotected = matchRoutes(
    [...GUEST_PATHS, ...PUBLIC_ROUTES.map((route) => route.path)].map((path) => ({ path })),
    pathname,
  );
  if (unprotected) return null;
  const matches = matchRoutes(
    PROTECTED_ROUTES.map((route) => ({ ...route })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route ?? null;
}

/** Whether a user with these privileges may open the path (used to honour a remembered origin). */
export function canVisit(pathname: string, privileges: readonly string[]): boolean {
  const route = protectedRouteFor(pathname);
  return route !== null && route.privileges.some((p) => privileges.includes(p));
}
