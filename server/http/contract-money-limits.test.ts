import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';
import { contractOperations, type ContractOperation, type Schema } from '../test/contract/operations';
import { exampleOf, setAt, toJsonText, toText } from '../test/contract/values';

/**
 * Money at its limits, generated from openapi.yaml: every money-typed parameter and body field of every operation
 * gets the largest value the contract allows, one grosz more, and the largest value a grosze `integer` column can
 * hold plus one grosz, from a caller holding the operation's role. None may answer 500; a refusal says why in Polish.
 */
const operations = contractOperations();

/** One grosz past what a 32-bit integer column of grosze can hold. */
const COLUMN_LIMIT_PAST = 21474836.48;

/** Money is a number field whose schema asks for whole grosze, or whose name says it is a price, total or amount. */
function isMoney(schema: Schema, path: readonly string[]): boolean {
  const node = schema.oneOf?.find((s) => s.type !== 'null') ?? schema;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (!types.includes('number')) return false;
  const multipleOf = (node as { multipleOf?: number }).multipleOf;
  return multipleOf === 0.01 || path.some((part) => /price|total|amount/.test(part));
}

function maximumOf(schema: Schema): number | undefined {
  return (schema.oneOf?.find((s) => s.type !== 'null') ?? schema).maximum;
}

interface Field {
  path: string[];
  schema: Schema;
  /** The objects on the way to the field, outermost first, to fill in when the example body leaves them out. */
  parents: Array<{ path: string[]; schema: Schema }>;
}

/** Paths to every field of a body schema, through nested objects and array items. */
function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0, parents: Field['parents'] = []): Field[] {
  const node = schema.oneOf?.[0] ?? schema;
  if (depth > 3) return [];
  const fields: Field[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const path = [...prefix, key];
    fields.push({ path, schema: child, parents });
    const inner = child.oneOf?.[0] ?? child;
    const within = [...parents, { path, schema: inner }];
    if (inner.properties) fields.push(...fieldPaths(inner, path, depth + 1, within));
    if (inner.items?.properties) fields.push(...fieldPaths(inner.items, [...path, '0'], depth + 1, within));
  }
  return fields;
}

function valueAt(target: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    target,
  );
}

/**
 * The example body made worth storing: a consumer's consent given, a fresh name (so one accepted case does not
 * make the next a duplicate), and every object on the way to the field filled in from its own example.
 */
function bodyFor(example: unknown, field: Field, name: string): unknown {
  let body = structuredClone(example) as Record<string, unknown>;
  if (typeof body.name === 'string') body.name = name;
  if (body.consents !== null && typeof body.consents === 'object')
    body.consents = { ...body.consents, immediate_service: true };
  for (const parent of field.parents) {
    const present = valueAt(body, parent.path);
    if (Array.isArray(present) && present.length === 0)
      body = setAt(body, parent.path, [exampleOf(parent.schema.items ?? {})]);
    if (present === null || present === undefined) body = setAt(body, parent.path, exampleOf(parent.schema));
  }
  return body;
}

interface MoneyCase {
  label: string;
  /** Past what the contract allows: must be refused. */
  beyond: boolean;
  query: Record<string, string>;
  body: unknown;
}

/** The values every money field is tried with: the limit, one grosz past it, and the column's limit plus one grosz. */
function limitValues(schema: Schema): Array<{ label: string; value: number; beyond: boolean }> {
  const maximum = maximumOf(schema) ?? Infinity;
  const values = [
    { label: `column limit ${COLUMN_LIMIT_PAST}`, value: COLUMN_LIMIT_PAST, beyond: COLUMN_LIMIT_PAST > maximum },
  ];
  if (Number.isFinite(maximum)) {
    values.push({ label: `largest allowed ${maximum}`, value: maximum, beyond: false });
    values.push({ label: `one grosz past ${maximum}`, value: Math.round(maximum * 100 + 1) / 100, beyond: true });
  }
  return values;
}

