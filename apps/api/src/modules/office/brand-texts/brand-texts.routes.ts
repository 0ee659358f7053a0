import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZBannerBody,
  ZBrandTexts,
  ZDataProtectionBody,
  ZHomeBanner,
  ZHomeBannerQuery,
} from '@portal/contracts/office/brand-texts.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { requestLang } from '../../auth/auth-messages';
import {
  brandTexts,
  homeBanner,
  publishDataProtection,
  saveBanner,
  type BrandTextsRequest,
  unpublishBanner,
} from './brand-texts.service';

/** The brand's home banner and data-protection text (issue #15 'Content the office publishes'). */
export const officeBrandTextsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): BrandTextsRequest => ({
    user: request.user,
    brand: request.brand,
    ...auditOrigin(request),
  });
  const texts = { 200: ZEnvelope(ZBrandTexts) };

  app.get(
    '/api/Gestion/textos',
    {
      ...staff,
      schema: { ...doc("The brand's banner and data-protection versions with their acceptances"), response: texts },
    },
    async (request) => ok(await brandTexts(app.db, req(request))),
  );

  app.post(
    '/api/Gestion/textos/banner',
    { ...staff, schema: { ...doc('Saves a new version of the home banner'), body: ZBannerBody, response: texts } },
    async (request) => ok(await saveBanner(app.db, req(request), request.body)),
  );

  app.post(
    '/api/Gestion/textos/banner/retirar',
    { ...staff, schema: { ...doc('Unpublishes the home banner now'), response: texts } },
    async (request) => ok(await unpublishBanner(app.db, req(request))),
  );

  app.post(
    '/api/Gestion/textos/proteccionDatos',
    {
      ...staff,
      schema: {
        ...doc('Publishes a new data-protection version that everyone accepts at their next sign-in'),
        body: ZDataProtectionBody,
        response: texts,
      },
    },
    async (request) => ok(await publishDataProtection(app.db, req(request), request.body)),
  );

  app.get(
    '/api/Publico/bannerHome',
    {
      schema: {
        tags: ['content'],
        summary: "The brand's home banner shown now, in the asked language",
        querystring: ZHomeBannerQuery,
        response: { 200: ZEnvelope(ZHomeBanner) },
      },
    },
    async (request) =>
      ok(
        await homeBanner(
          app.db,
          request.brand,
          request.query.lang ?? requestLang(request.headers['accept-language'], request.brand.defaultLanguage),
        ),
      ),
  );
};
