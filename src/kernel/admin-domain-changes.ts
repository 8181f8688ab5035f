/**
 * The administrators' pending domain edits (spec sections 3 and 4, "Admin domain edits"), as openapi's
 * AdminDomainChange: prices in PLN, tags and industries as id arrays. A list holds at most one entry per domain.
 */
export interface AdminDomainChange {
  id: number;
  price?: number;
  /** null: the domain is no longer for lease. */
  rent_price?: number | null;
  tags?: number[];
  industries?: number[];
  /** True: the entry's prices are applied too; false: only its tags and industries (openapi AdminDomainChange). */
  updateDomain: boolean;
}

/** What an edit sends: any field may be missing, updateDomain included (the merge then keeps the old value). */
export type AdminDomainChangeInput = Omit<AdminDomainChange, 'updateDomain'> & { updateDomain?: boolean };

export type ChangeField = 'price' | 'rent_price' | 'tags' | 'industries';

/** The values of a domain that an entry can change, as the API's Domain carries them. */
export interface EditableDomain {
  id: number;
  price: number;
  rent_price: number | null;
  tags: ReadonlyArray<{ id: number }>;
  industries: ReadonlyArray<{ id: number }>;
}

export interface PendingValues {
  price: number;
  rent_price: number | null;
  tags: number[];
  industries: number[];
}

const FIELDS: readonly ChangeField[] = ['price', 'rent_price', 'tags', 'industries'];

function isPriceField(field: ChangeField): boolean {
  return field === 'price' || field === 'rent_price';
}

/**
 * Adds the entry when its id is new; otherwise merges it into the existing entry, in place, keeping the old value
 * of every field the new entry leaves out (price, rent_price, tags, industries, updateDomain). A new entry without
 * updateDomain updates prices exactly when it carries one.
 */
export function mergeChange(list: readonly AdminDomainChange[], entry: AdminDomainChangeInput): AdminDomainChange[] {
  const index = list.findIndex((item) => item.id === entry.id);
  if (index === -1) {
    const updateDomain = entry.updateDomain ?? (entry.price !== undefined || entry.rent_price !== undefined);
    return [...list, withoutMissing({ ...entry, updateDomain })];
  }
  const old = list[index]!;
  const merged: AdminDomainChange = { ...old };
  for (const field of FIELDS) {
    if (entry[field] !== undefined) (merged as unknown as Record<string, unknown>)[field] = copyOf(entry[field]);
  }
  if (entry.updateDomain !== undefined) merged.updateDomain = entry.updateDomain;
  return list.map((item, i) => (i === index ? merged : item));
}

// Arrays are copied so a caller changing its own array later cannot change a stored entry.
function copyOf<T>(value: T): T {
  return (Array.isArray(value) ? [...value] : value) as T;
}

function withoutMissing(entry: AdminDomainChange): AdminDomainChange {
  const result: AdminDomainChange = { id: entry.id, updateDomain: entry.updateDomain };
  for (const field of FIELDS) {
    if (entry[field] !== undefined) (result as unknown as Record<string, unknown>)[field] = copyOf(entry[field]);
  }
  return result;
}

/** The clearing action: an empty list. */
export function clearChanges(): AdminDomainChange[] {
  return [];
}

/** Undoes one domain's edits. */
export function removeChange(list: readonly AdminDomainChange[], id: number): AdminDomainChange[] {
  return list.filter((item) => item.id !== id);
}

/** The entry for a domain, if it has one. */
export function changeOf(list: readonly AdminDomainChange[], id: number): AdminDomainChange | undefined {
  return list.find((item) => item.id === id);
}

/**
 * Whether the list changes this field of the domain when saved. A price in an entry with updateDomain false is
 * ignored by the server, so it is not pending.
 */
export function isPending(list: readonly AdminDomainChange[], id: number, field: ChangeField): boolean {
  const entry = changeOf(list, id);
  if (!entry || entry[field] === undefined) return false;
  return isPriceField(field) ? entry.updateDomain : true;
}

/** The value the domain will have once the list is saved: the pending one, else the current one. */
export function pendingValue<F extends ChangeField>(
  list: readonly AdminDomainChange[],
  domain: EditableDomain,
  field: F,
): PendingValues[F] {
  if (isPending(list, domain.id, field)) return changeOf(list, domain.id)![field] as PendingValues[F];
  return currentValue(domain, field);
}

/** The value the domain has now; only the field asked for is built (every cell of a scrolled table asks). */
export function currentValue<F extends ChangeField>(domain: EditableDomain, field: F): PendingValues[F] {
  const asked: ChangeField = field;
  const value: PendingValues[ChangeField] =
    asked === 'tags' || asked === 'industries' ? domain[asked].map((item) => item.id) : domain[asked];
  return value as PendingValues[F];
}

/**
 * The entry an edit of one field makes. A price edit applies prices; a tag or industry edit leaves updateDomain
 * out, so it never switches off a price edited before.
 */
export function editOf<F extends ChangeField>(id: number, field: F, value: PendingValues[F]): AdminDomainChangeInput {
  return isPriceField(field) ? { id, [field]: value, updateDomain: true } : { id, [field]: value };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

/** True when saving the domain's entry would change nothing: every pending value equals the current one. */
export function changesNothing(list: readonly AdminDomainChange[], domain: EditableDomain): boolean {
  return FIELDS.every((field) => {
    if (!isPending(list, domain.id, field)) return true;
    const pending = pendingValue(list, domain, field);
    const current = pendingValue([], domain, field);
    return Array.isArray(pending) ? sameIds(pending, current as number[]) : pending === current;
  });
}

/** Field messages per domain id, from a refused bulk update. */
export type FailedChanges = Record<number, Record<string, string[]>>;

const ENTRY_ERROR_KEY = /^changes\.(\d+)\.(\w+)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messages(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The failing entries of a 422 BulkUpdateFailure body, by domain id. `failed[]` names them; when it is absent
 * (the body did not match the schema) the `changes.N.field` keys of `errors` are mapped to the sent entries.
 */
export function failuresOf(body: unknown, sent: readonly AdminDomainChange[]): FailedChanges {
  const result: FailedChanges = {};
  const add = (id: number, field: string, list: string[]) => {
    if (list.length === 0) return;
    result[id] = { ...result[id], [field]: [...(result[id]?.[field] ?? []), ...list] };
  };
  if (!isRecord(body)) return result;
  if (Array.isArray(body.failed)) {
    for (const item of body.failed) {
      if (!isRecord(item) || typeof item.id !== 'number' || !isRecord(item.errors)) continue;
      for (const [field, list] of Object.entries(item.errors)) add(item.id, field, messages(list));
    }
    return result;
  }
  if (isRecord(body.errors)) {
    for (const [key, list] of Object.entries(body.errors)) {
      const match = ENTRY_ERROR_KEY.exec(key);
      const entry = match ? sent[Number(match[1])] : undefined;
      if (entry) add(entry.id, match![2]!, messages(list));
    }
  }
  return result;
}

/** The domain names a refused bulk update gave for its failing entries, by id. */
export function failedNamesOf(body: unknown): Record<number, string> {
  const names: Record<number, string> = {};
  if (!isRecord(body) || !Array.isArray(body.failed)) return names;
  for (const item of body.failed) {
    if (isRecord(item) && typeof item.id === 'number' && typeof item.name === 'string') names[item.id] = item.name;
  }
  return names;
}
