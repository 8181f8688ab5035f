import type { Portal } from '../../api/portals';
import { formatMoney } from '../../i18n/format';
import { portalsCopy } from '../../i18n/portals';
import { cartPortalOf } from '../../model/cart-items';
import { toGrosze, toPln } from '../../model/money';
import { withVat } from '../../model/vat';
import { Alert } from '../../ui/alert';
import { CartToggleButton } from '../shared/cart-toggle-button';
import styles from './portal-screen.module.css';

const copy = portalsCopy.detail;

/**
 * The portal's price as net, VAT 23 % and gross (catalogue prices are net; VAT is computed on grosze), and the cart
 * toggle. A reserved or sold portal shows its status instead: it cannot be bought now.
 */
export function PortalPrice({ portal }: { portal: Portal }) {
  const { net, vat, gross } = withVat(toGrosze(portal.price));
  return (
    <section className={styles.section} aria-labelledby="portal-price-heading">
      <h2 id="portal-price-heading">{copy.prices}</h2>
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
            <tr>
              <th scope="row">{copy.purchase}</th>
              <td>{formatMoney(toPln(net))}</td>
              <td>{formatMoney(toPln(vat))}</td>
              <td>{formatMoney(toPln(gross))}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className={styles.purchase}>
        {portal.status === 'available' ? (
          <CartToggleButton kind="portal" item={cartPortalOf(portal)} />
        ) : (
          <Alert tone="info">{copy.notForSale(portalsCopy.status[portal.status])}</Alert>
        )}
      </div>
    </section>
  );
}
