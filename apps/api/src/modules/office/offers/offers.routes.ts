import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZOfficeOfferBulkApprove,
  ZOfficeOfferBulkReject,
  ZOfficeOfferBulkResult,
  ZOfficeOfferEdit,
  ZOfficeOfferListQuery,
  ZOfficeOfferPage,
  ZOfficeOfferParams,
  ZOfficeOfferReject,
  ZOfficeOfferReturn,
  ZOfficeOfferSheet,
} from '@portal/contracts/office/offers.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import {
  decideOffer,
  decideOffers,
  listOffers,
  offerSheet,
  rejectInput,
  type OfficeOffersRequest,
} from './offers.service';
import { editOffer } from './offer-edit.service';

/** Offer validation of the office console (issue #14 '3. Offers'; permission offers.read / offers.decide). */
export const officeOffersRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): OfficeOffersRequest => ({
    user: request.user,
    brand: request.brand,
    ...auditOrigin(request),
    baseUrl: publicBaseUrl(request.brand, app.config),
    dataVersions: request.dataVersions,
  });
  const sheet = { params: ZOfficeOfferParams, response: { 200: ZEnvelope(ZOfficeOfferSheet) } };

  app.get(
    '/api/Gestion/ofertas',
    {
      ...staff,
      schema: {
        ...doc("The brand's offers by state (pending validation by default), paginated, sorted and filtered"),
        querystring: ZOfficeOfferListQuery,
        response: { 200: ZEnvelope(ZOfficeOfferPage) },
      },
    },
    async (request) => ok(await listOffers(app, req(request), request.query)),
  );

  app.get(
    '/api/Gestion/ofertas/:idOferta',
    { ...staff, schema: { ...doc('The offer exactly as a student sees it, with its timeline'), ...sheet } },
    async (request) => ok(await offerSheet(app, req(request), request.params.idOferta)),
  );

  app.post(
    '/api/Gestion/ofertas/:idOferta/aprobar',
    { ...staff, schema: { ...doc('Approves (publishes) a pending offer'), ...sheet } },
    async (request) => ok(await decideOffer(app, req(request), request.params.idOferta, 'approve')),
  );

  app.post(
    '/api/Gestion/ofertas/:idOferta/rechazar',
    {
      ...staff,
      schema: {
        ...doc('Rejects a pending offer with a coded reason the company reads'),
        ...sheet,
        body: ZOfficeOfferReject,
      },
    },
    async (request) =>
      ok(await decideOffer(app, req(request), request.params.idOferta, 'reject', rejectInput(request.body))),
  );

  app.post(
    '/api/Gestion/ofertas/:idOferta/devolver',
    {
      ...staff,
      schema: {
        ...doc('Returns a pending offer to the company for changes, with a comment'),
        ...sheet,
        body: ZOfficeOfferReturn,
      },
    },
    async (request) =>
      ok(await decideOffer(app, req(request), request.params.idOferta, 'return', { comment: request.body.comentario })),
  );

  app.post(
    '/api/Gestion/ofertas/:idOferta/cerrar',
    { ...staff, schema: { ...doc('Closes a published offer'), ...sheet } },
    async (request) => ok(await decideOffer(app, req(request), request.params.idOferta, 'close')),
  );

  app.post(
    '/api/Gestion/ofertas/:idOferta/reabrir',
    { ...staff, schema: { ...doc('Reopens a closed or expired offer (published again)'), ...sheet } },
    async (request) => ok(await decideOffer(app, req(request), request.params.idOferta, 'reopen')),
  );

  app.post(
    '/api/Gestion/ofertas/:idOferta/editar',
    {
      ...staff,
      schema: {
        ...doc('Edits the fields the company writes; the change is recorded and the company told'),
        ...sheet,
        body: ZOfficeOfferEdit,
      },
    },
    async (request) => ok(await editOffer(app, req(request), request.params.idOferta, request.body)),
  );

  app.post(
    '/api/Gestion/ofertas/aprobar',
    {
      ...staff,
      schema: {
        ...doc('Approves several offers; one result per offer'),
        body: ZOfficeOfferBulkApprove,
        response: { 200: ZEnvelope(ZOfficeOfferBulkResult) },
      },
    },
    async (request) => ok(await decideOffers(app, req(request), request.body.ids, 'approve')),
  );

  app.post(
    '/api/Gestion/ofertas/rechazar',
    {
      ...staff,
      schema: {
        ...doc('Rejects several offers with one coded reason; one result per offer'),
        body: ZOfficeOfferBulkReject,
        response: { 200: ZEnvelope(ZOfficeOfferBulkResult) },
      },
    },
    async (request) => ok(await decideOffers(app, req(request), request.body.ids, 'reject', rejectInput(request.body))),
  );
};
