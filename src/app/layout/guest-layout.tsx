import { Link } from 'react-router';
import { pl } from '../../i18n/pl';
import { appConfig } from '../../platform/app-config';
import { ACCESSIBILITY_PATH } from '../route-table';
import styles from './guest-layout.module.css';

/** The frame of the sign-in, registration and reset screens; `wide` for a page of prose (the statement). */
export function GuestLayout({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={styles.wrapper}>
      <Link to="/" className={styles.logo} aria-label={pl.nav.logoHome}>
        {pl.app.name}
      </Link>
      <main className={wide ? `${styles.card} ${styles.wide}` : styles.card}>{children}</main>
      <p className={styles.footer}>
        {pl.footer.help} <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a> ·{' '}
        <a href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer">
          {pl.footer.terms}
          <span className="visually-hidden"> {pl.footer.termsNewTab}</span>
        </a>{' '}
        · <Link to={ACCESSIBILITY_PATH}>{pl.footer.accessibility}</Link>
      </p>
    </div>
  );
}
