import type { AuditEntry } from './audit-log-api';
import { adminDomainsCopy } from '../admin-domains';
import { adminUsersCopy } from '../admin-users';
import { auditLogCopy as copy } from './audit-log-copy';
import { formatMoney } from '../../kernel/polish';
import { ORDER_STATUS_LABELS } from '../../i18n/order-status';

/** One line of an entry's details: the field's label, and its value before and after as text (null: absent). */
export interface AuditFieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

// Domain prices travel in złoty, as the API's Domain resource carries them.
const MONEY_FIELDS = new Set(['price', 'sale_price', 'rent_price']);
// The domain form already names every domain field; its other entries (hints, messages) are never field names.
const labels = (source: object) =>
  new Map(Object.entries(source).filter((e): e is [string, string] => typeof e[1] === 'string'));
const DOMAIN_FIELDS = labels(adminDomainsCopy.form);
const ORDER_STATUSES = labels(ORDER_STATUS_LABELS);
const DOMAIN_STATUSES = labels(adminDomainsCopy.statuses);
const PRIVILEGES = labels(adminUsersCopy.privileges);

function fieldLabel(field: string): string {
  return copy.fields[field] ?? DOMAIN_FIELDS.get(field) ?? field;
}

function statusLabel(entity: AuditEntry['entity'], status: string): string {
  if (entity === 'order') return ORDER_STATUSES.get(status) ?? status;
  return DOMAIN_STATUSES.get(status) ?? status;
}

/** A value as an administrator reads it: labels for codes, złoty for prices, lists joined. */
function formatValue(entity: AuditEntry['entity'], field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return copy.none;
  if (field === 'status' && typeof value === 'string') return statusLabel(entity, value);
  if (field === 'type' && typeof value === 'number') return adminDomainsCopy.types[value] ?? String(value);
  if (field === 'privileges' && Array.isArray(value))
    return value.map((p) => PRIVILEGES.get(String(p)) ?? String(p)).join(', ');
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (typeof value === 'boolean') return value ? copy.yes : copy.no;
  if (Array.isArray(value)) return value.length ? value.join(', ') : copy.none;
  if (typeof value === 'object') {
    // The redirect prices: { "30": 19, "90": 49, "365": 149 }.
    return Object.entries(value)
      .map(([key, v]) => `${copy.redirectPeriod(key)}: ${typeof v === 'number' ? formatMoney(v) : copy.none}`)
      .join(', ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields an entry changed: for an edit the changed ones before and after; for a creation the new record (no
 * before); for a deletion the removed one (no after).
 */
export function auditFieldChanges(entry: AuditEntry): AuditFieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: entry.before ? formatValue(entry.entity, field, before[field]) : null,
    after: entry.after ? formatValue(entry.entity, field, after[field]) : null,
  }));
}
