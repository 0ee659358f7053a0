import { ZEnvelope, ok } from '@portal/contracts/envelope';
import {
  ZAddInternshipDocumentBody,
  ZAddInternshipFileBody,
  ZFollowUpDocumentBody,
  ZInternshipActionBody,
  ZInternshipAnnexes,
  ZInternshipDetail,
  ZInternshipList,
  ZInternshipParams,
  ZInternshipSummary,
  ZMissingInternshipData,
  ZRequestedProcessDocuments,
  ZUploadedDocument,
} from '@portal/contracts/internships/internships.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Status } from '@portal/contracts/status-names';
import { AppError, notFound } from '../../platform/app-error';
import { publicBaseUrl } from '../../platform/public-url';
import { buildInternshipIcs, icsResponse, icsSource, sendIcs } from './internship-ics';
import { authenticate } from '../../platform/auth';
import { sendStoredDocument } from '../../platform/download';
import { studentContext } from '../offers/student-context';
import { addInternshipDocument, addInternshipFile, editFollowUpDocument } from './internship-documents.service';
import { selectOwnInternshipDocumentFile } from './internships.repository';
import {
  annexes,
  answerInternship,
  internshipDetail,
  listInternships,
  missingInternshipData,
  requestedProcessDocuments,
} from './internships.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

/**
 * SPEC §7 Student 'Practices' (student side): my internships, accepting or rejecting one, its
 * files and documents. Only students (a company gets 403/71); another student's internship is
 * 404/45. Uploads answer notice 513.
 */
export const internshipsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string) => ({ tags: ['internships', 'student'], summary, security: [{ bearer: [] }] });
  const uploadCtx = (request: FastifyRequest) => ({ ...studentContext(request), storage: app.storage });

  r.get(
    '/api/Alumno/damePracticasAlumno',
    { ...base, schema: { ...doc('My internships'), response: { 200: ZEnvelope(ZInternshipList) } } },
    async (request) => ok(await listInternships(studentContext(request))),
  );

  r.get(
    '/api/Alumno/dameDetallePractica/:id',
    {
      ...base,
      schema: {
        ...doc('One of my internships with its documents'),
        params: ZInternshipParams,
        response: { 200: ZEnvelope(ZInternshipDetail) },
      },
    },
    async (request) => ok(await internshipDetail(studentContext(request), request.params.id)),
  );

  r.post(
    '/api/Alumno/aceptarPractica',
    {
      ...base,
      schema: {
        ...doc('Accepts an internship awaiting me (notice 531)'),
        body: ZInternshipActionBody,
        response: { 200: ZEnvelope(ZInternshipSummary) },
      },
    },
    async (request) => ok(await answerInternship(studentContext(request), request.body.idPractica, true), 531),
  );

  r.post(
    '/api/Alumno/rechazarPractica',
    {
      ...base,
      schema: {
        ...doc('Rejects an internship awaiting me (notice 530)'),
        body: ZInternshipActionBody,
        response: { 200: ZEnvelope(ZInternshipSummary) },
      },
    },
    async (request) => ok(await answerInternship(studentContext(request), request.body.idPractica, false), 530),
  );

  r.post(
    '/api/Alumno/addFicheroPractica',
    {
      ...base,
      schema: {
        ...doc('Adds a file to my internship (general whitelist, 2000 KB)'),
        body: ZAddInternshipFileBody,
        response: { 200: ZEnvelope(ZUploadedDocument) },
      },
    },
    async (request) => ok(await addInternshipFile(uploadCtx(request), request.body), 513),
  );

  r.post(
    '/api/Alumno/addDocumentoPractica',
    {
      ...base,
      schema: {
        ...doc('Adds a typed document to my internship (PDF only, 2000 KB)'),
        body: ZAddInternshipDocumentBody,
        response: { 200: ZEnvelope(ZUploadedDocument) },
      },
    },
    async (request) => ok(await addInternshipDocument(uploadCtx(request), request.body), 513),
  );

  r.post(
    '/api/Alumno/editDocumentoSeguimientoCF',
    {
      ...base,
      schema: {
        ...doc('Replaces the follow-up document of my vocational-training internship'),
        body: ZFollowUpDocumentBody,
        response: { 200: ZEnvelope(ZUploadedDocument) },
      },
    },
    async (request) => ok(await editFollowUpDocument(uploadCtx(request), request.body), 513),
  );

  r.get(
    '/api/Alumno/documentacionDeProcesosSolicitada',
    {
      ...base,
      schema: {
        ...doc('Documents the offers I applied to ask for, and whether I have them'),
        response: { 200: ZEnvelope(ZRequestedProcessDocuments) },
      },
    },
    async (request) => ok(await requestedProcessDocuments(studentContext(request))),
  );

  r.get(
    '/api/Alumno/dameAnexosPracticasUsuario',
    {
      ...base,
      schema: { ...doc('Internship annexes and information notes'), response: { 200: ZEnvelope(ZInternshipAnnexes) } },
    },
    async (request) => ok(await annexes(app.db, request.brand.key)),
  );

  r.get(
    '/api/Alumno/faltaDatosNecesariosPorPractica',
    {
      ...base,
      schema: {
        ...doc('Personal data my internships need and I lack'),
        response: { 200: ZEnvelope(ZMissingInternshipData) },
      },
    },
    async (request) => ok(await missingInternshipData(studentContext(request))),
  );

  // Beyond the spec: my internship in my calendar (45 for another student's).
  r.get(
    '/api/Alumno/practicaIcs/:id',
    {
      ...base,
      schema: { ...doc('One of my internships as an .ics file'), params: ZInternshipParams, response: icsResponse },
    },
    async (request, reply) => {
      const row = await icsSource(app.db, request.params.id, request.brand.key);
      if (!row || row.student_id !== request.user.userId) throw new AppError(Status.StudentNotFound);
      const lang = studentContext(request).lang;
      const page = `${publicBaseUrl(request.brand, app.config)}/mis-practicas/${row.id}`;
      return sendIcs(reply, buildInternshipIcs(row, request.brand, lang, page));
    },
  );

  // Beyond the spec: the documents of my internship, downloadable (404/1 for any other).
  r.get(
    '/api/Alumno/dameDocumentoPractica/:id',
    {
      ...base,
      schema: {
        ...doc('Downloads a document of one of my internships'),
        params: ZInternshipParams,
        response: { 200: fileResponse(MEDIA.storedFile, 'The file, as an attachment') },
      },
    },
    async (request, reply) => {
      const file = await selectOwnInternshipDocumentFile(app.db, request.user.userId, request.params.id);
      if (!file) throw notFound();
      return sendStoredDocument(reply, app.storage, file);
    },
  );
};
