import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';
import { multipart, rawMultipart, type RawPart } from '../test/multipart';
import { contractOperations, type ContractOperation, type Schema } from '../test/contract/operations';
import { exampleOf, hostileValues, setAt, toJsonText, toText } from '../test/contract/values';
import { databaseChecksum } from '../test/contract/database-checksum';
import { MAX_DATA_DEPTH } from './unsafe-values';
import { VALIDATION_MESSAGES } from '../../src/kernel/validation-messages';
import type { Schemas } from '../../src/contract/types';

/**
 * The hostile-input suite, generated from openapi.yaml: every operation, and every parameter and body field
 * of it, gets values no honest client sends, as a caller holding the right role. The values per field are sampled
 * with a fixed seed (HOSTILE_SEED changes it) so the whole suite stays well under two minutes.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
const VALUES_PER_FIELD = 4;
const operations = contractOperations();

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(SEED);

function sample<T>(items: T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

/** Dotted paths to every field of a body schema, nested objects and array items included (a few levels deep). */
function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0): Array<{ path: string[]; schema: Schema }> {
  const node = schema.oneOf?.[0] ?? schema;
  if (depth > 3) return [];
  const fields: Array<{ path: string[]; schema: Schema }> = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const path = [...prefix, key];
    fields.push({ path, schema: child });
    const inner = child.oneOf?.[0] ?? child;
    if (inner.properties) fields.push(...fieldPaths(inner, path, depth + 1));
    if (inner.items?.properties) fields.push(...fieldPaths(inner.items, [...path, '0'], depth + 1));
  }
  return fields;
}

/** One request of the suite: what it changed and how it is sent. */
interface Case {
  label: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: { text: string; type: string } | { multipart: Record<string, string> } | { parts: RawPart[] } | null;
  /** The one status the case must get, where the contract fixes it. */
  expected?: number;
  /** The field a 422 must name as holding characters no text may hold. */
  unsafeField?: string;
}

const STACK = /\bat \S+ \(?[^)\s]+:\d+:\d+\)?|\bError: /;
const SQL =
  /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b|syntax error at or near|\brelation "|violates .* constraint/i;
const PATHS = /(\/work\/|\/tmp\/|\/home\/|\/root\/|node_modules|[A-Za-z]:\\\\)/;

let server: TestServer;
let csrf: { cookies: Record<string, string>; headers: Record<string, string> };

beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_REGISTER: '100000',
      RATE_LIMIT_FORGOT_PASSWORD: '100000',
      RATE_LIMIT_VERIFICATION: '100000',
      RATE_LIMIT_ORDERS: '100000',
    },
  });
  csrf = await server.csrf();
});
afterAll(() => server.close());

// Issued afresh for every operation: a logout or a password change among the cases revokes them.
const freshTokens = () => demoTokens(server.ctx.db);

function baseline(op: ContractOperation): Case {
  const params = (where: string) =>
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === where && p.required)
        .map((p) => [p.name, toText(exampleOf(p.schema, p.name))]),
    );
  const headers: Record<string, string> = { ...params('header') };
  if (op.csrf) Object.assign(headers, csrf.headers);
  for (const name of Object.keys(headers))
    if (name.toLowerCase() === 'x-xsrf-token' && op.csrf) headers[name] = csrf.headers['x-xsrf-token']!;
  let body: Case['body'] = null;
  if (op.body?.mediaType === 'application/json')
    body = { text: toJsonText(exampleOf(op.body.schema)), type: 'application/json' };
  if (op.body?.mediaType === 'multipart/form-data') {
    const fields = exampleOf(op.body.schema) as Record<string, unknown>;
    body = { multipart: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toText(v)])) };
  }
  return { label: 'baseline', pathParams: params('path'), query: params('query'), headers, body };
}

/** A control character or a lone surrogate, which no HTTP header can carry. */
const unfitForHeader = (text: string) =>
  /[\ud800-\udfff]/.test(text) || [...text].some((char) => char.charCodeAt(0) < 0x20);

