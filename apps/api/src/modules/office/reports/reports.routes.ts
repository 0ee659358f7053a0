import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZAgreementReport,
  ZOfferReport,
  ZOfficeWorkReport,
  ZReportQuery,
  ZStudentReport,
  ZSurveyReport,
  type TReportQuery,
} from '@portal/contracts/office/reports.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../../platform/auth';
import {
  agreementReport,
  offerReport,
  officeWorkReport,
  reportScope,
  studentReport,
  surveyReport,
} from './reports.service';

/** The office's figures (issue #17 'Office dashboard of figures'): one GET per area, one shared filter. */
export const officeReportsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const scope = (request: FastifyRequest, query: TReportQuery) =>
    reportScope(app.db, { user: request.user, brand: request.brand }, query);

  app.get(
    '/api/Gestion/informes/convenios',
    {
      ...staff,
      schema: {
        ...doc(
          'Agreements: per state, age of the waiting ones, median days to Formalizado, expiring soon, who they wait on',
        ),
        querystring: ZReportQuery,
        response: { 200: ZEnvelope(ZAgreementReport) },
      },
    },
    async (request) => ok(await agreementReport(app.db, await scope(request, request.query))),
  );

  app.get(
    '/api/Gestion/informes/ofertas',
    {
      ...staff,
      schema: {
        ...doc(
          'Offers: published per month, sector and degree, applications per offer, idle offers, median days to first change and to filled',
        ),
        querystring: ZReportQuery,
        response: { 200: ZEnvelope(ZOfferReport) },
      },
    },
    async (request) => ok(await offerReport(app.db, await scope(request, request.query))),
  );

  app.get(
    '/api/Gestion/informes/estudiantes',
    {
      ...staff,
      schema: {
        ...doc('Students: placement rate per degree, top host companies, students abroad'),
        querystring: ZReportQuery,
        response: { 200: ZEnvelope(ZStudentReport) },
      },
    },
    async (request) => ok(await studentReport(app.db, await scope(request, request.query))),
  );

  app.get(
    '/api/Gestion/informes/encuestas',
    {
      ...staff,
      schema: {
        ...doc('Surveys: response rate per survey and audience'),
        querystring: ZReportQuery,
        response: { 200: ZEnvelope(ZSurveyReport) },
      },
    },
    async (request) => ok(await surveyReport(app.db, await scope(request, request.query))),
  );

  app.get(
    '/api/Gestion/informes/oficina',
    {
      ...staff,
      schema: {
        ...doc("The office's work: items validated per week, median days in each queue"),
        querystring: ZReportQuery,
        response: { 200: ZEnvelope(ZOfficeWorkReport) },
      },
    },
    async (request) => ok(await officeWorkReport(app.db, await scope(request, request.query))),
  );
};
