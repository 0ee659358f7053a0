import {
  ZCompanyData,
  ZDeregistrationBody,
  ZDeregistrationResult,
  ZEditCompanyBody,
  ZFiscalAccountBody,
  ZFiscalAccountList,
  ZReceiveInfoBody,
  ZReceiveInfoResult,
  ZWorkCentreBody,
  ZWorkCentreIdBody,
  ZWorkCentreList,
} from '@portal/contracts/company/company.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandText, companyOnly, companyScope, okWithBrandMessage, secured } from './company-request';
import * as service from './company.service';

/**
 * The company page /mi-empresa (/la-meva-empresa): company data, work centres, billing accounts;
 * and the deregistration request and information consent of the signed-in contact.
 * Every call works on the company of the token only.
 */
export const companyRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const P = '/api/Empresa';
  const doc = (summary: string) => ({ tags: ['company'], summary, security: secured });

  app.get(
    `${P}/dameDatosEmpresa`,
    {
      ...companyOnly,
      schema: {
        ...doc('My company: data, signer, work centres, billing accounts'),
        response: { 200: ZEnvelope(ZCompanyData) },
      },
    },
    async (request) => ok(await service.getCompanyData(app.db, companyScope(request).companyId)),
  );

  app.post(
    `${P}/editaEmpresaCompletos`,
    {
      ...companyOnly,
      schema: {
        ...doc('Edits my company (every field but the CIF); notice 532'),
        body: ZEditCompanyBody,
        response: { 200: ZEnvelope(ZCompanyData) },
      },
    },
    async (request) => ok(await service.editCompany(app.db, companyScope(request).companyId, request.body), 532),
  );

  app.post(
    `${P}/editaCentroDeTrabajo`,
    {
      ...companyOnly,
      schema: {
        ...doc('Adds a work centre, or edits mine by idCentro; notice 98'),
        body: ZWorkCentreBody,
        response: { 200: ZEnvelope(ZWorkCentreList) },
      },
    },
    async (request) => ok(await service.saveWorkCentre(app.db, companyScope(request).companyId, request.body), 98),
  );

  app.post(
    `${P}/eliminaCentroDeTrabajo`,
    {
      ...companyOnly,
      schema: {
        ...doc('Removes one of my work centres; notice 532'),
        body: ZWorkCentreIdBody,
        response: { 200: ZEnvelope(ZWorkCentreList) },
      },
    },
    async (request) =>
      ok(await service.removeWorkCentre(app.db, companyScope(request).companyId, request.body.idCentro), 532),
  );

  app.post(
    `${P}/addCuentaFacturacion`,
    {
      ...companyOnly,
      schema: {
        ...doc('Adds a billing account (SPEC §5 Fiscal account), or replaces mine by idCuenta; notice 531'),
        body: ZFiscalAccountBody,
        response: { 200: ZEnvelope(ZFiscalAccountList) },
      },
    },
    async (request) => ok(await service.saveBillingAccount(app.db, companyScope(request).companyId, request.body), 531),
  );

  app.post(
    `${P}/solicitarBajaServicio`,
    {
      ...companyOnly,
      schema: {
        ...doc('Asks to deregister (brand flag hasBajaEmpresa, else 48); notice 517 with the brand mensajeBaja'),
        body: ZDeregistrationBody,
        response: { 200: ZEnvelope(ZDeregistrationResult) },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      const idSolicitud = await service.requestDeregistration(app.db, scope.brand, scope, request.body.motivo);
      return okWithBrandMessage({ idSolicitud }, 517, brandText(scope.brand, scope.lang, 'mensajeBaja'));
    },
  );

  app.post(
    `${P}/editRecibirInformacionUniversidad`,
    {
      ...companyOnly,
      schema: {
        ...doc('My consent to receive university information; notice 532'),
        body: ZReceiveInfoBody,
        response: { 200: ZEnvelope(ZReceiveInfoResult) },
      },
    },
    async (request) =>
      ok(
        { recibirInformacion: await service.setReceiveInfo(app.db, companyScope(request), request.body.recibir) },
        532,
      ),
  );
};
