import { Link } from 'react-router';
import { pl } from '../../i18n/pl';
import { appConfig } from '../../screens/shared/app-config';
import styles from './guest-layout.module.css';

/** The frame of the sign-in, registration and reset screens. */
export function GuestLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.wrapper}>
      <Link to="/" className={styles.logo} aria-label={pl.nav.logoHome}>
        {pl.app.name}
      </Link>
      <main className={styles.card}>{children}</main>
      <p className={styles.footer}>
        {pl.footer.help} <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a> ·{' '}
        <a href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer">
          {pl.footer.terms}
          <span className="visually-hidden"> {pl.footer.termsNewTab}</span>
        </a>
      </p>
    </div>
  );
}
