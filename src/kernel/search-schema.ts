/**
 * A list's search declared once: each field says how it is read from the page URL, written back to it and sent to
 * the API, and the schema derives the list's defaults, parse, URL form, API query, page-turn check and whether
 * anything narrows the list. The URL is read tolerantly (a missing or bad value takes its default, nothing throws)
 * and written short (defaults left out, lists as repeated keys, keys in the order the fields are declared).
 */
import type { OperationId, QueryOf } from '../contract/types';
import { parseMetricParam } from './metric-bounds';
import { DOMAIN_METRICS, METRIC_BOUNDS, isOneOf, metricMaxKey, type MetricBound } from './search-vocabulary';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, MAX_PAGE, parseIds, parseInteger } from './url-params';

/**
 * What a field is to the list. A `filter` narrows it and is sent only when set; `order` and `page` are always
 * sent; a change of `page` alone is a page turn; `view` is the screen's own (an open message), never sent and
 * ignored by the page-turn check; `bounds` is a filter whose value spreads over several API keys.
 */
export type FieldRole = 'filter' | 'order' | 'page' | 'view' | 'bounds';

/** One value of a search. Methods, not arrow properties, so a schema of any fields fits `SearchFields`. */
export interface SearchField<V, A, R extends FieldRole = FieldRole> {
  readonly role: R;
  /** The value when the URL has none or a bad one; a fresh one each time, so lists are never shared. */
  initial(): V;
  read(params: URLSearchParams, key: string): V;
  write(params: URLSearchParams, key: string, value: V): void;
  /** What the API receives under the field's key, or undefined to leave the key out. */
  api(value: V): A | undefined;
}

// Method parameters are checked bivariantly, so `unknown` here admits every field.
export type SearchFields = Record<string, SearchField<unknown, unknown>>;

export type SearchValues<F extends SearchFields> = {
  [K in keyof F]: F[K] extends SearchField<infer V, unknown> ? V : never;
};

type KeysOf<F extends SearchFields, R extends FieldRole> = {
  [K in keyof F]: F[K]['role'] extends R ? K : never;
}[keyof F];
type ApiOf<T> = T extends SearchField<unknown, infer A> ? A : never;
type Spread<F extends SearchFields> = [KeysOf<F, 'bounds'>] extends [never] ? unknown : ApiOf<F[KeysOf<F, 'bounds'>]>;

/** The filters alone: what a filter form edits and what `hasFilters` reads. */
export type SearchFilters<F extends SearchFields> = Pick<SearchValues<F>, KeysOf<F, 'filter' | 'bounds'>>;

/** The API query a schema sends: the order and the page always, a filter when set, the view never. */
export type SearchApiQuery<F extends SearchFields> = { [K in KeysOf<F, 'order' | 'page'>]: ApiOf<F[K]> } & {
  [K in KeysOf<F, 'filter'>]?: ApiOf<F[K]>;
} & Spread<F>;

/**
 * Compiles only when the query the fields send is one the operation accepts, every key among its parameters and
 * every value among its values (openapi.yaml is the contract).
 */
type AcceptedBy<F extends SearchFields, Q> =
  SearchApiQuery<F> extends Q
    ? [Exclude<keyof SearchApiQuery<F>, keyof Q>] extends [never]
      ? F
      : { unknownToTheContract: Exclude<keyof SearchApiQuery<F>, keyof Q> }
    : { notAcceptedBy: Q };

export interface SearchSchema<F extends SearchFields> {
  readonly fields: F;
  /** The list with nothing chosen: every field at its default. */
  defaults: () => SearchValues<F>;
  parse: (params: URLSearchParams) => SearchValues<F>;
  toParams: (search: SearchValues<F>) => URLSearchParams;
  /** Equal searches give equal queries, so the query also keys the cache. */
  toApiQuery: (search: SearchValues<F>) => SearchApiQuery<F>;
  /** Only the page changed (the list then starts from its top, other changes keep the scroll). */
  isPageTurn: (from: SearchValues<F>, to: SearchValues<F>) => boolean;
  /** Whether any filter narrows the list (the reset action is offered then). */
  hasFilters: (search: SearchFilters<F>) => boolean;
}

/**
 * A list's search for the API operation `Op`: `defineSearch<'listMyOrders'>()({ status: oneOf(...), ... })`.
 * A field the operation does not accept, or a value it does not, fails `tsc`.
 */
export function defineSearch<Op extends OperationId>() {
  return <F extends SearchFields>(fields: F & AcceptedBy<F, QueryOf<Op>>): SearchSchema<F> => searchSchema<F>(fields);
}

