import { Link, useParams } from 'react-router';
import { useAdminDomain } from './admin-domains-api';
import { adminDomainsCopy as copy } from './admin-domains-copy';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { DetailQuery, isRecordId } from '../../kit/details/detail-query';
import { AuditLogPanel } from '../audit-log';
import { DomainForm } from './manage/domain-form';
import styles from './manage/domain-form.module.css';

function NotFound() {
  return (
    <div className={styles.missing}>
      <Alert tone="error">{copy.form.notFound}</Alert>
      <Link to="/manage">{copy.form.backToList}</Link>
    </div>
  );
}

function ExistingDomain({ id }: { id: number }) {
  return (
    <DetailQuery
      request={useAdminDomain(id)}
      // A refetch that fails (the domain was just removed in another tab, say) keeps the loaded form on screen.
      keepLoaded
      notFound={<NotFound />}
      failed={(failure) => <LoadFailed text={copy.form.loadFailed} {...failure} />}
    >
      {(domain) => (
        <>
          <DomainForm domain={domain} />
          <AuditLogPanel entity="domain" entityId={id} />
        </>
      )}
    </DetailQuery>
  );
}

/**
 * /manage/{id} and /manage/new: one domain with every field editable, created, saved or removed. Keyed by the id,
 * so moving from /manage/new to the created domain starts a fresh form.
 */
export default function ManageDomainScreen({ title }: { title: string }) {
  const { id: raw = '' } = useParams();
  const isNew = raw === 'new';
  const id = Number(raw);
  return (
    <Page title={isNew ? copy.form.newTitle : title}>
      {isNew ? (
        <DomainForm key="new" domain={null} />
      ) : isRecordId(id) ? (
        <ExistingDomain key={id} id={id} />
      ) : (
        <NotFound />
      )}
    </Page>
  );
}
