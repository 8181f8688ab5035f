import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { rawMultipart, type RawPart } from '../test/multipart';
import { databaseChecksum } from '../test/contract/database-checksum';
import type { Schemas } from '../../src/contract/types';

/** NUL and lone surrogates in a multipart form: the fields and the file name are checked once the form is read. */
let server: TestServer;
let customer: string;
let articleId: number;

beforeAll(async () => {
  server = await startTestServer();
  customer = await server.customerToken();
  const awaiting = await server.request({
    method: 'GET',
    url: '/api/me/user-articles?status=awaiting_content',
    token: customer,
  });
  articleId = awaiting.json<{ data: Schemas['UserArticle'][] }>().data[0]!.id;
});
afterAll(() => server.close());

const LINK = { url: 'https://ogrod.pl/jesien', anchor: 'porady ogrodnicze' };
const UNSAFE = ['Pole zawiera niedozwolone znaki'];

function form(changes: Record<string, string>, extra: RawPart[] = [], charset?: 'utf-16le'): RawPart[] {
  const fields: Record<string, string> = {
    article_id: String(articleId),
    title: 'Jak dbać o ogród jesienią',
    links: JSON.stringify([LINK]),
    content: 'Treść artykułu',
    ...changes,
  };
  return [
    ...Object.entries(fields).map(([name, value]) => ({
      name,
      value,
      ...(charset && name in changes ? { charset } : {}),
    })),
    ...extra,
  ];
}

async function send(parts: RawPart[]) {
  return server.request({ method: 'POST', url: '/api/me/user-articles', token: customer, ...rawMultipart(parts) });
}

describe('an article form with characters no text may hold', () => {
  it('answers 422 naming the field for a NUL in the title, the content and the notes, and stores nothing', async () => {
    const before = await databaseChecksum(server.ctx.db);
    for (const field of ['title', 'content', 'notes']) {
      const response = await send(form({ [field]: 'ogród\u0000jesienią' }));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(response.json<Schemas['ValidationError']>().errors, field).toEqual({ [field]: UNSAFE });
    }
    expect(await databaseChecksum(server.ctx.db)).toBe(before);
  });

  it('answers 422 for a lone surrogate in a field sent as UTF-16', async () => {
    const before = await databaseChecksum(server.ctx.db);
    for (const field of ['title', 'notes']) {
      const response = await send(form({ [field]: 'ogród\ud800jesienią' }, [], 'utf-16le'));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(response.json<Schemas['ValidationError']>().errors, field).toEqual({ [field]: UNSAFE });
    }
    expect(await databaseChecksum(server.ctx.db)).toBe(before);
  });

  it('answers 422 naming the link for a NUL or a lone surrogate escaped inside the links JSON', async () => {
    const before = await databaseChecksum(server.ctx.db);
    for (const [links, field] of [
      ['[{"url":"https://ogrod.pl/jesien","anchor":"porady\\u0000ogrodnicze"}]', 'links.0.anchor'],
      ['[{"url":"https://ogrod.pl/je\\ud800sien","anchor":"porady"}]', 'links.0.url'],
    ] as const) {
      const response = await send(form({ links }));
      expect(response.statusCode, `${links}: ${response.body}`).toBe(422);
      expect(response.json<Schemas['ValidationError']>().errors, links).toEqual({ [field]: UNSAFE });
    }
    expect(await databaseChecksum(server.ctx.db)).toBe(before);
  });

  it('answers 422 naming the file for a NUL or a lone surrogate in the file name', async () => {
    const before = await databaseChecksum(server.ctx.db);
    for (const filename of ['artykul\u0000.txt', 'artyku\ud800l.txt']) {
      const file: RawPart = { name: 'file', filename, content: 'Treść artykułu w pliku', type: 'text/plain' };
      const response = await send([...form({}).filter((part) => part.name !== 'content'), file]);
      expect(response.statusCode, `${JSON.stringify(filename)}: ${response.body}`).toBe(422);
      expect(response.json<Schemas['ValidationError']>().errors).toEqual({ file: UNSAFE });
    }
    expect(await databaseChecksum(server.ctx.db)).toBe(before);
  });

  it('still takes the same form with honest text and an honest file name', async () => {
    const file: RawPart = { name: 'file', filename: 'artykuł.txt', content: 'Treść artykułu w pliku' };
    const response = await send([
      ...form({ notes: 'Uwagi' }, [], 'utf-16le').filter((p) => p.name !== 'content'),
      file,
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Schemas['UserArticle']>()).toMatchObject({ notes: 'Uwagi', file_name: 'artykuł.txt' });
  });
});
