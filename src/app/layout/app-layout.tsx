import { memo } from 'react';
import { pl } from '../../i18n/pl';
import { RouteLink } from '../../platform/router/route-link';
import { useDialog } from '../../kit/use-dialog';
import { ModalDialog } from '../../ui/modal-dialog';
import type { ProtectedRoute } from '../route-table';
import { Header } from './header';
import { HeaderActionProvider } from './header-action';
import { NavigationMenu } from './navigation-menu';
import { StorageNotice } from './storage-notice';
import styles from './app-layout.module.css';

/** What the frame reads of its route: the header's title and back button, the page's background. */
export type FramedRoute = Pick<ProtectedRoute, 'title' | 'backDisabled' | 'altBackground'>;

// The frame renders again at every move, even a new search on the same page (its route's element is new); the
// sidebar and the burger's drawer are memoised, so only the menu itself, which follows the location, renders again.

/** The sidebar: the logo and the menu, beside the page from 768 px. */
const Sidebar = memo(function Sidebar() {
  return (
    <aside className={styles.sidebar}>
      <div className={styles.sidebarInner}>
        <RouteLink to="/" className={styles.logo} aria-label={pl.nav.logoHome}>
          {pl.app.name}
        </RouteLink>
        <NavigationMenu />
      </div>
    </aside>
  );
});

/** The menu as a slide-out behind the burger, up to 767 px; choosing an entry closes it. */
const MenuDrawer = memo(function MenuDrawer({ isOpen, close }: { isOpen: boolean; close: () => void }) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={close}
      placement="start"
      aria-label={pl.nav.mainLabel}
      closeLabel={pl.nav.closeMenu}
      title={
        <RouteLink to="/" className={styles.logo} onClick={close} aria-label={pl.nav.logoHome}>
          {pl.app.name}
        </RouteLink>
      }
    >
      <NavigationMenu onNavigate={close} />
    </ModalDialog>
  );
});

/** The signed-in frame: sidebar menu (a slide-out behind the burger up to 767 px), header and content. */
export function AppLayout({ route, children }: { route: FramedRoute; children: React.ReactNode }) {
  // The burger's slide-out; `open` and `close` keep their identity, so the memoised header and menu stay as they are.
  const menu = useDialog();
  return (
    <HeaderActionProvider>
      <a href="#content" className={styles.skip}>
        {pl.app.skipToContent}
      </a>
      <div className={styles.shell}>
        <Sidebar />
        <div className={styles.column}>
          <Header title={route.title} backDisabled={route.backDisabled ?? false} onOpenMenu={menu.open} />
          <main
            id="content"
            className={route.altBackground ? `${styles.content} ${styles.altBackground}` : styles.content}
            tabIndex={-1}
          >
            <StorageNotice />
            {children}
          </main>
        </div>
      </div>
      <MenuDrawer isOpen={menu.isOpen} close={menu.close} />
    </HeaderActionProvider>
  );
}
