import { useParams } from 'react-router';
import { useDomain, type Domain } from './domains-api';
import { domainsCopy } from './domains-copy';
import { DOMAIN_METRICS } from '../../../kernel/search-vocabulary';
import { CatalogueDetailPage } from '../catalogue-detail-page';
import { Fact } from '../../../ui/fact-list';
import { CatalogueDetails } from '../catalogue-details';
import { cartDomainOf } from '../../../kernel/cart-items';
import { CartToggleButton } from '../../cart';
import { DomainPrices } from './domain-prices';
import detail from '../catalogue-detail.module.css';
import styles from './domain-screen.module.css';

const copy = domainsCopy.detail;

function NameList({ label, items }: { label: string; items: Domain['tags'] }) {
  return (
    <div className={styles.names}>
      <h3>{label}</h3>
      {items.length === 0 ? (
        <p className={detail.missing}>{copy.none}</p>
      ) : (
        <ul className={detail.chips} aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DomainDetails({ domain }: { domain: Domain }) {
  return (
    <>
      <CatalogueDetails
        facts={
          <>
            <Fact term={copy.type}>{domainsCopy.typeOfDomain[domain.type]}</Fact>
            <Fact term={copy.status}>{domainsCopy.status[domain.status]}</Fact>
          </>
        }
        description={domain.description}
        metrics={DOMAIN_METRICS.map((id) => ({ id, term: domainsCopy.metrics[id], value: domain[id] }))}
        metricsHeadingId="domain-metrics-heading"
        categories={
          <div className={styles.categories}>
            <NameList label={copy.tags} items={domain.tags} />
            <NameList label={copy.industries} items={domain.industries} />
          </div>
        }
        copy={copy}
      />
      <DomainPrices domain={domain} />
      <p>
        <CartToggleButton kind="domain" item={cartDomainOf(domain)} />
      </p>
    </>
  );
}

/** /domain-list/{id}: one domain, its metrics and every price as net, VAT and gross. */
export default function DomainScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  return (
    <CatalogueDetailPage title={title} id={id} request={useDomain(id)} copy={copy} list="/domain-list">
      {(domain) => <DomainDetails domain={domain} />}
    </CatalogueDetailPage>
  );
}
