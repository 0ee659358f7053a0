import { auditOrigin } from '../../platform/audit';
import {
  ZAccountUser,
  ZChangePasswordBody,
  ZChangePasswordResult,
  ZDeregistrationBody,
  ZDeregistrationResult,
  ZDeregistrationWithDataBody,
  ZPasswordWithTokenBody,
  ZRegisterBody,
  ZRegisterResult,
  ZResetRequestBody,
} from '@portal/contracts/account/account.schemas';
import { ok, ZEnvelope, ZEmptyEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, brandKeyOf } from '../../platform/auth';
import { accountUser, requestDeregistration } from './account.service';
import { detachedTasks } from './detached-tasks';
import { publicBaseUrl } from '../../platform/public-url';
import { setPasswordWithLink } from './password-links.service';
import { changePassword, requestStudentReset } from './password.service';
import { registerStudent } from './registration.service';
import { createThrottle } from '../../platform/throttle';
import { requestLang } from '../auth/auth-messages';
import { withRetryAfter } from '../auth/password-attempts';

/** Student account calls (SPEC §7 Student 'Account'); the company password calls are in company-password.routes.ts. */
export const accountRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const detached = detachedTasks(app);
  // editarPassword shares the sign-in's failed-password counters (issue #12 item 4).
  const throttle = createThrottle(app.config, app.db);
  app.addHook('onClose', async () => throttle.close());
  const student = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string, secured = true) => ({
    tags: ['account', 'student'],
    summary,
    ...(secured ? { security: [{ bearer: [] }] } : {}),
  });

  app.post(
    '/api/Alumno/registrarUsuario',
    {
      schema: {
        ...doc('Student registration (brand flag canRegistroAlumno); notice 504 or 522', false),
        body: ZRegisterBody,
        response: { 200: ZEnvelope(ZRegisterResult) },
      },
    },
    async (request) => {
      const outcome = await registerStudent(app, {
        brand: request.brand,
        body: request.body,
        ip: request.ip ?? null,
        baseUrl: publicBaseUrl(request.brand, app.config),
      });
      return ok({ email: outcome.email }, outcome.aviso);
    },
  );

  app.post(
    '/api/Alumno/solicitarReseteoPassword',
    {
      schema: {
        ...doc('Mails a single-use recovery link; always notice 505', false),
        body: ZResetRequestBody,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      const input = {
        usuario: request.body.usuario,
        brand: request.brand,
        baseUrl: publicBaseUrl(request.brand, app.config),
      };
      detached.run('student password recovery', () => requestStudentReset(app, input));
      return ok(null, 505);
    },
  );

  app.post(
    '/api/Alumno/restablecerPassword',
    {
      schema: {
        ...doc('New password from a recovery link (42 expired or used); notice 508', false),
        body: ZPasswordWithTokenBody,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await setPasswordWithLink(app.db, {
        token: request.body.token,
        password: request.body.password,
        purpose: 'reset',
        roles: ['student'],
      });
      return ok(null, 508);
    },
  );

  app.post(
    '/api/Alumno/editarPassword',
    {
      ...student,
      schema: {
        ...doc('Changes the password; revokes every session and answers a fresh token (notice 521)'),
        body: ZChangePasswordBody,
        response: { 200: ZEnvelope(ZChangePasswordResult) },
      },
    },
    async (request, reply) => {
      const ctx = {
        audience: brandKeyOf(request),
        ip: request.ip,
        lang: requestLang(request.headers['accept-language'], request.brand.defaultLanguage),
      };
      return ok(
        await withRetryAfter(reply, () =>
          changePassword({ db: app.db, config: app.config, log: app.log, throttle }, request.user, ctx, request.body),
        ),
        521,
      );
    },
  );

  app.post(
    '/api/Alumno/solicitarBajaServicio',
    {
      ...student,
      schema: {
        ...doc('Deregistration request (brand flag hasBajaAlumno); notice 517'),
        body: ZDeregistrationBody.nullish(),
        response: { 200: ZEnvelope(ZDeregistrationResult) },
      },
    },
    async (request) =>
      ok(
        await requestDeregistration(app.db, {
          userId: request.user.userId,
          brand: request.brand,
          origin: auditOrigin(request),
          body: request.body ?? {},
          withData: false,
        }),
        517,
      ),
  );

  app.post(
    '/api/Alumno/solicitarBajaServicioConDatos',
    {
      ...student,
      schema: {
        ...doc('Deregistration request with contact data and erasure choice; notice 517'),
        body: ZDeregistrationWithDataBody,
        response: { 200: ZEnvelope(ZDeregistrationResult) },
      },
    },
    async (request) =>
      ok(
        await requestDeregistration(app.db, {
          userId: request.user.userId,
          brand: request.brand,
          origin: auditOrigin(request),
          body: request.body,
          withData: true,
        }),
        517,
      ),
  );

  app.get(
    '/api/Alumno/editaUsuario',
    { ...student, schema: { ...doc('The account behind the CV'), response: { 200: ZEnvelope(ZAccountUser) } } },
    async (request) => ok(await accountUser(app.db, request.user.userId)),
  );
};
