import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZGuideList, ZGuideListQuery } from '@portal/contracts/guides/guides.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { contentLang } from '../../platform/content-language';
import * as service from './guides.service';

/** SPEC §2: guidance guides are a student-only page; the home shows at most 4 (`limite=4`). */
export const guidesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Alumno/dameGuiaOrientacion',
    {
      onRequest: [authenticate(['student'])],
      schema: {
        tags: ['guides'],
        summary: "Guidance guides of the brand, in the office's order (403/71 when the brand has none)",
        security: [{ bearer: [] }],
        querystring: ZGuideListQuery,
        response: { 200: ZEnvelope(ZGuideList) },
      },
    },
    async (request) =>
      ok(
        await service.listGuides(
          app.db,
          request.brand,
          request.user.userId,
          contentLang(request),
          request.query.limite,
        ),
      ),
  );
};
