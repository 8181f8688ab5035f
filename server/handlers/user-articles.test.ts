import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { multipart, type FilePart } from '../test/multipart';
import { PERSON, postCheckout, registerCustomer } from '../test/checkout-fixtures';
import { docxOf, odtOf, zipOf } from '../test/zip';
import { userIdOf } from '../test/accounts';
import { createOwedArticles } from '../services/user-articles';
import { ARTICLE_LIMITS } from '../../src/kernel/article-submission';
import type { Schemas, SuccessOf } from '../../src/contract/types';

type UserArticle = Schemas['UserArticle'];

let server: TestServer;
let customer: string;
let admin: string;
/** A customer of this file alone, with a paid order of publications. */
let author: string;
let authorId: number;
let paidOrder: Schemas['Order'];
let portal: { id: number; name: string };

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const LINK = { url: 'https://ogrod.pl/jesien', anchor: 'porady ogrodnicze' };

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100', RATE_LIMIT_REGISTER: '100' } });
  customer = await server.customerToken();
  admin = await server.adminToken();
  author = await registerCustomer(server, 'autor.publikacji@example.pl');
  authorId = await userIdOf(server.ctx.db, 'autor.publikacji@example.pl');
  const row = await server.ctx.db
    .selectFrom('portals')
    .select(['id', 'name'])
    .where('permanent_publication', 'is not', null)
    .where('permanent_publication_premium', 'is not', null)
    .where((eb) => eb(eb.val(1), '=', eb.fn.any('link_types')))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  portal = row;
  const placed = await postCheckout(server, '/api/orders', author, {
    domains: [],
    portals: [],
    publications: [
      {
        id: portal.id,
        publication_offer_id: 'permanent_publication_premium',
        count: 4,
        link_type: 1,
        domenika_article: false,
      },
      { id: portal.id, publication_offer_id: 'permanent_publication', count: 1, link_type: 0, domenika_article: true },
    ],
    ...PERSON,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  paidOrder = await changeStatus(placed.json<Schemas['Order']>().id, 'paid');
});
afterAll(() => server.close());

