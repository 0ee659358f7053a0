import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@portal/contracts/limits';
import { MEDIA_TYPES_KEY, REDIRECT_KEY } from './openapi-media';
import { fixNullability } from './openapi-nullable';

/**
 * The API document (DESIGN convention 2, ADR 0034): served at /api/openapi.json, generated from the
 * routes' zod schemas, and made to say what the API answers: file downloads under their real media
 * types, every operation's error answers in the SPEC §7 envelope, and OpenAPI 3.0.3 nullability.
 * apps/api/src/test/response-check.ts holds every answer of the API tests to this document.
 */

/** The operation's error statuses, set by the route transform and read by the document transform. */
const ERRORS_KEY = 'x-portal-errors';

/** SPEC §7: the body of every error answer; its status is a SPEC §8 catalogue code. */
export const ERROR_ENVELOPE_SCHEMA = {
  type: 'object',
  description:
    'SPEC §7 error envelope: `status` is the SPEC §8 catalogue code; `datos` is null unless the code carries data (15: `campos`)',
  required: ['status', 'datos'],
  additionalProperties: false,
  properties: {
    status: { type: 'integer' },
    datos: { type: 'object', nullable: true, additionalProperties: true },
    mensaje: { type: 'string' },
  },
} as const;

/** DESIGN convention 3: what each HTTP status of an error answer means. */
const ERROR_STATUSES: Readonly<Record<string, string>> = {
  400: 'Refused: invalid input (status 15 or the code a rule names, with datos.campos) or a business rule',
  401: 'No valid session, sign-in flow or access link (status 2)',
  403: 'Not allowed to this user (e.g. 71) or outside their scope',
  404: 'Unknown, or not the caller’s to see (status 1 or the object’s code)',
  409: 'Conflicts with the object’s current state, or repeats a done action',
  410: 'No longer available (expired)',
  413: 'Body too large (SPEC §9: a 2000 KB file)',
  415: 'Unsupported content type (status 15)',
  429: 'Too many requests, or locked after failed attempts',
  500: 'Unexpected error (status 1, no detail)',
};

/**
 * Every operation: input validation, the catalogue's refusals, the rate limit and a crash; and
 * 401 (status 2), which public routes answer too when their sign-in flow, survey access or token
 * link is missing or expired (sso, surveys, company choice), not only the routes behind a session.
 */
const ALWAYS = ['400', '401', '403', '404', '409', '410', '429', '500'];
/** Methods whose request carries a body: it may be too large or of another type. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Json = Record<string, unknown>;

/** The error statuses a route can answer, from how it is declared. */
function errorStatusesOf(route: { method: string | string[] }): string[] {
  const statuses = [...ALWAYS];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((m) => WITH_BODY.has(m.toUpperCase()))) statuses.push('413', '415');
  return statuses.sort();
}

/**
 * A response schema marked by fileResponse() becomes a response with the file's media types; one
 * marked by redirectResponse(), a response without body with its `Location` header.
 */
function fileResponseOf(entry: Json): Json | null {
  if (entry[REDIRECT_KEY] === true) {
    // type 'null' tells @fastify/swagger that the answer has no body.
    return { type: 'null', description: entry.description, headers: { location: { type: 'string' } } };
  }
  const mediaTypes = entry[MEDIA_TYPES_KEY];
  if (!Array.isArray(mediaTypes)) return null;
  const schema = { type: 'string', format: 'binary' };
  return {
    description: typeof entry.description === 'string' ? entry.description : 'The file',
    content: Object.fromEntries(mediaTypes.map((type: string) => [type, { schema }])),
  };
}

/** Per route: the zod schemas to OpenAPI, file responses, and the route's error statuses. */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Json | undefined;
  if (!schema || schema.hide || !('route' in input)) return out;
  const response = { ...((schema.response as Record<string, Json> | undefined) ?? {}) };
  for (const [status, entry] of Object.entries(response)) {
    const file = fileResponseOf(entry);
    if (file) response[status] = file;
  }
  const errors = errorStatusesOf(input.route).filter((status) => !(status in response));
  return { ...out, schema: { ...schema, response, [ERRORS_KEY]: errors } };
};

/** The whole document: the shared error envelope on every operation, then 3.0.3 nullability. */
function transformObject(input: { openapiObject: Json }): Json {
  const doc = input.openapiObject as Json & {
    paths?: Record<string, Record<string, Json & { responses?: Record<string, unknown> }>>;
    components?: Json;
  };
  const responses: Record<string, Json> = {};
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    responses[`Error${status}`] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const errors = operation[ERRORS_KEY];
      delete operation[ERRORS_KEY];
      if (!Array.isArray(errors)) continue;
      const own = operation.responses ?? {};
      for (const status of errors) own[status] = { $ref: `#/components/responses/Error${status}` };
      operation.responses = own;
    }
  }
  const components = (doc.components ?? {}) as Json;
  doc.components = {
    ...components,
    schemas: { ...((components.schemas as Json | undefined) ?? {}), ErrorEnvelope: ERROR_ENVELOPE_SCHEMA },
    responses: { ...((components.responses as Json | undefined) ?? {}), ...responses },
  };
  return fixNullability(structuredClone(doc));
}

/** Registers the document generator and its route, before the area routes are registered. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Placement portal API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    transformObject: transformObject as never,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
