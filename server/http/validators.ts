import { AjvCompiler, type HttpParts, type RouteDefinition, type ValidatorFactory } from '@fastify/ajv-compiler';

// The part as the text Fastify passes (the declared enum has no value at run time), and a body's media type.
type Route = Omit<RouteDefinition, 'httpPart'> & { httpPart: `${HttpParts}`; contentType?: string };
type Compile = (route: Route) => unknown;
// What the pool really is at run time; its declared type mistakes the route definition for a bare schema.
type Pool = (externalSchemas: unknown, options: { customOptions: Record<string, unknown> }) => Compile;

const COMMON = {
  allErrors: true,
  useDefaults: true,
  multipleOfPrecision: 6,
  strict: false,
  // Not strictNumbers: with it Ajv coerces "1e309" to Infinity and then skips minimum and maximum. Instead every
  // number in the contract has a maximum, and refuseUnsafeValues turns away an Infinity from JSON.
  // Unknown fields are refused with 422 naming the field (additionalProperties: false in the contract), never
  // dropped in silence: a caller who misspells a field must learn it.
  removeAdditional: false,
} as const;

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

// Fastify lowercases the names in a headers schema itself, but not when the validator is its caller's own.
function lowerCaseHeaders(schema: unknown): unknown {
  const object = schema as ObjectSchema;
  if (!object || typeof object !== 'object' || !object.properties) return schema;
  return {
    ...object,
    properties: Object.fromEntries(
      Object.entries(object.properties).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...(object.required ? { required: object.required.map((name) => name.toLowerCase()) } : {}),
  };
}

function build(externalSchemas: unknown, options: Record<string, unknown> = {}): Compile {
  const pool = AjvCompiler() as unknown as Pool;
  const strict = pool(externalSchemas, { ...options, customOptions: { ...COMMON, coerceTypes: false } });
  const coercing = pool(externalSchemas, { ...options, customOptions: { ...COMMON, coerceTypes: 'array' } });
  return (route) => {
    if (route.httpPart === 'headers') return coercing({ ...route, schema: lowerCaseHeaders(route.schema) });
    return route.httpPart === 'body' && route.contentType === 'application/json' ? strict(route) : coercing(route);
  };
}

/**
 * Two Ajv instances. A JSON body is taken as typed: "12" is not 12 and a string is not a one-item array, because
 * coercing there changes what the caller meant. The query string, path, headers and multipart fields are text by
 * nature, so they are coerced to the contract's types (and a single value to an array).
 */
export const buildValidator = build as unknown as ValidatorFactory;
