import { describe, expect, it } from 'vitest';
import { signedInSession, type TestServer } from '../test/test-server';
import { categoryInUseMessage } from '../services/categories';
import type { Schemas, SuccessOf } from '../../src/contract/types';

let server: TestServer, customer: string, admin: string;
signedInSession({}, (session) => ({ server, customer, admin } = session));

const pluralRules = new Intl.PluralRules('pl');
const plural = (n: number, one: string, few: string, many: string) => {
  const category = pluralRules.select(n);
  return category === 'one' ? one : category === 'few' ? few : many;
};

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  server.request({ method, url, token, ...(payload ? { payload } : {}) });

async function usage(kind: 'industries' | 'tags', id: number) {
  const db = server.ctx.db;
  const domains =
    kind === 'industries'
      ? await db.selectFrom('domain_industries').select('domain_id').where('industry_id', '=', id).execute()
      : await db.selectFrom('domain_tags').select('domain_id').where('tag_id', '=', id).execute();
  const portals =
    kind === 'industries'
      ? await db.selectFrom('portal_industries').select('portal_id').where('industry_id', '=', id).execute()
      : [];
  return { domains: domains.length, portals: portals.length };
}

describe('listing industries and tags', () => {
  it('lists industries by name with how many domains and portals use each', async () => {
    const response = await call('GET', '/api/industries', undefined, customer);
    expect(response.statusCode).toBe(200);
    const data = response.json<SuccessOf<'listIndustries'>>().data;
    expect(data.length).toBe(20);
    const names = data.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
    const moto = data.find((i) => i.name === 'Motoryzacja')!;
    expect(moto.slug).toBe('motoryzacja');
    const counted = await usage('industries', moto.id);
    expect({ domains: moto.domains_count, portals: moto.portals_count }).toEqual(counted);
  });

  it('lists tags with their domain counts and opens one by id', async () => {
    const data = (await call('GET', '/api/tags', undefined, customer)).json<SuccessOf<'listTags'>>().data;
    const tag = data[0]!;
    expect(tag.domains_count).toBe((await usage('tags', tag.id)).domains);
    expect((await call('GET', `/api/tags/${tag.id}`, undefined, customer)).json()).toEqual(tag);
    expect((await call('GET', '/api/tags/999999', undefined, customer)).statusCode).toBe(404);
    expect((await call('GET', '/api/industries/999999', undefined, customer)).json<Schemas['Message']>().message).toBe(
      'Nie znaleziono branży.',
    );
  });
});

describe('creating industries and tags', () => {
  it('creates an industry with a slug from its name', async () => {
    const response = await call('POST', '/api/industries', { name: '  Żegluga   śródlądowa ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Żegluga śródlądowa',
      slug: 'zegluga-srodladowa',
      domains_count: 0,
      portals_count: 0,
    });
    const list = (await call('GET', '/api/industries')).json<SuccessOf<'listIndustries'>>().data;
    expect(list.map((i) => i.name)).toContain('Żegluga śródlądowa');
  });

  it('refuses a name that already exists in any letter case', async () => {
    const industry = await call('POST', '/api/industries', { name: 'MOTORYZACJA' });
    expect(industry.statusCode).toBe(422);
    expect(industry.json()).toEqual({
      message: 'Taka branża już istnieje',
      errors: { name: ['Taka branża już istnieje'] },
    });
    const tag = await call('POST', '/api/tags', { name: 'premium' });
    expect(tag.statusCode).toBe(422);
    expect(tag.json<Schemas['ValidationError']>().errors.name).toEqual(['Taki tag już istnieje']);
  });

  it('takes a name that differs only in Polish letters for the same one', async () => {
    const response = await call('POST', '/api/industries', { name: 'Dom i ogrod' });
    expect(response.json<Schemas['ValidationError']>().errors.name).toEqual(['Taka branża już istnieje']);
  });

  it('refuses an empty name and is for administrators only', async () => {
    expect((await call('POST', '/api/tags', { name: '   ' })).json<Schemas['ValidationError']>().errors.name).toEqual([
      'Pole powinno być uzupełnione',
    ]);
    expect((await call('POST', '/api/tags', { name: '!!!' })).json<Schemas['ValidationError']>().errors.name).toEqual([
      'Nazwa musi zawierać literę lub cyfrę',
    ]);
    expect((await call('POST', '/api/tags', { name: 'Nowy' }, customer)).statusCode).toBe(403);
  });
});

