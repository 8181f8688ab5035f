import { useParams } from 'react-router';
import { useDomain, type Domain } from './domains-api';
import { domainsCopy } from './domains-copy';
import { formatInteger } from '../../../kernel/polish';
import { DOMAIN_METRICS } from '../../../kernel/search-vocabulary';
import { Card } from '../../../ui/page';
import { CatalogueDetailPage } from '../catalogue-detail-page';
import { Fact, FactList } from '../../../ui/fact-list';
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
      <Card>
        <FactList className={detail.facts}>
          <Fact term={copy.type}>{domainsCopy.typeOfDomain[domain.type]}</Fact>
          <Fact term={copy.status}>{domainsCopy.status[domain.status]}</Fact>
        </FactList>
        <h2>{copy.description}</h2>
        <p className={domain.description ? detail.description : detail.missing}>
          {domain.description || copy.noDescription}
        </p>
      </Card>
      <section className={detail.section} aria-labelledby="domain-metrics-heading">
        <h2 id="domain-metrics-heading">{copy.metrics}</h2>
        <dl className={detail.metrics}>
          {DOMAIN_METRICS.map((metric) => (
            <div key={metric}>
              <dt>{domainsCopy.metrics[metric]}</dt>
              <dd>{formatInteger(domain[metric])}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.categories}>
          <NameList label={copy.tags} items={domain.tags} />
          <NameList label={copy.industries} items={domain.industries} />
        </div>
      </section>
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
