import { pl } from '../../i18n/pl';
import { RouteLink } from '../../screens/shared/route-link';
import { useDialog } from '../../screens/shared/use-dialog';
import { ModalDialog } from '../../ui/modal-dialog';
import type { ProtectedRoute } from '../route-table';
import { Header } from './header';
import { HeaderActionProvider } from './header-action';
import { NavigationMenu } from './navigation-menu';
import { StorageNotice } from './storage-notice';
import styles from './app-layout.module.css';

/** What the frame reads of its route: the header's title and back button, the page's background. */
export type FramedRoute = Pick<ProtectedRoute, 'title' | 'backDisabled' | 'altBackground'>;

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
        <aside className={styles.sidebar}>
          <div className={styles.sidebarInner}>
            <RouteLink to="/" className={styles.logo} aria-label={pl.nav.logoHome}>
              {pl.app.name}
            </RouteLink>
            <NavigationMenu />
          </div>
        </aside>
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
      <ModalDialog
        isOpen={menu.isOpen}
        onClose={menu.close}
        placement="start"
        aria-label={pl.nav.mainLabel}
        closeLabel={pl.nav.closeMenu}
        title={
          <RouteLink to="/" className={styles.logo} onClick={menu.close} aria-label={pl.nav.logoHome}>
            {pl.app.name}
          </RouteLink>
        }
      >
        <NavigationMenu onNavigate={menu.close} />
      </ModalDialog>
    </HeaderActionProvider>
  );
}
