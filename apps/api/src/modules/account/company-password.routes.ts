import { ZCompanyResetRequestBody, ZPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { ok, ZEmptyEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detachedTasks } from './detached-tasks';
import { publicBaseUrl } from '../../platform/public-url';
import { setPasswordWithLink } from './password-links.service';
import { requestCompanyReset } from './password.service';

/**
 * Company password calls (SPEC §7 Company recuerdoPassword, restablecerPassword,
 * establecerPassword), on the password-link mechanism shared with students.
 */
export const companyPasswordRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const detached = detachedTasks(app);
  const doc = (summary: string) => ({ tags: ['account', 'company'], summary });

  app.post(
    '/api/Empresa/recuerdoPassword',
    {
      schema: {
        ...doc('Mails a recovery link to the contact named by nick, e-mail or CIF; always notice 505'),
        body: ZCompanyResetRequestBody,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      const input = {
        value: (request.body.nick || request.body.cif) as string,
        brand: request.brand,
        baseUrl: publicBaseUrl(request.brand, app.config),
      };
      detached.run('company password recovery', () => requestCompanyReset(app, input));
      return ok(null, 505);
    },
  );

  app.post(
    '/api/Empresa/restablecerPassword',
    {
      schema: {
        ...doc('New password from a recovery link (42 expired or used); notice 508'),
        body: ZPasswordWithTokenBody,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await setPasswordWithLink(app.db, {
        token: request.body.token,
        password: request.body.password,
        purpose: 'reset',
        roles: ['company'],
      });
      return ok(null, 508);
    },
  );

  // SPEC §2 /establecer-login is the one set-password page: it also serves students registered
  // without a password (docs/account.md), so a set link of either role is accepted here.
  app.post(
    '/api/Empresa/establecerPassword',
    {
      schema: {
        ...doc('First password from a set-password link (42 expired or used, 43 already set); notice 514'),
        body: ZPasswordWithTokenBody,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await setPasswordWithLink(app.db, {
        token: request.body.token,
        password: request.body.password,
        purpose: 'set',
        roles: ['company', 'student'],
      });
      return ok(null, 514);
    },
  );
};
