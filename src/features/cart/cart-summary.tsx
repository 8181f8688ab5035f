import { cartCopy } from './cart-copy';
import { formatMoney } from '../../kernel/polish';
import { toPln } from '../../kernel/money';
import type { CartTotals } from '../../kernel/pricing';
import styles from './cart-panel.module.css';

const copy = cartCopy.totals;

function Row({ label, grosze, strong = false }: { label: string; grosze: number; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.totalRow} ${styles.grand}` : styles.totalRow}>
      <dt>{label}</dt>
      <dd>{formatMoney(toPln(grosze))}</dd>
    </div>
  );
}

/**
 * Net subtotal, discount, VAT 23 % and the gross total, as the price model computed them. `orderedGross` is set when
 * the mode's order takes only part of the cart (rent leases the domains alone), so the customer sees what they pay.
 */
export function CartSummary({ totals, orderedGross = null }: { totals: CartTotals; orderedGross?: number | null }) {
  return (
    <section aria-label={copy.label} className={styles.summary}>
      <dl className={styles.totals}>
        <Row label={copy.subtotal} grosze={totals.subtotal} />
        {totals.discountTotal > 0 && <Row label={copy.discount} grosze={-totals.discountTotal} />}
        <Row label={copy.net} grosze={totals.net} />
        <Row label={copy.vat} grosze={totals.vat} />
        <Row label={copy.gross} grosze={totals.gross} strong />
      </dl>
      {orderedGross !== null && <p className={styles.muted}>{copy.orderedOnly(formatMoney(toPln(orderedGross)))}</p>}
    </section>
  );
}
