import { Link, useParams } from 'react-router';
import { useAdminDomain } from './admin-domains-api';
import { ApiError } from '../../platform/http/errors';
import { adminDomainsCopy as copy } from './admin-domains-copy';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
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
  const query = useAdminDomain(id);
  // A refetch that fails (the domain was just removed in another tab, say) keeps the loaded form on screen.
  if (query.data)
    return (
      <>
        <DomainForm domain={query.data} />
        <AuditLogPanel entity="domain" entityId={id} />
      </>
    );
  if (query.isPending) return <PageLoader />;
  if (query.error instanceof ApiError && query.error.kind === 'not_found') return <NotFound />;
  return (
    <Alert tone="error">
      {copy.form.loadFailed}{' '}
      <Button variant="secondary" onPress={() => void query.refetch()}>
        {copy.list.tryAgain}
      </Button>
    </Alert>
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
  const valid = isNew || (Number.isInteger(id) && id > 0);
  return (
    <Page title={isNew ? copy.form.newTitle : title}>
      {!valid ? <NotFound /> : isNew ? <DomainForm key="new" domain={null} /> : <ExistingDomain key={id} id={id} />}
    </Page>
  );
}
