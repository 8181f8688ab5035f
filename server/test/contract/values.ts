import type { Schema } from './operations';

/** A marker for a number JSON can carry but JavaScript cannot make: written into the body text as-is. */
export class RawJson {
  constructor(readonly text: string) {}
}

const PATTERN_EXAMPLES: Record<string, string> = {
  '^[0-9]{10}$': '5260250274',
  '^[A-Z]{2}$': 'PL',
  '^https?://': 'https://example.pl/strona',
};

function typeOf(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function first(schema: Schema): Schema {
  return schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
}

/** A plausible valid value for a schema: the baseline each hostile request changes in one place only. */
export function exampleOf(input: Schema, name = ''): unknown {
  const schema = first(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null);
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s) as object));
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, exampleOf(schema.properties?.[key] ?? {}, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) =>
        typeOf(schema.items ?? {}) === 'integer' ? i + 1 : exampleOf(schema.items ?? {}, name),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.pl';
      if (schema.format === 'uri') return 'https://example.pl/strona';
      if (schema.format === 'uuid') return '0b7c5b8e-1d1f-4f57-9a53-6d7e0f3c2a11';
      if (schema.format === 'date-time') return '2026-11-20T10:00:00Z';
      if (schema.format === 'date') return '2026-11-20';
      if (schema.pattern && PATTERN_EXAMPLES[schema.pattern]) return PATTERN_EXAMPLES[schema.pattern];
      if (name === 'postal_code') return '00-001';
      if (name.endsWith('password') || name === 'password_confirmation') return 'Haslo-Testowe-1';
      return 'przyklad.pl';
    default:
      return 'przyklad';
  }
}

/** The hostile values that no field may take: each is tried against every parameter and field. */
export function hostileValues(input: Schema): Array<{ label: string; value: unknown }> {
  const schema = first(input);
  const type = typeOf(schema);
  const values: Array<{ label: string; value: unknown }> = [
    { label: 'null', value: null },
    { label: 'empty', value: '' },
    { label: 'whitespace', value: ' \t ' },
    { label: '1 MB', value: 'x'.repeat(1024 * 1024) },
    { label: 'NUL', value: 'a\u0000b' },
    { label: 'lone surrogate', value: 'a\ud800b' },
    { label: 'SQL', value: "' OR 1=1; DROP TABLE users; --" },
    { label: 'script', value: '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">' },
    { label: 'negative', value: -1 },
    { label: 'zero', value: 0 },
    { label: 'int4 + 1', value: 2147483648 },
    { label: '1e309', value: new RawJson('1e309') },
    { label: 'NaN', value: 'NaN' },
    { label: '20 digits', value: new RawJson('12345678901234567890') },
  ];
  // The wrong type for what the contract says.
  if (type === 'string') values.push({ label: 'number for a string', value: 12345 });
  if (type === 'integer' || type === 'number') values.push({ label: 'text for a number', value: 'dwanaście' });
  if (type === 'array') values.push({ label: 'string for an array', value: '1' });
  if (type === 'object') values.push({ label: 'array for an object', value: [1, 2] });
  if (type === 'boolean') values.push({ label: 'string for a boolean', value: 'true' });
  return values;
}

/** JSON text for a body that may hold RawJson numbers. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `__raw_${raws.length - 1}__`;
    }
    return item;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)]!);
}

/** The value as it travels in a query string or a path segment. */
export function toText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // null, arrays and objects travel as their JSON text.
  return JSON.stringify(value);
}

/** A copy of `target` with one value changed; missing parents (an optional object, an empty array) are created. */
export function setAt(target: unknown, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]!] = value;
  return copy;
}
