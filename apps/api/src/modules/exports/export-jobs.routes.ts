import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZExportJob, ZExportJobParams } from '@portal/contracts/exports/export-jobs.schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../platform/audit';
import { authenticate } from '../../platform/auth';
import { contentDisposition, EXPORT_MIME } from './export-writer';
import { EXPORT_FILE } from '../../platform/openapi-media';
import * as service from './export-jobs.service';

/**
 * The exports built in the background (issue #17 'Exports', ADR 0020): their state and progress,
 * and the file once ready, for their owner only (305 for anyone else, other brand included).
 */
export const exportJobsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['exports'], summary, security: [{ bearer: [] }] });

  app.get(
    '/api/Exportaciones/:id',
    {
      onRequest: [authenticate()],
      schema: {
        ...doc('One of my background exports: state, rows done of the total, file name (305 when not mine)'),
        params: ZExportJobParams,
        response: { 200: ZEnvelope(ZExportJob) },
      },
    },
    async (request) => ok(await service.exportJob(app.db, request.user, request.brand.key, request.params.id)),
  );

  app.get(
    '/api/Exportaciones/:id/descargar',
    {
      onRequest: [authenticate()],
      schema: {
        ...doc('The file of one of my background exports once ready (307 not ready, 306 expired)'),
        params: ZExportJobParams,
        response: { 200: EXPORT_FILE },
      },
    },
    async (request, reply) => {
      const file = await service.exportJobFile(
        app.db,
        app.storage,
        request.user,
        request.brand.key,
        request.params.id,
        auditOrigin(request),
      );
      return sendFile(reply, file);
    },
  );
};

/** The built file under its name, as the direct export sends it. */
function sendFile(reply: FastifyReply, file: { bytes: Buffer; fileName: string; format: 'csv' | 'xlsx' }) {
  return reply
    .type(EXPORT_MIME[file.format])
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
