import { ZExportFile, ZExportQueryShape } from '@portal/contracts/exports/exports.schemas';
import { ZEventParams } from '@portal/contracts/office/content.schemas';
import { ZOfficeSurveyParams } from '@portal/contracts/office/surveys.schemas';
import { ZProposalListQuery } from '@portal/contracts/proposals/proposals.schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { companyScope as internshipCompanyScope } from '../company/company-request';
import { companyScope } from '../proposals/proposals.routes';
import { contentDisposition, EXPORT_MIME, writeExport, type TExportFormat } from './export-writer';
import type { ExportPlan } from './exports.service';
import * as service from './list-exports.service';

/**
 * The exports of the remaining lists (issue #17 'Exports', continued): an event's enrolments and a
 * survey's answers for the office, the company's offers and internships. Each path is its list's
 * path + `/exportar`, with the list's own params and filters plus `formato` and `columnas`.
 */
export const listExportsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, tags: string[]) => ({
    tags: ['exports', ...tags],
    summary,
    security: [{ bearer: [] }],
  });
  const ask = z.object(ZExportQueryShape);

  /** Everything was checked before: from here on the answer is the file, streamed as it is written. */
  function stream(reply: FastifyReply, format: TExportFormat, plan: ExportPlan, lang: 'es' | 'ca') {
    const body = new PassThrough();
    writeExport(body, format, plan.columns, plan.rows, lang, plan.sheetName).catch((err: unknown) => {
      // Headers are gone: cut the download so the client sees an incomplete file, never a short one as whole.
      app.log.error({ err }, 'export failed while streaming');
      body.destroy(err as Error);
    });
    return reply
      .type(EXPORT_MIME[format])
      .header('content-disposition', contentDisposition(plan.fileName))
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  app.get(
    '/api/Gestion/contenidos/eventos/:idEvento/inscritos/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("The brand's people enrolled in an event, as CSV or XLSX", ['office']),
        params: ZEventParams,
        querystring: ask,
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportEventEnrolments(
        app.db,
        request.user,
        request.brand.key,
        request.params.idEvento,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Gestion/encuestas/:idEncuesta/resultados/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("A survey's answers, one row per answered question (nobody named when anonymous), as CSV or XLSX", [
          'office',
        ]),
        params: ZOfficeSurveyParams,
        querystring: ask,
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportSurveyAnswers(
        app.db,
        request.user,
        request.brand.key,
        request.params.idEncuesta,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Empresa/dameProcesosEmpleoYpracticas/exportar',
    {
      onRequest: [authenticate(['company'])],
      schema: {
        ...doc("My offers of the list's filters, as CSV or XLSX", ['company']),
        querystring: ZProposalListQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportCompanyOffers(
        app.db,
        request.user,
        companyScope(request),
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Empresa/damePracticas/exportar',
    {
      onRequest: [authenticate(['company'])],
      schema: {
        ...doc('The internships assigned to my company, as CSV or XLSX', ['company']),
        querystring: ask,
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const s = internshipCompanyScope(request);
      const plan = await service.exportCompanyInternships(
        app.db,
        request.user,
        { companyId: s.companyId, userId: s.userId, brandKey: s.brand.key, lang: s.lang },
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );
};
