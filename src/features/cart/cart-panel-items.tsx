import { cartCopy } from './cart-copy';
import { formatMoney } from '../../kernel/polish';
import { cartItemKey, type CartCollection, type CartMode, type CartSnapshot } from '../../kernel/cart';
import type { CartTotalsView } from '../../kernel/cart-totals';
import { toGrosze, toPln } from '../../kernel/money';
import { publicationUnitPrice } from '../../kernel/pricing';
import { useCart, useCartActions } from './cart-hooks';
import { Button } from '../../ui/button';
import styles from './cart-panel.module.css';

const copy = cartCopy.panel;
const money = (grosze: number) => formatMoney(toPln(grosze));

function RemoveButton({ collection, itemKey, name }: { collection: CartCollection; itemKey: string; name: string }) {
  const actions = useCartActions();
  return (
    <Button
      variant="unstyled"
      className={styles.remove}
      aria-label={copy.removeItem(name)}
      onPress={() => actions.remove(collection, itemKey)}
    >
      <span aria-hidden="true">×</span>
    </Button>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      <ul className={styles.items} aria-labelledby={id}>
        {children}
      </ul>
    </section>
  );
}

function DomainItems({ snapshot, mode, totals }: { snapshot: CartSnapshot; mode: CartMode; totals: CartTotalsView }) {
  return (
    <Group id="cart-domains" title={copy.domains}>
      {snapshot.domains.map((domain) => {
        const line = totals.lines.find((l) => l.kind === 'domain' && l.id === domain.id);
        const unpriced = totals.unpriced.find((u) => u.id === domain.id);
        const rent = totals.monthlyRent[domain.id];
        return (
          <li key={domain.id} className={styles.item}>
            <span className={styles.name}>{domain.name}</span>
            {line && <span className={styles.price}>{money(line.unitPrice)}</span>}
            {unpriced && (
              <span className={styles.warning}>
                {unpriced.reason === 'not_for_rent' ? copy.notForRent : copy.noRedirect}
              </span>
            )}
            {mode === 'rent' && rent !== null && rent !== undefined && (
              <span className={styles.note}>{copy.monthlyRent(money(rent))}</span>
            )}
            <RemoveButton collection="domains" itemKey={String(domain.id)} name={domain.name} />
          </li>
        );
      })}
    </Group>
  );
}

/** The cart's items by kind, each with its price in the chosen mode and a remove button. */
export function CartPanelItems({ snapshot, totals }: { snapshot: CartSnapshot; totals: CartTotalsView }) {
  // Portals and publications are never part of a lease or a 301 rental; they stay in the cart for a later purchase.
  const { mode } = useCart();
  const outsideCheckout = mode !== 'buy';
  return (
    <div className={styles.groups}>
      {snapshot.domains.length > 0 && <DomainItems snapshot={snapshot} mode={mode} totals={totals} />}
      {snapshot.portals.length > 0 && (
        <Group id="cart-portals" title={copy.portals}>
          {snapshot.portals.map((portal) => (
            <li key={portal.id} className={styles.item}>
              <span className={styles.name}>{portal.name}</span>
              <span className={styles.price}>{formatMoney(portal.price)}</span>
              {outsideCheckout && <span className={styles.warning}>{copy.notInThisCheckout}</span>}
              <RemoveButton collection="portals" itemKey={String(portal.id)} name={portal.name} />
            </li>
          ))}
        </Group>
      )}
      {snapshot.publications.length > 0 && (
        <Group id="cart-publications" title={copy.publications}>
          {snapshot.publications.map((p) => {
            const key = cartItemKey('publications', p);
            const total = publicationUnitPrice(toGrosze(p.price), p.domenika_article) * p.count;
            return (
              <li key={key} className={styles.item}>
                <span className={styles.name}>{p.name}</span>
                <span className={styles.price}>{money(total)}</span>
                <span className={styles.note}>
                  {[
                    copy.offer[p.publication_offer_id] ?? p.publication_offer_id,
                    copy.count(p.count),
                    copy.linkType[p.link_type],
                  ]
                    .concat(p.domenika_article ? [copy.article] : [])
                    .join(' · ')}
                </span>
                {outsideCheckout && <span className={styles.warning}>{copy.notInThisCheckout}</span>}
                <RemoveButton collection="publications" itemKey={key} name={p.name} />
              </li>
            );
          })}
        </Group>
      )}
    </div>
  );
}
