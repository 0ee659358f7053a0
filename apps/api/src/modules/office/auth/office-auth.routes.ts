import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import {
  ZConfirmSecondFactorBody,
  ZConfirmSecondFactorResult,
  ZStaffLoginBody,
  ZStaffLoginResult,
  ZStaffProfile,
  ZStaffResetRequestBody,
} from '@portal/contracts/office/office-auth.schemas';
import {
  languageIdOf,
  languageOfId,
  ZEditPreferredLanguageBody,
  ZEditPreferredLanguageResult,
} from '@portal/contracts/auth/auth.schemas';
import { Status } from '@portal/contracts/status-names';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate, brandKeyOf, revokeToken } from '../../../platform/auth';
import { createThrottle } from '../../../platform/throttle';
import { detachedTasks } from '../../account/detached-tasks';
import { setPasswordWithLink } from '../../account/password-links.service';
import { publicBaseUrl } from '../../../platform/public-url';
import { requestStaffReset } from '../../account/password.service';
import { setPreferredLanguage } from '../../auth/auth.repository';
import { requestLang } from '../../auth/auth-messages';
import { LockedError, type LoginDeps } from '../../auth/login.service';
import { officeMember, staffProfile } from '../office-access.service';
import { confirmSecondFactor, staffLogin, type OfficeLoginContext } from './office-login.service';

/** Sign-in, session and passwords of the university office (issue #14): /api/Gestion/... */
export const officeAuthRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const throttle = createThrottle(app.config, app.db);
  app.addHook('onClose', async () => throttle.close());
  const deps: LoginDeps = { db: app.db, config: app.config, log: app.log, throttle };
  const detached = detachedTasks(app);
  const doc = (summary: string, secured = false) => ({
    tags: ['office'],
    summary,
    ...(secured ? { security: [{ bearer: [] }] } : {}),
  });
  const staff = { onRequest: [authenticate(['staff'])] };

  const ctxOf = (request: FastifyRequest): OfficeLoginContext => ({
    ...auditOrigin(request),
    brand: request.brand,
    lang: requestLang(request.headers['accept-language'], request.brand?.defaultLanguage),
  });
  /** A locked account answers 429 with Retry-After, as the other roles' sign-in does. */
  const withRetryAfter = async <T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof LockedError)
        reply.header('retry-after', String(Math.max(1, Math.ceil((err.until.getTime() - Date.now()) / 1000))));
      throw err;
    }
  };

  app.post(
    '/api/Gestion/logaUsuario',
    {
      schema: {
        ...doc(
          'Office sign-in: password, then (admins) the TOTP or recovery code with the ticket; or the enrolment QR',
        ),
        body: ZStaffLoginBody,
        response: { 200: ZEnvelope(ZStaffLoginResult) },
      },
    },
    async (request, reply) => ok(await withRetryAfter(reply, () => staffLogin(deps, request.body, ctxOf(request)))),
  );

  app.post(
    '/api/Gestion/confirmaSegundoFactor',
    {
      schema: {
        ...doc("Confirms an admin's TOTP enrolment with a first code; answers the session and ten recovery codes"),
        body: ZConfirmSecondFactorBody,
        response: { 200: ZEnvelope(ZConfirmSecondFactorResult) },
      },
    },
    async (request, reply) =>
      ok(await withRetryAfter(reply, () => confirmSecondFactor(deps, request.body, ctxOf(request)))),
  );

  app.get(
    '/api/Gestion/sesion',
    {
      ...staff,
      schema: {
        ...doc('The signed-in office member and what they may do', true),
        response: { 200: ZEnvelope(ZStaffProfile) },
      },
    },
    async (request) => ok(staffProfile(await officeMember(app.db, request.user, brandKeyOf(request)))),
  );

  app.post(
    '/api/Gestion/logout',
    {
      ...staff,
      schema: { ...doc('Ends this session on every instance', true), response: { 200: ZEnvelope(z.null()) } },
    },
    async (request) => {
      await revokeToken(app.db, request.user);
      return ok(null);
    },
  );

  // The console's ES/CA choice, kept for the signed-in staff member only (the token's user: no id in
  // the body) and applied at their next sign-in through the profile's idIdiomaPreferido (SPEC §2).
  app.post(
    '/api/Gestion/editarIdiomaPreferido',
    {
      ...staff,
      schema: {
        ...doc('Saves the console language of the signed-in staff member (1 es, 2 ca)', true),
        body: ZEditPreferredLanguageBody,
        response: { 200: ZEnvelope(ZEditPreferredLanguageResult) },
      },
    },
    async (request) => {
      const lang = languageOfId(request.body.idIdioma);
      await setPreferredLanguage(app.db, request.user.userId, lang);
      return ok({ idIdiomaPreferido: languageIdOf(lang) });
    },
  );

  app.post(
    '/api/Gestion/recuerdoPassword',
    {
      schema: {
        ...doc('Mails a recovery link to an office member of this brand; always notice 505'),
        body: ZStaffResetRequestBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      const input = {
        email: request.body.email,
        brand: request.brand,
        baseUrl: publicBaseUrl(request.brand, app.config),
      };
      detached.run('staff password recovery', () => requestStaffReset(app, input));
      return ok(null, Status.MailSent);
    },
  );

  // The two links of a staff account (recovery and invitation) set a password the same way.
  const passwordFromLink = (
    path: string,
    summary: string,
    purpose: 'reset' | 'set',
    notice: typeof Status.PasswordReset | typeof Status.PasswordSet,
  ) =>
    app.post(
      path,
      { schema: { ...doc(summary), body: ZPasswordWithTokenBody, response: { 200: ZEnvelope(z.null()) } } },
      async (request) => {
        const { token, password } = request.body;
        await setPasswordWithLink(app.db, { token, password, purpose, roles: ['staff'] });
        return ok(null, notice);
      },
    );
  passwordFromLink(
    '/api/Gestion/restablecerPassword',
    'New password from a recovery link (42 expired or used); notice 508',
    'reset',
    Status.PasswordReset,
  );
  passwordFromLink(
    '/api/Gestion/establecerPassword',
    'First password from an invitation link (42 expired or used, 43 already set); notice 514',
    'set',
    Status.PasswordSet,
  );
};
