import {
  ZEducationMenuVisible,
  ZEducationRequest,
  ZEducationRequestAcceptBody,
  ZEducationRequestEditBody,
  ZEducationRequestIdParams,
  ZEducationRequestList,
  ZEducationRequestRejectBody,
  ZEducationRequestsAvailable,
} from '@portal/contracts/education-requests/education-requests.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyOnly, companyScope, secured } from '../company/company-request';
import * as service from './education-requests.service';

function scopeOf(request: FastifyRequest): service.EducationScope {
  const s = companyScope(request);
  return { companyId: s.companyId, brand: s.brand, userId: s.userId, origin: s.origin };
}

/**
 * Education-internship requests of my company (SPEC §2, §4, §7). The detail, edit, accept and
 * reject paths are not named by the spec; numeroSolicitudPracticasEducacionDisponibles keeps the
 * spec's /api/Alumno prefix although the company pages call it.
 */
export const educationRequestsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const P = '/api/Empresa';
  const doc = (summary: string) => ({ tags: ['education-requests'], summary, security: secured });
  const one = { 200: ZEnvelope(ZEducationRequest) };

  app.get(
    `${P}/tieneMenuSolicitudesPracticasEducacion`,
    {
      ...companyOnly,
      schema: {
        ...doc('Does my company see the education-internship requests menu?'),
        response: { 200: ZEnvelope(ZEducationMenuVisible) },
      },
    },
    async (request) => ok(await service.hasMenu(app.db, scopeOf(request))),
  );

  app.get(
    `${P}/dameSolicitudesPracticasEducacion`,
    {
      ...companyOnly,
      schema: {
        ...doc('My education-internship requests (48 without the menu)'),
        response: { 200: ZEnvelope(ZEducationRequestList) },
      },
    },
    async (request) => ok(await service.listRequests(app.db, scopeOf(request))),
  );

  app.get(
    `${P}/dameSolicitudPracticasEducacion/:id`,
    {
      ...companyOnly,
      schema: {
        ...doc('One education-internship request of mine (404 for any other)'),
        params: ZEducationRequestIdParams,
        response: one,
      },
    },
    async (request) => ok(await service.getRequest(app.db, scopeOf(request), request.params.id)),
  );

  app.post(
    `${P}/editaSolicitudPracticasEducacion`,
    {
      ...companyOnly,
      schema: {
        ...doc('Edits a pending request of mine (places, dates, description); notice 532'),
        body: ZEducationRequestEditBody,
        response: one,
      },
    },
    async (request) => ok(await service.editRequest(app.db, scopeOf(request), request.body), 532),
  );

  app.post(
    `${P}/aceptarSolicitudPracticasEducacion`,
    {
      ...companyOnly,
      schema: {
        ...doc('Accepts a pending request of mine (81 at the course limit); notice 531'),
        body: ZEducationRequestAcceptBody,
        response: one,
      },
    },
    async (request) => ok(await service.acceptRequest(app.db, scopeOf(request), request.body.idSolicitud), 531),
  );

  app.post(
    `${P}/rechazarSolicitudPracticasEducacion`,
    {
      ...companyOnly,
      schema: {
        ...doc('Rejects a pending request of mine with a reason; notice 530'),
        body: ZEducationRequestRejectBody,
        response: one,
      },
    },
    async (request) =>
      ok(await service.rejectRequest(app.db, scopeOf(request), request.body.idSolicitud, request.body.motivo), 530),
  );

  app.get(
    '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles',
    {
      ...companyOnly,
      schema: {
        ...doc('Education requests my company may still accept this course (81 at the limit)'),
        response: { 200: ZEnvelope(ZEducationRequestsAvailable) },
      },
    },
    async (request) => ok(await service.available(app.db, scopeOf(request))),
  );
};
