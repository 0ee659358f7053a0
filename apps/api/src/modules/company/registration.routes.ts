import {
  ZCifBody,
  ZCifExists,
  ZCompanyRegistrationBody,
  ZCompanyRegistrationResult,
  ZContactEmailCheck,
  ZContactEmailCheckBody,
  ZExistsCifParams,
} from '@portal/contracts/company/company-registration.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../platform/audit';
import { requestLang } from '../auth/auth-messages';
import { brandText, okWithBrandMessage } from './company-request';
import { sendSetPasswordLinks } from './contact-users';
import * as service from './registration.service';

/** The public calls of /solicitar-cuenta (no token): the registration and its checks. */
export const companyRegistrationRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['company', 'public'], summary });

  app.post(
    '/api/Empresa/guardarUsuarioEmpresa',
    {
      schema: {
        ...doc(
          'Company account request: company, signer, work centres, billing accounts, contacts; notice 503 or 504 (brand BornActive), mensaje = brand custom text',
        ),
        body: ZCompanyRegistrationBody,
        response: { 200: ZEnvelope(ZCompanyRegistrationResult) },
      },
    },
    async (request) => {
      const lang =
        request.body.idioma ?? requestLang(request.headers['accept-language'], request.brand.defaultLanguage);
      const outcome = await service.registerCompany(app.db, request.brand, request.body, lang, auditOrigin(request));
      await sendSetPasswordLinks(app, request, outcome.users, lang);
      const datos = { idEmpresa: outcome.idEmpresa, activa: outcome.activa };
      return okWithBrandMessage(
        datos,
        outcome.activa ? 504 : 503,
        brandText(request.brand, lang, 'registroEmpresasMensajePersonalizado'),
      );
    },
  );

  app.get(
    '/api/Empresa/existeCIF/:cif/:codigo',
    {
      schema: {
        ...doc('Is a company with this CIF registered? (33 bad format; the code is the brand key)'),
        params: ZExistsCifParams,
        response: { 200: ZEnvelope(ZCifExists) },
      },
    },
    async (request) =>
      ok({ existe: await service.cifExistsWithCode(app.db, request.brand, request.params.cif, request.params.codigo) }),
  );

  app.post(
    '/api/Alumno/compruebaCIF',
    {
      schema: {
        ...doc('Is a company with this CIF registered? (33 bad format)'),
        body: ZCifBody,
        response: { 200: ZEnvelope(ZCifExists) },
      },
    },
    async (request) => ok({ existe: !!(await service.companyWithCif(app.db, request.brand.key, request.body.cif)) }),
  );

  app.post(
    '/api/Alumno/compruebaEmailContactoEmpresa',
    {
      schema: {
        ...doc("Is this email a contact of that company? 44 when it is another company's"),
        body: ZContactEmailCheckBody,
        response: { 200: ZEnvelope(ZContactEmailCheck) },
      },
    },
    async (request) =>
      ok({ existe: await service.checkContactEmail(app.db, request.brand, request.body.cif, request.body.email) }),
  );
};
