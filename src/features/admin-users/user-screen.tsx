import { useParams } from 'react-router';
import { ApiError } from '../../platform/http/errors';
import { useAdminUser, type AdminUser } from './admin-users-api';
import { adminUsersCopy as copy } from './admin-users-copy';
import { formatDate, formatDateTime } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { Page, pageStyles } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { Fact, FactList } from '../../ui/fact-list';
import { RouteLink } from '../../platform/router/route-link';
import { AuditLogPanel } from '../audit-log';
import { PrivilegeForm } from './privilege-form';
import pages from '../../kit/admin-pages.module.css';

const d = copy.detail;

function BackToList() {
  return (
    <p className={pages.back}>
      <RouteLink to="/users">{d.backToList}</RouteLink>
    </p>
  );
}

/** Who the user is: profile, address, company data and the dates of their account. */
function UserFacts({ user }: { user: AdminUser }) {
  const address = user.address;
  return (
    <section className={pageStyles.card} aria-labelledby="user-profile-heading">
      <h2 id="user-profile-heading" className={pages.heading}>
        {d.profile}
      </h2>
      <FactList>
        <Fact term={d.name}>{user.name}</Fact>
        <Fact term={d.email}>{user.email}</Fact>
        <Fact term={d.verified}>{user.email_verified_at ? formatDateTime(user.email_verified_at) : copy.no}</Fact>
        <Fact term={d.phone}>{user.phone ?? copy.none}</Fact>
        <Fact term={d.aftermarket}>{user.aftermarket_id ?? copy.none}</Fact>
        <Fact term={d.address}>
          {address ? `${address.street}, ${address.postal_code} ${address.city}, ${address.country}` : copy.none}
        </Fact>
        <Fact term={d.company}>
          {user.is_company ? `${user.company_name ?? copy.none}, ${d.nip} ${user.nip ?? copy.none}` : d.notCompany}
        </Fact>
        <Fact term={d.created}>{formatDate(user.created_at)}</Fact>
        <Fact term={d.lastLogin}>{user.last_login_at ? formatDateTime(user.last_login_at) : d.never}</Fact>
      </FactList>
      <p>
        <RouteLink to={`/users/${user.id}/orders`}>{d.orders(user.orders_count)}</RouteLink>
      </p>
    </section>
  );
}

/** /users/{id}: one account, its privilege switch and a way to its orders. */
export default function UserScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  const user = useAdminUser(id);
  if (!Number.isInteger(id) || id < 1 || (user.error instanceof ApiError && user.error.kind === 'not_found')) {
    return (
      <Page title={title}>
        <Alert tone="info">{d.notFound}</Alert>
        <BackToList />
      </Page>
    );
  }
  if (user.isError) {
    return (
      <Page title={title}>
        <LoadFailed
          text={d.failed}
          reason={user.error.message}
          retrying={user.isFetching}
          onRetry={() => void user.refetch()}
        />
        <BackToList />
      </Page>
    );
  }
  if (user.isPending) return <PageLoader />;
  return (
    <Page title={title}>
      <UserFacts user={user.data} />
      {/* Kept mounted across its own save (the answer updates the user), so its machine can report success. */}
      <PrivilegeForm key={user.data.id} user={user.data} />
      {/* Issue 14: the account's privilege changes, listed under its switch (helper A's panel). */}
      <AuditLogPanel entity="user" entityId={user.data.id} />
      <BackToList />
    </Page>
  );
}
