import {
  ZAgreement,
  ZAgreementIdParams,
  ZAgreementList,
  ZAgreementRequestBody,
  ZLatestAgreement,
  ZSignedAgreementUploadBody,
} from '@portal/contracts/agreements/agreements.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandText, companyOnly, companyScope, okWithBrandMessage, secured } from '../company/company-request';
import { auditOrigin } from '../../platform/audit';
import { agreementPdf } from './agreement-pdf';
import * as service from './agreements.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

/** The PDF answer is the file itself, not the envelope (errors still are). */
const pdfResponse = { 200: fileResponse(MEDIA.pdf, 'The agreement generated from its data') };

function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Collaboration agreements of my company (SPEC §2 /nuevo-convenio-colaboracion, /subir-convenio-firmado; §4). */
export const agreementsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const P = '/api/Empresa';
  const doc = (summary: string) => ({ tags: ['agreements'], summary, security: secured });

  app.get(
    `${P}/dameConveniosEmpresa`,
    {
      ...companyOnly,
      schema: {
        ...doc('My agreements, newest first (expired ones moved to caducado)'),
        response: { 200: ZEnvelope(ZAgreementList) },
      },
    },
    async (request) => ok(await service.listAgreements(app.db, companyScope(request))),
  );

  app.get(
    `${P}/dameDetalleUltimoConvenioEmpresa`,
    {
      ...companyOnly,
      schema: {
        ...doc("My latest agreement; datos.datosFirmante prefills 'Rellenar datos'"),
        response: { 200: ZEnvelope(ZLatestAgreement) },
      },
    },
    async (request) => ok(await service.latestAgreement(app.db, companyScope(request))),
  );

  app.post(
    `${P}/addSolicitudConvenioEmpresa`,
    {
      ...companyOnly,
      schema: {
        ...doc('Requests an agreement (Generado); notice 536, mensaje = brand mensajeconveniogenerado'),
        body: ZAgreementRequestBody,
        response: { 200: ZEnvelope(ZAgreement) },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      const agreement = await service.requestAgreement(
        app.db,
        scope,
        scope.brand.key,
        request.body,
        auditOrigin(request),
      );
      return okWithBrandMessage(agreement, 536, brandText(scope.brand, scope.lang, 'mensajeconveniogenerado'));
    },
  );

  app.post(
    `${P}/adjuntaFicheroAlConvenioEmpresa`,
    {
      ...companyOnly,
      schema: {
        ...doc(
          'Uploads the signed agreement (PDF only, 46): Firmado empresa; notice 513, mensaje = brand mensajeconveniosubido',
        ),
        body: ZSignedAgreementUploadBody,
        response: { 200: ZEnvelope(ZAgreement) },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      const agreement = await service.uploadSigned(app.db, app.storage, scope, request.body, auditOrigin(request));
      return okWithBrandMessage(agreement, 513, brandText(scope.brand, scope.lang, 'mensajeconveniosubido'));
    },
  );

  app.get(
    `${P}/descargaConvenio/:id`,
    {
      ...companyOnly,
      schema: {
        ...doc('The PDF of one of my agreements, generated from its data (404 for any other)'),
        params: ZAgreementIdParams,
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const { agreement, company } = await service.pdfData(app.db, scope, request.params.id);
      // The agreement is a legal text of the university: in the brand's language.
      const lang = scope.brand.defaultLanguage;
      const pdf = await agreementPdf({ agreement, company, university: scope.brand.name[lang], lang });
      return sendPdf(reply, `${agreement.codigo}.pdf`, pdf);
    },
  );
};
