import { useParams } from 'react-router';
import { usePortal, type Portal } from './portals-api';
import { formatInteger } from '../../../kernel/polish';
import { portalsCopy } from './portals-copy';
import { Card } from '../../../ui/page';
import { CatalogueDetailPage } from '../catalogue-detail-page';
import { Fact, FactList } from '../../../ui/fact-list';
import { PortalStatus } from './portal-columns';
import { ExternalSite } from './portal-cells';
import { PortalPrice } from './portal-price';
import detail from '../catalogue-detail.module.css';

const copy = portalsCopy.detail;
const METRICS = ['dfs_rating', 'monthly_traffic', 'ref_domains'] as const;

function PortalDetails({ portal }: { portal: Portal }) {
  return (
    <>
      <Card>
        <FactList className={detail.facts}>
          <Fact term={copy.address}>
            <ExternalSite url={portal.url} />
          </Fact>
          <Fact term={copy.status}>
            <PortalStatus status={portal.status} />
          </Fact>
        </FactList>
        <h2>{copy.description}</h2>
        <p className={portal.description ? detail.description : detail.missing}>
          {portal.description || copy.noDescription}
        </p>
      </Card>
      <section className={detail.section} aria-labelledby="portal-metrics-heading">
        <h2 id="portal-metrics-heading">{copy.metrics}</h2>
        <dl className={detail.metrics}>
          {METRICS.map((metric) => (
            <div key={metric}>
              <dt>{portalsCopy.metrics[metric]}</dt>
              <dd>{formatInteger(portal[metric])}</dd>
            </div>
          ))}
        </dl>
        <h3>{copy.industries}</h3>
        {portal.industries.length === 0 ? (
          <p className={detail.missing}>{copy.none}</p>
        ) : (
          <ul className={detail.chips} aria-label={copy.industries}>
            {portal.industries.map((industry) => (
              <li key={industry.id}>{industry.name}</li>
            ))}
          </ul>
        )}
      </section>
      <PortalPrice portal={portal} />
    </>
  );
}

/** /portals/{id}: one portal for sale, its SEO figures, its price as net, VAT and gross, and the cart toggle. */
export default function PortalScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  return (
    <CatalogueDetailPage title={title} id={id} request={usePortal(id)} copy={copy} list="/portals">
      {(portal) => <PortalDetails portal={portal} />}
    </CatalogueDetailPage>
  );
}
