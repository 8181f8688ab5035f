import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Schemas } from '../../src/contract/types';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  privileges: ColumnType<string[], string[] | undefined, string[]>;
  email_verified_at: NullableTimestamp;
  aftermarket_id: string | null;
  phone: string | null;
  is_company: Generated<boolean>;
  company_name: string | null;
  nip: string | null;
  marketing_consent: Generated<boolean>;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  last_login_at: NullableTimestamp;
  /** A requested new address, applied once the link mailed to it is followed (migration 0015). */
  pending_email: string | null;
  pending_email_expires_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  last_used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  email: string;
  token_hash: string;
  created_at: CreatedAt;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  created_at: CreatedAt;
}

export interface OAuthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface CountersTable {
  key: string;
  value: number;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  created_at: CreatedAt;
}

export interface DomainsTable {
  id: Generated<number>;
  name: string;
  type: number;
  status: string;
  description: string | null;
  price: number;
  sale_price: number;
  rent_price: number | null;
  redirect_price_30: number | null;
  redirect_price_90: number | null;
  redirect_price_365: number | null;
  dfs_rating: number;
  backlinks: number;
  ref_domains: number;
  max_visibility: number;
  anchor_links: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The ids of the domain's tags, sorted; copied from domain_tags by triggers (migration 0012), for filtering. */
  tag_ids: Generated<number[]>;
  /** The ids of the domain's industries, sorted; copied from domain_industries like tag_ids. */
  industry_ids: Generated<number[]>;
}

/** A domain as the database returns it. */
export type DomainRow = Selectable<DomainsTable>;

export interface DomainTagsTable {
  domain_id: number;
  tag_id: number;
  /** The domain's status, copied by triggers (migration 0010): counts by tag read the link's index alone. */
  domain_status: Generated<string>;
}

export interface DomainIndustriesTable {
  domain_id: number;
  industry_id: number;
  /** The domain's status, copied by triggers (migration 0010): counts by industry read the link's index alone. */
  domain_status: Generated<string>;
}

export interface PortalsTable {
  id: Generated<number>;
  name: string;
  url: string;
  description: string | null;
  status: string;
  /** Sale price of the whole portal; null when it is not for sale. */
  price: number | null;
  dfs_rating: number;
  monthly_traffic: number;
  ref_domains: number;
  link_types: ColumnType<number[], number[], number[]>;
  permanent_publication: number | null;
  advertising_link: number | null;
  economic_publication: number | null;
  permanent_publication_premium: number | null;
  created_at: CreatedAt;
}

export interface PortalIndustriesTable {
  portal_id: number;
  industry_id: number;
}

export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  product_type: string;
  type: string;
  /** Percent for type "1", grosze for type "0". */
  discount: number;
  valid_from: NullableTimestamp;
  valid_until: NullableTimestamp;
  max_uses: number | null;
  used_count: Generated<number>;
  created_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  kind: string;
  status: string;
  discount_code: string | null;
  discount_total: number;
  net_total: number;
  vat_total: number;
  gross_total: number;
  buyer: ColumnType<BuyerRecord, string, string>;
  idempotency_key: string | null;
  /** A hash of the request the order was placed for (migration 0005); null for older orders. */
  request_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The buyer's details as captured at checkout (stored as JSON). */
export type BuyerRecord = Schemas['Buyer'];

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  item_id: number;
  name: string;
  unit_price: number;
  count: number;
  net_total: number;
  /** This line's share of the order's discount, in grosze (migration 0003). */
  discount: Generated<number>;
  redirect_period: number | null;
  publication_offer_id: string | null;
  link_type: number | null;
  domenika_article: boolean | null;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  note: string | null;
  changed_by: number | null;
  changed_at: CreatedAt;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  invoice_number: string;
  issued_at: CreatedAt;
  net_total: number;
  vat_total: number;
  gross_total: number;
}

export interface RedirectsTable {
  id: Generated<number>;
  user_id: number;
  domain_id: number;
  order_id: number;
  target_url: string | null;
  redirect_period: number;
  status: string;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserArticlesTable {
  id: Generated<number>;
  user_id: number;
  portal_id: number;
  order_id: number | null;
  /** The order item, and the unit of its count, that bought this publication (unique together). */
  order_item_id: ColumnType<number | null, number | null | undefined, number | null>;
  item_unit: ColumnType<number | null, number | null | undefined, number | null>;
  /** Null while the publication awaits content. */
  title: string | null;
  status: string;
  publication_offer_id: string;
  link_type: number;
  domenika_article: ColumnType<boolean, boolean | undefined, boolean>;
  /** JSON `[{ url, anchor }]`. */
  links: ColumnType<ArticleLinkRecord[], string | undefined, string>;
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  content: string | null;
  notes: string | null;
  file_name: string | null;
  file_size: number | null;
  file_path: string | null;
  published_url: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface EscrowTransactionsTable {
  id: Generated<number>;
  user_id: number;
  aftermarket_id: string;
  status: string;
  external_id: string | null;
  items: ColumnType<EscrowItemRecord[], string, string>;
  error: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ArticleLinkRecord {
  url: string;
  anchor: string;
}

export interface EscrowItemRecord {
  id: number;
  name: string;
  /** Grosze. */
  rent_price: number;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  subject_kind: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
}

/** The admin changes' log (migration 0007): insert-only, a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: number | null;
  actor_ip: string | null;
  /** The actor's e-mail and name when the entry was written; a trigger (migration 0016) fills them on insert. */
  actor_email: ColumnType<string | null, never, never>;
  actor_name: ColumnType<string | null, never, never>;
  /** The CHECK of migration 0007 lists the same names. */
  entity: Schemas['AuditEntity'];
  entity_id: number | null;
  action: Schemas['AuditAction'];
  /** JSON: the changed fields before an edit, or the whole record before a deletion; null for a creation. */
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  /** JSON: the changed fields after an edit, or the whole record after a creation; null for a deletion. */
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}

/** Every table, as Kysely sees them. Money columns hold integer grosze. */
/** Rate-limit windows (migration 0009), shared by every API process on the database. */
export interface RateLimitCountersTable {
  /** The operation and what is counted: `login|address|203.0.113.7`. */
  key: string;
  hits: number;
  /** Milliseconds since the epoch, by the server's clock (bigint). */
  window_started_ms: ColumnType<number, number, number>;
  window_ms: number;
}

/** The domain catalogue's version (migration 0011); int8, read as text. */
export interface CatalogueVersionTable {
  only_row: Generated<boolean>;
  version: ColumnType<string, never, never>;
}

/** The accounts the demo seed created; only these make a production start refuse the published passwords. */
export interface DemoSeedAccountsTable {
  user_id: number;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OAuthStatesTable;
  outbox: OutboxTable;
  app_settings: AppSettingsTable;
  counters: CountersTable;
  industries: CategoryTable;
  tags: CategoryTable;
  domains: DomainsTable;
  domain_tags: DomainTagsTable;
  domain_industries: DomainIndustriesTable;
  portals: PortalsTable;
  portal_industries: PortalIndustriesTable;
  discount_codes: DiscountCodesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  invoices: InvoicesTable;
  redirects: RedirectsTable;
  user_articles: UserArticlesTable;
  escrow_transactions: EscrowTransactionsTable;
  contact_requests: ContactRequestsTable;
  audit_log: AuditLogTable;
  demo_seed_accounts: DemoSeedAccountsTable;
  rate_limit_counters: RateLimitCountersTable;
  catalogue_version: CatalogueVersionTable;
}
