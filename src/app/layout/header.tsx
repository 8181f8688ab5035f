import { memo } from 'react';
import { homePathFor } from '../../kernel/privileges';
import { pl } from '../../i18n/pl';
import { useAuth } from '../../features/auth/auth-hooks';
import { RouteLink, useAppNavigate } from '../../platform/router/route-link';
import { Button } from '../../ui/button';
import { useHeaderAction } from './header-action';
import { CartButton } from '../../features/cart/cart-button';
import styles from './header.module.css';

export interface HeaderProps {
  title: string;
  backDisabled: boolean;
  onOpenMenu: () => void;
}

/**
 * The header: back button (unless disabled), title, a screen's own action, the cart button (user privilege only),
 * profile link and the burger menu. Memoised, and it does not follow the location: a new search on the same
 * screen leaves it as it is.
 */
export const Header = memo(function Header({ title, backDisabled, onOpenMenu }: HeaderProps) {
  const navigate = useAppNavigate();
  const { user } = useAuth();
  const action = useHeaderAction();
  const goBack = () => {
    // Coming straight to a deep link there is no page of ours to go back to; go home instead of leaving the app.
    const hasHistory = (window.history.state as { idx?: number } | null)?.idx;
    if (hasHistory) navigate(-1);
    else navigate(homePathFor(user?.privileges ?? []));
  };
  return (
    <header className={styles.header}>
      <Button variant="unstyled" className={styles.burger} onPress={() => onOpenMenu()} aria-label={pl.nav.openMenu}>
        <span aria-hidden="true">☰</span>
      </Button>
      <RouteLink to="/" className={styles.logo} aria-label={pl.nav.logoHome}>
        {pl.app.name}
      </RouteLink>
      {!backDisabled && (
        <Button variant="unstyled" className={styles.back} onPress={goBack}>
          <span aria-hidden="true">←</span> <span className={styles.backLabel}>{pl.header.back}</span>
        </Button>
      )}
      <p className={styles.title}>{title}</p>
      <div className={styles.actions}>
        {action}
        <CartButton />
        <RouteLink to="/profile" className={styles.profile}>
          <span aria-hidden="true" className={styles.avatar}>
            {(user?.name ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.profileLabel}>{pl.header.profile}</span>
        </RouteLink>
      </div>
    </header>
  );
});
