import { sql, type Kysely } from 'kysely';

/**
 * The first schema. Money columns are integer grosze. Statements run one by one because PGlite's
 * extended-protocol queries take a single statement each.
 */
const statements = [
  `CREATE TABLE users (
    id serial PRIMARY KEY,
    name text NOT NULL,
    email text NOT NULL,
    password_hash text,
    privileges text[] NOT NULL DEFAULT '{user}',
    email_verified_at timestamptz,
    aftermarket_id text,
    phone text,
    is_company boolean NOT NULL DEFAULT false,
    company_name text,
    nip text,
    marketing_consent boolean NOT NULL DEFAULT false,
    street text,
    postal_code text,
    city text,
    country text,
    last_login_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`,
  `CREATE TABLE access_tokens (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    last_used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX access_tokens_user ON access_tokens (user_id)`,
  `CREATE TABLE password_reset_tokens (
    email text PRIMARY KEY,
    token_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE social_accounts (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    provider text NOT NULL,
    subject text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (provider, subject)
  )`,
  `CREATE TABLE oauth_states (
    state text PRIMARY KEY,
    provider text NOT NULL,
    code_verifier text NOT NULL,
    nonce text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE outbox (
    id serial PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE app_settings (key text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE counters (key text PRIMARY KEY, value integer NOT NULL)`,
  `CREATE TABLE industries (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    slug text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE tags (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    slug text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE domains (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    type smallint NOT NULL CHECK (type IN (1, 2, 3)),
    status text NOT NULL DEFAULT 'available'
      CHECK (status IN ('available', 'reserved', 'sold', 'rented', 'hidden')),
    description text,
    price integer NOT NULL CHECK (price >= 0),
    sale_price integer NOT NULL CHECK (sale_price >= 0),
    rent_price integer CHECK (rent_price >= 0),
    redirect_price_30 integer CHECK (redirect_price_30 >= 0),
    redirect_price_90 integer CHECK (redirect_price_90 >= 0),
    redirect_price_365 integer CHECK (redirect_price_365 >= 0),
    dfs_rating integer NOT NULL DEFAULT 0,
    backlinks integer NOT NULL DEFAULT 0,
    ref_domains integer NOT NULL DEFAULT 0,
    max_visibility double precision NOT NULL DEFAULT 0,
    anchor_links integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX domains_status_created ON domains (status, created_at DESC, id DESC)`,
  `CREATE INDEX domains_type_created ON domains (type, created_at DESC, id DESC)`,
  `CREATE TABLE domain_tags (
    domain_id integer NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    tag_id integer NOT NULL REFERENCES tags(id),
    PRIMARY KEY (domain_id, tag_id)
  )`,
  `CREATE INDEX domain_tags_tag ON domain_tags (tag_id, domain_id)`,
  `CREATE TABLE domain_industries (
    domain_id integer NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    industry_id integer NOT NULL REFERENCES industries(id),
    PRIMARY KEY (domain_id, industry_id)
  )`,
  `CREATE INDEX domain_industries_industry ON domain_industries (industry_id, domain_id)`,
  `CREATE TABLE portals (
    id serial PRIMARY KEY,
    name text NOT NULL,
    url text NOT NULL UNIQUE,
    description text,
    status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'reserved', 'sold')),
    price integer CHECK (price >= 0),
    dfs_rating integer NOT NULL DEFAULT 0,
    monthly_traffic integer NOT NULL DEFAULT 0,
    ref_domains integer NOT NULL DEFAULT 0,
    link_types smallint[] NOT NULL DEFAULT '{0,1}',
    permanent_publication integer CHECK (permanent_publication >= 0),
    advertising_link integer CHECK (advertising_link >= 0),
    economic_publication integer CHECK (economic_publication >= 0),
    permanent_publication_premium integer CHECK (permanent_publication_premium >= 0),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE portal_industries (
    portal_id integer NOT NULL REFERENCES portals(id) ON DELETE CASCADE,
    industry_id integer NOT NULL REFERENCES industries(id),
    PRIMARY KEY (portal_id, industry_id)
  )`,
  `CREATE INDEX portal_industries_industry ON portal_industries (industry_id, portal_id)`,
  `CREATE TABLE discount_codes (
    id serial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    product_type text NOT NULL CHECK (product_type IN ('all', 'domain', 'portal', 'publication')),
    type text NOT NULL CHECK (type IN ('0', '1')),
    discount integer NOT NULL CHECK (discount >= 0),
    valid_from timestamptz,
    valid_until timestamptz,
    max_uses integer,
    used_count integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE orders (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE,
    user_id integer NOT NULL REFERENCES users(id),
    kind text NOT NULL CHECK (kind IN ('purchase', 'rental', 'redirect_rental')),
    status text NOT NULL CHECK (status IN ('new', 'awaiting_payment', 'paid', 'in_progress', 'completed', 'cancelled')),
    discount_code text,
    discount_total integer NOT NULL DEFAULT 0,
    net_total integer NOT NULL,
    vat_total integer NOT NULL,
    gross_total integer NOT NULL,
    buyer jsonb NOT NULL,
    idempotency_key text,
    paid_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user_id, idempotency_key)
  )`,
  `CREATE INDEX orders_user_created ON orders (user_id, created_at DESC)`,
  `CREATE INDEX orders_status_created ON orders (status, created_at DESC)`,
  `CREATE TABLE order_items (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('domain', 'webPortal', 'publication')),
    item_id integer NOT NULL,
    name text NOT NULL,
    unit_price integer NOT NULL,
    count integer NOT NULL DEFAULT 1,
    net_total integer NOT NULL,
    redirect_period integer,
    publication_offer_id text,
    link_type smallint,
    domenika_article boolean
  )`,
  `CREATE INDEX order_items_order ON order_items (order_id)`,
  `CREATE INDEX order_items_item ON order_items (kind, item_id)`,
  `CREATE TABLE order_status_history (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    status text NOT NULL,
    note text,
    changed_by integer REFERENCES users(id),
    changed_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX order_status_history_order ON order_status_history (order_id, changed_at)`,
  `CREATE TABLE invoices (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders(id),
    invoice_number text NOT NULL UNIQUE,
    issued_at timestamptz NOT NULL DEFAULT now(),
    net_total integer NOT NULL,
    vat_total integer NOT NULL,
    gross_total integer NOT NULL
  )`,
  `CREATE INDEX invoices_order ON invoices (order_id)`,
  `CREATE TABLE redirects (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id),
    domain_id integer NOT NULL REFERENCES domains(id),
    order_id integer NOT NULL REFERENCES orders(id),
    target_url text,
    redirect_period integer NOT NULL CHECK (redirect_period IN (30, 90, 365)),
    status text NOT NULL CHECK (status IN ('pending', 'active', 'expired', 'cancelled')),
    starts_at timestamptz,
    ends_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX redirects_user ON redirects (user_id, created_at DESC)`,
  `CREATE INDEX redirects_domain ON redirects (domain_id)`,
  `CREATE TABLE user_articles (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id),
    portal_id integer NOT NULL REFERENCES portals(id),
    order_id integer REFERENCES orders(id),
    title text NOT NULL,
    status text NOT NULL CHECK (status IN ('submitted', 'in_review', 'published', 'rejected')),
    publication_offer_id text NOT NULL,
    link_type smallint NOT NULL,
    target_url text,
    anchor_text text,
    content text,
    notes text,
    file_name text,
    file_size integer,
    file_path text,
    published_url text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX user_articles_user ON user_articles (user_id, created_at DESC)`,
  `CREATE TABLE escrow_transactions (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id),
    aftermarket_id text NOT NULL,
    status text NOT NULL CHECK (status IN ('pending', 'sent', 'completed', 'failed')),
    external_id text,
    items jsonb NOT NULL,
    error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE contact_requests (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id),
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    subject_kind text NOT NULL,
    subject text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'contact_requests',
    'escrow_transactions',
    'user_articles',
    'redirects',
    'invoices',
    'order_status_history',
    'order_items',
    'orders',
    'discount_codes',
    'portal_industries',
    'portals',
    'domain_industries',
    'domain_tags',
    'domains',
    'tags',
    'industries',
    'counters',
    'app_settings',
    'outbox',
    'oauth_states',
    'social_accounts',
    'password_reset_tokens',
    'access_tokens',
    'users',
  ];
  for (const table of tables) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
