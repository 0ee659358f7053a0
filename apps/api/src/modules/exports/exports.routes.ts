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
import { ZExportJobAccepted } from '@portal/contracts/exports/export-jobs.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import type { z } from 'zod';
import { auditOrigin } from '../../platform/audit';
import { authenticate, type AuthUser } from '../../platform/auth';
import { companyScope } from '../proposals/proposals.routes';
import { contentDisposition, EXPORT_MIME, writeExport, type TExportFormat } from './export-writer';

type TExportQuery = { formato: TExportFormat; columnas?: string };
import * as service from './exports.service';
import * as jobs from './export-jobs.service';

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

  /**
   * Every export answers through here (issue #17 'Exports'): the file, streamed and audited with
   * its row count; or, when the planner counts more rows than a browser request should wait for
   * (281 with the count), a background export of the same request: 202 `{ idExportacion, estado }`.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    stored: jobs.StoredExportRequest,
    plan: (maxRows: number) => Promise<service.ExportPlan>,
  ) {
    let planned: service.ExportPlan;
    try {
      planned = await plan(app.config.exportMaxRows);
    } catch (err) {
      const total = jobs.tooLargeRows(err);
      if (total === null) throw err;
      const accepted = await jobs.startBackgroundExport(
        app.db,
        request.user,
        request.brand.key,
        stored,
        total,
        auditOrigin(request),
      );
      return reply.code(202).send(ok(accepted));
    }
    const audited = jobs.auditedPlan(app.db, request.user, request.brand.key, stored, planned, auditOrigin(request));
    return stream(reply, stored.query.formato, audited, request.user.lang);
  }

  /**
   * The office's lists: each export takes its list's own query schema and has the same shape, so
   * they are registered from one table (path, schema, summary, planner).
   */
  function officeExport<Q extends z.ZodObject>(
    path: string,
    query: Q,
    summary: string,
    plan: (
      db: typeof app.db,
      user: AuthUser,
      brandKey: string,
      query: z.infer<Q> & TExportQuery,
      maxRows: number,
    ) => Promise<service.ExportPlan>,
  ) {
    app.get(
      path,
      {
        onRequest: [authenticate(['staff'])],
        schema: {
          ...doc(summary, ['office']),
          querystring: query.extend(ZExportQueryShape),
          response: { 200: ZExportFile, 202: ZEnvelope(ZExportJobAccepted) },
        },
      },
      async (request, reply) => {
        const q = request.query as z.infer<Q> & TExportQuery;
        return answer(request, reply, { route: path, params: {}, query: q }, (maxRows) =>
          plan(app.db, request.user, request.brand.key, q, maxRows),
        );
      },
    );
    // The same planner for a background export of this list (export-jobs.service.ts).
    jobs.registerBackgroundPlanner(path, (db, user, brandKey, stored, maxRows) =>
      plan(db, user, brandKey, stored.query as z.infer<Q> & TExportQuery, maxRows),
    );
  }

  officeExport(
    '/api/Gestion/convenios/exportar',
    ZOfficeAgreementListQuery,
    "The office's agreements of the list's filters, as CSV or XLSX",
    service.exportAgreements,
  );
  officeExport(
    '/api/Gestion/empresas/exportar',
    ZCompanyListQuery,
    "The office's companies of the list's filters, as CSV or XLSX",
    service.exportCompanies,
  );
  officeExport(
    '/api/Gestion/ofertas/exportar',
    ZOfficeOfferListQuery,
    "The office's offers of the list's filters, as CSV or XLSX",
    service.exportOffers,
  );
  officeExport(
    '/api/Gestion/practicas/exportar',
    ZOfficeInternshipListQuery,
    "The office's internships of the list's filters (the gestor's campuses), as CSV or XLSX",
    service.exportInternships,
  );
  officeExport(
    '/api/Gestion/alumnos/exportar',
    ZStudentListQuery,
    "The office's students of the list's filters (the gestor's campuses), as CSV or XLSX",
    service.exportStudents,
  );
  officeExport(
    '/api/Gestion/auditoria/exportar',
    ZAuditQuery,
    "The brand's audit log of the list's filters (admins), as CSV or XLSX",
    service.exportAudit,
  );

  const CANDIDATES = '/api/Empresa/procesos/:id/candidatos/exportar';
  jobs.registerBackgroundPlanner(CANDIDATES, (db, user, _brandKey, stored, maxRows) =>
    service.exportCandidates(
      db,
      user,
      { companyId: user.companyId as number, userId: user.userId, lang: user.lang },
      String(stored.params.id),
      stored.query as z.infer<typeof ZProposalDetailQuery> & TExportQuery,
      maxRows,
    ),
  );
  app.get(
    CANDIDATES,
    {
      onRequest: [authenticate(['company'])],
      schema: {
        ...doc('The candidates of one of my offers, as CSV or XLSX', ['company']),
        params: ZProposalRefParams,
        querystring: ZProposalDetailQuery.extend(ZExportQueryShape),
        response: { 200: ZExportFile, 202: ZEnvelope(ZExportJobAccepted) },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        { route: CANDIDATES, params: { id: request.params.id }, query: request.query },
        (maxRows) =>
          service.exportCandidates(
            app.db,
            request.user,
            companyScope(request),
            request.params.id,
            request.query,
            maxRows,
          ),
      ),
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
