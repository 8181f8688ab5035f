import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SPEC_PATH } from './openapi';
import { startTestServer, type TestServer } from './test/test-server';

/**
 * The role matrix, generated from openapi.yaml rather than listed by hand: every operation is called without a
 * token, with the privilege it does not admit, and with one it admits.
 */
interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ $ref?: string; name?: string; in?: string; schema?: { enum?: unknown[]; type?: string } }>;
  requestBody?: { content: Record<string, unknown> };
  'x-csrf-protected'?: boolean;
}

const spec = parse(fs.readFileSync(SPEC_PATH, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, { name: string; in: string; schema: { enum?: unknown[]; type?: string } }> };
};

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ path, method: method.toUpperCase() as 'GET', op })),
);

function resolveParameter(p: NonNullable<Operation['parameters']>[number]) {
  if (p.$ref) return spec.components.parameters[p.$ref.split('/').pop()!]!;
  return p as { name: string; in: string; schema: { enum?: unknown[]; type?: string } };
}

// Path parameters point at nothing that exists, so no call changes data.
function concretePath(path: string, op: Operation): string {
  const params = (op.parameters ?? []).map(resolveParameter).filter((p) => p.in === 'path');
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = params.find((p) => p.name === name);
    if (param?.schema.enum) return String(param.schema.enum[0]);
    return param?.schema.type === 'integer' ? '999999' : 'nieistniejacy';
  });
}

const rolesOf = (op: Operation): string[] | null => {
  const requirement = op.security?.[0];
  return requirement && 'bearerAuth' in requirement ? requirement.bearerAuth : null;
};

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // A configured provider, so the social sign-in start answers as it does in production.
  const provider = {
    authorizationUrl: () => Promise.resolve('https://accounts.example/authorize'),
    finish: async () => Promise.reject(new Error('not used')),
  };
  server = await startTestServer({
    env: { RATE_LIMIT_LOGIN: '1000' },
    adapters: { social: { google: provider, facebook: provider } },
  });
  tokens.user = await server.customerToken();
  tokens.admin = await server.adminToken();
});
afterAll(() => server.close());

async function call(entry: (typeof operations)[number], token?: string) {
  const csrf = entry.op['x-csrf-protected'] ? await server.csrf() : {};
  return server.request({
    method: entry.method,
    url: concretePath(entry.path, entry.op),
    ...(token ? { token } : {}),
    ...csrf,
    ...(entry.op.requestBody ? { payload: {} } : {}),
  });
}

describe('openapi.yaml', () => {
  it('gives every /api operation the privileges it admits', () => {
    const unguarded = operations.filter((o) => o.path.startsWith('/api/') && !rolesOf(o.op)?.length);
    expect(unguarded.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });
});

describe.each(operations)('$method $path', (entry) => {
  const roles = rolesOf(entry.op);

  if (roles) {
    it('answers 401 without a token', async () => {
      expect((await call(entry)).statusCode).toBe(401);
    });

    it('answers 401 with a token that does not exist', async () => {
      expect((await call(entry, '1|not-a-real-token')).statusCode).toBe(401);
    });

    for (const privilege of ['user', 'admin'].filter((p) => !roles.includes(p))) {
      it(`answers 403 to a holder of ${privilege} only`, async () => {
        expect((await call(entry, tokens[privilege])).statusCode).toBe(403);
      });
    }

    for (const privilege of roles) {
      it(`lets a holder of ${privilege} through`, async () => {
        // Logging out spends the token, so that call gets one of its own.
        const token =
          entry.op.operationId === 'logout'
            ? await server.login(
                privilege === 'admin' ? 'admin@example.pl' : 'klient@example.pl',
                privilege === 'admin' ? 'Admin123!' : 'Klient123!',
              )
            : tokens[privilege];
        const response = await call(entry, token);
        expect([401, 403]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      });
    }
  } else {
    it('is open without a token', async () => {
      const response = await call(entry);
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    });
  }
});
