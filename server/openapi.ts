import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SPEC_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi.yaml');

/** What the server reads from each operation of openapi.yaml, besides what fastify-openapi-glue handles. */
export interface OperationMeta {
  operationId: string;
  method: string;
  path: string;
  /** Privileges admitted (the bearerAuth scopes); null for a public operation. */
  roles: readonly string[] | null;
  /** Needs the X-XSRF-TOKEN header to match the XSRF-TOKEN cookie. */
  csrf: boolean;
  rateLimit: RateLimitedOperation | null;
  /** The media types its request body may have; empty when it declares no body. */
  bodyMediaTypes: readonly string[];
  /** Whether a body must be sent. */
  bodyRequired: boolean;
}

/** The operations with a rate limit of their own (x-rate-limit). */
export type RateLimitedOperation = 'login' | 'register' | 'forgotPassword' | 'verification' | 'orders';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface SpecOperation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  'x-csrf-protected'?: boolean;
  'x-rate-limit'?: string;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

/** Reads every operation's roles, CSRF and rate-limit markers from the spec, keyed by operationId. */
export function loadOperations(specPath = SPEC_PATH): Map<string, OperationMeta> {
  const spec = parse(fs.readFileSync(specPath, 'utf8')) as {
    paths: Record<string, Record<string, SpecOperation>>;
  };
  const operations = new Map<string, OperationMeta>();
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const requirement = op.security?.[0];
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: route,
        roles: requirement && 'bearerAuth' in requirement ? (requirement.bearerAuth ?? []) : null,
        csrf: op['x-csrf-protected'] === true,
        rateLimit: (op['x-rate-limit'] as OperationMeta['rateLimit']) ?? null,
        bodyMediaTypes: Object.keys(op.requestBody?.content ?? {}),
        bodyRequired: op.requestBody?.required === true,
      });
    }
  }
  return operations;
}