function casesOf(op: ContractOperation): MoneyCase[] {
  const query = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, toText(exampleOf(p.schema, p.name))]),
  );
  const body = op.body?.mediaType === 'application/json' ? exampleOf(op.body.schema) : null;
  const cases: MoneyCase[] = [];
  for (const param of op.parameters.filter((p) => p.in === 'query' && isMoney(p.schema, [p.name]))) {
    for (const { label, value, beyond } of limitValues(param.schema))
      cases.push({
        label: `query ${param.name} = ${label}`,
        beyond,
        query: { ...query, [param.name]: String(value) },
        body,
      });
  }
  if (op.body?.mediaType === 'application/json') {
    for (const field of fieldPaths(op.body.schema).filter((f) => isMoney(f.schema, f.path))) {
      for (const { label, value, beyond } of limitValues(field.schema)) {
        let changed = setAt(
          bodyFor(body, field, `${op.operationId.toLowerCase()}-${cases.length}.pl`),
          field.path,
          value,
        );
        // A sale price may not exceed the standard price, so the largest sale price goes with the largest price.
        if (field.path.join('.') === 'sale_price') changed = setAt(changed, ['price'], value);
        cases.push({ label: `body ${field.path.join('.')} = ${label}`, beyond, query, body: changed });
      }
    }
  }
  return cases;
}

/** Words and letters no English or technical message has; every refusal the API gives is written in Polish. */
const POLISH = /[ąćęłńóśźż]|\b(nie|pole|jest|kod|podaj|wpisz|popraw|najwyżej|brak)\b/i;
const ENGLISH = /\b(the|must|should|invalid|error|failed|cannot)\b/i;

function expectPolishRefusal(response: LightMyRequestResponse, where: string) {
  const answer = response.json<{ message?: unknown; errors?: Record<string, string[]> }>();
  expect(typeof answer.message, where).toBe('string');
  const messages = [answer.message as string, ...Object.values(answer.errors ?? {}).flat()];
  for (const message of messages) {
    expect(message, where).toMatch(POLISH);
    expect(message, where).not.toMatch(ENGLISH);
  }
}

let server: TestServer;
let tokens: { user: string; admin: string };

beforeAll(async () => {
  server = await startTestServer();
  tokens = await demoTokens(server.ctx.db);
});
afterAll(() => server.close());

function send(op: ContractOperation, c: MoneyCase, token: string | null): Promise<LightMyRequestResponse> {
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(param ? toText(exampleOf(param.schema, name)) : '1');
  });
  const query = new URLSearchParams(c.query).toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const p of op.parameters.filter((p) => p.in === 'header' && p.required))
    headers[p.name] = p.name.toLowerCase() === 'idempotency-key' ? crypto.randomUUID() : toText(exampleOf(p.schema));
  if (token) headers.authorization = `Bearer ${token}`;
  const options: InjectOptions = { method: op.method, url: query ? `${url}?${query}` : url, headers };
  if (c.body !== null && op.method !== 'GET') {
    options.payload = toJsonText(c.body);
    options.headers = { ...headers, 'content-type': 'application/json' };
  }
  return server.app.inject(options);
}

const withMoney = operations.map((op) => ({ op, cases: casesOf(op) })).filter(({ cases }) => cases.length > 0);

describe.each(withMoney.map(({ op, cases }) => [`${op.method} ${op.path} (${op.operationId})`, op, cases] as const))(
  '%s',
  (_name, op, cases) => {
    it('answers money at and past its limits without a 500, refusing in Polish', async () => {
      const token = op.roles === null ? null : op.roles.includes('user') ? tokens.user : tokens.admin;
      for (const c of cases) {
        const response = await send(op, c, token);
        const where = `${op.operationId}: ${c.label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        // 502 is the contract's answer when an outside service (the escrow portal) cannot be reached.
        expect(response.statusCode < 500 || response.statusCode === 502, where).toBe(true);
        if (response.statusCode >= 400) expectPolishRefusal(response, where);
        if (c.beyond) expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        await server.ctx.background.settled();
      }
    });
  },
);

describe('the suite itself', () => {
  it('finds the money of the catalogue filters, the admin forms, the bulk update and checkout', () => {
    const labels = withMoney.flatMap(({ op, cases }) => cases.map((c) => `${op.operationId} ${c.label}`));
    for (const expected of [
      'listPortalPublications query price_min',
      'listPortalPublications query price_max',
      'exportPortalPublications query price_min',
      'adminUpdateDomain body sale_price',
      'adminCreateDomain body price',
      'adminCreateDomain body rent_price',
      'adminCreateDomain body redirect_price.30',
      'adminBulkUpdateDomains body changes.0.price',
      'createOrder body client_total',
    ]) {
      const [operationId, ...rest] = expected.split(' ');
      const found = labels.some((l) => l.startsWith(`${operationId} `) && l.includes(`${rest.join(' ')} = `));
      expect(found, expected).toBe(true);
    }
  });
});
