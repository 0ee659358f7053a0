import { ZCommunicationList } from '@portal/contracts/communications/communications.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { contentLang } from '../../platform/content-language';
import * as service from './communications.service';

/** SPEC §7 GET /api/{type}/dameComunicaciones: each role on its own path; the other role gets 403/71. */
const PATHS = [
  { prefix: '/api/Alumno', role: 'student' },
  { prefix: '/api/Empresa', role: 'company' },
] as const;

export const communicationsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const { prefix, role } of PATHS) {
    app.get(
      `${prefix}/dameComunicaciones`,
      {
        onRequest: [authenticate([role])],
        schema: {
          tags: ['communications'],
          summary: 'Communications in force for my role and brand, newest first (SPEC §2 home)',
          security: [{ bearer: [] }],
          response: { 200: ZEnvelope(ZCommunicationList) },
        },
      },
      // The page's language, like the rest of the office's content (issue #12 item 22).
      async (request) =>
        ok(await service.listForRole(app.db, role, request.user.userId, request.brand, contentLang(request))),
    );
  }
};
