import { useState, type FormEvent } from 'react';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import {
  ADMIN_ORDER_KINDS,
  MAX_CUSTOMER_FILTER_LENGTH,
  isBackwardRange,
  type AdminOrderKind,
  type AdminOrderSearch,
} from '../../kernel/admin-order-search';
import { isOrderStatus } from '../../kernel/order-search';
import { ORDER_STATUSES, type OrderStatus } from '../../kernel/order-status';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import styles from '../../kit/admin-pages.module.css';

const f = copy.filters;
const ANY = 'any';
const STATUS_OPTIONS = [
  { id: ANY, label: f.anyStatus },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: copy.statuses[status] })),
];
const KIND_OPTIONS = [
  { id: ANY, label: f.anyKind },
  ...ADMIN_ORDER_KINDS.map((k) => ({ id: k, label: copy.kinds[k] })),
];

export type AdminOrderFilterValues = Pick<AdminOrderSearch, 'status' | 'customer' | 'date_from' | 'date_to' | 'kind'>;

export const NO_ORDER_FILTERS: AdminOrderFilterValues = {
  status: null,
  customer: '',
  date_from: '',
  date_to: '',
  kind: null,
};

export interface AdminOrderFiltersProps {
  filters: AdminOrderFilterValues;
  onApply: (filters: AdminOrderFilterValues) => void;
}

/** Status, customer, dates and product, applied together, so typing a name does not reload the table mid-word. */
export function AdminOrderFilters({ filters, onApply }: AdminOrderFiltersProps) {
  const [status, setStatus] = useState<OrderStatus | null>(filters.status);
  const [customer, setCustomer] = useState(filters.customer);
  const [dateFrom, setDateFrom] = useState(filters.date_from);
  const [dateTo, setDateTo] = useState(filters.date_to);
  const [kind, setKind] = useState<AdminOrderKind | null>(filters.kind);
  const [rangeError, setRangeError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { status, customer: customer.trim(), date_from: dateFrom, date_to: dateTo, kind };
    const backwards = isBackwardRange(next);
    setRangeError(backwards ? f.backwardRange : undefined);
    if (!backwards) onApply(next);
  };

  const reset = () => {
    setStatus(null);
    setCustomer('');
    setDateFrom('');
    setDateTo('');
    setKind(null);
    setRangeError(undefined);
    onApply(NO_ORDER_FILTERS);
  };

  return (
    <Form onSubmit={submit} className={styles.filters} aria-label={f.heading}>
      <SelectField
        label={f.status}
        value={status ?? ANY}
        options={STATUS_OPTIONS}
        onChange={(key) => setStatus(isOrderStatus(String(key)) ? (String(key) as OrderStatus) : null)}
      />
      <TextField
        label={f.customer}
        name="customer"
        value={customer}
        maxLength={MAX_CUSTOMER_FILTER_LENGTH}
        onChange={setCustomer}
      />
      <TextField label={f.dateFrom} name="date_from" type="date" value={dateFrom} onChange={setDateFrom} />
      <TextField
        label={f.dateTo}
        name="date_to"
        type="date"
        value={dateTo}
        onChange={(value) => {
          setDateTo(value);
          setRangeError(undefined);
        }}
        errorMessage={rangeError}
      />
      <SelectField
        label={f.kind}
        value={kind ?? ANY}
        options={KIND_OPTIONS}
        onChange={(key) => {
          const value = String(key);
          setKind((ADMIN_ORDER_KINDS as readonly string[]).includes(value) ? (value as AdminOrderKind) : null);
        }}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{f.apply}</Button>
        <Button variant="secondary" onPress={reset}>
          {f.reset}
        </Button>
      </div>
    </Form>
  );
}
