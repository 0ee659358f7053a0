import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZCompanyAdhesionBody,
  ZProgrammeDetail,
  ZProgrammeIdParams,
  ZProgrammeSummaryList,
  ZStudentAdhesionBody,
} from '@portal/contracts/programmes/programmes.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { contentLang } from '../../platform/content-language';
import * as service from './programmes.service';
import type { ProgrammeActor } from './programmes.service';

const TAGS = ['programmes'];
const secured = [{ bearer: [] }];

/** SPEC §8 523: programme adhesion requested. */
const ADHESION_REQUESTED = 523;

function studentOf(request: FastifyRequest): ProgrammeActor & { role: 'student' } {
  return { role: 'student', userId: request.user.userId };
}

function companyOf(request: FastifyRequest): ProgrammeActor & { role: 'company' } {
  // authenticate(['company']) guarantees the company the contact signed in for.
  return { role: 'company', userId: request.user.userId, companyId: request.user.companyId as number };
}

/** SPEC §6: programme calls use the student or company path by role; the other role gets 403/71. */
export const programmesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const asStudent = { onRequest: [authenticate(['student'])] };
  const asCompany = { onRequest: [authenticate(['company'])] };

  app.get(
    '/api/Empresa/programasDeLaEmpresa',
    {
      ...asCompany,
      schema: {
        tags: TAGS,
        summary: 'Active programmes open to companies, by name, with my adhesion state',
        security: secured,
        response: { 200: ZEnvelope(ZProgrammeSummaryList) },
      },
    },
    async (request) =>
      ok(await service.listCompanyProgrammes(app.db, request.brand, companyOf(request), contentLang(request))),
  );

  const detailSchema = {
    tags: TAGS,
    summary: 'Programme detail with its documents and my adhesion state',
    security: secured,
    params: ZProgrammeIdParams,
    response: { 200: ZEnvelope(ZProgrammeDetail) },
  };
  app.get('/api/Alumno/detallePrograma/:id', { ...asStudent, schema: detailSchema }, async (request) =>
    ok(
      await service.programmeDetail(app.db, request.brand, studentOf(request), request.params.id, contentLang(request)),
    ),
  );
  app.get('/api/Empresa/detallePrograma/:id', { ...asCompany, schema: detailSchema }, async (request) =>
    ok(
      await service.programmeDetail(app.db, request.brand, companyOf(request), request.params.id, contentLang(request)),
    ),
  );

  app.post(
    '/api/Alumno/solicitaAdhesionPrograma/:id',
    {
      ...asStudent,
      schema: {
        tags: TAGS,
        summary: 'Requests my adhesion to a programme (notice 523)',
        security: secured,
        params: ZProgrammeIdParams,
        body: ZStudentAdhesionBody,
        response: { 200: ZEnvelope(ZProgrammeDetail) },
      },
    },
    async (request) =>
      ok(
        await service.requestAdhesion(
          app.db,
          request.brand,
          studentOf(request),
          request.params.id,
          request.body ?? {},
          contentLang(request),
        ),
        ADHESION_REQUESTED,
      ),
  );

  // SPEC §7 spells the company call 'solicitaAhesionPrograma'; the spelling is kept.
  app.post(
    '/api/Empresa/solicitaAhesionPrograma/:id',
    {
      ...asCompany,
      schema: {
        tags: TAGS,
        summary: "Requests my company's adhesion to a programme (notice 523)",
        security: secured,
        params: ZProgrammeIdParams,
        body: ZCompanyAdhesionBody,
        response: { 200: ZEnvelope(ZProgrammeDetail) },
      },
    },
    async (request) =>
      ok(
        await service.requestAdhesion(
          app.db,
          request.brand,
          companyOf(request),
          request.params.id,
          request.body ?? {},
          contentLang(request),
        ),
        ADHESION_REQUESTED,
      ),
  );
};
