import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Issue #16 part 9: the built assets went over the wire uncompressed (the CSS 202 KB, the React
 * chunk 274 KB). Every compressible file of the build gets a `.br` (brotli, best quality) and a
 * `.gz` copy beside it at build time, once, so the server sends them as they are
 * (@fastify/static `preCompressed`, platform/web-app.ts) without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await fs.promises.readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
