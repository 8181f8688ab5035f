import type { Domain } from '../../api/domains';
import { domainsCopy } from '../../i18n/domains';
import { formatMoney } from '../../i18n/format';
import { toGrosze, toPln } from '../../model/money';
import { withVat } from '../../model/vat';
import styles from './domain-screen.module.css';

const copy = domainsCopy.detail;
const REDIRECT_PERIODS = ['30', '90', '365'] as const;

function PriceRow({ label, pln }: { label: string; pln: number }) {
  const { net, vat, gross } = withVat(toGrosze(pln));
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{formatMoney(toPln(net))}</td>
      <td>{formatMoney(toPln(vat))}</td>
      <td>{formatMoney(toPln(gross))}</td>
    </tr>
  );
}

function MissingRow({ label, text }: { label: string; text: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td colSpan={3} className={styles.missing}>
        {text}
      </td>
    </tr>
  );
}

/** Every price of a domain as net, VAT 23 % and gross; catalogue prices are net, VAT is computed on grosze. */
export function DomainPrices({ domain }: { domain: Domain }) {
  const redirect = domain.redirect_price;
  return (
    <section className={styles.section} aria-labelledby="domain-prices-heading">
      <h2 id="domain-prices-heading">{copy.prices}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.prices}>
          <caption className="visually-hidden">{copy.pricesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.offer}</th>
              <th scope="col">{copy.net}</th>
              <th scope="col">{copy.vat}</th>
              <th scope="col">{copy.gross}</th>
            </tr>
          </thead>
          <tbody>
            <PriceRow label={copy.purchase} pln={domain.price} />
            {domain.rent_price === null ? (
              <MissingRow label={copy.lease} text={copy.noLease} />
            ) : (
              <PriceRow label={copy.lease} pln={domain.rent_price} />
            )}
            {redirect === null ? (
              <MissingRow label={copy.redirect(30)} text={copy.noRedirect} />
            ) : (
              REDIRECT_PERIODS.map((days) => <PriceRow key={days} label={copy.redirect(Number(days))} pln={redirect[days]} />)
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
