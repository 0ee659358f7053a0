import { ZSsoCallbackBody } from '@portal/contracts/account/sso.schemas';
import { ZLoginBody, ZLoginResult, ZRgpdAcceptance } from '@portal/contracts/auth/auth.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZMandatorySurveyList,
  ZSurveyAccess,
  ZSurveyAccessBody,
  ZSurveyAnonymousLogin,
  ZSurveyCardList,
  ZSurveyIdParams,
  ZSurveyProgressBody,
  ZSurveyProgressResult,
  ZSurveySheet,
  ZSurveySheetQuery,
  ZSurveySubmitBody,
  ZSurveySubmitResult,
} from '@portal/contracts/surveys/surveys.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, brandKeyOf } from '../../platform/auth';
import { contentLang } from '../../platform/content-language';
import { createThrottle } from '../../platform/throttle';
import { requestLang } from '../auth/auth-messages';
import { LockedError, type LoginDeps } from '../auth/login.service';
import { acceptRgpd } from '../auth/rgpd.service';
import { flowCookie, readFlow, setFlowCookie } from '../sso/sso-flow';
import { identifyActor, requireActor, type SurveyBrand, type SurveyUser } from './survey-access';
import { surveyLogin, surveySsoLogin } from './survey-login.service';
import * as service from './surveys.service';

const TAGS = ['surveys'];
const secured = [{ bearer: [] }];
/** SPEC §8 539: survey progress saved. */
const PROGRESS_SAVED = 539;

/** The request's brand: its key (the token audience) and the zone its survey windows are read in. */
function surveyBrand(request: FastifyRequest): SurveyBrand {
  return { key: brandKeyOf(request), timeZone: request.brand?.timeZone };
}

function userOf(request: FastifyRequest): SurveyUser {
  return { kind: 'user', userId: request.user.userId, role: request.user.role, companyId: request.user.companyId };
}

