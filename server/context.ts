import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { BackgroundTasks } from './services/background-tasks';
import type { ListAnswerCache } from './services/list-answer-cache';
import type { AftermarketAdapter } from './services/aftermarket';
import type { CompanyLookup } from './services/company-lookup';
import type { MetricsProvider } from './services/metrics-provider';
import type { SocialProvider } from './services/social-sign-in';

/** Outside services, each replaceable in tests. Null means "not configured here". */
export interface Adapters {
  aftermarket: AftermarketAdapter | null;
  companyLookup: CompanyLookup | null;
  metricsProvider: MetricsProvider | null;
  social: Partial<Record<'google' | 'facebook', SocialProvider>>;
}

/** Everything a handler may use. Built once per app; handlers hold no other state. */
export interface AppContext {
  db: Db;
  /**
   * Where the customers' catalogue lists (domains, portals, publications) are read: a read replica when
   * DATABASE_READ_URL names one, otherwise `db` itself. A replica may lag the primary by its replication delay, which
   * the SPA's 60-second list cache tolerates already; whatever a customer then acts on (a domain's page, the cart,
   * checkout) and every administrator's list read the primary, so an edit or a sale shows at once there.
   */
  listsDb: Db;
  /** The domain lists' answers, kept per catalogue version (services/list-answer-cache.ts). */
  domainListAnswers: ListAnswerCache;
  config: Config;
  /** Signs verification links and XSRF tokens. */
  secret: string;
  mailer: Mailer;
  /** Work done after answering (mail that must not reveal by its timing whether an account exists). */
  background: BackgroundTasks;
  adapters: Adapters;
  now(): Date;
}
