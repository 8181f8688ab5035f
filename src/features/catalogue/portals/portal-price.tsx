import type { Portal } from './portals-api';
import { portalsCopy } from './portals-copy';
import { cartPortalOf } from '../../../kernel/cart-items';
import { Alert } from '../../../ui/alert';
import { CartToggleButton } from '../../cart';
import detail from '../catalogue-detail.module.css';
import { VatPriceTable } from '../vat-price-table';
import styles from './portal-screen.module.css';

const copy = portalsCopy.detail;

/**
 * The portal's price as net, VAT 23 % and gross, and the cart toggle. A reserved or sold portal shows its status
 * instead: it cannot be bought now.
 */
export function PortalPrice({ portal }: { portal: Portal }) {
  return (
    <section className={detail.section} aria-labelledby="portal-price-heading">
      <h2 id="portal-price-heading">{copy.prices}</h2>
      <VatPriceTable caption={copy.pricesCaption} columns={copy} rows={[{ label: copy.purchase, pln: portal.price }]} />
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
