import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZExportColumnChoice,
  ZExportColumnsBody,
  ZExportFile,
  ZExportListParams,
  ZExportQueryShape,
} from '@portal/contracts/exports/exports.schemas';
import { ZOfficeAgreementListQuery } from '@portal/contracts/office/agreements.schemas';
import { ZCompanyListQuery } from '@portal/contracts/office/companies.schemas';
import { ZOfficeInternshipListQuery } from '@portal/contracts/office/internships.schemas';
import { ZStudentListQuery } from '@portal/contracts/office/students.schemas';
import { ZAuditQuery } from '@portal/contracts/office/audit.schemas';
import { ZOfficeOfferListQuery } from '@portal/contracts/office/offers.schemas';
import { ZProposalDetailQuery, ZProposalRefParams } from '@portal/contracts/proposals/proposals.schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { authenticate } from '../../platform/auth';
import { companyScope } from '../proposals/proposals.routes';
import { contentDisposition, EXPORT_MIME, writeExport, type TExportFormat } from './export-writer';
import * as service from './exports.service';

/**
 * The exports of the lists (issue #17 'Exports'): `<list path>/exportar` with the list's own
 * filters plus `formato` and `columnas`, and the column choice remembered per user and list.
 */
export const exportsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, tags: string[]) => ({
    tags: ['exports', ...tags],
    summary,
    security: [{ bearer: [] }],
  });

  /** Everything was checked before: from here on the answer is the file, streamed as it is written. */
  function stream(reply: FastifyReply, format: TExportFormat, plan: service.ExportPlan, lang: 'es' | 'ca') {
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
    '/api/Gestion/convenios/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("The office's agreements of the list's filters, as CSV or XLSX", ['office']),
        querystring: ZOfficeAgreementListQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportAgreements(
        app.db,
        request.user,
        request.brand.key,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Gestion/empresas/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("The office's companies of the list's filters, as CSV or XLSX", ['office']),
        querystring: ZCompanyListQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportCompanies(
        app.db,
        request.user,
        request.brand.key,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Gestion/ofertas/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("The office's offers of the list's filters, as CSV or XLSX", ['office']),
        querystring: ZOfficeOfferListQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportOffers(
        app.db,
        request.user,
        request.brand.key,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Gestion/practicas/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("The office's internships of the list's filters (the gestor's campuses), as CSV or XLSX", ['office']),
        querystring: ZOfficeInternshipListQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportInternships(
        app.db,
        request.user,
        request.brand.key,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Gestion/alumnos/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("The office's students of the list's filters (the gestor's campuses), as CSV or XLSX", ['office']),
        querystring: ZStudentListQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportStudents(
        app.db,
        request.user,
        request.brand.key,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Gestion/auditoria/exportar',
    {
      onRequest: [authenticate(['staff'])],
      schema: {
        ...doc("The brand's audit log of the list's filters (admins), as CSV or XLSX", ['office']),
        querystring: ZAuditQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportAudit(
        app.db,
        request.user,
        request.brand.key,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Empresa/procesos/:id/candidatos/exportar',
    {
      onRequest: [authenticate(['company'])],
      schema: {
        ...doc('The candidates of one of my offers, as CSV or XLSX', ['company']),
        params: ZProposalRefParams,
        querystring: ZProposalDetailQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile },
      },
    },
    async (request, reply) => {
      const plan = await service.exportCandidates(
        app.db,
        request.user,
        companyScope(request),
        request.params.id,
        request.query,
        app.config.exportMaxRows,
      );
      return stream(reply, request.query.formato, plan, request.user.lang);
    },
  );

  app.get(
    '/api/Exportaciones/:lista/columnas',
    {
      onRequest: [authenticate()],
      schema: {
        ...doc("A list's exportable columns and the user's remembered choice", []),
        params: ZExportListParams,
        response: { 200: ZEnvelope(ZExportColumnChoice) },
      },
    },
    async (request) => ok(await service.columnChoice(app.db, request.user, request.brand.key, request.params.lista)),
  );

  app.post(
    '/api/Exportaciones/:lista/columnas',
    {
      onRequest: [authenticate()],
      schema: {
        ...doc('Remembers the columns the user exports from a list (280 for an unknown column)', []),
        params: ZExportListParams,
        body: ZExportColumnsBody,
        response: { 200: ZEnvelope(ZExportColumnChoice) },
      },
    },
    async (request) =>
      ok(
        await service.saveColumnChoice(
          app.db,
          request.user,
          request.brand.key,
          request.params.lista,
          request.body.columnas,
        ),
      ),
  );
};
