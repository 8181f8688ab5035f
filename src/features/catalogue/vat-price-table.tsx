import { formatMoney } from '../../kernel/polish';
import { toGrosze, toPln } from '../../kernel/money';
import { withVat } from '../../kernel/vat';
import styles from './catalogue-detail.module.css';

/** A row of prices: a net catalogue price in PLN, or the reason there is none. */
export type VatPriceRow = { label: string; pln: number } | { label: string; missing: string };

export interface VatPriceTableProps {
  caption: string;
  columns: { offer: string; net: string; vat: string; gross: string };
  rows: readonly VatPriceRow[];
}

/**
 * Prices as net, VAT 23 % and gross, one row each. Catalogue prices are net; VAT is computed on grosze by the
 * price model, so the figures match the cart and the invoice to the grosz.
 */
export function VatPriceTable({ caption, columns, rows }: VatPriceTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.prices}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.offer}</th>
            <th scope="col">{columns.net}</th>
            <th scope="col">{columns.vat}</th>
            <th scope="col">{columns.gross}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            if ('missing' in row) {
              return (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td colSpan={3} className={styles.missing}>
                    {row.missing}
                  </td>
                </tr>
              );
            }
            const { net, vat, gross } = withVat(toGrosze(row.pln));
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{formatMoney(toPln(net))}</td>
                <td>{formatMoney(toPln(vat))}</td>
                <td>{formatMoney(toPln(gross))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
