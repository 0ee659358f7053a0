import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toPublicBrand } from '@portal/contracts/brand';
import { firstPaintFor, type TFirstPaint } from './first-paint';
import { modulePreloadTags, preloadsForPage, readPagePreloads } from './page-preloads';

/** Vite writes content-hashed file names under assets/: a name never changes content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so that a new build is picked up. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * A path that names a file (its last segment has an extension such as .js, .css, .pdf) or lies
 * under /assets/: when no such file exists the answer is 404, never the app's page with 200, or a
 * browser would run HTML as a script or save it as a PDF (issue #12 item 3).
 */
const FILE_PATH =
  /^\/assets\/|\.(?:m?js|css|map|json|webmanifest|txt|xml|pdf|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|zip|docx?|xlsx?|pptx?|odt|odp|ics|mp4|webm)$/i;

/**
 * Paths where files, not pages, used to be asked for: the guides' and events' files (now served
 * by /api/Publico/ficheroContenido). A missing file there is 404, never the app's page saved
 * under the file's name (issue #12 item 11); /eventos/{urlAcceso} pages have no extension.
 */
const FILE_UNDER_CONTENT_PATH = /^\/(guias|eventos)\/(.+\/)?[^/]+\.[a-z0-9]{1,8}$/i;

/** The element the web reads the brand from (apps/web/src/lib/brand.tsx, INLINE_BRAND_ID). */
const INLINE_BRAND_ID = 'portal-brand';

/**
 * Issue #16 part 9: the first page waited on a chain (scripts, then GET /api/Publico/marca, then
 * the texts). The page itself carries the public brand of the request's host, the same answer as
 * GET /api/Publico/marca, as JSON data (never run as a script, so the CSP's `script-src 'self'`
 * holds); `<` is escaped so that no brand text can close the element. `preloadTags`, the
 * page's chunks (platform/page-preloads.ts), follow it.
 */
export function pageWithBrand(
  indexHtml: string,
  request: FastifyRequest,
  preloadTags = '',
  firstPaint: TFirstPaint | null = null,
): string {
  const json = request.brand && JSON.stringify(toPublicBrand(request.brand)).replace(/</g, '\\u003c');
  const brandTag = json ? `<script type="application/json" id="${INLINE_BRAND_ID}">${json}</script>` : '';
  if (!brandTag && !preloadTags && !firstPaint) return indexHtml;
  const page = indexHtml.replace('</head>', `${brandTag}${preloadTags}${firstPaint?.head ?? ''}</head>`);
  if (!firstPaint) return page;
  // ADR 0030: the first paint in the page's root, and the page's language the one it speaks.
  return page
    .replace(/<html lang="[a-z]+"/, `<html lang="${firstPaint.lang}"`)
    .replace('<div id="root"></div>', `<div id="root">${firstPaint.root}</div>`);
}

/**
 * Serves the built web app and, for any other GET outside /api, its index.html so that the
 * client router handles deep links (history fallback). Unknown /api paths answer 404 status 1.
 * Cache-Control is written here only: @fastify/static's own maxAge/immutable used to override
 * the no-cache of index.html, so browsers kept a page whose scripts a deploy had removed.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir?: string): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWeb = !!indexFile && fs.existsSync(indexFile);
  // A build artefact, read once: a new build means a new start.
  const indexHtml = hasWeb && indexFile ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloads = hasWeb && webDistDir ? readPagePreloads(webDistDir) : {};
  if (hasWeb && webDistDir) {
    const assetsDir = path.join(webDistDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Issue #16 part 9: the web build writes a .br and a .gz copy of every text file (apps/web/
      // build/precompress.ts); the one the browser accepts is sent as it is, the file itself otherwise.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        reply.header('vary', 'accept-encoding');
      },
    });
    // @fastify/static with wildcard:false only knows files present at start-up; assets are hashed.
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0].toLowerCase();
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      request.method !== 'GET' ||
      !hasWeb ||
      FILE_UNDER_CONTENT_PATH.test(pathname)
    ) {
      return reply.status(404).send({ status: 1, datos: null });
    }
    if (FILE_PATH.test(pathname)) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', REVALIDATE_CACHE)
        .send('Not found');
    }
    // Routes match in any case (react-router's rule), so the lower-cased path serves.
    const preloadTags = modulePreloadTags(preloadsForPage(preloads, request, pathname));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE_CACHE)
      .header('vary', 'cookie')
      .send(pageWithBrand(indexHtml, request, preloadTags, firstPaintFor(request, pathname)));
  });
}
