import { ZPublicBrand, toPublicBrand } from '@portal/contracts/brand';
import { ZBrandAssetParams } from '@portal/contracts/brands/brands.schemas';
import { ZEnvelope, ok } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readBrandAsset } from './brands.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

/** Brand of the host: the web reads it before rendering anything (SPEC §1, §3 'Brand settings read'). */
const PUBLIC_BRAND_MAX_AGE = 300;
/** Logos change rarely; a new logo should get a new file name. */
const ASSET_MAX_AGE = 7 * 24 * 3600;

export const brandsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/Publico/marca',
    {
      schema: {
        tags: ['brands'],
        summary: 'The public brand of the request host (no secrets)',
        response: { 200: ZEnvelope(ZPublicBrand) },
      },
    },
    async (request, reply) => {
      // The answer depends on the Host header only: shared caches must key on it.
      reply.header('cache-control', `public, max-age=${PUBLIC_BRAND_MAX_AGE}`).header('vary', 'Host');
      return ok(toPublicBrand(request.brand));
    },
  );

  r.get(
    '/brands/:key/:file',
    {
      schema: {
        tags: ['brands'],
        summary: 'A logo or image of a brand',
        params: ZBrandAssetParams,
        response: { 200: fileResponse(MEDIA.brandAsset, 'The image') },
      },
    },
    async (request, reply) => {
      const asset = await readBrandAsset(app.brands, request.params.key, request.params.file);
      return reply
        .type(asset.contentType)
        .header('cache-control', `public, max-age=${ASSET_MAX_AGE}`)
        .header('x-content-type-options', 'nosniff')
        .send(asset.body);
    },
  );
};