/** A search that no single operation receives whole (the API query is checked where it is sent). */
export function searchSchema<F extends SearchFields>(fields: F): SearchSchema<F> {
  const entries = Object.entries(fields);
  const values = (search: SearchValues<F>): Record<string, unknown> => search;
  const build = (each: (key: string, field: SearchField<unknown, unknown>) => unknown) =>
    Object.fromEntries(entries.map(([key, field]) => [key, each(key, field)])) as SearchValues<F>;
  const write = (search: SearchValues<F>, keep: (field: SearchField<unknown, unknown>) => boolean) => {
    const params = new URLSearchParams();
    for (const [key, field] of entries) if (keep(field)) field.write(params, key, values(search)[key]);
    return params.toString();
  };
  const isSet = (field: SearchField<unknown, unknown>, value: unknown) => field.api(value) !== undefined;

  return {
    fields,
    defaults: () => build((_, field) => field.initial()),
    parse: (params) => build((key, field) => field.read(params, key)),
    toParams(search) {
      return new URLSearchParams(write(search, () => true));
    },
    toApiQuery(search) {
      const query: Record<string, unknown> = {};
      for (const [key, field] of entries) {
        const sent = field.api(values(search)[key]);
        if (sent === undefined || field.role === 'view') continue;
        if (field.role === 'bounds') Object.assign(query, sent);
        else query[key] = sent;
      }
      // The fields' types make this the query's shape; a record is how it is assembled key by key.
      return query as SearchApiQuery<F>;
    },
    isPageTurn(from, to) {
      const paging = entries.filter(([, field]) => field.role === 'page');
      const turned = paging.some(([key]) => values(from)[key] !== values(to)[key]);
      const rest = (field: SearchField<unknown, unknown>) => field.role !== 'page' && field.role !== 'view';
      return turned && write(from, rest) === write(to, rest);
    },
    hasFilters(search) {
      const filters: Record<string, unknown> = search;
      return entries.some(
        ([key, field]) => (field.role === 'filter' || field.role === 'bounds') && isSet(field, filters[key]),
      );
    },
  };
}

// ------------------------------------------------------------------------------------------------- field kinds

/**
 * Free text cut to the API's limit, trimmed in the URL and sent trimmed, not at all when blank. `trim: false`
 * keeps it in the URL as typed (a search field that shows what the user wrote); the API still gets it trimmed.
 */
export function text(max: number, { trim = true }: { trim?: boolean } = {}): SearchField<string, string, 'filter'> {
  const kept = (value: string) => (trim ? value.trim() : value);
  return {
    role: 'filter',
    initial: () => '',
    read: (params, key) => kept(params.get(key) ?? '').slice(0, max),
    write(params, key, value) {
      if (kept(value) !== '') params.set(key, kept(value));
    },
    api(value) {
      const trimmed = value.trim();
      return trimmed === '' ? undefined : trimmed;
    },
  };
}

function readChoice<T>(params: URLSearchParams, key: string, values: readonly T[]): T | null {
  const raw = params.get(key);
  const value = typeof values[0] === 'number' ? parseInteger(raw, 0, Number.MAX_SAFE_INTEGER) : raw;
  return isOneOf(values, value) ? value : null;
}

/** One of `values`, or null for all of them. */
export function oneOf<T extends string | number>(values: readonly T[]): SearchField<T | null, T, 'filter'> {
  return {
    role: 'filter',
    initial: () => null,
    read: (params, key) => readChoice(params, key, values),
    write(params, key, value) {
      if (value !== null) params.set(key, String(value));
    },
    api: (value) => value ?? undefined,
  };
}

/**
 * One of `values`, `fallback` when absent. As the list's order it is always sent; as a filter (a domain type) its
 * fallback means no narrowing and is not sent.
 */
export function choice<T extends string | number>(values: readonly T[], fallback: T): SearchField<T, T, 'order'>;
export function choice<T extends string | number>(
  values: readonly T[],
  fallback: T,
  role: 'filter',
): SearchField<T, T, 'filter'>;
export function choice<T extends string | number>(
  values: readonly T[],
  fallback: T,
  role: 'order' | 'filter' = 'order',
): SearchField<T, T, 'order' | 'filter'> {
  return {
    role,
    initial: () => fallback,
    read: (params, key) => readChoice(params, key, values) ?? fallback,
    write(params, key, value) {
      if (value !== fallback) params.set(key, String(value));
    },
    api: (value) => (role === 'filter' && value === fallback ? undefined : value),
  };
}

/** A whole number in [min, max], or null. */
export function int(min: number, max: number): SearchField<number | null, number, 'filter'> {
  return {
    role: 'filter',
    initial: () => null,
    read: (params, key) => parseInteger(params.get(key), min, max),
    write(params, key, value) {
      if (value !== null) params.set(key, String(value));
    },
    api: (value) => value ?? undefined,
  };
}

