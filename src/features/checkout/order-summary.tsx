import { checkoutCopy as copy } from './checkout-copy';
import { formatMoney } from '../../kernel/polish';
import { cartItemKey, type CartCollection, type CartMode, type CartSnapshot } from '../../kernel/cart';
import type { CartTotalsView } from '../../kernel/cart-totals';
import { ordersEverything } from '../../kernel/checkout-request';
import { toPln, type Grosze } from '../../kernel/money';
import { Button } from '../../ui/button';
import styles from './checkout.module.css';

export interface OrderSummaryProps {
  /** The whole cart; in rent and 301 mode its portals and publications are listed as staying in the cart. */
  snapshot: CartSnapshot;
  /** The cart's mode, as the cart machine's `mode` region shows it. */
  mode: CartMode;
  /** The totals of what this mode orders. */
  totals: CartTotalsView;
  onRemove: (collection: CartCollection, key: string) => void;
}

const money = (grosze: Grosze) => formatMoney(toPln(grosze));

function Row({
  name,
  detail,
  amount,
  action,
}: {
  name: string;
  detail?: string | null;
  amount?: string | null;
  action?: React.ReactNode;
}) {
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>
        {name}
        {detail && <span className={styles.muted}>{detail}</span>}
      </span>
      {amount && <span className={styles.amount}>{amount}</span>}
      {action}
    </li>
  );
}

/** The order's items by kind with their net prices, and net, VAT 23 % and gross (spec section 9). */
export function OrderSummary({ snapshot, mode, totals, onRemove }: OrderSummaryProps) {
  const everything = ordersEverything(mode);
  const domainLine = (id: number) => totals.lines.find((l) => l.kind === 'domain' && l.id === id);
  const unpriced = (id: number) => totals.unpriced.find((u) => u.id === id);
  const publicationLines = totals.lines.filter((l) => l.kind === 'publication');
  const removeButton = (collection: CartCollection, key: string, name: string) => (
    <Button variant="ghost" aria-label={copy.summary.removeNamed(name)} onPress={() => onRemove(collection, key)}>
      {copy.summary.remove}
    </Button>
  );

  const domainDetail = (id: number): string | null => {
    const line = domainLine(id);
    if (mode === 'rent') {
      const monthly = totals.monthlyRent[id];
      return monthly === null || monthly === undefined ? null : copy.summary.monthly(money(monthly));
    }
    return mode === 'redirect' && line?.redirect_period ? copy.summary.period(line.redirect_period) : null;
  };

  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.legend}>
        {copy.summary.heading}
      </h2>
      {snapshot.domains.length > 0 && (
        <>
          <h3 className={styles.kind}>{copy.summary.domains}</h3>
          <ul className={styles.lines} aria-label={copy.summary.domains}>
            {snapshot.domains.map((d) => {
              const problem = unpriced(d.id);
              const line = domainLine(d.id);
              return problem ? (
                <Row
                  key={d.id}
                  name={d.name}
                  detail={problem.reason === 'not_for_rent' ? copy.summary.notForRent : copy.summary.noRedirect}
                  action={removeButton('domains', cartItemKey('domains', d), d.name)}
                />
              ) : (
                <Row key={d.id} name={d.name} detail={domainDetail(d.id)} amount={line ? money(line.total) : null} />
              );
            })}
          </ul>
        </>
      )}
      {everything && snapshot.portals.length > 0 && (
        <>
          <h3 className={styles.kind}>{copy.summary.portals}</h3>
          <ul className={styles.lines} aria-label={copy.summary.portals}>
            {snapshot.portals.map((p) => {
              const line = totals.lines.find((l) => l.kind === 'webPortal' && l.id === p.id);
              return <Row key={p.id} name={p.name} amount={line ? money(line.total) : null} />;
            })}
          </ul>
        </>
      )}
      {everything && snapshot.publications.length > 0 && (
        <>
          <h3 className={styles.kind}>{copy.summary.publications}</h3>
          <ul className={styles.lines} aria-label={copy.summary.publications}>
            {snapshot.publications.map((p, index) => {
              // The model prices publications in cart order, one line each.
              const line = publicationLines[index];
              const parts = [
                copy.summary.offers[p.publication_offer_id] ?? p.publication_offer_id,
                p.link_type === 1 ? copy.summary.follow : copy.summary.noFollow,
              ];
              if (p.domenika_article) parts.push(copy.summary.withArticle);
              const unit = line ? copy.summary.publication(line.count, money(line.unitPrice)) : '';
              return (
                <Row
                  key={cartItemKey('publications', p)}
                  name={p.name}
                  detail={`${parts.join(', ')} · ${unit}`}
                  amount={line ? money(line.total) : null}
                />
              );
            })}
          </ul>
        </>
      )}
      {!everything && snapshot.portals.length + snapshot.publications.length > 0 && (
        <>
          <h3 className={styles.kind}>{copy.summary.staying}</h3>
          <p className={styles.muted}>{copy.summary.stayingNote}</p>
          <ul className={styles.lines} aria-label={copy.summary.staying}>
            {snapshot.portals.map((p) => (
              <Row key={`portal-${p.id}`} name={p.name} />
            ))}
            {snapshot.publications.map((p) => (
              <Row key={cartItemKey('publications', p)} name={p.count > 1 ? `${p.name} × ${p.count}` : p.name} />
            ))}
          </ul>
        </>
      )}
      <dl className={styles.totals} aria-label={copy.summary.amounts}>
        <dt>{copy.summary.subtotal}</dt>
        <dd>{money(totals.subtotal)}</dd>
        {totals.discountTotal > 0 && snapshot.discountCode && (
          <>
            <dt>{copy.summary.discount(snapshot.discountCode.code)}</dt>
            <dd>−{money(totals.discountTotal)}</dd>
          </>
        )}
        <dt>{copy.summary.net}</dt>
        <dd>{money(totals.net)}</dd>
        <dt>{copy.summary.vat}</dt>
        <dd>{money(totals.vat)}</dd>
        <dt className={styles.gross}>{copy.summary.gross}</dt>
        <dd className={styles.gross}>{money(totals.gross)}</dd>
      </dl>
    </section>
  );
}
