/**
 * Compile-time proof that the search vocabulary is the API's: each list must equal the enum openapi.yaml declares,
 * in both directions, so a value added on either side alone fails `tsc`. Types only: nothing here runs.
 */
import type { QueryOf, Schemas } from '../contract/types';
import type {
  DOMAIN_SEARCH_TYPES,
  DOMAIN_TYPES,
  DOMAIN_SORT_KEYS,
  DOMAIN_STATUSES,
  DomainMetric,
  MetricBound,
  SORT_ORDERS,
} from './search-vocabulary';

/** True only when A and B are the same type (not merely assignable one way). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
type Assert<T extends true> = T;

type Customer = QueryOf<'searchDomains'>;
type Admin = QueryOf<'adminListDomains'>;
type ValueOf<Q, K extends keyof Q> = NonNullable<Q[K]>;
/** The query keys that are not metric bounds. */
type NotBounds = 'name' | 'tags' | 'industries' | 'type' | 'status' | 'page' | 'per_page' | 'orderby' | 'order';

/** Each entry fails to compile when a list and the contract's enum differ. */
export type SearchVocabularyMatchesContract = [
  Assert<Equals<(typeof DOMAIN_SEARCH_TYPES)[number], ValueOf<Customer, 'type'>>>,
  Assert<Equals<(typeof DOMAIN_SEARCH_TYPES)[number], ValueOf<Admin, 'type'>>>,
  Assert<Equals<(typeof DOMAIN_TYPES)[number], Schemas['DomainType']>>,
  Assert<Equals<(typeof DOMAIN_STATUSES)[number], Schemas['DomainStatus']>>,
  Assert<Equals<(typeof DOMAIN_STATUSES)[number], ValueOf<Admin, 'status'>>>,
  Assert<Equals<(typeof DOMAIN_SORT_KEYS)[number], ValueOf<Customer, 'orderby'>>>,
  Assert<Equals<(typeof DOMAIN_SORT_KEYS)[number], ValueOf<Admin, 'orderby'>>>,
  Assert<Equals<(typeof SORT_ORDERS)[number], ValueOf<Customer, 'order'>>>,
  Assert<Equals<(typeof SORT_ORDERS)[number], ValueOf<Admin, 'order'>>>,
  // Every other query key is a metric's minimum or maximum, and every metric has both.
  Assert<Equals<MetricBound, Exclude<keyof Customer, NotBounds>>>,
  Assert<Equals<MetricBound, Exclude<keyof Admin, NotBounds>>>,
  // Every metric is a number a domain carries, and every sort key is a field of a domain.
  Assert<Equals<Pick<Schemas['Domain'], DomainMetric>, Record<DomainMetric, number>>>,
  Assert<Equals<Exclude<(typeof DOMAIN_SORT_KEYS)[number], keyof Schemas['Domain']>, never>>,
];
