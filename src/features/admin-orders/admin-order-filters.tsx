import { useState, type FormEvent } from 'react';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import {
  ADMIN_ORDER_KINDS,
  MAX_CUSTOMER_FILTER_LENGTH,
  isBackwardRange,
  type AdminOrderKind,
  type AdminOrderSearch,
} from '../../kernel/admin-order-search';
import { ORDER_STATUSES, type OrderStatus } from '../../kernel/order-status';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { AnySelectField, FilterActions } from '../../kit/lists/filter-fields';
import styles from '../../kit/admin-pages.module.css';

const f = copy.filters;

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
      <AnySelectField
        label={f.status}
        anyLabel={f.anyStatus}
        values={ORDER_STATUSES}
        labelOf={(s) => copy.statuses[s]}
        value={status}
        onChange={setStatus}
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
      <AnySelectField
        label={f.kind}
        anyLabel={f.anyKind}
        values={ADMIN_ORDER_KINDS}
        labelOf={(k) => copy.kinds[k]}
        value={kind}
        onChange={setKind}
      />
      <FilterActions className={styles.filterActions} applyLabel={f.apply} resetLabel={f.reset} onReset={reset} />
    </Form>
  );
}
