import fs from 'node:fs';
import { parse } from 'yaml';
import { SPEC_PATH } from '../../openapi';

/** A JSON Schema as openapi.yaml writes it, with local $refs resolved. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  /** Set on a multipart file field: the media type of its bytes. */
  contentMediaType?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

/** One operation of the contract, as the hostile-input suite drives it. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  roles: string[] | null;
  csrf: boolean;
  parameters: Parameter[];
  body: { mediaType: 'application/json' | 'multipart/form-data'; schema: Schema } | null;
}

type Spec = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
};

function resolver(spec: Spec) {
  const lookup = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
  const resolve = <T>(node: T, depth = 0): T => {
    if (depth > 20 || node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item: unknown) => resolve(item, depth + 1)) as T;
    const object = node as Record<string, unknown>;
    if (typeof object.$ref === 'string') return resolve(lookup(object.$ref) as T, depth + 1);
    return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, resolve(value, depth + 1)])) as T;
  };
  return resolve;
}

/** Every operation in openapi.yaml, read from the file itself so the suite follows the contract as it changes. */
export function contractOperations(specPath = SPEC_PATH): ContractOperation[] {
  const spec = parse(fs.readFileSync(specPath, 'utf8')) as Spec;
  const resolve = resolver(spec);
  const operations: ContractOperation[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const raw = item[method];
      if (!raw) continue;
      const op = resolve(raw) as {
        operationId: string;
        security?: Array<Record<string, string[]>>;
        'x-csrf-protected'?: boolean;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      };
      const requirement = op.security?.[0];
      const content = op.requestBody?.content ?? {};
      const mediaType = (['application/json', 'multipart/form-data'] as const).find((type) => type in content);
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: route,
        roles: requirement && 'bearerAuth' in requirement ? requirement.bearerAuth : null,
        csrf: op['x-csrf-protected'] === true,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, required: p.required === true })),
        body: mediaType ? { mediaType, schema: content[mediaType]!.schema } : null,
      });
    }
  }
  return operations;
}
