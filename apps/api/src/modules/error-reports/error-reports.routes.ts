import { ok, ZEmptyEnvelope } from '@portal/contracts/envelope';
import { ERROR_REPORTS_PER_MINUTE, ZErrorReportBody } from '@portal/contracts/error-reports/error-reports.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliverErrorReport } from './error-reports.service';

/** SPEC §7 error reports (codes 1, 12, 24, 500) from the web, relayed to the team chat service. */
export const errorReportsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Publico/informeError',
    {
      config: { rateLimit: { max: ERROR_REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['error-reports'],
        summary: 'Report an error the web showed (codes 1, 12, 24, 500) to the team chat service',
        body: ZErrorReportBody,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await deliverErrorReport(
        app.config.errorWebhookUrl,
        request.body,
        { origin: request.brand?.key ?? request.hostname, userAgent: request.headers['user-agent'] },
        request.log,
      );
      return ok(null);
    },
  );
};
