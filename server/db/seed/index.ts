import { sql } from 'kysely';
import type { Db } from '../database';
import type { BuyerRecord } from '../tables';
import { hashPassword } from '../../shared/passwords';
import { withVat } from '../../../src/kernel/vat';
import type { PublicationItem } from '../../../src/kernel/user-article';
import { owedArticleRows } from '../owed-article-rows';
import { nextInvoiceNumber, nextOrderNumber } from '../numbering';
import { seedDomainRows } from './insert-domains';
import { generatePortals } from './portals';
import { Random } from './random';
import { slugify } from '../../shared/slug';
import { FIRST_NAMES, INDUSTRIES, LAST_NAMES, TAGS, surnameFor } from './vocabulary';

export const DEMO_ACCOUNTS = {
  customer: { email: 'klient@example.pl', password: 'Klient123!', name: 'Jan Klient' },
  admin: { email: 'admin@example.pl', password: 'Admin123!', name: 'Anna Administrator' },
} as const;

export interface SeedOptions {
  domains: number;
  portals?: number;
  now?: Date;
  /** Progress for long seeds (a million domains). */
  onProgress?: (inserted: number, total: number) => void;
}

const SEEDED_KEY = 'seeded';

/**
 * True when the database was seeded before (with demo or reference data) and must be kept as it is. Databases from
 * before the marker existed count as seeded when they hold industries, which both seeds write; not users, because
 * `npm run create-admin` may make the first account before the first start.
 */
