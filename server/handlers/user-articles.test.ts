import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { multipart, type FilePart } from '../test/multipart';
import { DEMO_ACCOUNTS } from '../db/seed';
import type { Schemas, SuccessOf } from '../../src/contract/types';

let server: TestServer;
let customer: string;
let customerId: number;
/** A portal offering every publication type and both link types. */
let portal: { id: number; name: string };
/** A portal without advertising links. */
let noAdvertising: { id: number };
/** A portal taking NoFollow links only. */
let noFollowOnly: { id: number };

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100' } });
  customer = await server.customerToken();
  const { db } = server.ctx;
  customerId = (
    await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.customer.email)
      .executeTakeFirstOrThrow()
  ).id;
  const portals = await db.selectFrom('portals').selectAll().orderBy('id').execute();
  const full = portals.find(
    (p) => p.permanent_publication !== null && p.advertising_link !== null && p.link_types.includes(1),
  )!;
  portal = { id: full.id, name: full.name };
  noAdvertising = portals.find((p) => p.permanent_publication !== null && p.advertising_link === null)!;
  noFollowOnly = portals.find((p) => p.permanent_publication !== null && !p.link_types.includes(1))!;
});
afterAll(() => server.close());

async function submit(fields: Record<string, string | number>, file?: FilePart) {
  return server.request({
    method: 'POST',
    url: '/api/me/user-articles',
    token: customer,
    ...(await multipart(fields, file)),
  });
}

const base = () => ({
  title: 'Jak dbać o ogród jesienią',
  portal_id: portal.id,
  publication_offer_id: 'permanent_publication',
  link_type: 1,
});

describe('submitting an article', () => {
  it('accepts an article written in the form and tells support about it', async () => {
    const response = await submit({
      ...base(),
      content: '<p>Jesień to dobry czas na porządki.</p>',
      target_url: 'https://ogrod.pl',
      anchor_text: 'ogród',
    });
    expect(response.statusCode, response.body).toBe(201);
    const article = response.json<Schemas['UserArticle']>();
    expect(article).toMatchObject({
      title: 'Jak dbać o ogród jesienią',
      status: 'submitted',
      portal,
      order_id: null,
      publication_offer_id: 'permanent_publication',
      link_type: 1,
      target_url: 'https://ogrod.pl',
      anchor_text: 'ogród',
      content: '<p>Jesień to dobry czas na porządki.</p>',
      file_name: null,
      file_size: null,
    });
    expect(article).not.toHaveProperty('file_path');
    const mail = await server.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', server.ctx.config.supportEmail)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Nowy artykuł do publikacji: Jak dbać o ogród jesienią');
    expect(mail.text_body).toContain(DEMO_ACCOUNTS.customer.email);
    expect(mail.text_body).toContain(portal.name);
  });

  it('stores an uploaded text file under a random name in the customer’s folder and keeps a clean original name', async () => {
    const text = 'Treść artykułu w pliku.\nDruga linia.';
    const response = await submit(base(), { name: '..\\..\\zły <plik>|\u0007.txt', content: text, type: 'text/plain' });
    expect(response.statusCode, response.body).toBe(201);
    const article = response.json<Schemas['UserArticle']>();
    expect(article).toMatchObject({ file_name: 'zły plik.txt', file_size: Buffer.byteLength(text), content: null });
    const row = await server.ctx.db
      .selectFrom('user_articles')
      .selectAll()
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(new RegExp(`^articles/user-${customerId}/[0-9a-f-]{36}\\.txt$`));
    const stored = path.resolve(server.ctx.config.uploadsDir, row.file_path!);
    expect(stored.startsWith(path.resolve(server.ctx.config.uploadsDir) + path.sep)).toBe(true);
    expect(await fs.readFile(stored, 'utf8')).toBe(text);
  });

  it('links the article to the customer’s order holding a publication on that portal', async () => {
    const { db } = server.ctx;
    const item = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['orders.id as order_id', 'order_items.item_id'])
      .where('orders.user_id', '=', customerId)
      .where('order_items.kind', '=', 'publication')
      .where('orders.status', '!=', 'cancelled')
      .orderBy('orders.id')
      .executeTakeFirstOrThrow();
    const response = await submit({
      ...base(),
      portal_id: item.item_id,
      order_id: item.order_id,
      link_type: 0,
      content: 'Tekst',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Schemas['UserArticle']>().order_id).toBe(item.order_id);
  });

  it('refuses an order that is somebody else’s or holds no publication on that portal', async () => {
    const { db } = server.ctx;
    const foreign = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '!=', customerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const domainsOnly = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', customerId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_items')
              .select('id')
              .whereRef('order_items.order_id', '=', 'orders.id')
              .where('kind', '=', 'publication'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const theirs = await submit({ ...base(), order_id: foreign.id, content: 'Tekst' });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json<Schemas['ValidationError']>().errors).toEqual({
      order_id: ['Nie znaleziono tego zamówienia na Twoim koncie'],
    });
    const unrelated = await submit({ ...base(), order_id: domainsOnly.id, content: 'Tekst' });
    expect(unrelated.statusCode).toBe(422);
    expect(unrelated.json<Schemas['ValidationError']>().errors).toEqual({
      order_id: ['To zamówienie nie zawiera publikacji na wybranym portalu'],
    });
  });

  it('refuses a file in a format it does not take', async () => {
    const response = await submit(base(), { name: 'artykul.exe', content: 'MZ...', type: 'application/octet-stream' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Dozwolone formaty: DOCX, ODT, PDF, TXT, HTML',
      errors: { file: ['Dozwolone formaty: DOCX, ODT, PDF, TXT, HTML'] },
    });
  });

  it('refuses a file whose content does not match its extension', async () => {
    const response = await submit(base(), { name: 'artykul.pdf', content: 'to nie jest PDF' });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.file).toEqual([
      'Zawartość pliku nie zgadza się z jego rozszerzeniem',
    ]);
  });

  it('asks for content or a file when neither is given, or the content is blank', async () => {
    for (const fields of [base(), { ...base(), content: '   ' }]) {
      const response = await submit(fields);
      expect(response.statusCode).toBe(422);
      expect(response.json<Schemas['ValidationError']>().errors).toEqual({
        content: ['Dodaj treść artykułu albo plik'],
      });
    }
  });

  it('treats an untouched file input (no name, no bytes) as no file', async () => {
    const response = await submit({ ...base(), content: 'Tekst' }, { name: '', content: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Schemas['UserArticle']>().file_name).toBeNull();
  });

  it('refuses a file over 10 MB with 413 and a Polish message, and stores nothing', async () => {
    const before = await server.ctx.db
      .selectFrom('user_articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const response = await submit(base(), { name: 'duzy.txt', content: big, type: 'text/plain' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Przesłane dane są za duże.' });
    const after = await server.ctx.db
      .selectFrom('user_articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a publication type the portal does not offer and a link type it does not take', async () => {
    const offer = await submit({
      ...base(),
      portal_id: noAdvertising.id,
      publication_offer_id: 'advertising_link',
      content: 'Tekst',
    });
    expect(offer.statusCode).toBe(422);
    expect(offer.json<Schemas['ValidationError']>().errors).toEqual({
      publication_offer_id: ['Ten portal nie oferuje wybranego rodzaju publikacji'],
    });
    const link = await submit({ ...base(), portal_id: noFollowOnly.id, link_type: 1, content: 'Tekst' });
    expect(link.statusCode).toBe(422);
    expect(link.json<Schemas['ValidationError']>().errors).toEqual({
      link_type: ['Ten portal nie przyjmuje linków typu Follow'],
    });
  });

  it('refuses a portal that does not exist, and says which fields are missing', async () => {
    const missing = await submit({ ...base(), portal_id: 999999, content: 'Tekst' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<Schemas['ValidationError']>().errors).toEqual({ portal_id: ['Wybrany portal nie istnieje'] });
    const empty = await submit({ content: 'Tekst' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<Schemas['ValidationError']>().errors).sort()).toEqual([
      'link_type',
      'portal_id',
      'publication_offer_id',
      'title',
    ]);
  });

  it('answers 415 to a JSON body', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/me/user-articles',
      token: customer,
      payload: { ...base(), content: 'Tekst' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<Schemas['Message']>().message).toBe(
      'Nieobsługiwany format danych. Wyślij multipart/form-data.',
    );
  });
});

