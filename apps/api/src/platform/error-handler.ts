import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Status } from '@portal/contracts/status-names';
import { AppError } from './app-error';
import { uniqueViolationOf } from './unique-violation';

/**
 * DESIGN convention 3: every failure leaves as the spec's envelope; nothing else builds error
 * answers. Schema failures answer the most specific catalogue code a schema rule names in its
 * message (contracts write `message: '66'` for a malformed DNI, say), else 15 (mandatory data).
 */
export function validationCode(issues: Array<{ message?: string }>): number {
  for (const issue of issues) {
    if (issue.message && /^\d+$/.test(issue.message)) return Number(issue.message);
  }
  return 15;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const body: Record<string, unknown> = { status: err.code, datos: err.datos };
      if (err.mensaje) body.mensaje = err.mensaje;
      return reply.status(err.http).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const code = validationCode(err.validation);
      const campos = err.validation.map((v) => ({ campo: v.instancePath.replace(/^\//, ''), error: v.message }));
      return reply.status(400).send({ status: code, datos: { campos } });
    }
    const statusCode = (err as FastifyError).statusCode ?? 500;
    if (statusCode === 413) return reply.status(413).send({ status: 1, datos: null, mensaje: 'payload too large' });
    if (statusCode === 429) return reply.status(429).send({ status: 1, datos: null, mensaje: 'too many requests' });
    if (statusCode === 415 || statusCode === 400) {
      // Unparseable JSON, wrong content type, invalid characters: the body is unusable.
      return reply.status(statusCode).send({ status: 15, datos: null });
    }
    if (statusCode >= 400 && statusCode < 500) return reply.status(statusCode).send({ status: 1, datos: null });
    const unique = uniqueViolationOf(err);
    if (unique) {
      // Two requests wrote the same unique data at once and no service named this constraint
      // (ADR 0036): the second is told so (409), not that the server failed; the log names the
      // constraint, so that its service can be taught a better answer.
      request.log.warn({ unique }, 'unique violation without a catalogue code');
      const error = new AppError(Status.UniqueDataRace);
      return reply.status(error.http).send({ status: error.code, datos: null });
    }
    const sqlState = (err as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState) && 'severity' in err) {
      // A PostgreSQL data exception (22003: an id past the integer column's range, 22P02, 22001)
      // is input the schema let through and the column cannot hold: the value is unusable (15),
      // as SQLite, which stores it, answers with the object not found or the rule it breaks.
      request.log.warn({ sqlState }, 'input the database cannot hold');
      return reply.status(400).send({ status: 15, datos: null });
    }
    request.log.error({ err }, 'unhandled error');
    // Never leak the stack or the message of an unexpected error.
    return reply.status(500).send({ status: 1, datos: null });
  });
}

/**
 * Errors the router raises before any route runs (a malformed escape in the path, a path
 * parameter longer than the router takes): a malformed request, answered in the envelope with 15
 * (issue #12 item 2: the fuzz run found them answering Fastify's own JSON).
 */
export function frameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.status(statusCode).send({ status: 15, datos: null });
}
