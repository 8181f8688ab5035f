import { useParams } from 'react-router';
import { useMyRedirect, type Redirect } from './redirects-api';
import { formatDate } from '../../kernel/polish';
import { redirectsCopy as copy } from './redirects-copy';
import { canChangeTarget, daysLeft, redirectPhase } from '../../kernel/redirect';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../kit/details/back-link';
import { DetailPage } from '../../kit/details/detail-page';
import { isRecordId } from '../../kit/details/detail-query';
import { Fact, FactList } from '../../ui/fact-list';
import { RouteLink } from '../../platform/router/route-link';
import { RedirectPhaseBadge } from './redirect-phase-badge';
import { RedirectTargetForm } from './redirect-target-form';
import styles from './redirects.module.css';

const d = copy.detail;
const dateOr = (iso: string | null) => (iso ? formatDate(iso) : copy.notStarted);

/** What the rental is: the domain, where it points, for how long, and its status. */
function RedirectFacts({ redirect, now }: { redirect: Redirect; now: Date }) {
  return (
    <section className={styles.card} aria-label={d.facts}>
      <h2>{redirect.domain.name}</h2>
      <FactList>
        <Fact term={copy.columns.status}>
          <RedirectPhaseBadge redirect={redirect} now={now} />
        </Fact>
        <Fact term={copy.columns.target} className={styles.url}>
          {redirect.target_url ?? copy.noTarget}
        </Fact>
        <Fact term={copy.columns.period}>{copy.period(redirect.redirect_period)}</Fact>
        <Fact term={copy.columns.starts}>{dateOr(redirect.starts_at)}</Fact>
        <Fact term={copy.columns.ends}>{dateOr(redirect.ends_at)}</Fact>
        <Fact term={d.order}>
          <RouteLink to={`/orders/${redirect.order_id}`}>{d.orderLink(redirect.order_id)}</RouteLink>
        </Fact>
      </FactList>
    </section>
  );
}

function RedirectDetails({ redirect }: { redirect: Redirect }) {
  const now = new Date();
  const phase = redirectPhase(redirect, now);
  const left = phase === 'expiring' ? daysLeft(redirect, now) : null;
  return (
    <>
      {left !== null && <Alert tone="warning">{d.expiringNotice(left)}</Alert>}
      <RedirectFacts redirect={redirect} now={now} />
      {canChangeTarget(phase) ? (
        // A new key per redirect: the form's typed text belongs to the redirect it was typed for.
        <RedirectTargetForm key={redirect.id} redirect={redirect} />
      ) : (
        <Alert tone="info">{d.closed}</Alert>
      )}
    </>
  );
}

/** /redirects/{id}: one 301 rental and the form that changes where it points. */
export default function RedirectScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  return (
    <DetailPage
      title={title}
      request={useMyRedirect(id)}
      exists={isRecordId(id)}
      copy={d}
      back={<BackLink to="/redirects">{d.backToList}</BackLink>}
    >
      {(redirect) => <RedirectDetails redirect={redirect} />}
    </DetailPage>
  );
}