describe('removing industries and tags', () => {
  it('refuses to remove an industry in use, saying where it is used', async () => {
    const industries = (await call('GET', '/api/industries')).json<SuccessOf<'listIndustries'>>().data;
    const moto = industries.find((i) => i.name === 'Motoryzacja')!;
    const counted = await usage('industries', moto.id);
    expect(counted.domains).toBeGreaterThan(4);
    expect(counted.portals).toBeGreaterThan(0);
    const response = await call('DELETE', `/api/industries/${moto.id}`);
    expect(response.statusCode).toBe(409);
    const body = response.json<Schemas['CategoryInUse']>();
    expect(body).toMatchObject({ domains_count: counted.domains, portals_count: counted.portals });
    expect(body.examples.length).toBe(5);
    const verb = plural(counted.domains, 'używa', 'używają', 'używa');
    const domainsText = `${counted.domains} ${plural(counted.domains, 'domena', 'domeny', 'domen')}`;
    const portalsText = `${counted.portals} ${plural(counted.portals, 'portal', 'portale', 'portali')}`;
    expect(body.message).toBe(
      `Nie można usunąć branży „Motoryzacja”: ${verb} jej ${domainsText} i ${portalsText} (np. ${body.examples.join(', ')}, …).`,
    );
    const users = await server.ctx.db
      .selectFrom('domains')
      .innerJoin('domain_industries', 'domain_industries.domain_id', 'domains.id')
      .select('domains.name')
      .where('domain_industries.industry_id', '=', moto.id)
      .execute();
    const portals = await server.ctx.db
      .selectFrom('portals')
      .innerJoin('portal_industries', 'portal_industries.portal_id', 'portals.id')
      .select('portals.url')
      .where('portal_industries.industry_id', '=', moto.id)
      .execute();
    const names = [...users.map((u) => u.name), ...portals.map((p) => p.url.replace('https://', ''))];
    for (const example of body.examples) expect(names).toContain(example);
    expect(body.examples.filter((e) => !users.some((u) => u.name === e)).length).toBe(Math.min(2, counted.portals));
    expect((await call('GET', `/api/industries/${moto.id}`)).statusCode).toBe(200);
  });

  it('refuses to remove a tag in use', async () => {
    const tag = (await call('GET', '/api/tags')).json<SuccessOf<'listTags'>>().data[0]!;
    const response = await call('DELETE', `/api/tags/${tag.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ domains_count: tag.domains_count, portals_count: 0 });
    const verb = plural(tag.domains_count, 'używa', 'używają', 'używa');
    const domainsText = `${tag.domains_count} ${plural(tag.domains_count, 'domena', 'domeny', 'domen')}`;
    const prefix = `Nie można usunąć tagu „${tag.name}”: ${verb} go ${domainsText} (np. `;
    expect(response.json<Schemas['CategoryInUse']>().message.slice(0, prefix.length)).toBe(prefix);
  });

  it('removes an unused industry and tag', async () => {
    for (const kind of ['industries', 'tags'] as const) {
      const created = (await call('POST', `/api/${kind}`, { name: 'Do usunięcia' })).json<Schemas['CategoryRef']>();
      const response = await call('DELETE', `/api/${kind}/${created.id}`);
      expect(response.statusCode).toBe(204);
      expect((await call('GET', `/api/${kind}/${created.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/${kind}/${created.id}`)).statusCode).toBe(404);
    }
  });
});

describe('the in-use message', () => {
  it('uses the Polish plural forms and lets the verb agree with the first number', () => {
    const examples = ['a.pl'];
    expect(categoryInUseMessage('industries', 'Sport', { domains: 1, portals: 0, examples })).toBe(
      'Nie można usunąć branży „Sport”: używa jej 1 domena (np. a.pl).',
    );
    expect(categoryInUseMessage('industries', 'Sport', { domains: 3, portals: 1, examples })).toBe(
      'Nie można usunąć branży „Sport”: używają jej 3 domeny i 1 portal (np. a.pl, …).',
    );
    expect(categoryInUseMessage('industries', 'Sport', { domains: 12, portals: 3, examples })).toBe(
      'Nie można usunąć branży „Sport”: używa jej 12 domen i 3 portale (np. a.pl, …).',
    );
    expect(categoryInUseMessage('industries', 'Sport', { domains: 0, portals: 22, examples: [] })).toBe(
      'Nie można usunąć branży „Sport”: używają jej 22 portale.',
    );
    expect(categoryInUseMessage('tags', 'Premium', { domains: 5, portals: 0, examples })).toBe(
      'Nie można usunąć tagu „Premium”: używa go 5 domen (np. a.pl, …).',
    );
    expect(categoryInUseMessage('industries', 'Sport', { domains: 0, portals: 15, examples })).toBe(
      'Nie można usunąć branży „Sport”: używa jej 15 portali (np. a.pl, …).',
    );
  });
});
