import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZCompanyListQuery,
  ZCompanyMergeBody,
  ZCompanyPage,
  ZCompanyParams,
  ZCompanyRejectBody,
  ZCompanySheet,
} from '@portal/contracts/office/companies.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import { companySheet, decideCompany, listCompanies, mergeCompanies, type CompaniesRequest } from './companies.service';

/** The office's companies (issue #14 '2. Companies'): list, sheet with timeline, decisions. */
export const officeCompaniesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): CompaniesRequest => ({
    user: request.user,
    brand: request.brand,
    lang: request.user.lang,
    ...auditOrigin(request),
  });
  const sheet = { 200: ZEnvelope(ZCompanySheet) };
  const base = (request: FastifyRequest) => publicBaseUrl(request.brand, app.config);

  app.get(
    '/api/Gestion/empresas',
    {
      ...staff,
      schema: {
        ...doc("The brand's companies: filtered, sorted, paginated"),
        querystring: ZCompanyListQuery,
        response: { 200: ZEnvelope(ZCompanyPage) },
      },
    },
    async (request) => ok(await listCompanies(app, req(request), request.query)),
  );

  app.get(
    '/api/Gestion/empresas/:idEmpresa',
    { ...staff, schema: { ...doc('A company sheet with its timeline'), params: ZCompanyParams, response: sheet } },
    async (request) => ok(await companySheet(app, req(request), request.params.idEmpresa)),
  );

  app.post(
    '/api/Gestion/empresas/:idEmpresa/validar',
    {
      ...staff,
      schema: {
        ...doc('Validates a company awaiting validation (or rejected)'),
        params: ZCompanyParams,
        response: sheet,
      },
    },
    async (request) =>
      ok(await decideCompany(app, req(request), request.params.idEmpresa, 'validate', null, base(request))),
  );

  app.post(
    '/api/Gestion/empresas/:idEmpresa/rechazar',
    {
      ...staff,
      schema: {
        ...doc('Rejects a company awaiting validation, with a reason the company receives'),
        params: ZCompanyParams,
        body: ZCompanyRejectBody,
        response: sheet,
      },
    },
    async (request) =>
      ok(
        await decideCompany(app, req(request), request.params.idEmpresa, 'reject', request.body.motivo, base(request)),
      ),
  );

  app.post(
    '/api/Gestion/empresas/:idEmpresa/bloquear',
    {
      ...staff,
      schema: { ...doc('Blocks a company: its contacts cannot sign in (9)'), params: ZCompanyParams, response: sheet },
    },
    async (request) =>
      ok(await decideCompany(app, req(request), request.params.idEmpresa, 'block', null, base(request))),
  );

  app.post(
    '/api/Gestion/empresas/:idEmpresa/desbloquear',
    { ...staff, schema: { ...doc('Unblocks a company'), params: ZCompanyParams, response: sheet } },
    async (request) =>
      ok(await decideCompany(app, req(request), request.params.idEmpresa, 'unblock', null, base(request))),
  );

  app.post(
    '/api/Gestion/empresas/:idEmpresa/fusionar',
    {
      ...staff,
      schema: {
        ...doc('Merges another record of the same CIF into this one, which is kept'),
        params: ZCompanyParams,
        body: ZCompanyMergeBody,
        response: sheet,
      },
    },
    async (request) =>
      ok(await mergeCompanies(app, req(request), request.params.idEmpresa, request.body.idEmpresaDuplicada)),
  );
};