describe('the customer’s publications', () => {
  it('lists only their own, newest first, and filters them by status', async () => {
    const response = await server.request({ method: 'GET', url: '/api/me/user-articles', token: customer });
    expect(response.statusCode).toBe(200);
    const body = response.json<SuccessOf<'listMyArticles'>>();
    expect(body.total).toBeGreaterThanOrEqual(4);
    const created = body.data.map((a) => Date.parse(a.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const published = await server.request({
      method: 'GET',
      url: '/api/me/user-articles?status=published',
      token: customer,
    });
    expect(published.json()).toMatchObject({
      total: 1,
      data: [{ status: 'published', title: 'Jak wybrać domenę pod nowy sklep internetowy' }],
    });
  });

  it('opens their own publication and answers 404 for someone else’s', async () => {
    const { db } = server.ctx;
    const own = await db
      .selectFrom('user_articles')
      .select('id')
      .where('user_id', '=', customerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await server.request({ method: 'GET', url: `/api/me/user-articles/${own.id}`, token: customer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own.id, status: 'published' });
    const otherUser = await db
      .selectFrom('users')
      .select('id')
      .where('id', '!=', customerId)
      .where(sql<boolean>`'user' = ANY(privileges)`)
      .executeTakeFirstOrThrow();
    const foreign = await db
      .insertInto('user_articles')
      .values({
        user_id: otherUser.id,
        portal_id: portal.id,
        title: 'Cudzy',
        status: 'submitted',
        publication_offer_id: 'permanent_publication',
        link_type: 0,
        target_url: null,
        anchor_text: null,
        content: 'x',
        notes: null,
        file_name: null,
        file_size: null,
        file_path: null,
        published_url: null,
        order_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await server.request({ method: 'GET', url: `/api/me/user-articles/${foreign.id}`, token: customer });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Nie znaleziono publikacji.' });
  });
});