async function changeStatus(orderId: number, status: Schemas['OrderStatus']): Promise<Schemas['Order']> {
  const { status: expected_status } = await server.ctx.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const response = await server.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    token: admin,
    payload: { status, expected_status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Schemas['Order']>();
}

async function list(token: string, query = ''): Promise<SuccessOf<'listMyArticles'>> {
  const response = await server.request({ method: 'GET', url: `/api/me/user-articles${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SuccessOf<'listMyArticles'>>();
}

/** The author's publications of the paid order, oldest unit first. */
async function authorsArticles(): Promise<UserArticle[]> {
  const { data } = await list(author, '?per_page=50');
  return data.filter((a) => a.order_id === paidOrder.id).sort((a, b) => a.id - b.id);
}

async function awaiting(offer: Schemas['PublicationOfferId'], index = 0): Promise<UserArticle> {
  const found = (await authorsArticles()).filter(
    (a) => a.publication_offer_id === offer && a.status === 'awaiting_content',
  );
  return found[index]!;
}

/** The demo customer's seeded publication awaiting content (a permanent publication: one link). */
async function demoAwaiting(): Promise<UserArticle> {
  return (await list(customer, '?status=awaiting_content')).data[0]!;
}

async function submit(token: string, fields: Record<string, string | number>, file?: FilePart) {
  return server.request({
    method: 'POST',
    url: '/api/me/user-articles',
    token,
    ...(await multipart(fields, file)),
  });
}

const fieldsFor = (article: UserArticle, links: unknown[] = [LINK]) => ({
  article_id: article.id,
  title: 'Jak dbać o ogród jesienią',
  links: JSON.stringify(links),
});

const errorsOf = (response: { json: <T>() => T }) => response.json<Schemas['ValidationError']>().errors;

describe('a paid order lists its publications', () => {
  it('creates one publication awaiting content per unit bought, linked to its order item, and only once', async () => {
    const articles = await authorsArticles();
    expect(articles).toHaveLength(5);
    const premiumItem = paidOrder.items.find((i) => i.publication_offer_id === 'permanent_publication_premium')!;
    const addOnItem = paidOrder.items.find((i) => i.publication_offer_id === 'permanent_publication')!;
    expect(articles.filter((a) => a.order_item_id === premiumItem.id)).toHaveLength(4);
    expect(articles[0]).toMatchObject({
      status: 'awaiting_content',
      title: null,
      portal,
      order_id: paidOrder.id,
      order_item_id: premiumItem.id,
      publication_offer_id: 'permanent_publication_premium',
      link_type: 1,
      domenika_article: false,
      max_links: 3,
      links: [],
    });
    expect(articles.find((a) => a.order_item_id === addOnItem.id)).toMatchObject({
      publication_offer_id: 'permanent_publication',
      link_type: 0,
      domenika_article: true,
      max_links: 1,
    });

    // The rule applied again (a repeated payment notice) finds every unit listed already.
    expect(await createOwedArticles(server.ctx.db, paidOrder.id, new Date())).toBe(0);
    expect(await authorsArticles()).toHaveLength(5);
  });

  it('lists nothing for an order that is not paid yet', async () => {
    const placed = await postCheckout(server, '/api/orders', author, {
      domains: [],
      portals: [],
      publications: [
        {
          id: portal.id,
          publication_offer_id: 'permanent_publication',
          count: 1,
          link_type: 1,
          domenika_article: false,
        },
      ],
      ...PERSON,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<Schemas['Order']>();
    expect((await list(author, '?per_page=50')).data.filter((a) => a.order_id === id)).toEqual([]);
    // Paid, then cancelled (a refund): what was not published is rejected, saying why.
    await changeStatus(id, 'paid');
    await changeStatus(id, 'cancelled');
    const [rejected] = (await list(author, '?per_page=50')).data.filter((a) => a.order_id === id);
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Zamówienie zostało anulowane.' });
  });

  it('gives the demo customer a paid publication awaiting content and a published one', async () => {
    const { data, total } = await list(customer);
    expect(total).toBe(2);
    const created = data.map((a) => Date.parse(a.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect((await list(customer, '?status=awaiting_content')).data).toMatchObject([
      { status: 'awaiting_content', title: null, domenika_article: false, max_links: 1 },
    ]);
    expect((await list(customer, '?status=published')).data).toMatchObject([
      {
        status: 'published',
        title: 'Jak wybrać domenę pod nowy sklep internetowy',
        links: [{ url: 'https://www.przyklad-sklepu.pl', anchor: 'sklep internetowy' }],
        published_url: expect.stringMatching(/^https:\/\/.+\/jak-wybrac-domene$/) as unknown,
      },
    ]);
  });
});

describe('sending the article', () => {
  it('takes pasted text with as many links as the offer allows, moves it to review and tells support', async () => {
    const article = await awaiting('permanent_publication_premium');
    const links = [
      LINK,
      { url: 'http://sklep.ogrod.pl', anchor: 'sklep' },
      { url: 'https://ogrod.pl', anchor: 'ogród' },
    ];
    // An untouched file input (no name, no bytes) travels too; it is no file.
    const response = await submit(
      author,
      { ...fieldsFor(article, links), content: '<p>Jesień to dobry czas na porządki.</p>', notes: 'Bez zdjęć' },
      { name: '', content: '' },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UserArticle>()).toMatchObject({
      id: article.id,
      status: 'in_review',
      title: 'Jak dbać o ogród jesienią',
      links,
      content: '<p>Jesień to dobry czas na porządki.</p>',
      notes: 'Bez zdjęć',
      file_name: null,
    });
    const shown = await server.request({ method: 'GET', url: `/api/me/user-articles/${article.id}`, token: author });
    expect(shown.json<UserArticle>().status).toBe('in_review');
    const mail = await server.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', server.ctx.config.supportEmail)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Nowy artykuł do publikacji: Jak dbać o ogród jesienią');
    expect(mail.text_body).toContain('autor.publikacji@example.pl');
    expect(mail.text_body).toContain(portal.name);

    // Sent once: the publication no longer awaits content.
    const again = await submit(author, { ...fieldsFor(article), content: 'Druga wersja' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Ta publikacja nie czeka już na treść artykułu.' });
  });

  it('stores a text file under a random name in the customer’s folder and keeps a clean original name', async () => {
    const article = await awaiting('permanent_publication_premium');
    const text = 'Treść artykułu w pliku.\nDruga linia z polskimi znakami: zażółć gęślą jaźń.';
    const response = await submit(author, fieldsFor(article), {
      name: '..\\..\\zły <plik>|\u0007.txt',
      content: text,
      type: 'text/plain',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UserArticle>()).toMatchObject({
      status: 'in_review',
      file_name: 'zły plik.txt',
      file_size: Buffer.byteLength(text),
      content: null,
    });
    const row = await server.ctx.db
      .selectFrom('user_articles')
      .selectAll()
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(new RegExp(`^articles/user-${authorId}/[0-9a-f-]{36}\\.txt$`));
    const stored = path.resolve(server.ctx.config.uploadsDir, row.file_path!);
    expect(stored.startsWith(path.resolve(server.ctx.config.uploadsDir) + path.sep)).toBe(true);
    expect(await fs.readFile(stored, 'utf8')).toBe(text);
  });

  it('takes a real Word and a real OpenDocument file', async () => {
    const word = await submit(author, fieldsFor(await awaiting('permanent_publication_premium')), {
      name: 'artykul.docx',
      content: docxOf('Jesień w ogrodzie'),
    });
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json<UserArticle>().file_name).toBe('artykul.docx');
    const odt = await submit(author, fieldsFor(await awaiting('permanent_publication_premium')), {
      name: 'artykul.odt',
      content: odtOf('Jesień w ogrodzie'),
    });
    expect(odt.statusCode, odt.body).toBe(201);
  });

  it('refuses content for a publication whose article Domenika writes', async () => {
    const written = (await authorsArticles()).find((a) => a.domenika_article)!;
    const response = await submit(author, { ...fieldsFor(written), content: 'Mój tekst' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Ten artykuł przygotowujemy dla Ciebie — nie musisz wysyłać treści.' });
    const shown = await server.request({ method: 'GET', url: `/api/me/user-articles/${written.id}`, token: author });
    expect(shown.json<UserArticle>()).toMatchObject({ status: 'awaiting_content', content: null });
  });

  it('answers 409 to a publication already published', async () => {
    const [published] = (await list(customer, '?status=published')).data;
    const response = await submit(customer, { ...fieldsFor(published!), content: 'Tekst' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Ta publikacja nie czeka już na treść artykułu.' });
  });

  it('answers 404 for another customer’s publication, to reading and to sending', async () => {
    const theirs = (await authorsArticles()).find((a) => a.domenika_article)!;
    const read = await server.request({ method: 'GET', url: `/api/me/user-articles/${theirs.id}`, token: customer });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'Nie znaleziono publikacji.' });
    const sent = await submit(customer, { ...fieldsFor(theirs), content: 'Tekst' });
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toEqual({ message: 'Nie znaleziono publikacji.' });
  });
});

describe('what the article form may hold', () => {
  it('refuses more links than the offer allows, and none at all', async () => {
    const article = await demoAwaiting();
    const two = await submit(customer, { ...fieldsFor(article, [LINK, LINK]), content: 'Tekst' });
    expect(two.statusCode).toBe(422);
    expect(errorsOf(two)).toEqual({ links: ['Ta publikacja mieści najwyżej 1 link'] });
    const none = await submit(customer, { ...fieldsFor(article, []), content: 'Tekst' });
    expect(errorsOf(none)).toEqual({ links: ['Dodaj co najmniej jeden link'] });
  });

  it('names the bad address and the missing anchor text of each link, and refuses a malformed list', async () => {
    const article = await demoAwaiting();
    for (const url of ['ftp://ogrod.pl', 'https://localhost/x', 'http://192.168.0.1', 'https://user:pw@ogrod.pl']) {
      const response = await submit(customer, { ...fieldsFor(article, [{ url, anchor: ' ' }]), content: 'Tekst' });
      expect(response.statusCode, url).toBe(422);
      expect(errorsOf(response), url).toEqual({
        'links.0.url': [
          'Podaj pełny adres strony zaczynający się od http:// lub https://, np. https://twoja-strona.pl',
        ],
        'links.0.anchor': ['Pole powinno być uzupełnione'],
      });
    }
    const long = await submit(customer, {
      ...fieldsFor(article, [{ url: LINK.url, anchor: 'a'.repeat(201) }]),
      content: 'Tekst',
    });
    expect(errorsOf(long)).toEqual({ 'links.0.anchor': ['Wpisz najwyżej 200 znaków'] });
    for (const links of [
      'nie json',
      '{"url":"https://a.pl","anchor":"a"}',
      '[{"url":"https://a.pl"}]',
      '[{"url":1,"anchor":"a"}]',
      '[{"url":"https://a.pl","anchor":"a","x":1}]',
    ]) {
      const response = await submit(customer, { article_id: article.id, title: 'Tytuł', links, content: 'Tekst' });
      expect(errorsOf(response), links).toEqual({ links: ['Nieprawidłowa lista linków'] });
    }
  });

  it('takes exactly one of a file and pasted text', async () => {
    const article = await demoAwaiting();
    const neither = await submit(customer, { ...fieldsFor(article), content: '   ' });
    expect(errorsOf(neither)).toEqual({ content: ['Wklej treść artykułu'] });
    const both = await submit(
      customer,
      { ...fieldsFor(article), content: 'Tekst' },
      { name: 'a.txt', content: 'Plik' },
    );
    expect(errorsOf(both)).toEqual({
      file: ['Wyślij plik albo wklejoną treść, nie jedno i drugie'],
      content: ['Wyślij plik albo wklejoną treść, nie jedno i drugie'],
    });
  });

  it('publishes its limits, which are the ones it enforces', async () => {
    const response = await server.request({ method: 'GET', url: '/api/me/user-articles/limits', token: customer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      max_file_bytes: 10 * 1024 * 1024,
      allowed_extensions: ['.docx', '.odt', '.html', '.txt'],
      max_content_chars: 200_000,
    });
    expect(response.json()).toEqual(ARTICLE_LIMITS);
  });

  it('answers 415 to a JSON body', async () => {
    const article = await demoAwaiting();
    const response = await server.request({
      method: 'POST',
      url: '/api/me/user-articles',
      token: customer,
      payload: { ...fieldsFor(article), content: 'Tekst' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<Schemas['Message']>().message).toBe(
      'Nieobsługiwany format danych. Wyślij multipart/form-data.',
    );
  });
});

describe('the upload limits', () => {
  const folder = () => path.join(server.ctx.config.uploadsDir, 'articles', `user-${customerIdOf()}`);
  let customerId = 0;
  const customerIdOf = () => customerId;

  beforeAll(async () => {
    customerId = await userIdOf(server.ctx.db, 'klient@example.pl');
  });

  /** Every refusal leaves the publication awaiting content and stores no file. */
  async function expectNothingStored(article: UserArticle) {
    const shown = await server.request({ method: 'GET', url: `/api/me/user-articles/${article.id}`, token: customer });
    expect(shown.json<UserArticle>()).toMatchObject({ status: 'awaiting_content', file_name: null });
    expect(await fs.readdir(folder()).catch(() => [])).toEqual([]);
  }

  it('refuses a file over 10 MB with 413 and a message naming the limit', async () => {
    const article = await demoAwaiting();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const response = await submit(customer, fieldsFor(article), { name: 'duzy.txt', content: big, type: 'text/plain' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Plik jest większy niż 10 MB' });
    await expectNothingStored(article);
  });

  it('refuses a PNG renamed .docx, a ZIP that is no Word or OpenDocument file, and binary text', async () => {
    const article = await demoAwaiting();
    const cases: FilePart[] = [
      { name: 'artykul.docx', content: PNG, type: 'image/png' },
      { name: 'artykul.docx', content: zipOf([{ name: 'readme.txt', content: 'nie Word' }]) },
      { name: 'artykul.odt', content: docxOf('Word, nie ODT') },
      { name: 'artykul.odt', content: PNG },
      { name: 'artykul.txt', content: Buffer.from([0x41, 0x00, 0x42]) },
      { name: 'artykul.html', content: Buffer.from([0x3c, 0x70, 0x3e, 0xff, 0xfe]) },
    ];
    for (const file of cases) {
      const response = await submit(customer, fieldsFor(article), file);
      expect(response.statusCode, file.name).toBe(422);
      expect(errorsOf(response), file.name).toEqual({ file: ['Zawartość pliku nie zgadza się z jego rozszerzeniem'] });
    }
    await expectNothingStored(article);
  });

  it('refuses an empty file and a format it does not take (.pdf no longer)', async () => {
    const article = await demoAwaiting();
    const empty = await submit(customer, fieldsFor(article), { name: 'pusty.docx', content: '' });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual({ file: ['Plik jest pusty'] });
    for (const name of ['artykul.pdf', 'artykul.exe', 'artykul']) {
      const response = await submit(customer, fieldsFor(article), { name, content: '%PDF-1.7' });
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({
        message: 'Dozwolone formaty: .docx, .odt, .html, .txt',
        errors: { file: ['Dozwolone formaty: .docx, .odt, .html, .txt'] },
      });
    }
    await expectNothingStored(article);
  });
});
