import { memo } from 'react';
import { useLocation } from 'react-router';
import { usesAdminMenu } from '../../kernel/privileges';
import { pl } from '../../i18n/pl';
import { appConfig } from '../../platform/app-config';
import { useAuth, useAuthActor } from '../../features/auth/auth-hooks';
import { RouteLink, type AppPath } from '../../platform/router/route-link';
import { Button } from '../../ui/button';
import { ACCESSIBILITY_PATH } from '../route-table';
import styles from './navigation-menu.module.css';

interface MenuLink {
  to: AppPath;
  label: string;
  children?: MenuLink[];
}

const CUSTOMER_LINKS: MenuLink[] = [
  { to: '/domain-list', label: pl.nav.domains },
  { to: '/portals', label: pl.nav.portals },
  { to: '/portals-publications', label: pl.nav.publications },
  {
    to: '/profile',
    label: pl.nav.account,
    children: [
      { to: '/orders', label: pl.nav.orders },
      { to: '/redirects', label: pl.nav.redirects },
      { to: '/user-articles', label: pl.nav.myPublications },
    ],
  },
];

// On the domain list the Domeny entry opens its three type filters (spec section 2, navigation menu).
const DOMAIN_TYPE_LINKS: MenuLink[] = [
  { to: '/domain-list?type=1', label: pl.nav.domainsSeo },
  { to: '/domain-list?type=2', label: pl.nav.domainsNaming },
  { to: '/domain-list?type=3', label: pl.nav.domainsFeatured },
];

const ADMIN_LINKS: MenuLink[] = [
  { to: '/users', label: pl.nav.users },
  { to: '/all-orders', label: pl.nav.allOrders },
  { to: '/manage', label: pl.nav.manageDomains },
  { to: '/categories', label: pl.nav.categories },
  { to: '/profile', label: pl.nav.account },
  { to: '/check-details', label: pl.nav.checkDetails },
  { to: '/outbox', label: pl.nav.outbox },
];

/**
 * Whether a menu entry is the current page, as React Router's NavLink decides it (case-insensitive; an entry
 * without `end` also covers the pages below it: Domeny stays current on a domain's own page).
 */
export function isCurrentPath(pathname: string, to: string, end: boolean): boolean {
  const path = pathname.toLowerCase();
  const target = to.split('?')[0]!.toLowerCase();
  return path === target || (!end && path.startsWith(target) && path.charAt(target.length) === '/');
}

interface MenuContentProps {
  pathname: string;
  /** The `type` of the domain search, on /domain-list only. */
  currentType: string | null;
  onNavigate: (() => void) | undefined;
}

/**
 * The navigation menu and its footer; holders of admin see only the admin links (spec section 2). It reads only
 * the path and the domain type from the location, so a new search on the same page does not render it again.
 */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const currentType = location.pathname === '/domain-list' ? new URLSearchParams(location.search).get('type') : null;
  return <MenuContent pathname={location.pathname} currentType={currentType} onNavigate={onNavigate} />;
}

// Memoised: at a new search on /domain-list only the two type entries whose state changes render again.
const MenuRouteLink = memo(RouteLink);

const MenuContent = memo(function MenuContent({ pathname, currentType, onNavigate }: MenuContentProps) {
  const { user } = useAuth();
  const auth = useAuthActor();
  const admin = usesAdminMenu(user?.privileges ?? []);
  const links = admin ? ADMIN_LINKS : CUSTOMER_LINKS;
  const onDomainList = pathname === '/domain-list';

  const renderLink = (link: MenuLink) => {
    // "Domeny" resets the search to all types, page 1, 30 per page.
    const to: AppPath = link.to === '/domain-list' ? '/domain-list?type=0&page=1&per_page=30' : link.to;
    const typeLink = link.to.startsWith('/domain-list?type=');
    const current = typeLink
      ? onDomainList && currentType === new URLSearchParams(link.to.split('?')[1]).get('type')
      : isCurrentPath(pathname, link.to, link.to !== '/domain-list');
    return (
      <li key={link.to}>
        <MenuRouteLink
          to={to}
          className={`${styles.link} ${current ? styles.active : ''}`}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
        >
          {link.label}
        </MenuRouteLink>
        {link.to === '/domain-list' && onDomainList && (
          <ul className={styles.sublist}>{DOMAIN_TYPE_LINKS.map(renderLink)}</ul>
        )}
        {link.children && <ul className={styles.sublist}>{link.children.map(renderLink)}</ul>}
      </li>
    );
  };

  return (
    <nav aria-label={pl.nav.mainLabel} className={styles.nav}>
      <ul className={styles.list}>{links.map(renderLink)}</ul>
      <div className={styles.footer}>
        <p className={styles.help}>
          {pl.footer.help} <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>
        </p>
        <p>
          <a href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer">
            {pl.footer.terms}
            <span className="visually-hidden"> {pl.footer.termsNewTab}</span>
          </a>
        </p>
        <p>
          <RouteLink
            to={ACCESSIBILITY_PATH}
            aria-current={pathname === ACCESSIBILITY_PATH ? 'page' : undefined}
            onClick={onNavigate}
          >
            {pl.footer.accessibility}
          </RouteLink>
        </p>
        <Button
          variant="unstyled"
          className={styles.logout}
          onPress={() => {
            onNavigate?.();
            // The protected area sends the visitor to / once the session has ended.
            auth.send({ type: 'auth.logout' });
          }}
        >
          {pl.footer.logout}
        </Button>
        <p className={styles.copyright}>{pl.footer.copyright}</p>
      </div>
    </nav>
  );
});