/** A value parsed by `parse` (null when bad), written as its string. */
export function parsed<T extends string | number>(
  parse: (raw: string | null) => T | null,
): SearchField<T | null, T, 'filter'> {
  return {
    role: 'filter',
    initial: () => null,
    read: (params, key) => parse(params.get(key)),
    write(params, key, value) {
      if (value !== null) params.set(key, String(value));
    },
    api: (value) => value ?? undefined,
  };
}

/** A field the screen keeps in the URL for itself (the message open in a reader): never sent to the API. */
export function view<V, A>(field: SearchField<V, A>): SearchField<V, A, 'view'> {
  return { ...field, role: 'view' };
}

/** Text kept only when `accept` says it is well formed (a day), '' for none. */
export function checkedText(accept: (raw: string) => boolean): SearchField<string, string, 'filter'> {
  return {
    role: 'filter',
    initial: () => '',
    read(params, key) {
      const raw = params.get(key) ?? '';
      return accept(raw) ? raw : '';
    },
    write(params, key, value) {
      if (value !== '') params.set(key, value);
    },
    api: (value) => (value === '' ? undefined : value),
  };
}

/** Distinct positive ids as repeated keys (url-params' parseIds), at most `limit`. */
export function ids(limit: number): SearchField<number[], number[], 'filter'> {
  return {
    role: 'filter',
    initial: () => [],
    read: (params, key) => parseIds(params, key, limit),
    write(params, key, value) {
      value.forEach((id) => params.append(key, String(id)));
    },
    api: (value) => (value.length > 0 ? [...value] : undefined),
  };
}

/** Yes, no, or null for either. */
export function flag(): SearchField<boolean | null, boolean, 'filter'> {
  return {
    role: 'filter',
    initial: () => null,
    read(params, key) {
      const raw = params.get(key);
      return raw === 'true' ? true : raw === 'false' ? false : null;
    },
    write(params, key, value) {
      if (value !== null) params.set(key, String(value));
    },
    api: (value) => value ?? undefined,
  };
}

/** The page, from 1; a missing, bad or too high one is the first. */
export function page(max = MAX_PAGE): SearchField<number, number, 'page'> {
  return {
    role: 'page',
    initial: () => 1,
    read: (params, key) => parseInteger(params.get(key), 1, max) ?? 1,
    write(params, key, value) {
      if (value !== 1) params.set(key, String(value));
    },
    api: (value) => value,
  };
}

/**
 * The page size: a size the list does not offer reads as its default. Changing it keeps the scroll unless
 * `turnsPage` (a list without filters, where the size is the only control beside the pages).
 */
export function pageSize(
  sizes: readonly number[],
  options: { fallback?: number; turnsPage?: boolean } = {},
): SearchField<number, number, 'order' | 'page'> {
  const fallback = options.fallback ?? sizes[0]!;
  return { ...choice(sizes, fallback), role: options.turnsPage ? 'page' : 'order' };
}

/** Page and page size of the server-paged lists: 30, 60 or 100 rows, 30 by default. */
export function paging(options: { turnsPage?: boolean } = {}) {
  return { page: page(), per_page: pageSize(LIST_PAGE_SIZES, { fallback: DEFAULT_LIST_PAGE_SIZE, ...options }) };
}

/** One bound of a metric (`dfs_rating` or `dfs_rating_max`), read with that metric's decimals and limit. */
export function metricBound(key: MetricBound): SearchField<number | null, number, 'filter'> {
  const metric = DOMAIN_METRICS.find((m) => key === m || key === metricMaxKey(m))!;
  return parsed((raw) => parseMetricParam(raw, metric));
}

/** Every metric bound as its own field, minimum then maximum, in URL order. */
export function metricBoundFields() {
  return Object.fromEntries(METRIC_BOUNDS.map((key) => [key, metricBound(key)])) as Record<
    MetricBound,
    SearchField<number | null, number, 'filter'>
  >;
}

/** Every metric bound in one record (a missing key is no bound), each under its own URL and API key. */
export function metricBounds(): SearchField<
  Partial<Record<MetricBound, number>>,
  Partial<Record<MetricBound, number>>,
  'bounds'
> {
  return {
    role: 'bounds',
    initial: () => ({}),
    read(params) {
      const bounds: Partial<Record<MetricBound, number>> = {};
      for (const key of METRIC_BOUNDS) {
        const value = metricBound(key).read(params, key);
        if (value !== null) bounds[key] = value;
      }
      return bounds;
    },
    write(params, _key, value) {
      for (const key of METRIC_BOUNDS) if (value[key] !== undefined) params.set(key, String(value[key]));
    },
    api: (value) => (Object.keys(value).length > 0 ? { ...value } : undefined),
  };
}
