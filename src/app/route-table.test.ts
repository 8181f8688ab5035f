import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_PATH, canVisit, protectedRouteFor, PROTECTED_ROUTES, PUBLIC_ROUTES } from './route-table';

describe('the route table', () => {
  it('covers every protected path of the spec', () => {
    expect(PROTECTED_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/profile',
        '/order-received',
        '/portals',
        '/portals/:id',
        '/orders',
        '/orders/:id',
        '/redirects',
        '/redirects/:id',
        '/domain-list',
        '/domain-list/:id',
        '/checkout',
        '/user-articles',
        '/user-articles/:id',
        '/portals-publications',
        '/manage',
        '/manage/:id',
        '/all-orders',
        '/all-orders/:id',
        '/users',
        '/users/:id',
        '/users/:id/orders',
        '/users/:id/orders/:orderId',
        '/categories',
        '/check-details',
        '*',
      ]),
    );
  });

  it('admits customers to their screens only', () => {
    expect(canVisit('/orders', ['user'])).toBe(true);
    expect(canVisit('/orders/15', ['user'])).toBe(true);
    expect(canVisit('/manage', ['user'])).toBe(false);
    expect(canVisit('/users/3/orders/9', ['user'])).toBe(false);
  });

  it('admits administrators to the management screens only', () => {
    expect(canVisit('/manage/12', ['admin'])).toBe(true);
    expect(canVisit('/check-details', ['admin'])).toBe(true);
    expect(canVisit('/domain-list', ['admin'])).toBe(false);
    expect(canVisit('/checkout', ['admin'])).toBe(false);
  });

  it('keeps the mail outbox, which holds reset links, to administrators', () => {
    expect(canVisit('/outbox', ['admin'])).toBe(true);
    expect(canVisit('/outbox', ['user'])).toBe(false);
  });

  it('admits both roles to the profile, the order status page and the not-found page', () => {
    for (const privileges of [['user'], ['admin']]) {
      expect(canVisit('/profile', privileges)).toBe(true);
      expect(canVisit('/order-received', privileges)).toBe(true);
      expect(canVisit('/no-such-page', privileges)).toBe(true);
    }
  });

  it('keeps the accessibility statement out of the protected area, so guests may read it too', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path)).toContain(ACCESSIBILITY_PATH);
    expect(protectedRouteFor(ACCESSIBILITY_PATH)).toBeNull();
  });

  it('treats guest paths as no destination after sign-in', () => {
    expect(protectedRouteFor('/')).toBeNull();
    expect(protectedRouteFor('/password-reset/abc')).toBeNull();
    expect(canVisit('/register', ['user'])).toBe(false);
  });
});
