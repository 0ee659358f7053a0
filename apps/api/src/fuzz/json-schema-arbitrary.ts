import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.0) that the contracts' zod schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
}

/**
 * Values that broke the API on PostgreSQL only (issue #12 item 2) or commonly break parsers:
 * NUL bytes, ids past 32 bits, LIKE wildcards, huge and odd numbers, wrong types.
 */
export const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  1.5,
  1e308,
  '2147483648',
  '-1',
  '%',
  '_',
  '\\',
  '',
  ' ',
  'x'.repeat(5000),
  '1e400',
  '2026-02-30',
  '🙂',
  [],
  {},
  null,
  true,
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

/** Texts shaped like real input: words, digits, e-mails, dates, plus the odd hostile one. */
function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const plain = fc.string({ minLength: min, maxLength: max });
  const shaped: fc.Arbitrary<unknown>[] = [
    plain,
    fc.emailAddress(),
    fc.integer({ min: 1, max: 30 }).map(String),
    fc
      .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ];
  if (schema.pattern) {
    try {
      shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern JavaScript cannot read: the other shapes still apply.
    }
  }
  return fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 5 }, { arbitrary: hostile, weight: 1 });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const exclusive = schema.exclusiveMinimum === true;
  const lo = Math.max(schema.minimum ?? -10, -1_000_000) + (exclusive ? 1 : 0);
  const hi = Math.min(schema.maximum ?? 1_000_000, 1_000_000);
  // Small values first: ids and choices of the demo data are small.
  const small = fc.integer({ min: Math.max(lo, 0), max: Math.max(Math.min(hi, 12), Math.max(lo, 0)) });
  const wide = integer
    ? fc.integer({ min: Math.min(lo, hi), max: hi })
    : fc.double({ min: Math.min(lo, hi), max: hi, noNaN: true });
  return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: wide, weight: 1 }, { arbitrary: hostile, weight: 1 });
}

/** An arbitrary of values shaped by `schema`, with a share of hostile leaves. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.oneof(hostile, fc.jsonValue({ maxDepth: 1 }));
  const inner = baseArbitrary(schema, depth);
  return schema.nullable
    ? fc.oneof({ arbitrary: inner, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : inner;
}

function baseArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => arbitraryFor(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.oneof({ arbitrary: fc.boolean(), weight: 5 }, { arbitrary: hostile, weight: 1 });
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
    default:
      if (!schema.properties)
        return fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 2 }));
      return objectArbitrary(schema, depth);
  }
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) model[key] = arbitraryFor(value, depth + 1);
  const requiredKeys = (schema.required ?? []).filter((key) => key in model);
  return fc.record(model, { requiredKeys });
}

/**
 * Bodies that break the schema on purpose: a schema-shaped body with one field swapped for a
 * hostile value, a body of the wrong type, or any JSON.
 */
export function invalidArbitraryFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const swapped =
    keys.length > 0
      ? fc
          .tuple(arbitraryFor(schema), fc.constantFrom(...keys), hostile)
          .map(([body, key, value]) => ({ ...(body as Record<string, unknown>), [key]: value }))
      : hostile;
  return fc.oneof(
    { arbitrary: swapped, weight: 4 },
    { arbitrary: hostile, weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  );
}