export async function isSeeded(db: Db): Promise<boolean> {
  const marker = await db.selectFrom('app_settings').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (marker) return true;
  const row = await db
    .selectFrom('industries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

async function markSeeded(db: Db, kind: 'demo' | 'reference') {
  await db
    .insertInto('app_settings')
    .values({ key: SEEDED_KEY, value: kind })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

async function seedCategories(db: Db) {
  const industries = await db
    .insertInto('industries')
    .values(INDUSTRIES.map((i) => ({ name: i.name, slug: slugify(i.name) })))
    .returning(['id', 'name'])
    .execute();
  const tags = await db
    .insertInto('tags')
    .values(TAGS.map((t) => ({ name: t, slug: slugify(t) })))
    .returning(['id', 'name'])
    .execute();
  // Returned rows follow the insert order, so vocabulary index i is row i.
  return { industryIds: industries.map((r) => r.id), tagIds: tags.map((r) => r.id) };
}

async function seedPortals(db: Db, count: number, now: Date, industryIds: number[]) {
  const portals = generatePortals(count, 4_242, now);
  const ids = await db
    .insertInto('portals')
    .values(portals.map((p) => p.row))
    .returning('id')
    .execute();
  const rows = portals.flatMap((p, i) =>
    p.industries.map((n) => ({ portal_id: ids[i]!.id, industry_id: industryIds[n]! })),
  );
  await db.insertInto('portal_industries').values(rows).execute();
}

async function seedUsers(db: Db, now: Date) {
  const random = new Random(77);
  const customer = await db
    .insertInto('users')
    .values({
      name: DEMO_ACCOUNTS.customer.name,
      email: DEMO_ACCOUNTS.customer.email,
      password_hash: await hashPassword(DEMO_ACCOUNTS.customer.password),
      privileges: ['user'],
      email_verified_at: now,
      aftermarket_id: 'jan_klient',
      phone: '+48 600 100 200',
      street: 'ul. Marszałkowska 10/4',
      postal_code: '00-590',
      city: 'Warszawa',
      country: 'PL',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const admin = await db
    .insertInto('users')
    .values({
      name: DEMO_ACCOUNTS.admin.name,
      email: DEMO_ACCOUNTS.admin.email,
      password_hash: await hashPassword(DEMO_ACCOUNTS.admin.password),
      privileges: ['admin'],
      email_verified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The mark a production start looks for: the same address and password registered by anyone else is not the seed.
  await db
    .insertInto('demo_seed_accounts')
    .values([{ user_id: customer.id }, { user_id: admin.id }])
    .execute();
  // Other customers only fill the admin lists; they cannot sign in (no password).
  const others = Array.from({ length: 24 }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = surnameFor(first, random.pick(LAST_NAMES));
    const company = random.chance(0.4);
    return {
      name: `${first} ${last}`,
      email: `${slugify(first)}.${slugify(last)}${i}@example.pl`,
      password_hash: null,
      privileges: ['user'],
      email_verified_at: random.chance(0.8) ? now : null,
      is_company: company,
      company_name: company ? `${last} ${random.pick(['Media', 'Consulting', 'Studio', 'Sp. z o.o.'])}` : null,
      created_at: new Date(now.getTime() - random.int(1, 600) * 86_400_000),
    };
  });
  const otherRows = await db.insertInto('users').values(others).returning(['id', 'name', 'email']).execute();
  return { customer, others: otherRows };
}

interface SeedOrderItem {
  kind: 'domain' | 'webPortal' | 'publication';
  item_id: number;
  name: string;
  unit_price: number;
  count?: number;
  redirect_period?: number;
  publication_offer_id?: string;
  link_type?: number;
  domenika_article?: boolean;
}

/**
 * A paid order's publications, awaiting their articles: rows written by the rule the server applies when an order
 * is paid (src/kernel/user-article.ts), since the seed uses no services.
 */
async function insertOwedArticles(
  db: Db,
  order: { id: number; user_id: number; paid_at: Date | null },
  items: PublicationItem[],
) {
  const rows = owedArticleRows(order, items, order.paid_at ?? undefined);
  if (rows.length === 0) return;
  await db.insertInto('user_articles').values(rows).execute();
}

async function insertOrder(
  db: Db,
  input: { userId: number; kind: string; status: string; buyer: BuyerRecord; items: SeedOrderItem[]; at: Date },
) {
  const net = input.items.reduce((sum, item) => sum + item.unit_price * (item.count ?? 1), 0);
  const totals = withVat(net);
  const order = await db
    .insertInto('orders')
    .values({
      number: await nextOrderNumber(db, input.at),
      user_id: input.userId,
      kind: input.kind,
      status: input.status,
      discount_code: null,
      discount_total: 0,
      net_total: totals.net,
      vat_total: totals.vat,
      gross_total: totals.gross,
      buyer: JSON.stringify(input.buyer),
      idempotency_key: null,
      paid_at: ['paid', 'in_progress', 'completed'].includes(input.status) ? input.at : null,
      created_at: input.at,
      updated_at: input.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const orderItems = await db
    .insertInto('order_items')
    .values(
      input.items.map((item) => ({
        order_id: order.id,
        kind: item.kind,
        item_id: item.item_id,
        name: item.name,
        unit_price: item.unit_price,
        count: item.count ?? 1,
        net_total: item.unit_price * (item.count ?? 1),
        redirect_period: item.redirect_period ?? null,
        publication_offer_id: item.publication_offer_id ?? null,
        link_type: item.link_type ?? null,
        domenika_article: item.domenika_article ?? null,
      })),
    )
    .returningAll()
    .execute();
  if (order.paid_at) await insertOwedArticles(db, order, orderItems);
  const path = ['new', 'awaiting_payment', 'paid', 'in_progress', 'completed'];
  const steps =
    input.status === 'cancelled'
      ? ['new', 'awaiting_payment', 'cancelled']
      : path.slice(0, path.indexOf(input.status) + 1);
  await db
    .insertInto('order_status_history')
    .values(
      steps.map((status, i) => ({
        order_id: order.id,
        status,
        note: null,
        changed_by: null,
        changed_at: new Date(input.at.getTime() + i * 3_600_000),
      })),
    )
    .execute();
  if (order.paid_at) {
    await db
      .insertInto('invoices')
      .values({
        order_id: order.id,
        invoice_number: await nextInvoiceNumber(db, input.at),
        issued_at: input.at,
        net_total: totals.net,
        vat_total: totals.vat,
        gross_total: totals.gross,
      })
      .execute();
  }
  return order;
}

async function seedOrders(
  db: Db,
  now: Date,
  customer: { id: number; name: string; email: string },
  others: { id: number; name: string; email: string }[],
) {
  const day = 86_400_000;
  const available = await db
    .selectFrom('domains')
    .select(['id', 'name', 'price', 'redirect_price_90'])
    .where('status', '=', 'available')
    .where('redirect_price_90', 'is not', null)
    .orderBy('id')
    .limit(40)
    .execute();
  const portals = await db
    .selectFrom('portals')
    .select(['id', 'name', 'url', 'permanent_publication'])
    .where('permanent_publication', 'is not', null)
    .orderBy('id')
    .limit(10)
    .execute();
  const buyerOf = (user: { name: string; email: string }): BuyerRecord => ({
    type: 'person',
    name: user.name,
    email: user.email,
    phone: null,
    company_name: null,
    nip: null,
    street: 'ul. Marszałkowska 10/4',
    postal_code: '00-590',
    city: 'Warszawa',
    country: 'PL',
  });
  const domainItem = (d: (typeof available)[number]): SeedOrderItem => ({
    kind: 'domain',
    item_id: d.id,
    name: d.name,
    unit_price: d.price,
  });
  const publicationItem = (p: (typeof portals)[number], article: boolean): SeedOrderItem => ({
    kind: 'publication',
    item_id: p.id,
    name: p.name,
    unit_price: p.permanent_publication! + (article ? 2500 : 0),
    publication_offer_id: 'permanent_publication',
    link_type: 1,
    domenika_article: article,
  });
  // The customer's 90-day redirect rentals.
  const redirectItem = (d: (typeof available)[number]): SeedOrderItem => ({
    kind: 'domain',
    item_id: d.id,
    name: d.name,
    unit_price: d.redirect_price_90!,
    redirect_period: 90,
  });
  const insertActiveRedirect = (
    d: (typeof available)[number],
    order: { id: number },
    targetUrl: string,
    { startedDaysAgo, endsInDays }: { startedDaysAgo: number; endsInDays: number },
  ) =>
    db
      .insertInto('redirects')
      .values({
        user_id: customer.id,
        domain_id: d.id,
        order_id: order.id,
        target_url: targetUrl,
        redirect_period: 90,
        status: 'active',
        starts_at: new Date(now.getTime() - startedDaysAgo * day),
        ends_at: new Date(now.getTime() + endsInDays * day),
      })
      .execute();
  const reserve = (ids: number[], status: 'reserved' | 'sold' | 'rented') =>
    db.updateTable('domains').set({ status }).where('id', 'in', ids).execute();

  // The demo customer's own history: one order in each interesting state.
  const d = available;
  const buyer = buyerOf(customer);
  await insertOrder(db, {
    userId: customer.id,
    kind: 'purchase',
    status: 'awaiting_payment',
    buyer,
    items: [domainItem(d[0]!), publicationItem(portals[0]!, true)],
    at: new Date(now.getTime() - 2 * day),
  });
  await reserve([d[0]!.id], 'reserved');
  await insertOrder(db, {
    userId: customer.id,
    kind: 'purchase',
    status: 'paid',
    buyer,
    // The publication is paid and waits for the customer's article (Moje publikacje).
    items: [domainItem(d[1]!), domainItem(d[2]!), publicationItem(portals[2]!, false)],
    at: new Date(now.getTime() - 9 * day),
  });
  await reserve([d[1]!.id, d[2]!.id], 'sold');
  const redirectOrder = await insertOrder(db, {
    userId: customer.id,
    kind: 'redirect_rental',
    status: 'in_progress',
    buyer,
    items: [redirectItem(d[3]!)],
    at: new Date(now.getTime() - 20 * day),
  });
  await reserve([d[3]!.id], 'rented');
  const publicationOrder = await insertOrder(db, {
    userId: customer.id,
    kind: 'purchase',
    status: 'completed',
    buyer,
    items: [publicationItem(portals[1]!, false)],
    at: new Date(now.getTime() - 45 * day),
  });
  await insertOrder(db, {
    userId: customer.id,
    kind: 'purchase',
    status: 'cancelled',
    buyer,
    items: [domainItem(d[4]!)],
    at: new Date(now.getTime() - 60 * day),
  });

  await insertActiveRedirect(d[3]!, redirectOrder, 'https://www.przyklad-sklepu.pl', {
    startedDaysAgo: 19,
    endsInDays: 71,
  });
  // A second rental in its last days, so "expiring within 7 days" can be seen on /redirects.
  const lastDomain = d[d.length - 1]!;
  const endingOrder = await insertOrder(db, {
    userId: customer.id,
    kind: 'redirect_rental',
    status: 'in_progress',
    buyer,
    items: [redirectItem(lastDomain)],
    at: new Date(now.getTime() - 88 * day),
  });
  await reserve([lastDomain.id], 'rented');
  await insertActiveRedirect(lastDomain, endingOrder, 'https://blog.przyklad-sklepu.pl/promocje', {
    startedDaysAgo: 87,
    endsInDays: 3,
  });
  // The completed order's publication got its article and is live.
  await db
    .updateTable('user_articles')
    .set({
      title: 'Jak wybrać domenę pod nowy sklep internetowy',
      status: 'published',
      links: JSON.stringify([{ url: 'https://www.przyklad-sklepu.pl', anchor: 'sklep internetowy' }]),
      content: '<p>Wybór domeny to pierwsza decyzja przy zakładaniu sklepu…</p>',
      published_url: `${portals[1]!.url.replace(/\/+$/, '')}/jak-wybrac-domene`,
    })
    .where('order_id', '=', publicationOrder.id)
    .execute();

  // Orders of other customers, for the administrators' lists.
  const random = new Random(99);
  const statuses = ['new', 'awaiting_payment', 'paid', 'in_progress', 'completed', 'cancelled'];
  const ordered = new Set<number>();
  for (let i = 0; i < 30; i += 1) {
    const user = random.pick(others);
    // d[0]–d[4] and the last one are the demo customer's.
    const domain = d[5 + (i % (d.length - 6))]!;
    const status = random.pick(statuses);
    // A small catalogue repeats domains; one domain is never in two orders.
    const withDomain = random.chance(0.6) && !ordered.has(domain.id);
    const items = withDomain ? [domainItem(domain)] : [publicationItem(random.pick(portals), random.chance(0.3))];
    const age = random.int(1, 120);
    // An unpaid order older than the payment deadline (6 days by default) would be cancelled as soon as the server starts.
    const days = status === 'new' || status === 'awaiting_payment' ? 1 + (age % 5) : age;
    await insertOrder(db, {
      userId: user.id,
      kind: 'purchase',
      status,
      buyer: buyerOf(user),
      items,
      at: new Date(now.getTime() - days * day),
    });
    // The domain is off sale as placing the order left it: reserved while the order is open, sold once completed.
    if (withDomain && status !== 'cancelled') {
      ordered.add(domain.id);
      await reserve([domain.id], status === 'completed' ? 'sold' : 'reserved');
    }
  }
}

async function seedDiscountCodes(db: Db, now: Date) {
  const year = 365 * 86_400_000;
  await db
    .insertInto('discount_codes')
    .values([
      { code: 'RABAT10', product_type: 'all', type: '1', discount: 10, valid_until: new Date(now.getTime() + year) },
      {
        code: 'DOMENY50',
        product_type: 'domain',
        type: '0',
        discount: 5000,
        valid_until: new Date(now.getTime() + year),
      },
      {
        code: 'PORTALE15',
        product_type: 'portal',
        type: '1',
        discount: 15,
        valid_until: new Date(now.getTime() + year),
      },
      {
        code: 'PUBLIKACJE20',
        product_type: 'publication',
        type: '0',
        discount: 2000,
        valid_until: new Date(now.getTime() + year),
      },
      {
        code: 'LATO2025',
        product_type: 'all',
        type: '1',
        discount: 20,
        valid_until: new Date(now.getTime() - 30 * 86_400_000),
      },
    ])
    .execute();
}

/**
 * What production starts with: the industries and tags only. No accounts (so no known password), no catalogue, no
 * orders; the first administrator is created with `npm run create-admin`.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedCategories(db);
  await markSeeded(db, 'reference');
}

/** Fills an empty database with the demo catalogue, accounts and orders. Deterministic for a given `now`. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const { industryIds, tagIds } = await seedCategories(db);
  await seedDomainRows(db, options, now, industryIds, tagIds);
  await seedPortals(db, options.portals ?? 120, now, industryIds);
  const { customer, others } = await seedUsers(db, now);
  await seedOrders(db, now, customer, others);
  await seedDiscountCodes(db, now);
  await markSeeded(db, 'demo');
  // PGlite runs no autovacuum: without this pass the visibility map stays empty and index-only scans (the capped
  // counts, the covering indexes) read the table after all.
  await sql`VACUUM ANALYZE`.execute(db);
}
