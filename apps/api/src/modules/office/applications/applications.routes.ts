import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZOfficeApplicationListQuery, ZOfficeApplicationPage } from '@portal/contracts/office/applications.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../../platform/auth';
import { listApplications } from './applications.service';

/** The office's applications list (issue #17: "applications" among the console's lists). */
export const officeApplicationsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Gestion/candidaturas',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        tags: ['office'],
        summary:
          "The brand's applications: filtered, newest first, paginated (a scoped gestor: their campuses' students)",
        security: [{ bearer: [] }],
        querystring: ZOfficeApplicationListQuery,
        response: { 200: ZEnvelope(ZOfficeApplicationPage) },
      },
    },
    async (request) => ok(await listApplications(app.db, request.user, request.brand.key, request.query)),
  );
};