/** Survey calls (SPEC §7 /api/Encuestas) and the survey lists of the home pages. */
export const surveysRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Sign-in failures count in the same store as the portal's login (database or Redis).
  const throttle = createThrottle(app.config, app.db);
  app.addHook('onClose', async () => throttle.close());
  const deps: LoginDeps = { db: app.db, config: app.config, log: app.log, throttle };

  app.get(
    '/api/Alumno/dameEncuestasUsuario',
    {
      onRequest: [authenticate(['student'])],
      schema: {
        tags: TAGS,
        summary: 'Surveys I still have to answer, mandatory first',
        security: secured,
        response: { 200: ZEnvelope(ZSurveyCardList) },
      },
    },
    async (request) =>
      ok(await service.listForUser(app.db, surveyBrand(request), userOf(request), contentLang(request))),
  );

  app.get(
    '/api/Empresa/dameEncuestas',
    {
      onRequest: [authenticate(['company'])],
      schema: {
        tags: TAGS,
        summary: 'Surveys I still have to answer',
        security: secured,
        response: { 200: ZEnvelope(ZSurveyCardList) },
      },
    },
    async (request) =>
      ok(await service.listForUser(app.db, surveyBrand(request), userOf(request), contentLang(request))),
  );

  app.get(
    '/api/Alumno/dameEncuestasObligatoriasPendientes',
    {
      onRequest: [authenticate(['student'])],
      schema: {
        tags: TAGS,
        summary: 'Mandatory surveys blocking the candidate (SPEC §3 Mandatory survey); empty when none',
        security: secured,
        response: { 200: ZEnvelope(ZMandatorySurveyList) },
      },
    },
    async (request) =>
      ok(await service.pendingMandatory(app.db, surveyBrand(request), userOf(request), contentLang(request))),
  );

  app.post(
    '/api/Encuestas/accesoEncuesta/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Access data of a survey; with a bearer, also whether I may answer it',
        security: [{}, { bearer: [] }],
        params: ZSurveyIdParams,
        body: ZSurveyAccessBody,
        response: { 200: ZEnvelope(ZSurveyAccess) },
      },
    },
    async (request, reply) => {
      const who = await identifyActor(request, reply, false);
      return ok(
        await service.access(
          app.db,
          surveyBrand(request),
          request.params.id,
          who,
          request.body?.querystringValue,
          contentLang(request),
        ),
      );
    },
  );

  app.get(
    '/api/Encuestas/guardaAceptacionRGPD',
    {
      onRequest: [authenticate(['student', 'company', 'staff'])],
      schema: {
        tags: TAGS,
        summary: 'Records my acceptance of the data-protection text',
        security: secured,
        response: { 200: ZEnvelope(ZRgpdAcceptance) },
      },
    },
    async (request) => ok(await acceptRgpd(app.db, request.user.userId, brandKeyOf(request), request.ip ?? null)),
  );

  app.get(
    '/api/Encuestas/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'The survey to answer, with my saved progress',
        security: secured,
        params: ZSurveyIdParams,
        querystring: ZSurveySheetQuery,
        response: { 200: ZEnvelope(ZSurveySheet) },
      },
    },
    async (request, reply) =>
      ok(
        await service.sheet(
          app.db,
          request.brand,
          request.params.id,
          await requireActor(request, reply),
          request.query.idPractica,
          contentLang(request),
        ),
      ),
  );

  app.post(
    '/api/Encuestas/logaUsuario/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Signs in for a survey (the portal login, then the survey checks)',
        params: ZSurveyIdParams,
        body: ZLoginBody,
        response: { 200: ZEnvelope(ZLoginResult) },
      },
    },
    async (request, reply) => {
      const ctx = {
        ip: request.ip,
        lang: requestLang(request.headers['accept-language'], request.brand?.defaultLanguage),
      };
      try {
        return ok(await surveyLogin(deps, surveyBrand(request), request.params.id, request.body, ctx));
      } catch (err) {
        if (err instanceof LockedError)
          reply.header('retry-after', String(Math.max(1, Math.ceil((err.until.getTime() - Date.now()) / 1000))));
        throw err;
      }
    },
  );

  app.post(
    '/api/Encuestas/validaRespuestaLoginIntegrado/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          "Signs in for a survey through the brand's single sign-on (the callback query string), then the survey checks",
        params: ZSurveyIdParams,
        body: ZSsoCallbackBody,
        response: { 200: ZEnvelope(ZLoginResult) },
      },
    },
    async (request, reply) => {
      const flow = await readFlow(app.config, request.brand.key, flowCookie(request));
      // The attempt is spent whatever the outcome: a callback works once.
      setFlowCookie(reply, request, '', 0);
      const lang = requestLang(request.headers['accept-language'], request.brand.defaultLanguage);
      const input = {
        brand: request.brand,
        flow,
        respuesta: request.body.respuesta,
        audience: brandKeyOf(request),
        lang,
      };
      return ok(await surveySsoLogin({ db: app.db, config: app.config, log: request.log }, request.params.id, input));
    },
  );

  app.post(
    '/api/Encuestas/logaAnonimo/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A token to answer an anonymous survey (status 37 when it is not)',
        params: ZSurveyIdParams,
        response: { 200: ZEnvelope(ZSurveyAnonymousLogin) },
      },
    },
    async (request) => ok(await service.anonymousLogin(app.db, surveyBrand(request), request.params.id)),
  );

  app.post(
    '/api/Encuestas/guardaContestacionEncuesta/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Sends the final answers (status 40 lists unanswered mandatory questions)',
        security: secured,
        params: ZSurveyIdParams,
        body: ZSurveySubmitBody,
        response: { 200: ZEnvelope(ZSurveySubmitResult) },
      },
    },
    async (request, reply) => {
      const who = await requireActor(request, reply);
      return ok(
        await service.submit(
          app.db,
          request.brand,
          request.params.id,
          who,
          request.body.lContestaciones,
          request.body.idPractica,
        ),
      );
    },
  );

  app.post(
    '/api/Encuestas/guardaProgresoEncuesta/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Saves the answers so far (notice 539)',
        security: secured,
        params: ZSurveyIdParams,
        body: ZSurveyProgressBody,
        response: { 200: ZEnvelope(ZSurveyProgressResult) },
      },
    },
    async (request, reply) => {
      const who = await requireActor(request, reply);
      return ok(
        await service.saveProgress(
          app.db,
          request.brand,
          request.params.id,
          who,
          request.body.lContestacionesJSON,
          request.body.idPractica,
        ),
        PROGRESS_SAVED,
      );
    },
  );
};
