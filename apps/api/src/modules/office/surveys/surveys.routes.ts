import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZOfficeSurveyBody,
  ZOfficeSurveyList,
  ZOfficeSurveyParams,
  ZOfficeSurveyPreviewResult,
  ZOfficeSurveyResults,
  ZOfficeSurveySheet,
} from '@portal/contracts/office/surveys.schemas';
import { ZSurveySheet, ZSurveySubmitBody } from '@portal/contracts/surveys/surveys.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import { checkPreviewAnswers, surveyPreview, surveyResults } from './survey-results.service';
import { createSurvey, getSurvey, listSurveys, saveSurvey, type SurveysRequest } from './surveys.service';

/** The office's survey builder, preview and results (issue #15 'Survey builder'); action content.manage. */
export const officeSurveysRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): SurveysRequest => ({
    user: request.user,
    brand: request.brand,
    lang: request.user.lang,
    ...auditOrigin(request),
  });
  const base = (request: FastifyRequest) => publicBaseUrl(request.brand, app.config);
  const sheet = { 200: ZEnvelope(ZOfficeSurveySheet) };

  app.get(
    '/api/Gestion/encuestas',
    {
      ...staff,
      schema: {
        ...doc("The brand's surveys with their state and responses"),
        response: { 200: ZEnvelope(ZOfficeSurveyList) },
      },
    },
    async (request) => ok(await listSurveys(app.db, req(request))),
  );

  app.post(
    '/api/Gestion/encuestas',
    {
      ...staff,
      schema: {
        ...doc('Creates a survey, questions and answers included, in one transaction'),
        body: ZOfficeSurveyBody,
        response: sheet,
      },
    },
    async (request) => ok(await createSurvey(app.db, req(request), request.body, base(request))),
  );

  app.get(
    '/api/Gestion/encuestas/:idEncuesta',
    {
      ...staff,
      schema: {
        ...doc('A survey as the builder edits it, with its access link'),
        params: ZOfficeSurveyParams,
        response: sheet,
      },
    },
    async (request) => ok(await getSurvey(app.db, req(request), request.params.idEncuesta, base(request))),
  );

  app.post(
    '/api/Gestion/encuestas/:idEncuesta/editar',
    {
      ...staff,
      schema: {
        ...doc('Saves the whole survey in one transaction (254 when answers exist and the structure changes)'),
        params: ZOfficeSurveyParams,
        body: ZOfficeSurveyBody,
        response: sheet,
      },
    },
    async (request) =>
      ok(await saveSurvey(app.db, req(request), request.params.idEncuesta, request.body, base(request))),
  );

  app.get(
    '/api/Gestion/encuestas/:idEncuesta/resultados',
    {
      ...staff,
      schema: {
        ...doc('Response rate, counts per answer and free-text answers (nothing personal for an anonymous survey)'),
        params: ZOfficeSurveyParams,
        response: { 200: ZEnvelope(ZOfficeSurveyResults) },
      },
    },
    async (request) => ok(await surveyResults(app.db, req(request), request.params.idEncuesta)),
  );

  app.get(
    '/api/Gestion/encuestas/:idEncuesta/vista-previa',
    {
      ...staff,
      schema: {
        ...doc("The runner's sheet of the survey, whatever its state, for the preview"),
        params: ZOfficeSurveyParams,
        response: { 200: ZEnvelope(ZSurveySheet) },
      },
    },
    async (request) => ok(await surveyPreview(app.db, req(request), request.params.idEncuesta)),
  );

  app.post(
    '/api/Gestion/encuestas/:idEncuesta/vista-previa',
    {
      ...staff,
      schema: {
        ...doc("Checks the preview's final answers as the runner does; nothing is stored"),
        params: ZOfficeSurveyParams,
        body: ZSurveySubmitBody,
        response: { 200: ZEnvelope(ZOfficeSurveyPreviewResult) },
      },
    },
    async (request) =>
      ok(await checkPreviewAnswers(app.db, req(request), request.params.idEncuesta, request.body.lContestaciones)),
  );
};
