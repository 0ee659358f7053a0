import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZAuditPage, ZAuditQuery } from '@portal/contracts/office/audit.schemas';
import { ZAuditVerification } from '@portal/contracts/office/audit-verification.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, brandKeyOf } from '../../../platform/auth';
import { searchAudit } from './audit.service';
import { verifyAuditForOffice } from './audit-verify.service';

/** The office's audit log (issue #14 'Timeline and audit log'). */
export const officeAuditRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Gestion/auditoria',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        tags: ['office'],
        summary: "The brand's audit log, newest first, searchable and paginated (admins)",
        security: [{ bearer: [] }],
        querystring: ZAuditQuery,
        response: { 200: ZEnvelope(ZAuditPage) },
      },
    },
    async (request) => ok(await searchAudit(app.db, request.user, brandKeyOf(request), request.query)),
  );
  // The hash chain checked (ADR 0037): the console's indicator.
  app.get(
    '/api/Gestion/auditoria/verificacion',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        tags: ['office'],
        summary: "The brand's audit log checked against its hash chain: intact, or its first broken row (admins)",
        security: [{ bearer: [] }],
        response: { 200: ZEnvelope(ZAuditVerification) },
      },
    },
    async (request) => ok(await verifyAuditForOffice(app.db, request.user, brandKeyOf(request))),
  );
};
