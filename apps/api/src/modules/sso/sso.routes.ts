import { ZSsoCallbackBody } from '@portal/contracts/account/sso.schemas';
import { ZLoginResult } from '@portal/contracts/auth/auth.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandKeyOf } from '../../platform/auth';
import { publicBaseUrl } from '../../platform/public-url';
import { requestLang } from '../auth/auth-messages';
import { flowCookie, FLOW_TTL_SECONDS, readFlow, setFlowCookie, signFlow } from './sso-flow';
import { completeSso, startSso } from './sso.service';
import { redirectResponse } from '../../platform/openapi-media';

/** The web page the identity provider sends the browser back to (SPEC §2 /acceso). */
export const SSO_RETURN_PATH = '/acceso';

/** Single sign-on (SPEC §2 /acceso, §7 validaRespuestaLoginIntegrado); the flow is in docs/account.md. */
export const ssoRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Publico/sso/inicio',
    {
      schema: {
        tags: ['auth', 'sso'],
        summary: "Redirects to the brand's identity provider (authorization code + PKCE)",
        response: { 302: redirectResponse("The brand's identity provider, in Location") },
      },
    },
    async (request, reply) => {
      const redirectUri = `${publicBaseUrl(request.brand, app.config)}${SSO_RETURN_PATH}`;
      const { url, flow } = await startSso(request.brand, redirectUri);
      setFlowCookie(reply, request, await signFlow(app.config, request.brand.key, flow), FLOW_TTL_SECONDS);
      reply.header('cache-control', 'no-store');
      return reply.redirect(url, 302);
    },
  );

  app.post(
    '/api/Alumno/validaRespuestaLoginIntegrado',
    {
      schema: {
        tags: ['auth', 'sso'],
        summary: 'Completes the single sign-on with the callback query string; answers like logaUsuario',
        body: ZSsoCallbackBody,
        response: { 200: ZEnvelope(ZLoginResult) },
      },
    },
    async (request, reply) => {
      const flow = await readFlow(app.config, request.brand.key, flowCookie(request));
      // The attempt is spent whatever the outcome: a callback works once.
      setFlowCookie(reply, request, '', 0);
      const lang = requestLang(request.headers['accept-language'], request.brand.defaultLanguage);
      return ok(
        await completeSso(app, {
          brand: request.brand,
          flow,
          respuesta: request.body.respuesta,
          audience: brandKeyOf(request),
          lang,
        }),
      );
    },
  );
};
