import type { Redirect } from './redirects-api';
import { redirectsCopy as copy } from './redirects-copy';
import { formatDate } from '../../kernel/polish';
import { redirectPhase } from '../../kernel/redirect';
import type { DataTableColumn } from '../../ui/data-table';
import { RouteLink } from '../../platform/router/route-link';
import { RedirectPhaseBadge } from './redirect-phase-badge';
import styles from './redirects.module.css';

const c = copy.columns;
const dateOr = (iso: string | null) => (iso ? formatDate(iso) : copy.notStarted);

/** The columns of /redirects, newest first (none sorts); the domain opens the redirect's page. */
export const REDIRECT_COLUMNS: DataTableColumn<Redirect>[] = [
  {
    id: 'domain',
    header: c.domain,
    cell: (redirect) => (
      <RouteLink to={`/redirects/${redirect.id}`} className={styles.domain}>
        {redirect.domain.name}
      </RouteLink>
    ),
  },
  {
    id: 'target',
    header: c.target,
    cell: (redirect) =>
      redirect.target_url ? <span className={styles.url}>{redirect.target_url}</span> : copy.noTarget,
  },
  {
    id: 'period',
    header: c.period,
    align: 'end',
    width: 90,
    cell: (redirect) => copy.period(redirect.redirect_period),
  },
  { id: 'starts', header: c.starts, align: 'end', width: 120, cell: (redirect) => dateOr(redirect.starts_at) },
  { id: 'ends', header: c.ends, align: 'end', width: 120, cell: (redirect) => dateOr(redirect.ends_at) },
  {
    id: 'status',
    header: c.status,
    width: 190,
    cell: (redirect) => <RedirectPhaseBadge redirect={redirect} now={new Date()} />,
  },
];

/** Expiring rentals are highlighted as whole rows, so they are found at a glance in a long list. */
export function redirectRowClass(redirect: Redirect): string | undefined {
  return redirectPhase(redirect, new Date()) === 'expiring' ? styles.expiringRow : undefined;
}
