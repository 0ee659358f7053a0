import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZMissingData, ZSigner, ZSignerBody } from '@portal/contracts/proposals/signer.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import * as service from './company-signer.service';

/** SPEC §7 signer and missing-data calls of the company home (prefix /api/Empresa). */
export const companySignerRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['company'])] };
  const doc = (summary: string) => ({ tags: ['company', 'signer'], summary, security: [{ bearer: [] }] });
  const P = '/api/Empresa';
  const companyOf = (user: { companyId: number | null }) => user.companyId as number;

  app.get(
    `${P}/dameDatosFirmanteEmpresa`,
    {
      ...base,
      schema: {
        ...doc("My company's signer; completo false opens the mandatory signer dialog"),
        response: { 200: ZEnvelope(ZSigner) },
      },
    },
    async (request) => ok(await service.getSigner(app.db, companyOf(request.user))),
  );

  app.post(
    `${P}/editaDatosFirmanteEmpresa`,
    {
      ...base,
      schema: { ...doc("Saves my company's signer (532)"), body: ZSignerBody, response: { 200: ZEnvelope(ZSigner) } },
    },
    async (request) => ok(await service.editSigner(app.db, companyOf(request.user), request.body), 532),
  );

  app.get(
    `${P}/faltanDatosAlaEmpresa`,
    { ...base, schema: { ...doc('Which company data is still missing'), response: { 200: ZEnvelope(ZMissingData) } } },
    async (request) => ok(await service.missingCompanyData(app.db, companyOf(request.user))),
  );

  app.get(
    `${P}/faltanDatosAlContactoEmpresa`,
    {
      ...base,
      schema: { ...doc('Which data of my contact is still missing'), response: { 200: ZEnvelope(ZMissingData) } },
    },
    async (request) =>
      ok(await service.missingContactData(app.db, request.brand, companyOf(request.user), request.user.contactId)),
  );
};
