import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Paths where files, not pages, used to be asked for: the guides' and events' files (now served
 * by /api/Publico/ficheroContenido). A missing file there is 404, never the app's page saved
 * under the file's name (issue #12 item 11); /eventos/{urlAcceso} pages have no extension.
 */
const FILE_UNDER_CONTENT_PATH = /^\/(guias|eventos)\/(.+\/)?[^/]+\.[a-z0-9]{1,8}$/i;

/**
 * Serves the built web app and, for any other GET outside /api, its index.html so that the
 * client router handles deep links (history fallback). Unknown /api paths answer 404 status 1.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir?: string): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWeb = !!indexFile && fs.existsSync(indexFile);
  if (hasWeb && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // index.html must be revalidated so that a new build is picked up.
      setHeaders: (res, file) => {
        if (!file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'no-cache');
      },
    });
    // @fastify/static with wildcard:false only knows files present at start-up; assets are hashed.
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    const pathname = url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || request.method !== 'GET' || !hasWeb || FILE_UNDER_CONTENT_PATH.test(pathname)) {
      return reply.status(404).send({ status: 1, datos: null });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
