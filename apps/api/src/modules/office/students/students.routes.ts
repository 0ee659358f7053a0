import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZStudentImport,
  ZStudentImportApplyBody,
  ZStudentImportBody,
  ZStudentImportList,
  ZStudentImportParams,
  ZStudentListQuery,
  ZStudentPage,
  ZStudentParams,
  ZStudentSheet,
} from '@portal/contracts/office/students.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import { contentDisposition } from '../../exports/export-writer';
import { fileResponse } from '../../../platform/openapi-media';
import { refusalsCsv } from './student-import-refusals-csv';
import { applyImport, dryRunImport, getImport, listImports, refusalPages } from './student-import.service';
import {
  listStudents,
  resendPasswordLink,
  setStudentBlocked,
  studentSheet,
  type StudentsRequest,
} from './students.service';

/** The office's students (issue #15 'Students'): list, sheet, block / unblock, set-password link, CSV import. */
export const officeStudentsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): StudentsRequest => ({
    user: request.user,
    brand: request.brand,
    lang: request.user.lang,
    ...auditOrigin(request),
  });
  const sheet = { 200: ZEnvelope(ZStudentSheet) };
  const importAnswer = { 200: ZEnvelope(ZStudentImport) };
  const base = (request: FastifyRequest) => publicBaseUrl(request.brand, app.config);

  app.get(
    '/api/Gestion/alumnos',
    {
      ...staff,
      schema: {
        ...doc("The brand's students: searched, filtered, sorted, paginated (a scoped gestor: their campuses)"),
        querystring: ZStudentListQuery,
        response: { 200: ZEnvelope(ZStudentPage) },
      },
    },
    async (request) => ok(await listStudents(app, req(request), request.query)),
  );

  app.get(
    '/api/Gestion/alumnos/importaciones',
    {
      ...staff,
      schema: { ...doc("The brand's latest CSV imports"), response: { 200: ZEnvelope(ZStudentImportList) } },
    },
    async (request) => ok(await listImports(app, req(request))),
  );

  app.post(
    '/api/Gestion/alumnos/importaciones',
    {
      ...staff,
      schema: {
        ...doc('Uploads a CSV of students and degrees and answers its dry run (stored with the file)'),
        body: ZStudentImportBody,
        response: importAnswer,
      },
    },
    async (request) => ok(await dryRunImport(app, req(request), request.body)),
  );

  app.get(
    '/api/Gestion/alumnos/importaciones/:idImportacion',
    {
      ...staff,
      schema: { ...doc("An import's report"), params: ZStudentImportParams, response: importAnswer },
    },
    async (request) => ok(await getImport(app, req(request), request.params.idImportacion)),
  );

  app.get(
    '/api/Gestion/alumnos/importaciones/:idImportacion/errores.csv',
    {
      ...staff,
      schema: {
        ...doc('Every refused row of an import with its reasons, streamed as CSV (the answer lists the first 100)'),
        params: ZStudentImportParams,
        response: { 200: fileResponse(['text/csv'], 'CSV (UTF-8 with BOM, ";"): linea, dni, email, errores') },
      },
    },
    async (request, reply) => {
      const { fileName, pages } = await refusalPages(app, req(request), request.params.idImportacion);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', contentDisposition(fileName));
      reply.header('cache-control', 'private, no-store');
      return reply.send(refusalsCsv(pages));
    },
  );

  app.post(
    '/api/Gestion/alumnos/importaciones/:idImportacion/aplicar',
    {
      ...staff,
      schema: {
        ...doc('Applies a dry-run import in one transaction (its stored file), and keeps its report'),
        params: ZStudentImportParams,
        body: ZStudentImportApplyBody,
        response: importAnswer,
      },
    },
    async (request) =>
      ok(await applyImport(app, req(request), request.params.idImportacion, request.body, base(request))),
  );

  app.get(
    '/api/Gestion/alumnos/:idAlumno',
    {
      ...staff,
      schema: {
        ...doc('A student sheet: data, degrees, CV as companies see it, applications, internships, surveys, timeline'),
        params: ZStudentParams,
        response: sheet,
      },
    },
    async (request) => ok(await studentSheet(app, req(request), request.params.idAlumno)),
  );

  app.post(
    '/api/Gestion/alumnos/:idAlumno/bloquear',
    {
      ...staff,
      schema: { ...doc("Blocks a student's access (90 at sign-in)"), params: ZStudentParams, response: sheet },
    },
    async (request) => ok(await setStudentBlocked(app, req(request), request.params.idAlumno, true, base(request))),
  );

  app.post(
    '/api/Gestion/alumnos/:idAlumno/desbloquear',
    { ...staff, schema: { ...doc("Unblocks a student's access"), params: ZStudentParams, response: sheet } },
    async (request) => ok(await setStudentBlocked(app, req(request), request.params.idAlumno, false, base(request))),
  );

  app.post(
    '/api/Gestion/alumnos/:idAlumno/enviarEnlace',
    {
      ...staff,
      schema: {
        ...doc('Sends the student a new set-password (or reset) link'),
        params: ZStudentParams,
        response: sheet,
      },
    },
    async (request) => ok(await resendPasswordLink(app, req(request), request.params.idAlumno, base(request))),
  );
};
