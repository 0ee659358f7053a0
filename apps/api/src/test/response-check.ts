import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, afterEach } from 'vitest';
import { answerProblem, type OpenApiDoc } from './openapi-answer';

/**
 * Every answer an API test gets is held to the API document (ADR 0034): its HTTP status must be
 * documented for the operation, its media type listed, and a JSON body valid against the
 * documented schema under a strict validator (ajv 8, OpenAPI 3.0 `nullable`). A mismatch fails the
 * test that got the answer, naming the route and the validator's error.
 */

const failures: string[] = [];

/** Throws, in the test that got them, the answers that differ from the document. */
function throwFailures(): void {
  if (failures.length === 0) return;
  const list = failures.splice(0, failures.length);
  throw new Error(`Answers that differ from the API document (/api/openapi.json):\n- ${list.join('\n- ')}`);
}
afterEach(throwFailures);
afterAll(throwFailures);

/** Adds the check to a test app (before `ready`): an onSend hook that records every mismatch. */
export function checkResponsesAgainstDocument(app: FastifyInstance): void {
  let doc: OpenApiDoc | null = null;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    if (!url || request.method === 'HEAD' || url === '/api/openapi.json') return payload;
    doc ??= app.swagger() as unknown as OpenApiDoc;
    const problem = answerProblem(
      doc,
      request.method,
      url,
      reply.statusCode,
      reply.getHeader('content-type') as string | undefined,
      payload,
    );
    if (problem) failures.push(`${request.method} ${url} (${request.url}): ${problem}`);
    return payload;
  });
}
