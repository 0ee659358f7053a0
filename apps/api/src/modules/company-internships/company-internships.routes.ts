import {
  ZAddCompanyDocumentBody,
  ZCompanyInternshipList,
  ZCompanyInternshipWithDocsList,
  ZDocumentIdBody,
  ZDocumentsByProgramme,
  ZInternshipActionRequestBody,
  ZInternshipActionRequestResult,
  ZPracticeDocumentList,
  ZPracticeDocumentsQuery,
} from '@portal/contracts/company-internships/company-internships.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZIdPathParams } from '@portal/contracts/validation/ids';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/app-error';
import { sendStoredDocument } from '../../platform/download';
import { publicBaseUrl } from '../../platform/public-url';
import { buildInternshipIcs, icsResponse, icsSource, sendIcs } from '../internships/internship-ics';
import { companyOnly, companyScope, secured } from '../company/company-request';
import * as service from './company-internships.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

function scopeOf(request: FastifyRequest): service.InternshipScope {
  const s = companyScope(request);
  return { companyId: s.companyId, userId: s.userId, brandKey: s.brand.key, lang: s.lang, origin: s.origin };
}

/** Assigned internships of my company, their documents and /documentacion (SPEC §2, §7). */
export const companyInternshipsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const P = '/api/Empresa';
  const doc = (summary: string) => ({ tags: ['company-internships'], summary, security: secured });
  const docs = { 200: ZEnvelope(ZPracticeDocumentList) };

  app.get(
    `${P}/damePracticas`,
    {
      ...companyOnly,
      schema: { ...doc('Internships assigned to my company'), response: { 200: ZEnvelope(ZCompanyInternshipList) } },
    },
    async (request) => ok(await service.listInternships(app.db, scopeOf(request))),
  );

  app.get(
    `${P}/damePracticasIncluyeDocumentacion`,
    {
      ...companyOnly,
      schema: {
        ...doc('My internships, each with its documents'),
        response: { 200: ZEnvelope(ZCompanyInternshipWithDocsList) },
      },
    },
    async (request) => ok(await service.listInternshipsWithDocuments(app.db, scopeOf(request))),
  );

  app.get(
    `${P}/dameDocumentosPracticas`,
    {
      ...companyOnly,
      schema: {
        ...doc('Documents of my internships (?idPractica= one of mine)'),
        querystring: ZPracticeDocumentsQuery,
        response: docs,
      },
    },
    async (request) => ok(await service.internshipDocuments(app.db, scopeOf(request), request.query.idPractica)),
  );

  app.get(
    `${P}/dameDocumentosPracticasPorPrograma`,
    {
      ...companyOnly,
      schema: {
        ...doc("My internships' documents grouped by programme"),
        response: { 200: ZEnvelope(ZDocumentsByProgramme) },
      },
    },
    async (request) => ok(await service.documentsByProgramme(app.db, scopeOf(request))),
  );

  app.get(
    `${P}/dameAnexosPracticas`,
    { ...companyOnly, schema: { ...doc("The university's internship annexes"), response: docs } },
    async (request) => ok(await service.universityDocuments(app.db, scopeOf(request), 'annex')),
  );

  app.get(
    `${P}/dameNotasInformativasPracticasCurricularExtraordinaria`,
    {
      ...companyOnly,
      schema: {
        ...doc("The university's information notes on curricular and extracurricular internships"),
        response: docs,
      },
    },
    async (request) => ok(await service.universityDocuments(app.db, scopeOf(request), 'info_note')),
  );

  app.get(
    `${P}/documentosAportados`,
    { ...companyOnly, schema: { ...doc('Documents my company uploaded'), response: docs } },
    async (request) => ok(await service.companyDocuments(app.db, scopeOf(request))),
  );

  app.post(
    `${P}/adddoc`,
    {
      ...companyOnly,
      schema: {
        ...doc('Uploads a company document, or one of an internship of mine (46, 404); notice 513'),
        body: ZAddCompanyDocumentBody,
        response: docs,
      },
    },
    async (request) => ok(await service.addDocument(app.db, app.storage, scopeOf(request), request.body), 513),
  );

  app.post(
    `${P}/deldoc`,
    {
      ...companyOnly,
      schema: {
        ...doc('Deletes a document my company uploaded (404 otherwise)'),
        body: ZDocumentIdBody,
        response: docs,
      },
    },
    async (request) => ok(await service.deleteDocument(app.db, scopeOf(request), request.body.id)),
  );

  app.post(
    `${P}/solictitarAccionSobrePractica`,
    {
      ...companyOnly,
      schema: {
        ...doc('Change request on one of my internships (/solicitar-cambio-practicas; 102 over 35 h/week); notice 529'),
        body: ZInternshipActionRequestBody,
        response: { 200: ZEnvelope(ZInternshipActionRequestResult) },
      },
    },
    async (request) => {
      const offered = request.brand.flags.hasSolicitarCambioPracticas;
      return ok(
        { idSolicitud: await service.requestInternshipAction(app.db, scopeOf(request), request.body, offered) },
        529,
      );
    },
  );

  // Beyond the spec: one of my company's internships in the company's calendar (404/1 for any other).
  app.get(
    `${P}/practicaIcs/:id`,
    {
      ...companyOnly,
      schema: {
        ...doc("One of my company's internships as an .ics file"),
        params: ZIdPathParams,
        response: icsResponse,
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const row = await icsSource(app.db, request.params.id, scope.brand.key);
      if (!row || row.company_id !== scope.companyId) throw notFound();
      const page = `${publicBaseUrl(scope.brand, app.config)}/practicas_asignadas`;
      return sendIcs(reply, buildInternshipIcs(row, scope.brand, scope.lang, page));
    },
  );

  // Beyond the spec: the documents of my company's internships, downloadable (404/1 for any other).
  app.get(
    `${P}/dameDocumentoPractica/:id`,
    {
      ...companyOnly,
      schema: {
        ...doc("Downloads a document of one of my company's internships"),
        params: ZIdPathParams,
        response: { 200: fileResponse(MEDIA.storedFile, 'The file, as an attachment') },
      },
    },
    async (request, reply) => {
      return sendStoredDocument(
        reply,
        app.storage,
        await service.internshipDocumentFile(app.db, scopeOf(request), request.params.id),
      );
    },
  );

  // Beyond the spec (issue #12 item 14): the other documents of /documentacion downloadable: my
  // company's uploads and the university's annexes and notes of my brand (404/1 for any other).
  app.get(
    `${P}/dameDocumentoEmpresa/:id`,
    {
      ...companyOnly,
      schema: {
        ...doc("Downloads one of my company's documents, or a university annex or information note"),
        params: ZIdPathParams,
        response: { 200: fileResponse(MEDIA.storedFile, 'The file, as an attachment') },
      },
    },
    async (request, reply) => {
      return sendStoredDocument(
        reply,
        app.storage,
        await service.documentationFile(app.db, scopeOf(request), request.params.id),
      );
    },
  );
};
