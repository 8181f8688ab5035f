import type { AdminUser } from './admin-users-api';
import { adminUsersCopy as copy } from './admin-users-copy';
import { formatDate, formatInteger } from '../../kernel/polish';
import type { DataTableColumn } from '../../ui/data-table';
import { RouteLink } from '../../platform/router/route-link';
import styles from './users.module.css';

const c = copy.columns;

/** The columns of /users; name, e-mail, order count and sign-up date sort on the server. */
export const USER_COLUMNS: DataTableColumn<AdminUser>[] = [
  {
    id: 'name',
    header: c.name,
    sortable: true,
    cell: (user) => (
      <RouteLink to={`/users/${user.id}`} className={styles.name}>
        {user.name}
      </RouteLink>
    ),
  },
  { id: 'email', header: c.email, sortable: true, cell: (user) => user.email },
  { id: 'nip', header: c.nip, width: 120, cell: (user) => user.nip ?? copy.none },
  {
    id: 'privileges',
    header: c.privileges,
    width: 180,
    cell: (user) => user.privileges.map((p) => copy.privileges[p]).join(', '),
  },
  {
    id: 'verified',
    header: c.verified,
    width: 110,
    cell: (user) => (user.email_verified_at ? copy.yes : copy.no),
  },
  {
    id: 'orders_count',
    header: c.orders,
    sortable: true,
    align: 'end',
    width: 120,
    cell: (user) => formatInteger(user.orders_count),
  },
  {
    id: 'created_at',
    header: c.created,
    sortable: true,
    align: 'end',
    width: 120,
    cell: (user) => formatDate(user.created_at),
  },
];
