import { ZCompanyLogo, ZCompanyLogoBody } from '@portal/contracts/company/company-logo.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZIdPathParams } from '@portal/contracts/validation/ids';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyOnly, companyScope, secured } from './company-request';
import { readPublicLogo, removeLogo, saveLogo } from './company-logo.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

/**
 * Browsers and shared caches keep a logo an hour: its address changes with its content
 * (companyLogoUrl), and an hour bounds how long a withdrawn authorisation still shows (ADR 0028).
 */
const LOGO_MAX_AGE = 3600;

/** The company's logo (#16 part 2, ADR 0028): upload and removal on /mi-empresa, public reading. */
export const companyLogoRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };
  const doc = (summary: string) => ({ tags: ['company'], summary, security: secured });

  app.post(
    '/api/Empresa/editLogoEmpresa',
    {
      ...companyOnly,
      schema: {
        ...doc('Replaces my company logo (PNG, JPG or WebP, 2000 KB; 46); notice 532'),
        body: ZCompanyLogoBody,
        response: { 200: ZEnvelope(ZCompanyLogo) },
      },
    },
    async (request) => ok(await saveLogo(deps, companyScope(request), request.body), 532),
  );

  app.post(
    '/api/Empresa/eliminaLogoEmpresa',
    {
      ...companyOnly,
      schema: { ...doc('Removes my company logo; notice 532'), response: { 200: ZEnvelope(ZCompanyLogo) } },
    },
    async (request) => ok(await removeLogo(app.db, companyScope(request)), 532),
  );

  app.get(
    '/api/Publico/logoEmpresa/:id',
    {
      schema: {
        tags: ['company'],
        summary: "A company's logo, when the company authorised it (else 404)",
        params: ZIdPathParams,
        response: { 200: fileResponse(MEDIA.logo, 'The logo image') },
      },
    },
    async (request, reply) => {
      const logo = await readPublicLogo(deps, request.params.id, request.brand.key);
      return reply
        .type(logo.mime)
        .header('cache-control', `public, max-age=${LOGO_MAX_AGE}`)
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'Host')
        .send(logo.bytes);
    },
  );
};
