import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZOfficeAdhesion,
  ZOfficeAdhesionAcceptBody,
  ZOfficeAdhesionParams,
  ZOfficeAdhesionQuery,
  ZOfficeAdhesionRejectBody,
  ZOfficeProgramme,
  ZOfficeProgrammeBody,
  ZOfficeProgrammeParams,
} from '@portal/contracts/office/programmes.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import {
  closeProgramme,
  createProgramme,
  decideAdhesion,
  editProgramme,
  listAdhesions,
  listProgrammes,
  programmeSheet,
  type ProgrammesRequest,
} from './programmes.service';

/** The office's practice programmes and adhesion requests (issue #15 'Content the office publishes'). */
export const officeProgrammesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): ProgrammesRequest => ({
    user: request.user,
    brand: request.brand,
    lang: request.user.lang,
    ...auditOrigin(request),
  });
  const one = { 200: ZEnvelope(ZOfficeProgramme) };
  const adhesion = { 200: ZEnvelope(ZOfficeAdhesion) };

  app.get(
    '/api/Gestion/programas',
    {
      ...staff,
      schema: {
        ...doc("The brand's practice programmes, open and closed"),
        response: { 200: ZEnvelope(z.array(ZOfficeProgramme)) },
      },
    },
    async (request) => ok(await listProgrammes(app, req(request))),
  );

  app.post(
    '/api/Gestion/programas',
    { ...staff, schema: { ...doc('Creates a practice programme'), body: ZOfficeProgrammeBody, response: one } },
    async (request) => ok(await createProgramme(app, req(request), request.body)),
  );

  app.get(
    '/api/Gestion/programas/:idPrograma',
    { ...staff, schema: { ...doc('One practice programme'), params: ZOfficeProgrammeParams, response: one } },
    async (request) => ok(await programmeSheet(app, req(request), request.params.idPrograma)),
  );

  app.post(
    '/api/Gestion/programas/:idPrograma/editar',
    {
      ...staff,
      schema: {
        ...doc('Changes an open practice programme'),
        params: ZOfficeProgrammeParams,
        body: ZOfficeProgrammeBody,
        response: one,
      },
    },
    async (request) => ok(await editProgramme(app, req(request), request.params.idPrograma, request.body)),
  );

  app.post(
    '/api/Gestion/programas/:idPrograma/cerrar',
    { ...staff, schema: { ...doc('Closes a practice programme'), params: ZOfficeProgrammeParams, response: one } },
    async (request) => ok(await closeProgramme(app, req(request), request.params.idPrograma)),
  );

  app.get(
    '/api/Gestion/adhesiones',
    {
      ...staff,
      schema: {
        ...doc("Adhesion requests of students and companies to the brand's programmes"),
        querystring: ZOfficeAdhesionQuery,
        response: { 200: ZEnvelope(z.array(ZOfficeAdhesion)) },
      },
    },
    async (request) => ok(await listAdhesions(app, req(request), request.query)),
  );

  app.post(
    '/api/Gestion/adhesiones/:idAdhesion/aceptar',
    {
      ...staff,
      schema: {
        ...doc('Accepts a waiting adhesion request'),
        params: ZOfficeAdhesionParams,
        body: ZOfficeAdhesionAcceptBody,
        response: adhesion,
      },
    },
    async (request) =>
      ok(
        await decideAdhesion(
          app,
          req(request),
          request.params.idAdhesion,
          'accept',
          null,
          publicBaseUrl(request.brand, app.config),
        ),
      ),
  );

  app.post(
    '/api/Gestion/adhesiones/:idAdhesion/rechazar',
    {
      ...staff,
      schema: {
        ...doc('Refuses a waiting adhesion request with the reason the student or company receives'),
        params: ZOfficeAdhesionParams,
        body: ZOfficeAdhesionRejectBody,
        response: adhesion,
      },
    },
    async (request) =>
      ok(
        await decideAdhesion(
          app,
          req(request),
          request.params.idAdhesion,
          'reject',
          request.body.motivo,
          publicBaseUrl(request.brand, app.config),
        ),
      ),
  );
};
