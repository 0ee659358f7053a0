import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZDashboard } from '@portal/contracts/office/dashboard.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../../platform/auth';
import { dashboard } from './dashboard.service';

/** The console's dashboard counters (issue #14 'Dashboard'). */
export const officeDashboardRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Gestion/resumen',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        tags: ['office'],
        summary: 'What waits for the office: counters with their oldest waiting time and the filter of their list',
        security: [{ bearer: [] }],
        response: { 200: ZEnvelope(ZDashboard) },
      },
    },
    async (request) => ok(await dashboard(app.db, request.user, request.brand)),
  );
};
