import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { baseMediaType, mediaTypeMatches } from '../platform/openapi-media';

/**
 * Whether one answer is the one the API document describes (ADR 0034): its HTTP status
 * documented for the operation, its media type listed, and a JSON body valid against the
 * documented schema under a strict validator (ajv 8 strict, OpenAPI 3.0 `nullable`).
 */

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, Json>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Json> };
}
type Doc = OpenApiDoc;

const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true });
addFormats(ajv);
ajv.addKeyword('example');
ajv.addKeyword('xml');
ajv.addKeyword('externalDocs');
const compiled = new Map<string, ValidateFunction | Error>();

/** OpenAPI 3.0 schema -> ajv's JSON Schema: references inlined, boolean exclusive bounds, no `x-`. */
function toJsonSchema(node: unknown, doc: Doc, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, doc, seen));
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as Json;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.includes(name)) return {};
    return toJsonSchema(doc.components?.schemas?.[name], doc, [...seen, name]);
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-')) continue;
    if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') continue;
    out[key] = key === 'enum' || key === 'example' || key === 'default' ? value : toJsonSchema(value, doc, seen);
  }
  if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') {
    out.exclusiveMinimum = schema.minimum;
    delete out.minimum;
  }
  if (schema.exclusiveMaximum === true && typeof schema.maximum === 'number') {
    out.exclusiveMaximum = schema.maximum;
    delete out.maximum;
  }
  return out;
}

function validatorFor(schema: Json, doc: Doc): ValidateFunction | Error {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    try {
      validate = ajv.compile(toJsonSchema(schema, doc) as Json);
    } catch (err) {
      validate = err as Error;
    }
    compiled.set(key, validate);
  }
  return validate;
}

/** Fastify's `/a/:id` as the document writes it, `/a/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

function responseFor(op: Operation, status: number, doc: Doc): Json | undefined {
  const responses = op.responses ?? {};
  const entry = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  const ref = entry?.$ref;
  return typeof ref === 'string' ? doc.components?.responses?.[ref.replace('#/components/responses/', '')] : entry;
}

/** What is wrong with one answer, or null when the document describes it. */
export function answerProblem(
  doc: Doc,
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  payload: unknown,
): string | null {
  const op = doc.paths[documentPath(url)]?.[method.toLowerCase()];
  if (!op) return null;
  const response = responseFor(op, status, doc);
  if (!response) return `HTTP ${status} is not documented`;
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  if (!content) return null;
  const media = baseMediaType(contentType);
  const documented = Object.keys(content);
  const match = documented.find((type) => mediaTypeMatches(type, media));
  if (!match) return `HTTP ${status} answered ${media || 'no media type'}, documented ${documented.join(', ')}`;
  const schema = content[match].schema;
  if (!schema || !/json/.test(media)) return null;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return `HTTP ${status} ${media} is not JSON`;
  }
  const validate = validatorFor(schema, doc);
  if (validate instanceof Error) return `HTTP ${status}: the documented schema does not compile: ${validate.message}`;
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  return `HTTP ${status} body: ${errors.join('; ')}`;
}
