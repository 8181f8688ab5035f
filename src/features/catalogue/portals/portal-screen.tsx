import { useParams } from 'react-router';
import { usePortal, type Portal } from './portals-api';
import { portalsCopy } from './portals-copy';
import { CatalogueDetailPage } from '../catalogue-detail-page';
import { Fact } from '../../../ui/fact-list';
import { CatalogueDetails } from '../catalogue-details';
import { PortalStatus } from './portal-columns';
import { ExternalSite } from './portal-cells';
import { PortalPrice } from './portal-price';
import detail from '../catalogue-detail.module.css';

const copy = portalsCopy.detail;
const METRICS = ['dfs_rating', 'monthly_traffic', 'ref_domains'] as const;

function PortalDetails({ portal }: { portal: Portal }) {
  return (
    <>
      <CatalogueDetails
        facts={
          <>
            <Fact term={copy.address}>
              <ExternalSite url={portal.url} />
            </Fact>
            <Fact term={copy.status}>
              <PortalStatus status={portal.status} />
            </Fact>
          </>
        }
        description={portal.description}
        metrics={METRICS.map((id) => ({ id, term: portalsCopy.metrics[id], value: portal[id] }))}
        metricsHeadingId="portal-metrics-heading"
        categories={
          <>
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
          </>
        }
        copy={copy}
      />
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
