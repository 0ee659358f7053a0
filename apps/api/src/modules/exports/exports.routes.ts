import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZExportColumnChoice,
  ZExportColumnsBody,
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
import type { TExportListKey } from '@portal/contracts/exports/export-columns';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { auditOrigin } from '../../platform/audit';
import { authenticate, type AuthUser } from '../../platform/auth';
import type { Zoned } from '../../platform/clock';
import { companyScope } from '../proposals/proposals.routes';
import { contentDisposition, EXPORT_MIME, writeExport, type TExportFormat } from './export-writer';

type TExportQuery = { formato: TExportFormat; columnas?: string };
import * as service from './exports.service';
import * as office from './office-list-exports.service';
import { EXPORT_FILE } from '../../platform/openapi-media';
import * as jobs from './export-jobs.service';
import * as lists from './list-exports.service';
import { exportApplications } from './application-exports.service';
import { ZOfficeApplicationListQuery } from '@portal/contracts/office/applications.schemas';
import { ZEventParams } from '@portal/contracts/office/content.schemas';
import { ZOfficeSurveyParams } from '@portal/contracts/office/surveys.schemas';
import { ZProposalListQuery } from '@portal/contracts/proposals/proposals.schemas';

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
  function stream(
    reply: FastifyReply,
    format: TExportFormat,
    plan: service.ExportPlan,
    lang: 'es' | 'ca',
    brand: Zoned,
  ) {
    const body = new PassThrough();
    const timeZone = brand?.timeZone;
    writeExport(body, format, plan.columns, plan.rows, lang, plan.sheetName, timeZone).catch((err: unknown) => {
      // Headers are gone: cut the download so the client sees an incomplete file, never a short one as whole.
      app.log.error({ err }, 'export failed while streaming');
      body.destroy(err as Error);
    });
    return reply
      .type(EXPORT_MIME[format])
      .header('content-disposition', contentDisposition(service.datedFileName(plan.fileName, brand)))
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
        { ...stored, timeZone: request.brand.timeZone },
        total,
        auditOrigin(request),
      );
      return reply.code(202).send(ok(accepted));
    }
    const audited = jobs.auditedPlan(app.db, request.user, request.brand.key, stored, planned, auditOrigin(request));
    return stream(reply, stored.query.formato, audited, request.user.lang, request.brand);
  }

  /** The office's lists: no path parameters, the list's own query schema (listExport below). */
  function officeExport<Q extends z.ZodObject>(
    path: string,
    list: TExportListKey,
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
    listExport({
      path,
      list,
      role: 'staff',
      summary,
      // zod cannot type `extend` of a generic object schema: its output is the list's query plus formato and columnas.
      query: query.extend(ZExportQueryShape) as unknown as z.ZodType<z.infer<Q> & TExportQuery>,
      plan: (db, user, brandKey, _params, q, maxRows) => plan(db, user, brandKey, q, maxRows),
    });
  }

  officeExport(
    '/api/Gestion/convenios/exportar',
    'convenios',
    ZOfficeAgreementListQuery,
    "The office's agreements of the list's filters, as CSV or XLSX",
    service.exportAgreements,
  );
  officeExport(
    '/api/Gestion/empresas/exportar',
    'empresas',
    ZCompanyListQuery,
    "The office's companies of the list's filters, as CSV or XLSX",
    service.exportCompanies,
  );
  officeExport(
    '/api/Gestion/ofertas/exportar',
    'ofertas',
    ZOfficeOfferListQuery,
    "The office's offers of the list's filters, as CSV or XLSX",
    office.exportOffers,
  );
  officeExport(
    '/api/Gestion/practicas/exportar',
    'practicas',
    ZOfficeInternshipListQuery,
    "The office's internships of the list's filters (the gestor's campuses), as CSV or XLSX",
    office.exportInternships,
  );
  officeExport(
    '/api/Gestion/alumnos/exportar',
    'alumnos',
    ZStudentListQuery,
    "The office's students of the list's filters (the gestor's campuses), as CSV or XLSX",
    office.exportStudents,
  );
  officeExport(
    '/api/Gestion/candidaturas/exportar',
    'candidaturas',
    ZOfficeApplicationListQuery,
    "The office's applications of the list's filters (the gestor's campuses), as CSV or XLSX",
    exportApplications,
  );
  officeExport(
    '/api/Gestion/auditoria/exportar',
    'auditoria',
    ZAuditQuery,
    "The brand's audit log of the list's filters (admins), as CSV or XLSX",
    office.exportAudit,
  );

  const CANDIDATES = '/api/Empresa/procesos/:id/candidatos/exportar';
  jobs.registerBackgroundPlanner(CANDIDATES, 'candidatos', (db, user, _brandKey, stored, maxRows) =>
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
        response: { 200: EXPORT_FILE, 202: ZEnvelope(ZExportJobAccepted) },
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

  /**
   * One export route (issue #17 'Exports'): its list's path + `/exportar`, a GET answering through
   * `answer()`, and the same planner registered for a background export of it. The planner reads
   * the user, not the request, so that it runs again from the stored request. Used by the office's
   * lists (officeExport), an event's enrolments and a survey's answers, and the company's offers
   * and internships (list-exports.service.ts).
   */
  function listExport<P extends Record<string, string | number>, Q extends TExportQuery>(opts: {
    path: string;
    list: TExportListKey;
    role: 'staff' | 'company';
    summary: string;
    params?: z.ZodType<P>;
    query: z.ZodType<Q>;
    plan: (
      db: typeof app.db,
      user: AuthUser,
      brandKey: string,
      params: P,
      query: Q,
      maxRows: number,
    ) => Promise<service.ExportPlan>;
  }) {
    jobs.registerBackgroundPlanner(opts.path, opts.list, (db, user, brandKey, stored, maxRows) =>
      opts.plan(db, user, brandKey, stored.params as unknown as P, stored.query as unknown as Q, maxRows),
    );
    app.get(
      opts.path,
      {
        onRequest: [authenticate([opts.role])],
        schema: {
          ...doc(opts.summary, [opts.role === 'staff' ? 'office' : 'company']),
          ...(opts.params ? { params: opts.params } : {}),
          querystring: opts.query,
          response: { 200: EXPORT_FILE, 202: ZEnvelope(ZExportJobAccepted) },
        },
      },
      async (request, reply) => {
        const params = (request.params ?? {}) as P;
        const query = request.query as Q;
        const stored = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
        return answer(request, reply, { route: opts.path, params: stored, query }, (maxRows) =>
          opts.plan(app.db, request.user, request.brand.key, params, query, maxRows),
        );
      },
    );
  }
  const ask = z.object(ZExportQueryShape);
  listExport({
    path: '/api/Gestion/contenidos/eventos/:idEvento/inscritos/exportar',
    list: 'inscritos',
    role: 'staff',
    summary: "The brand's people enrolled in an event, as CSV or XLSX",
    params: ZEventParams,
    query: ask,
    plan: (db, user, brandKey, params, query, maxRows) =>
      lists.exportEventEnrolments(db, user, brandKey, Number(params.idEvento), query, maxRows),
  });
  listExport({
    path: '/api/Gestion/encuestas/:idEncuesta/resultados/exportar',
    list: 'respuestas',
    role: 'staff',
    summary: "A survey's answers, one row per answered question (nobody named when anonymous), as CSV or XLSX",
    params: ZOfficeSurveyParams,
    query: ask,
    plan: (db, user, brandKey, params, query, maxRows) =>
      lists.exportSurveyAnswers(db, user, brandKey, Number(params.idEncuesta), query, maxRows),
  });
  listExport({
    path: '/api/Empresa/dameProcesosEmpleoYpracticas/exportar',
    list: 'procesos',
    role: 'company',
    summary: "My offers of the list's filters, as CSV or XLSX",
    query: ZProposalListQuery.extend(ZExportQueryShape),
    plan: (db, user, _brandKey, _params, query, maxRows) =>
      lists.exportCompanyOffers(
        db,
        user,
        { companyId: user.companyId as number, userId: user.userId, lang: user.lang },
        query,
        maxRows,
      ),
  });
  listExport({
    path: '/api/Empresa/damePracticas/exportar',
    list: 'practicasEmpresa',
    role: 'company',
    summary: 'The internships assigned to my company, as CSV or XLSX',
    query: ask,
    plan: (db, user, brandKey, _params, query, maxRows) =>
      lists.exportCompanyInternships(
        db,
        user,
        { companyId: user.companyId as number, userId: user.userId, brandKey, lang: user.lang },
        query,
        maxRows,
      ),
  });

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
