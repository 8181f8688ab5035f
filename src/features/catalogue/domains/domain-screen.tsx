import { Link, useParams } from 'react-router';
import { useDomain, type Domain } from './domains-api';
import { ApiError } from '../../../platform/http/errors';
import { domainsCopy } from './domains-copy';
import { formatInteger } from '../../../i18n/format';
import { pl } from '../../../i18n/pl';
import { DOMAIN_METRICS } from '../../../kernel/search-vocabulary';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, Page } from '../../../ui/page';
import { PageLoader } from '../../../ui/page-loader';
import { Fact, FactList } from '../../../ui/fact-list';
import { cartDomainOf } from '../../../kernel/cart-items';
import { CartToggleButton } from '../../cart';
import { DomainPrices } from './domain-prices';
import { SellBlock } from '../sell/sell-block';
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
  const domain = useDomain(id);
  const missing =
    !Number.isInteger(id) || id < 1 || (domain.error instanceof ApiError && domain.error.kind === 'not_found');

  if (missing) {
    return (
      <Page title={copy.notFound}>
        <p>{copy.notFoundText}</p>
        <p>
          <Link to="/domain-list">{copy.backToList}</Link>
        </p>
      </Page>
    );
  }
  if (domain.isError) {
    return (
      <Page title={title}>
        <Alert tone="error">
          {copy.failed} {domain.error.message}
        </Alert>
        <Button variant="secondary" isPending={domain.isFetching} onPress={() => void domain.refetch()}>
          {pl.common.tryAgain}
        </Button>
      </Page>
    );
  }
  if (domain.isPending) return <PageLoader />;
  return (
    <Page title={domain.data.name}>
      <DomainDetails domain={domain.data} />
      <SellBlock />
    </Page>
  );
}
