import type { Order } from '../orders';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import { formatDateTime } from '../../kernel/polish';
import { Fact } from '../../ui/fact-list';
import { FactsCard } from '../../kit/details/facts-card';
import { RouteLink } from '../../platform/router/route-link';

const d = copy.detail;

/** Who ordered (the buyer data on the order, and the account), and whether and when it was paid. */
export function OrderBuyer({ order }: { order: Order }) {
  const { buyer } = order;
  const paid = order.status_history.find((h) => h.status === 'paid');
  return (
    <FactsCard heading={d.buyer}>
      <Fact term={d.buyer}>
        {buyer.type === 'company' && buyer.company_name ? `${buyer.company_name} (${buyer.name})` : buyer.name} ·{' '}
        {d.buyerType[buyer.type]}
      </Fact>
      {buyer.nip && <Fact term={d.nip}>{buyer.nip}</Fact>}
      <Fact term={d.email}>{buyer.email}</Fact>
      {buyer.phone && <Fact term={d.phone}>{buyer.phone}</Fact>}
      <Fact term={d.address}>
        {buyer.street}, {buyer.postal_code} {buyer.city}, {buyer.country}
      </Fact>
      <Fact term={d.account}>
        <RouteLink to={`/users/${order.user_id}`}>{`#${order.user_id}`}</RouteLink>
      </Fact>
      <Fact term={d.payment}>
        {paid ? `${d.paidAt} ${formatDateTime(paid.changed_at)}` : d.notPaid} · {d.transferTitle}: {order.payment.title}
      </Fact>
    </FactsCard>
  );
}
