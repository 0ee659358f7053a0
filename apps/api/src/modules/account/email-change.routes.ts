import { ZConfirmEmailBody, ZConfirmEmailResult } from '@portal/contracts/account/email-change.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../platform/audit';
import { confirmEmailChange } from './email-change.service';

/** The confirmation of a new login from the link mailed to it (ADR 0033); public: the link is the proof. */
export const emailChangeRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/Alumno/confirmarEmail',
    {
      schema: {
        tags: ['account', 'student'],
        summary: 'Makes the new e-mail the login, from the link mailed to it (323 expired or used, 324 taken)',
        body: ZConfirmEmailBody,
        response: { 200: ZEnvelope(ZConfirmEmailResult) },
      },
    },
    async (request) =>
      ok(
        await confirmEmailChange(app, {
          token: request.body.token,
          brand: request.brand,
          ...auditOrigin(request),
        }),
      ),
  );
};
