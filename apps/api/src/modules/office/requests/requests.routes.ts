import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZRequestAcceptBody,
  ZRequestKindParams,
  ZRequestListQuery,
  ZRequestPage,
  ZRequestParams,
  ZRequestRejectBody,
  ZRequestSheet,
} from '@portal/contracts/office/requests.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import { decideRequest, listRequests, requestSheet, type RequestsRequest } from './requests.service';

/** The office's requests (issue #14 '5. Requests'): a list per kind, a sheet with its timeline, decisions. */
export const officeRequestsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): RequestsRequest => ({
    user: request.user,
    brand: request.brand,
    lang: request.user.lang,
    ...auditOrigin(request),
  });
  const sheet = { 200: ZEnvelope(ZRequestSheet) };
  const base = (request: FastifyRequest) => publicBaseUrl(request.brand, app.config);

  app.get(
    '/api/Gestion/solicitudes/:tipo',
    {
      ...staff,
      schema: {
        ...doc("The brand's requests of one kind: filtered, sorted, paginated, with days waiting"),
        params: ZRequestKindParams,
        querystring: ZRequestListQuery,
        response: { 200: ZEnvelope(ZRequestPage) },
      },
    },
    async (request) => ok(await listRequests(app, req(request), request.params.tipo, request.query)),
  );

  app.get(
    '/api/Gestion/solicitudes/:tipo/:idSolicitud',
    { ...staff, schema: { ...doc('A request sheet with its timeline'), params: ZRequestParams, response: sheet } },
    async (request) => ok(await requestSheet(app, req(request), request.params.tipo, request.params.idSolicitud)),
  );

  app.post(
    '/api/Gestion/solicitudes/:tipo/:idSolicitud/aceptar',
    {
      ...staff,
      schema: {
        ...doc('Accepts a pending request (an accepted deregistration erases the person, ADR 0012)'),
        params: ZRequestParams,
        body: ZRequestAcceptBody,
        response: sheet,
      },
    },
    async (request) =>
      ok(
        await decideRequest(
          app,
          req(request),
          request.params.tipo,
          request.params.idSolicitud,
          'accept',
          request.body?.motivo || null,
          base(request),
          request.body?.confirmarAvisos ?? false,
        ),
      ),
  );

  app.post(
    '/api/Gestion/solicitudes/:tipo/:idSolicitud/rechazar',
    {
      ...staff,
      schema: {
        ...doc('Rejects a pending request with the reason the requester receives'),
        params: ZRequestParams,
        body: ZRequestRejectBody,
        response: sheet,
      },
    },
    async (request) =>
      ok(
        await decideRequest(
          app,
          req(request),
          request.params.tipo,
          request.params.idSolicitud,
          'reject',
          request.body.motivo,
          base(request),
        ),
      ),
  );
};
