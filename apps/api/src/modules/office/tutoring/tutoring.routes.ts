import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZCompanyEvaluationParams,
  ZCompanyEvaluationSummary,
  ZEvaluationBody,
  ZFollowUpBody,
  ZPlanReturnBody,
  ZTutoringDocumentParams,
  ZTutoringListQuery,
  ZTutoringPage,
  ZTutoringParams,
  ZTutoringSheet,
} from '@portal/contracts/office/tutoring.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { sendStoredDocument } from '../../../platform/download';
import { companyEvaluationSummary, submitCompanyEvaluation } from './company-evaluation.service';
import * as service from './tutoring.service';
import { fileResponse, MEDIA } from '../../../platform/openapi-media';

/**
 * The academic tutor's pages (issue #15 'Academic tutor pages'; action internships.tutor) under
 * /api/Gestion/tutorias, and the company tutor's evaluation link (public, no account) under
 * /api/EvaluacionEmpresa/{token}.
 */
export const officeTutoringRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): service.TutoringRequest => ({
    user: request.user,
    brand: request.brand,
    ...auditOrigin(request),
  });
  const P = '/api/Gestion/tutorias';
  const sheet = { params: ZTutoringParams, response: { 200: ZEnvelope(ZTutoringSheet) } };

  app.get(
    P,
    {
      ...staff,
      schema: {
        ...doc('The internships the signed-in academic tutor tutors (an admin: every tutored one of the brand)'),
        querystring: ZTutoringListQuery,
        response: { 200: ZEnvelope(ZTutoringPage) },
      },
    },
    async (request) => ok(await service.listTutored(app, req(request), request.query)),
  );

  app.get(
    `${P}/:idPractica`,
    { ...staff, schema: { ...doc('The internship sheet for its academic tutor'), ...sheet } },
    async (request) => ok(await service.tutoringSheet(app, req(request), request.params.idPractica)),
  );

  app.get(
    `${P}/:idPractica/documentos/:idDocumento`,
    {
      ...staff,
      schema: {
        ...doc("One of the internship's documents (the student's or the company's upload)"),
        params: ZTutoringDocumentParams,
        response: { 200: fileResponse(MEDIA.storedFile, 'The file, as an attachment') },
      },
    },
    async (request, reply) => {
      const file = await service.tutoringDocument(
        app,
        req(request),
        request.params.idPractica,
        request.params.idDocumento,
      );
      return sendStoredDocument(reply, app.storage, file);
    },
  );

  app.post(
    `${P}/:idPractica/plan/validar`,
    { ...staff, schema: { ...doc('Validates the pending training plan'), ...sheet } },
    async (request) => ok(await service.reviewPlan(app, req(request), request.params.idPractica, 'validado', null)),
  );

  app.post(
    `${P}/:idPractica/plan/devolver`,
    {
      ...staff,
      schema: { ...doc('Returns the pending training plan with a comment'), ...sheet, body: ZPlanReturnBody },
    },
    async (request) =>
      ok(await service.reviewPlan(app, req(request), request.params.idPractica, 'devuelto', request.body.comentario)),
  );

  app.post(
    `${P}/:idPractica/seguimiento`,
    { ...staff, schema: { ...doc('Adds a follow-up note'), ...sheet, body: ZFollowUpBody } },
    async (request) => ok(await service.addFollowUp(app, req(request), request.params.idPractica, request.body.texto)),
  );

  app.post(
    `${P}/:idPractica/evaluacion`,
    {
      ...staff,
      schema: {
        ...doc("The academic tutor's final evaluation, once the internship has ended"),
        ...sheet,
        body: ZEvaluationBody,
      },
    },
    async (request) =>
      ok(await service.submitAcademicEvaluation(app, req(request), request.params.idPractica, request.body)),
  );

  app.post(
    `${P}/:idPractica/evaluacion-empresa/enviar`,
    { ...staff, schema: { ...doc('Mails the company tutor a new evaluation link now'), ...sheet } },
    async (request) => ok(await service.sendCompanyEvaluation(app, req(request), request.params.idPractica)),
  );

  const pub = (summary: string) => ({ tags: ['tutoring'], summary });
  app.get(
    '/api/EvaluacionEmpresa/:token',
    {
      schema: {
        ...pub("What the company tutor's evaluation link shows: the internship it is about"),
        params: ZCompanyEvaluationParams,
        response: { 200: ZEnvelope(ZCompanyEvaluationSummary) },
      },
    },
    async (request) => ok(await companyEvaluationSummary(app.db, request.brand, request.params.token)),
  );

  app.post(
    '/api/EvaluacionEmpresa/:token',
    {
      schema: {
        ...pub("The company tutor's evaluation, once per link"),
        params: ZCompanyEvaluationParams,
        body: ZEvaluationBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await submitCompanyEvaluation(app.db, request.brand, request.params.token, request.body, auditOrigin(request));
      return ok(null);
    },
  );
};
