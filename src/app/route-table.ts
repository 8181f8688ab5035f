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
  /** Which screen module renders it (see routes.tsx). */
  screen: ScreenName;
  /** The page body takes the alternative background (spec section 2, /checkout). */
  altBackground?: boolean;
}

export type ScreenName =
  | 'profile'
  | 'orderReceived'
  | 'checkout'
  | 'categories'
  | 'domainList'
  | 'domain'
  | 'portals'
  | 'portal'
  | 'portalsPublications'
  | 'manage'
  | 'manageDomain'
  | 'outbox'
  | 'userArticles'
  | 'userArticle'
  | 'redirects'
  | 'redirect'
  | 'orders'
  | 'order'
  | 'allOrders'
  | 'allOrder'
  | 'users'
  | 'user'
  | 'userOrders'
  | 'userOrder'
  | 'checkDetails'
  | 'notFound'
  | 'accessibilityStatement'
  | 'emailChangeConfirm'
  | 'placeholder';

const BOTH: readonly Privilege[] = ['user', 'admin'];
const USER: readonly Privilege[] = ['user'];
const ADMIN: readonly Privilege[] = ['admin'];

/** The protected area, in the spec's order. Screens built by later issues render a titled placeholder for now. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: '/profile', title: pl.titles.profile, privileges: BOTH, screen: 'profile' },
  { path: '/order-received', title: pl.titles.orderReceived, privileges: BOTH, screen: 'orderReceived' },
  { path: '/portals', title: pl.titles.portals, privileges: USER, screen: 'portals' },
  { path: '/portals/:id', title: pl.titles.portal, privileges: USER, screen: 'portal' },
  { path: '/orders', title: pl.titles.orders, privileges: USER, screen: 'orders' },
  { path: '/orders/:id', title: pl.titles.order, privileges: USER, screen: 'order' },
  { path: '/redirects', title: pl.titles.redirects, privileges: USER, screen: 'redirects' },
  { path: '/redirects/:id', title: pl.titles.redirect, privileges: USER, screen: 'redirect' },
  { path: '/domain-list', title: pl.titles.domainList, privileges: USER, screen: 'domainList', backDisabled: true },
  { path: '/domain-list/:id', title: pl.titles.domain, privileges: USER, screen: 'domain' },
  { path: '/checkout', title: pl.titles.checkout, privileges: USER, screen: 'checkout', altBackground: true },
  { path: '/user-articles', title: pl.titles.userArticles, privileges: USER, screen: 'userArticles' },
  { path: '/user-articles/:id', title: pl.titles.userArticle, privileges: USER, screen: 'userArticle' },
  {
    path: '/portals-publications',
    title: pl.titles.portalsPublications,
    privileges: USER,
    screen: 'portalsPublications',
  },
  { path: '/manage', title: pl.titles.manage, privileges: ADMIN, screen: 'manage', backDisabled: true },
  { path: '/manage/:id', title: pl.titles.manageDomain, privileges: ADMIN, screen: 'manageDomain' },
  { path: '/all-orders', title: pl.titles.allOrders, privileges: ADMIN, screen: 'allOrders' },
  { path: '/all-orders/:id', title: pl.titles.adminOrder, privileges: ADMIN, screen: 'allOrder' },
  { path: '/users', title: pl.titles.users, privileges: ADMIN, screen: 'users' },
  { path: '/users/:id', title: pl.titles.user, privileges: ADMIN, screen: 'user' },
  { path: '/users/:id/orders', title: pl.titles.userOrders, privileges: ADMIN, screen: 'userOrders' },
  { path: '/users/:id/orders/:orderId', title: pl.titles.userOrder, privileges: ADMIN, screen: 'userOrder' },
  { path: '/categories', title: pl.titles.categories, privileges: ADMIN, screen: 'categories' },
  { path: '/check-details', title: pl.titles.checkDetails, privileges: ADMIN, screen: 'checkDetails' },
  // Not in the spec's table: the mail outbox, which holds reset links, so administrators only (issue 11).
  { path: '/outbox', title: pl.titles.outbox, privileges: ADMIN, screen: 'outbox' },
  // The catch-all belongs to the protected area too (spec section 6): a guest is sent to sign in first.
  { path: '*', title: pl.titles.notFound, privileges: BOTH, screen: 'notFound' },
];

/** A page open to every visitor, in the guest frame without a session and in the app's frame with one (issue 16). */
export interface PublicRoute {
  path: string;
  title: string;
  screen: ScreenName;
}

/** Where the accessibility statement lives; the menu footers link to it. */
export const ACCESSIBILITY_PATH = '/accessibility';

/** Where the link mailed to a requested new e-mail address leads; it works signed in or not, in any browser. */
export const EMAIL_CHANGE_CONFIRM_PATH = '/email-change/confirm';

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: ACCESSIBILITY_PATH, title: pl.titles.accessibility, screen: 'accessibilityStatement' },
  { path: EMAIL_CHANGE_CONFIRM_PATH, title: pl.titles.emailChange, screen: 'emailChangeConfirm' },
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
