import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { contractOperations, type Schema } from '../test/contract/operations';
import { databaseChecksum } from '../test/contract/database-checksum';
import { inspectValues, MAX_DATA_DEPTH, MAX_REPORTED_FIELDS } from './unsafe-values';
import type { Schemas } from '../../src/contract/types';

/** Bodies built to exhaust the server's walks over request data: nested, or merely huge. */
const TOO_DEEP = 'Przesłane dane są zagnieżdżone zbyt głęboko.';
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

let server: TestServer;
let customer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_LOGIN: '3', RATE_LIMIT_LOGIN_PER_ADDRESS: '100', RATE_LIMIT_FORGOT_PASSWORD: '100' },
  });
  customer = await server.customerToken();
  admin = await server.adminToken();
});
afterAll(() => server.close());

async function postJson(url: string, payload: string, options: { token?: string; remoteAddress?: string } = {}) {
  const csrf = url.startsWith('/api') ? { cookies: {}, headers: {} } : await server.csrf();
  return server.request({
    method: url === '/api/me' ? 'PUT' : 'POST',
    url,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'content-type': 'application/json' },
    payload,
    ...(options.token ? { token: options.token } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

describe('a body nested deeper than any contract allows', () => {
  it('is a 400 in Polish on the sign-in, password and profile operations, and changes nothing', async () => {
    const before = await databaseChecksum(server.ctx.db);
    const attempts: Array<[string, string, string | undefined]> = [
      ['/login', arrays(1765), undefined],
      ['/forgot-password', arrays(10_000), undefined],
      ['/reset-password', objects(10_000), undefined],
      ['/api/me', `{"name":${arrays(5000)}}`, customer],
      ['/api/admin/domains/bulk-update', `{"changes":[${objects(3000)}]}`, admin],
    ];
    for (const [url, payload, token] of attempts) {
      const response = await postJson(url, payload, { token, remoteAddress: '192.0.2.10' });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json<Schemas['Message']>(), url).toEqual({ message: TOO_DEEP });
    }
    expect(await databaseChecksum(server.ctx.db)).toBe(before);
  });

  it('of a megabyte is a 400 too', async () => {
    const payload = arrays(500_000);
    expect(payload.length).toBeGreaterThan(999_999);
    const response = await postJson('/login', payload, { remoteAddress: '192.0.2.11' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Schemas['Message']>()).toEqual({ message: TOO_DEEP });
  });

  it('counts against the sign-in limit like a wrong password: the fourth attempt from one address is a 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await postJson('/login', arrays(2000), { remoteAddress: '198.51.100.40' })).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
  });

  it('still takes bodies as deep as the contract goes', async () => {
    const response = await postJson(
      '/api/admin/domains/bulk-update',
      JSON.stringify({ changes: [{ id: 2147483647, price: 10 }] }),
      { token: admin },
    );
    expect([404, 422]).toContain(response.statusCode);
  });
});

describe('a megabyte of flat values', () => {
  it('is refused with a short answer naming a bounded number of fields', async () => {
    const before = await databaseChecksum(server.ctx.db);
    const changes = `[${Array.from({ length: 200_000 }, () => '"x"').join(',')}]`;
    const wrongTypes = await postJson('/api/admin/domains/bulk-update', `{"changes":${changes}}`, { token: admin });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(wrongTypes.json<Schemas['ValidationError']>().errors).length).toBeLessThanOrEqual(
      MAX_REPORTED_FIELDS,
    );
    expect(wrongTypes.body.length).toBeLessThan(20_000);
    const nuls = `[${Array.from({ length: 100_000 }, () => '"\\u0000"').join(',')}]`;
    const unsafe = await postJson('/api/admin/domains/bulk-update', `{"changes":${nuls}}`, { token: admin });
    expect(unsafe.statusCode).toBe(422);
    expect(Object.keys(unsafe.json<Schemas['ValidationError']>().errors)).toHaveLength(MAX_REPORTED_FIELDS);
    expect(await databaseChecksum(server.ctx.db)).toBe(before);
  });
});

/** How many arrays and objects a schema lets nest inside one another. */
function schemaDepth(schema: Schema, seen = 0): number {
  if (seen > 64) return Infinity;
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  const children = [...Object.values(schema.properties ?? {}), ...(schema.items ? [schema.items] : [])];
  const container = children.length > 0 || schema.type === 'object' || schema.type === 'array' ? 1 : 0;
  return Math.max(
    container + Math.max(0, ...children.map((child) => schemaDepth(child, seen + 1))),
    ...branches.map((branch) => schemaDepth(branch, seen + 1)),
  );
}

describe('the depth limit', () => {
  it('lies above every request body the contract describes', () => {
    const depths = contractOperations()
      .filter((op) => op.body)
      .map((op) => [op.operationId, schemaDepth(op.body!.schema)] as const);
    expect(depths.length).toBeGreaterThan(20);
    for (const [operationId, depth] of depths) expect(depth, operationId).toBeLessThan(MAX_DATA_DEPTH);
  });

  it('is found without recursion however deep the value goes', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 200_000; i += 1) value = [value];
    expect(inspectValues(value).tooDeep).toBe(true);
    expect(inspectValues(JSON.parse(objects(MAX_DATA_DEPTH))).tooDeep).toBe(false);
    expect(inspectValues(JSON.parse(objects(MAX_DATA_DEPTH + 1))).tooDeep).toBe(true);
  });
});
