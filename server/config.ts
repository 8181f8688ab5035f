import path from 'node:path';

/** Limits for the rate-limited auth endpoints, per client address (and e-mail where given). */
export interface RateLimits {
  login: number;
  register: number;
  forgotPassword: number;
  verification: number;
  /** Sign-in attempts from one client address across every e-mail. */
  loginPerAddress: number;
  /** Sign-in attempts at one e-mail across every client address. */
  loginPerAccount: number;
  /** Orders one account may place (in every checkout mode together). */
  orders: number;
  /** Window for all of them, in milliseconds. */
  windowMs: number;
}

/** One social sign-in provider, configured by environment variables. */
export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Scopes asked for; "openid email profile" by default. */
  scope: string;
}

export interface SellerDetails {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  nip: string;
  bankAccount: string;
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges or proxy-addr's names such as
   * `loopback`); empty trusts none, so a client cannot choose the address its rate limits are counted under.
   */
  trustProxy: string[];
  /** A request whose body has not fully arrived after this long is cut off with 408 (slow-body attacks). */
  requestTimeoutMs: number;
  /** Public origin of the SPA, used in e-mail links and OAuth redirect URIs. */
  appUrl: string;
  dataDir: string;
  /** A real PostgreSQL; when empty the embedded PGlite in dataDir is used. */
  databaseUrl: string | null;
  /** A read replica of databaseUrl for the customers' catalogue lists; when empty they read databaseUrl. */
  databaseReadUrl: string | null;
  /** Connections each PostgreSQL pool (the primary's, the replica's) may hold; PGlite has one. */
  databasePoolSize: number;
  /**
   * PGlite's shared_buffers (`512MB`, `1GB`); null keeps PGlite's 128MB. A page missing from them is read from the
   * data directory by a synchronous call in the server's only thread, so a large catalogue on PGlite gains from
   * more, and pays for them in resident memory from the start.
   */
  pgliteSharedBuffers: string | null;
  /**
   * Bytes of domain list answers one process keeps (services/list-answer-cache.ts); 0 keeps none, and every list
   * request runs its statements.
   */
  domainListCacheBytes: number;
  /** Directory with the built SPA. */
  distDir: string;
  uploadsDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  termsUrl: string;
  corsOrigins: string[];
  /** Origins the SPA served here may call besides its own: CSP_CONNECT_SRC and the origin of VITE_API_URL. */
  cspConnectSrc: string[];
  rateLimits: RateLimits;
  seedDomains: number;
  /** Most domains one order may reserve, so one account cannot take the catalogue off sale. */
  maxDomainsPerOrder: number;
  /** Most domains (and, below, portals) one account's unpaid orders may hold at once, however many orders it places. */
  maxUnpaidDomainsPerAccount: number;
  maxUnpaidPortalsPerAccount: number;
  /** Days an order may wait for payment before the expiry job cancels it and releases what it reserved. */
  unpaidOrderDays: number;
  oauth: Partial<Record<'google' | 'facebook', OAuthProviderConfig>>;
  /** The aftermarket portal that runs escrow; null keeps escrow requests pending for the team. */
  aftermarket: { baseUrl: string; apiKey: string; timeoutMs: number } | null;
  companyLookupUrl: string | null;
  /** The SEO metrics provider for names outside the catalogue ("Sprawdź szczegóły"); null shows them as unavailable. */
  metricsProvider: { baseUrl: string; apiKey: string } | null;
  seller: SellerDetails;
  logLevel: string;
}

/** The levels the server's logger (pino) knows, quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** A setting the server cannot run with; `npm start` prints the message and stops instead of a stack trace. */
export class SettingRefused extends Error {}

function logLevel(env: NodeJS.ProcessEnv): string {
  const level = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (level === '') return env.NODE_ENV === 'test' ? 'warn' : 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new SettingRefused(`LOG_LEVEL="${env.LOG_LEVEL}" is not a log level; use one of: ${LOG_LEVELS.join(', ')}.`);
  }
  return level;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function oauthProvider(env: NodeJS.ProcessEnv, prefix: string, defaultIssuer: string): OAuthProviderConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    issuer: env[`${prefix}_ISSUER`] || defaultIssuer,
    clientId,
    clientSecret,
    scope: env[`${prefix}_SCOPE`] || 'openid email profile',
  };
}

