import { ok, ZEmptyEnvelope, ZEnvelope } from '@portal/contracts/envelope';
import { ZFailedJobParams, ZFailedJobsPage, ZFailedJobsQuery } from '@portal/contracts/office/job-queue.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, brandKeyOf } from '../../../platform/auth';
import { listFailedJobs, retryFailedJob, type JobQueueRequest } from './job-queue.service';

/** Failed background jobs of the platform (issue #18 part 2; admins of the main brand). */
export const officeJobQueueRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): JobQueueRequest => ({
    user: request.user,
    brandKey: brandKeyOf(request),
    mainBrandKey: app.brands.fallback.key,
    requestId: request.id,
    ip: request.ip,
  });
  app.get(
    '/api/Gestion/trabajos',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        tags: ['office'],
        summary: "The platform's failed background jobs with their error, paginated (main brand's admins)",
        security: [{ bearer: [] }],
        querystring: ZFailedJobsQuery,
        response: { 200: ZEnvelope(ZFailedJobsPage) },
      },
    },
    async (request) => ok(await listFailedJobs(app.db, context(request), request.query)),
  );
  app.post(
    '/api/Gestion/trabajos/:idTrabajo/reintentar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        tags: ['office'],
        summary: 'Puts a failed job back in the queue with fresh attempts (296 unknown, 297 not failed); audited',
        security: [{ bearer: [] }],
        params: ZFailedJobParams,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await retryFailedJob(app.db, context(request), request.params.idTrabajo);
      return ok(null);
    },
  );
};
