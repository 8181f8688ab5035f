import type { Domain } from './domains-api';
import { domainsCopy } from './domains-copy';
import detail from '../catalogue-detail.module.css';
import { VatPriceTable, type VatPriceRow } from '../vat-price-table';

const copy = domainsCopy.detail;
const REDIRECT_PERIODS = ['30', '90', '365'] as const;

/** Every price of a domain as net, VAT 23 % and gross: purchase, lease and the 301 redirect for each period. */
export function DomainPrices({ domain }: { domain: Domain }) {
  const redirect = domain.redirect_price;
  const rows: VatPriceRow[] = [
    { label: copy.purchase, pln: domain.price },
    domain.rent_price === null
      ? { label: copy.lease, missing: copy.noLease }
      : { label: copy.lease, pln: domain.rent_price },
    ...(redirect === null
      ? [{ label: copy.redirect(30), missing: copy.noRedirect }]
      : REDIRECT_PERIODS.map((days) => ({ label: copy.redirect(Number(days)), pln: redirect[days] }))),
  ];
  return (
    <section className={detail.section} aria-labelledby="domain-prices-heading">
      <h2 id="domain-prices-heading">{copy.prices}</h2>
      <VatPriceTable caption={copy.pricesCaption} columns={copy} rows={rows} />
    </section>
  );
}