/** Reads the configuration from the environment; every setting has a default that works on one machine. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = int(env.PORT, 3000);
  const oauth: Config['oauth'] = {};
  const google = oauthProvider(env, 'GOOGLE', 'https://accounts.google.com');
  const facebook = oauthProvider(env, 'FACEBOOK', 'https://www.facebook.com');
  if (google) oauth.google = google;
  if (facebook) oauth.facebook = facebook;
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const loginLimit = int(env.RATE_LIMIT_LOGIN, 10);
  return {
    port,
    // Loopback unless told otherwise: a bare `npm start` is not reachable from the network by accident.
    host: env.HOST || '127.0.0.1',
    production: env.NODE_ENV === 'production',
    trustProxy: (env.TRUST_PROXY || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseReadUrl: env.DATABASE_READ_URL || null,
    databasePoolSize: Math.max(1, Math.floor(int(env.DATABASE_POOL_SIZE, 10))),
    pgliteSharedBuffers: /^[1-9]\d*(kB|MB|GB)$/.test(env.PGLITE_SHARED_BUFFERS ?? '')
      ? env.PGLITE_SHARED_BUFFERS!
      : null,
    domainListCacheBytes: Math.max(0, Math.floor(int(env.DOMAIN_LIST_CACHE_MB, 64) * 1024 * 1024)),
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    // Several API processes share one volume here (README, "Several API processes").
    uploadsDir: env.UPLOADS_DIR ? path.resolve(cwd, env.UPLOADS_DIR) : path.resolve(dataDir, 'uploads'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Domenika <no-reply@example.pl>',
    supportEmail: env.SUPPORT_EMAIL || 'pomoc@example.pl',
    termsUrl: env.TERMS_URL || '/regulamin',
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cspConnectSrc: [
      ...(env.CSP_CONNECT_SRC || '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      ...(env.VITE_API_URL && URL.canParse(env.VITE_API_URL) ? [new URL(env.VITE_API_URL).origin] : []),
    ],
    rateLimits: {
      login: loginLimit,
      loginPerAddress: int(env.RATE_LIMIT_LOGIN_PER_ADDRESS, loginLimit * 2),
      loginPerAccount: int(env.RATE_LIMIT_LOGIN_PER_ACCOUNT, loginLimit * 2),
      register: int(env.RATE_LIMIT_REGISTER, 10),
      forgotPassword: int(env.RATE_LIMIT_FORGOT_PASSWORD, 5),
      verification: int(env.RATE_LIMIT_VERIFICATION, 5),
      orders: int(env.RATE_LIMIT_ORDERS, 10),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    seedDomains: int(env.SEED_DOMAINS, 2000),
    maxDomainsPerOrder: Math.max(1, int(env.MAX_DOMAINS_PER_ORDER, 20)),
    maxUnpaidDomainsPerAccount: Math.max(1, int(env.MAX_UNPAID_DOMAINS_PER_ACCOUNT, 40)),
    maxUnpaidPortalsPerAccount: Math.max(1, int(env.MAX_UNPAID_PORTALS_PER_ACCOUNT, 10)),
    unpaidOrderDays: Math.max(1, int(env.UNPAID_ORDER_DAYS, 6)),
    oauth,
    aftermarket: env.AFTERMARKET_URL
      ? {
          baseUrl: env.AFTERMARKET_URL,
          apiKey: env.AFTERMARKET_KEY || '',
          timeoutMs: int(env.AFTERMARKET_TIMEOUT_MS, 10_000),
        }
      : null,
    companyLookupUrl: env.COMPANY_LOOKUP_URL || null,
    metricsProvider: env.METRICS_PROVIDER_URL
      ? { baseUrl: env.METRICS_PROVIDER_URL, apiKey: env.METRICS_PROVIDER_KEY || '' }
      : null,
    seller: {
      name: env.SELLER_NAME || 'Domenika sp. z o.o.',
      street: env.SELLER_STREET || 'ul. Przykładowa 1',
      postalCode: env.SELLER_POSTAL_CODE || '00-001',
      city: env.SELLER_CITY || 'Warszawa',
      nip: env.SELLER_NIP || '5260250274',
      bankAccount: env.SELLER_BANK_ACCOUNT || 'PL61 1090 1014 0000 0712 1981 2874',
    },
    logLevel: logLevel(env),
  };
}
