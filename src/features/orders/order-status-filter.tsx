import { ordersCopy as copy } from './orders-copy';
import { ORDER_STATUSES, type OrderStatus } from '../../kernel/order-status';
import { isOrderStatus } from '../../kernel/order-search';
import { RadioGroupField } from '../../ui/radio-group-field';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: copy.filter.all },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] })),
];

/** The status segments above an order list: every status, or one; null means all. */
export function OrderStatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
}) {
  return (
    <RadioGroupField
      label={copy.filter.label}
      appearance="segments"
      options={STATUS_OPTIONS}
      value={value ?? ALL}
      onChange={(next) => onChange(isOrderStatus(next) ? next : null)}
    />
  );
}
