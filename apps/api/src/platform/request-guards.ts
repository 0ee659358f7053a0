import type { FastifyInstance } from 'fastify';
import { containsNul } from '@portal/contracts/validation/text';
import { AppError } from './app-error';
import { Status } from '@portal/contracts/status-names';

/**
 * Issue #12 item 2: a NUL character in any text or path made PostgreSQL fail ('invalid byte
 * sequence', 500) while SQLite stored it. Text never carries NUL (SPEC §5 'well-formed'), so one
 * check before validation answers 15 for every route, with or without a schema, on both engines.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError(Status.RequiredDataMissing);
    }
  });
}
