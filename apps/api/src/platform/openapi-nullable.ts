/**
 * OpenAPI 3.0.3 nullability, fixed once over the whole document (ADR 0034). The zod converter
 * writes `nullable: true` beside `anyOf`, `oneOf`, `allOf` or `$ref` without a `type`, and keeps
 * an `enum` without `null`; the 3.0.3 text says `nullable` only adds null to the `type` of the
 * same schema and an `enum` restricts the value, so a strict validator refuses a real `null`
 * (e.g. `planEstado: null`). The rewrite keeps what every schema accepts.
 */

type Schema = Record<string, unknown>;

/** The only OpenAPI 3.0 schema that accepts null and nothing else (as @fastify/swagger writes it). */
export const NULL_SCHEMA: Readonly<Schema> = { type: 'object', nullable: true, enum: [null] };

const COMBINERS = ['anyOf', 'oneOf'] as const;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullSchema = (s: Schema) =>
  s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;

/** One schema node, its children already fixed. Returns the node to put in its place. */
function fixNode(node: Schema): Schema {
  if (node.nullable !== true) return node;
  if (node.type !== undefined) {
    if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
    return node;
  }
  for (const key of COMBINERS) {
    const members = node[key];
    if (Array.isArray(members)) {
      delete node.nullable;
      // A null member is enough: the other members (typed, not nullable) never accept null.
      if (!members.some((m) => isObject(m) && isNullSchema(m))) node[key] = [...members, { ...NULL_SCHEMA }];
      return node;
    }
  }
  if (node.$ref !== undefined || node.allOf !== undefined) {
    // Siblings of $ref are ignored in 3.0, so the reference moves into a choice with null.
    const { nullable: _nullable, description, ...rest } = node;
    return { ...(description === undefined ? {} : { description }), anyOf: [rest, { ...NULL_SCHEMA }] };
  }
  // `{ nullable: true }` alone: any value, null included, which `{}` already says.
  delete node.nullable;
  return node;
}

/** Walks the document (paths and components) and fixes every schema node in place. */
export function fixNullability<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fixNullability(value[i]);
    return value;
  }
  if (!isObject(value)) return value;
  const node: Schema = value;
  for (const key of Object.keys(node)) node[key] = fixNullability(node[key]);
  return fixNode(node) as T;
}
