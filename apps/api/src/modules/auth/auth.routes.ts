import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  languageIdOf,
  languageOfId,
  ZCompanyChoiceList,
  ZEditPreferredLanguageBody,
  ZEditPreferredLanguageResult,
  ZGodModeBody,
  ZGodModeResult,
  ZLoginBody,
  ZLoginResult,
  ZLoginSession,
  ZPublicStatus,
  ZRgpdAcceptance,
  ZRgpdText,
  ZRgpdTextQuery,
  ZSwitchCompanyBody,
  type TRole,
} from '@portal/contracts/auth/auth.schemas';
import { ok, ZEnvelope, ZEmptyEnvelope } from '@portal/contracts/envelope';
import { APP_VERSION } from '@portal/contracts/limits';
import { auditOrigin } from '../../platform/audit';
import { authenticate, brandKeyOf, revokeToken } from '../../platform/auth';
import { createThrottle } from '../../platform/throttle';
import * as repo from './auth.repository';
import { requestLang } from './auth-messages';
import { grantGodMode, login, switchCompany, type LoginDeps } from './login.service';
import { withRetryAfter } from './password-attempts';
import { acceptRgpd, currentRgpdText } from './rgpd.service';

/** The version the footer shows and GET /api/Publico/estado reports: SPEC §9, read from the root package.json (issue #12 item 21). */
export { APP_VERSION };

/** SPEC §7: the same calls under the student and the company prefix, each for its own role. */
const AREAS: ReadonlyArray<{ prefix: 'Alumno' | 'Empresa'; role: TRole }> = [
  { prefix: 'Alumno', role: 'student' },
  { prefix: 'Empresa', role: 'company' },
];

const secured = [{ bearer: [] }];

/** Language of an anonymous answer: Accept-Language, else the brand's default (SPEC §1). */
function langOf(request: FastifyRequest) {
  return requestLang(request.headers['accept-language'], request.brand?.defaultLanguage);
}

/** Sign-in, session and data protection: SPEC §4 Session and Login, §7 Login and access. */
export const authRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Counters shared by every instance: the database, or Redis when REDIS_URL is set.
  const throttle = createThrottle(app.config, app.db);
  app.addHook('onClose', async () => throttle.close());
  const deps: LoginDeps = { db: app.db, config: app.config, log: app.log, throttle };

  for (const { prefix, role } of AREAS) {
    app.post(
      `/api/${prefix}/logaUsuario`,
      {
        schema: { tags: ['auth'], body: ZLoginBody, response: { 200: ZEnvelope(ZLoginResult) } },
      },
      async (request, reply) => {
        const ctx = {
          role,
          ip: request.ip,
          audience: brandKeyOf(request),
          lang: langOf(request),
          graduatesUseSso: request.brand.sso?.graduatesOnly === true,
        };
        return ok(await withRetryAfter(reply, () => login(deps, request.body, ctx)));
      },
    );

    app.post(
      `/api/${prefix}/logout`,
      {
        onRequest: [authenticate([role])],
        schema: { tags: ['auth'], security: secured, response: { 200: ZEmptyEnvelope } },
      },
      async (request) => {
        await revokeToken(app.db, request.user);
        return ok(null);
      },
    );

    app.get(
      `/api/${prefix}/dameTextoRGPDactual`,
      { schema: { tags: ['auth'], querystring: ZRgpdTextQuery, response: { 200: ZEnvelope(ZRgpdText) } } },
      async (request) => ok(await currentRgpdText(app.db, brandKeyOf(request), request.query.lang ?? langOf(request))),
    );

    app.get(
      `/api/${prefix}/guardaAceptacionRGPD`,
      {
        onRequest: [authenticate([role])],
        schema: { tags: ['auth'], security: secured, response: { 200: ZEnvelope(ZRgpdAcceptance) } },
      },
      async (request) => ok(await acceptRgpd(app.db, request.user.userId, brandKeyOf(request), request.ip ?? null)),
    );

    app.post(
      `/api/${prefix}/editarIdiomaPreferido`,
      {
        onRequest: [authenticate([role])],
        schema: {
          tags: ['auth'],
          security: secured,
          body: ZEditPreferredLanguageBody,
          response: { 200: ZEnvelope(ZEditPreferredLanguageResult) },
        },
      },
      async (request) => {
        const lang = languageOfId(request.body.idIdioma);
        await repo.setPreferredLanguage(app.db, request.user.userId, lang);
        return ok({ idIdiomaPreferido: languageIdOf(lang) });
      },
    );
  }

  // SPEC §7 lists it under POST; GET is kept for the web's reads. Company-only.
  const listCompanies = {
    onRequest: [authenticate(['company'])],
    schema: { tags: ['auth'], security: secured, response: { 200: ZEnvelope(ZCompanyChoiceList) } },
  };
  const companiesHandler = async (request: FastifyRequest) => {
    const companies = await repo.companiesOfContact(app.db, request.user.userId);
    return ok(companies.map((c) => ({ idEmpresa: c.id, nombre: c.nombre })));
  };
  app.post('/api/Empresa/dameEmpresasDelUsuario', listCompanies, companiesHandler);
  app.get('/api/Empresa/dameEmpresasDelUsuario', listCompanies, companiesHandler);

  // #16 part 1: switch the active company without signing out (a new token for that company).
  app.post(
    '/api/Empresa/cambiarEmpresa',
    {
      onRequest: [authenticate(['company'])],
      schema: {
        tags: ['auth'],
        security: secured,
        body: ZSwitchCompanyBody,
        response: { 200: ZEnvelope(ZLoginSession) },
      },
    },
    async (request) =>
      ok(
        await switchCompany({ db: app.db, config: app.config }, request.user, request.body.eidEmpresa, {
          audience: brandKeyOf(request),
          lang: request.user.lang,
          ...auditOrigin(request),
        }),
      ),
  );

  app.post(
    '/api/Publico/modoDios',
    {
      schema: { tags: ['auth'], body: ZGodModeBody, response: { 200: ZEnvelope(ZGodModeResult) } },
    },
    async (request, reply) => {
      const ctx = { ip: request.ip, audience: brandKeyOf(request), lang: langOf(request) };
      return ok(await withRetryAfter(reply, () => grantGodMode(deps, request.body, ctx)));
    },
  );

  // Read by the web's maintenance guard (SPEC §2 Route guards).
  app.get(
    '/api/Publico/estado',
    { schema: { tags: ['auth'], response: { 200: ZEnvelope(ZPublicStatus) } } },
    async () => ok({ mantenimiento: app.config.maintenance, version: APP_VERSION }),
  );
};
