import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZOfficeAgreementAddSigner,
  ZOfficeAgreementDocumentParams,
  ZOfficeAgreementErroneous,
  ZOfficeAgreementFormalise,
  ZOfficeAgreementListQuery,
  ZOfficeAgreementPage,
  ZOfficeAgreementParams,
  ZOfficeAgreementSheet,
  ZOfficeAgreementValidity,
} from '@portal/contracts/office/agreements.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import * as service from './agreements.service';
import { fileResponse, MEDIA } from '../../../platform/openapi-media';

/** A document answer is the file itself, not the envelope (errors still are). */
function sendFile(reply: FastifyReply, file: { bytes: Buffer; mime: string; nombre: string }) {
  return reply
    .type(file.mime)
    .header('content-disposition', `attachment; filename="${encodeURIComponent(file.nombre)}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/** The office's agreements (issue #14 '4. Agreements'; permission agreements.read / agreements.decide). */
export const officeAgreementsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): service.OfficeAgreementsRequest => ({
    user: request.user,
    brand: request.brand,
    ...auditOrigin(request),
    baseUrl: publicBaseUrl(request.brand, app.config),
  });
  const sheet = { params: ZOfficeAgreementParams, response: { 200: ZEnvelope(ZOfficeAgreementSheet) } };
  const P = '/api/Gestion/convenios';

  app.get(
    P,
    {
      ...staff,
      schema: {
        ...doc("The brand's agreements of one state (Firmado empresa by default): searched, sorted, paginated"),
        querystring: ZOfficeAgreementListQuery,
        response: { 200: ZEnvelope(ZOfficeAgreementPage) },
      },
    },
    async (request) => ok(await service.listAgreements(app, req(request), request.query)),
  );

  app.get(
    `${P}/:idConvenio`,
    { ...staff, schema: { ...doc('The agreement sheet: company, signers, documents, validity, timeline'), ...sheet } },
    async (request) => ok(await service.agreementSheet(app, req(request), request.params.idConvenio)),
  );

  app.get(
    `${P}/:idConvenio/documentos/:idDocumento`,
    {
      ...staff,
      schema: {
        ...doc("One of the agreement's documents (the company's signed upload, the university's copy)"),
        params: ZOfficeAgreementDocumentParams,
        response: { 200: fileResponse(MEDIA.pdf, 'The document, as an attachment') },
      },
    },
    async (request, reply) => {
      const file = await service.agreementDocument(
        app,
        req(request),
        request.params.idConvenio,
        request.params.idDocumento,
      );
      return sendFile(reply, file);
    },
  );

  app.post(
    `${P}/:idConvenio/enviaSecretaria`,
    { ...staff, schema: { ...doc("Checks the company's signed upload and sends it to the Secretaría"), ...sheet } },
    async (request) => ok(await service.sendToSecretariat(app, req(request), request.params.idConvenio)),
  );

  app.post(
    `${P}/:idConvenio/marcaErroneo`,
    {
      ...staff,
      schema: {
        ...doc('Marks it Erróneo empresa with a reason the company reads; the company uploads again'),
        ...sheet,
        body: ZOfficeAgreementErroneous,
      },
    },
    async (request) => ok(await service.markErroneous(app, req(request), request.params.idConvenio, request.body)),
  );

  app.post(
    `${P}/:idConvenio/formaliza`,
    {
      ...staff,
      schema: {
        ...doc('Formalises it: the PDF signed by the university, or a signature outside the portal'),
        ...sheet,
        body: ZOfficeAgreementFormalise,
      },
    },
    async (request) => ok(await service.formalise(app, req(request), request.params.idConvenio, request.body)),
  );

  app.post(
    `${P}/:idConvenio/caducidad`,
    {
      ...staff,
      schema: {
        ...doc('Sets or changes the validity end (fecha_caducidad)'),
        ...sheet,
        body: ZOfficeAgreementValidity,
      },
    },
    async (request) =>
      ok(await service.setValidity(app, req(request), request.params.idConvenio, request.body.fechaCaducidad)),
  );

  app.post(
    `${P}/:idConvenio/firmantes`,
    {
      ...staff,
      schema: {
        ...doc('Records a signer of either side with the date they signed'),
        ...sheet,
        body: ZOfficeAgreementAddSigner,
      },
    },
    async (request) => ok(await service.addSigner(app, req(request), request.params.idConvenio, request.body)),
  );
};
