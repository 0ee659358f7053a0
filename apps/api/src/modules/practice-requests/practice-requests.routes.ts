import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZCompanyPracticeRequestBody,
  ZPracticeRequest,
  ZPracticeRequestDecisionBody,
  ZPracticeRequestIdParams,
  ZPracticeRequestList,
  ZStudentPracticeRequestBody,
} from '@portal/contracts/practice-requests/practice-requests.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { auditOrigin } from '../../platform/audit';
import { companyOnly, companyScope, secured } from '../company/company-request';
import * as service from './practice-requests.service';
import { contentLang } from '../../platform/content-language';

function scopeOf(request: FastifyRequest): service.RequestScope {
  const s = companyScope(request);
  return { companyId: s.companyId, userId: s.userId, lang: s.lang, brandKey: s.brand.key, origin: s.origin };
}

/** Practice requests (SPEC §4, §7 solicitudPractica and the company's list and decisions). */
export const practiceRequestsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const P = '/api/Empresa';
  const doc = (summary: string) => ({ tags: ['practice-requests'], summary, security: secured });
  const one = { 200: ZEnvelope(ZPracticeRequest) };

  app.post(
    `${P}/solicitudPractica`,
    {
      ...companyOnly,
      schema: {
        ...doc(
          'New practice request (510), or update of an open one of mine by idSolicitudPractica (532); 102 over 35 h/week',
        ),
        body: ZCompanyPracticeRequestBody,
        response: one,
      },
    },
    async (request) => {
      const { request: saved, updated } = await service.saveCompanyRequest(app.db, scopeOf(request), request.body);
      return ok(saved, updated ? 532 : 510);
    },
  );

  app.post(
    '/api/Alumno/solicitudPractica',
    {
      onRequest: [authenticate(['student'])],
      schema: {
        ...doc('A student asks for an internship at the company with that CIF (510), or updates an open one (532)'),
        body: ZStudentPracticeRequestBody,
        response: one,
      },
    },
    async (request) => {
      const student = {
        userId: request.user.userId,
        brandKey: request.brand.key,
        // The page's language: the programme's name is the office's content (#16 part 8).
        lang: contentLang(request),
        origin: auditOrigin(request),
      };
      const { request: saved, updated } = await service.saveStudentRequest(app.db, student, request.body);
      return ok(saved, updated ? 532 : 510);
    },
  );

  app.get(
    `${P}/dameSolicitudesPracticas`,
    {
      ...companyOnly,
      schema: {
        ...doc("My company's practice requests, newest first"),
        response: { 200: ZEnvelope(ZPracticeRequestList) },
      },
    },
    async (request) => ok(await service.listForCompany(app.db, scopeOf(request))),
  );

  app.get(
    `${P}/dameSolicitudPractica/:id`,
    {
      ...companyOnly,
      schema: {
        ...doc('One practice request of my company (404 for any other)'),
        params: ZPracticeRequestIdParams,
        response: one,
      },
    },
    async (request) => ok(await service.getForCompany(app.db, scopeOf(request), request.params.id)),
  );

  app.post(
    `${P}/aceptarSolicitudPractica`,
    {
      ...companyOnly,
      schema: {
        ...doc('Accepts a pending request of mine (48 when decided); notice 531'),
        body: ZPracticeRequestDecisionBody,
        response: one,
      },
    },
    async (request) =>
      ok(await service.decide(app.db, scopeOf(request), request.body.idSolicitudPractica, 'aceptada'), 531),
  );

  app.post(
    `${P}/rechazarSolicitudPractica`,
    {
      ...companyOnly,
      schema: {
        ...doc('Rejects a pending request of mine (48 when decided); notice 530'),
        body: ZPracticeRequestDecisionBody,
        response: one,
      },
    },
    async (request) =>
      ok(
        await service.decide(
          app.db,
          scopeOf(request),
          request.body.idSolicitudPractica,
          'rechazada',
          request.body.motivo,
        ),
        530,
      ),
  );
};