/** The cases of one operation: the whole-body ones, then sampled values for every parameter and field. */
function casesOf(op: ContractOperation): Case[] {
  const base = baseline(op);
  const cases: Case[] = [
    { ...base, label: 'malformed JSON', body: { text: '{"a": [1, 2', type: 'application/json' } },
    { ...base, label: 'wrong content type', body: { text: 'a=1&b=2', type: 'text/plain' } },
  ];
  for (const param of op.parameters) {
    for (const { label, value } of sample(hostileValues(param.schema), VALUES_PER_FIELD)) {
      const text = toText(value);
      // A header cannot carry control characters or a megabyte; HTTP itself refuses those before any code of ours.
      if (param.in === 'header' && (unfitForHeader(text) || text.length > 8000)) continue;
      const where = param.in === 'path' ? 'pathParams' : param.in === 'query' ? 'query' : 'headers';
      cases.push({
        ...base,
        label: `${param.in} ${param.name} = ${label}`,
        [where]: { ...base[where], [param.name]: text },
      });
    }
  }
  cases.push(...nestedCases(op, base));
  if (op.body && base.body && 'multipart' in base.body) cases.push(...unsafeFormCases(op, base, base.body.multipart));
  if (op.body && base.body) {
    const example = exampleOf(op.body.schema) as Record<string, unknown>;
    for (const field of fieldPaths(op.body.schema)) {
      for (const { label, value } of sample(hostileValues(field.schema), VALUES_PER_FIELD)) {
        const changed = setAt(example, field.path, value);
        const body: Case['body'] =
          'multipart' in base.body
            ? { multipart: Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, toText(v)])) }
            : { text: toJsonText(changed), type: 'application/json' };
        cases.push({ ...base, label: `body ${field.path.join('.')} = ${label}`, body });
      }
    }
    const unknown = { ...example, zz_unknown_field: 1 };
    cases.push({
      ...base,
      label: 'unknown field',
      body:
        'multipart' in base.body
          ? { multipart: { ...base.body.multipart, zz_unknown_field: '1' } }
          : { text: toJsonText(unknown), type: 'application/json' },
    });
  }
  return cases;
}

/** Nested far past MAX_DATA_DEPTH: the walks over request data once recursed once per level and blew the stack. */
const NESTING = MAX_DATA_DEPTH * 300;

/** A deeply nested JSON body for every operation, and one nested inside a field of every JSON body. */
function nestedCases(op: ContractOperation, base: Case): Case[] {
  const json = op.body?.mediaType === 'application/json';
  const arrays = '['.repeat(NESTING) + ']'.repeat(NESTING);
  const cases: Case[] = [
    {
      ...base,
      label: 'deeply nested arrays',
      body: { text: arrays, type: 'application/json' },
      ...(json ? { expected: 400 } : {}),
    },
  ];
  if (json) {
    const field = Object.keys(op.body!.schema.properties ?? {})[0] ?? 'a';
    const objects = '{"a":'.repeat(NESTING) + '1' + '}'.repeat(NESTING);
    const text = `{${JSON.stringify(field)}:${objects}}`;
    cases.push({
      ...base,
      label: `deeply nested objects in ${field}`,
      body: { text, type: 'application/json' },
      expected: 400,
    });
  }
  return cases;
}

const UNSAFE_TEXTS = [
  { label: 'NUL', text: 'a\u0000b', charset: 'utf-8' },
  // Only a UTF-16 part can carry a lone surrogate; UTF-8 has no bytes for one.
  { label: 'lone surrogate', text: 'a\ud800b', charset: 'utf-16le' },
] as const;

