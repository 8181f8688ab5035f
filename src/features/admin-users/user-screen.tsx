import { useParams } from 'react-router';
import { useAdminUser, type AdminUser } from './admin-users-api';
import { adminUsersCopy as copy } from './admin-users-copy';
import { formatDate, formatDateTime } from '../../kernel/polish';
import { BackLink } from '../../kit/details/back-link';
import { DetailPage } from '../../kit/details/detail-page';
import { isRecordId } from '../../kit/details/detail-query';
import { FactsCard } from '../../kit/details/facts-card';
import { Fact } from '../../ui/fact-list';
import { RouteLink } from '../../platform/router/route-link';
import { AuditLogPanel } from '../audit-log';
import { PrivilegeForm } from './privilege-form';
import pages from '../../kit/admin-pages.module.css';

const d = copy.detail;

/** Who the user is: profile, address, company data and the dates of their account. */
function UserFacts({ user }: { user: AdminUser }) {
  const address = user.address;
  return (
    <FactsCard
      heading={d.profile}
      after={
        <p>
          <RouteLink to={`/users/${user.id}/orders`}>{d.orders(user.orders_count)}</RouteLink>
        </p>
      }
    >
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
    </FactsCard>
  );
}

/** /users/{id}: one account, its privilege switch and a way to its orders. */
export default function UserScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  return (
    <DetailPage
      title={title}
      request={useAdminUser(id)}
      exists={isRecordId(id)}
      copy={d}
      back={
        <BackLink to="/users" className={pages.back}>
          {d.backToList}
        </BackLink>
      }
      backOnFailure
    >
      {(user) => (
        <>
          <UserFacts user={user} />
          {/* Kept mounted across its own save (the answer updates the user), so its machine can report success. */}
          <PrivilegeForm key={user.id} user={user} />
          {/* The account's audit history (its privilege changes among them), right under the privilege switch. */}
          <AuditLogPanel entity="user" entityId={user.id} />
        </>
      )}
    </DetailPage>
  );
}