/** A NUL and a lone surrogate in every field of a form and in the name of its file: each a 422 naming it. */
function unsafeFormCases(op: ContractOperation, base: Case, fields: Record<string, string>): Case[] {
  const properties = op.body!.schema.properties ?? {};
  const files = Object.keys(properties).filter((name) => properties[name]!.contentMediaType !== undefined);
  const textParts = (changed: string, value: string, charset: 'utf-8' | 'utf-16le'): RawPart[] =>
    Object.entries({ ...fields, [changed]: value }).map(([name, text]) => ({
      name,
      value: text,
      ...(name === changed ? { charset } : {}),
    }));
  const cases: Case[] = [];
  for (const { label, text, charset } of UNSAFE_TEXTS) {
    for (const name of Object.keys(properties).filter((field) => !files.includes(field)))
      cases.push({
        ...base,
        label: `form ${name} = ${label}`,
        body: { parts: textParts(name, text, charset) },
        expected: 422,
        unsafeField: name,
      });
    for (const name of files) {
      const file: RawPart = { name, filename: `artyku${text}.txt`, content: 'Treść artykułu', type: 'text/plain' };
      const parts = Object.entries(fields).map(([field, value]) => ({ name: field, value }));
      cases.push({
        ...base,
        label: `file name of ${name} = ${label}`,
        body: { parts: [...parts, file] },
        expected: 422,
        unsafeField: name,
      });
    }
  }
  return cases;
}

/** Percent-encodes a URL part; a lone surrogate travels as the invalid UTF-8 an attacker would send (%ED%A0%80). */
function encodePart(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

async function send(op: ContractOperation, c: Case, token: string | null): Promise<LightMyRequestResponse> {
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodePart(c.pathParams[name] ?? '1'));
  const query = Object.entries(c.query)
    .map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`)
    .join('&');
  const options: InjectOptions = {
    method: op.method,
    url: query ? `${url}?${query}` : url,
    headers: { accept: 'application/json', ...c.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cookies: op.csrf ? csrf.cookies : {},
  };
  if (c.body && 'parts' in c.body) {
    const form = rawMultipart(c.body.parts);
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  } else if (c.body && 'multipart' in c.body) {
    const form = await multipart(c.body.multipart);
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  } else if (c.body) {
    options.payload = c.body.text;
    options.headers = { ...options.headers, 'content-type': c.body.type };
  }
  return server.app.inject(options);
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let requestsSent = 0;

describe.each(operations.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))(
  '%s',
  (_name, op) => {
    it('never answers 500, leaks nothing, and a refused request changes nothing', async () => {
      const fresh = await freshTokens();
      const token = op.roles === null ? null : op.roles.includes('user') ? fresh.user : fresh.admin;
      let before = MUTATING.has(op.method) ? await databaseChecksum(server.ctx.db) : '';
      for (const c of casesOf(op)) {
        const response = await send(op, c, token);
        requestsSent += 1;
        const where = `${op.operationId}: ${c.label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).not.toBe(500);
        if (c.expected) expect(response.statusCode, where).toBe(c.expected);
        if (c.unsafeField)
          expect(response.json<Schemas['ValidationError']>().errors[c.unsafeField], where).toEqual([
            VALIDATION_MESSAGES.unsafeCharacters,
          ]);
        // 502 and 503 are the contract's answers for an outside service that is down or not configured (the escrow
        // portal, the company register, a social sign-in provider); nothing else may be a server error.
        expect([502, 503].includes(response.statusCode) || response.statusCode < 500, where).toBe(true);
        const type = String(response.headers['content-type'] ?? '');
        if (type.startsWith('application/json') || type.startsWith('text/')) {
          expect(response.body, where).not.toMatch(STACK);
          expect(response.body, where).not.toMatch(SQL);
          expect(response.body, where).not.toMatch(PATHS);
        }
        // An accepted script-shaped string comes back as data, never inside a page of ours.
        if (response.statusCode < 300 && c.label.endsWith('= script') && type.startsWith('text/html')) {
          expect(response.body, where).not.toContain('<script>window.__pwned');
        }
        await server.ctx.background.settled();
        if (!MUTATING.has(op.method)) continue;
        const after = await databaseChecksum(server.ctx.db);
        if (response.statusCode >= 400) expect(after, `${where}: the database changed`).toBe(before);
        before = after;
      }
    });
  },
);

describe('the suite itself', () => {
  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  afterAll(() => {
    console.info(`hostile-input suite: ${operations.length} operations, ${requestsSent} requests, seed ${SEED}`);
  });
});
