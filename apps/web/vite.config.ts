/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './build/page-preloads';
import { precompress } from './build/precompress';

/**
 * Only vendor code the first paint always loads is grouped into long-cached chunks (React and the
 * router; i18next and TanStack Query). Mantine is not grouped: a manual chunk would hold every
 * component any page uses and /login would load them all; left to Rollup, the components the
 * shell and /login use go with the entry and the others with the pages that use them (ADR 0004,
 * /login budget 170 KB gzipped).
 */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id))
    return 'vendor-react';
  if (/node_modules\/(i18next|react-i18next|@tanstack\/[^/]+|html-parse-stringify|void-elements)\//.test(id))
    return 'vendor-app';
  return undefined;
}

/**
 * Issue #16 part 9 (/login budget, 170 kB gzipped): the entry carries the preload list of every
 * lazily loaded page (Vite's `__vite__mapDeps`, about 200 chunk names). Chunks are named by their
 * hash alone, which takes 1.7 kB off the entry; the vendor chunks keep their names so that
 * `resolveDependencies` can leave them out of every page's preload list: the entry imports them
 * statically, so they are always loaded before any page asks. The page's chunks beyond the
 * entry's are named in the page's HTML by the API (build/page-preloads.ts, ADR 0029).
 * `.size-limit.mjs` finds the /login page's chunk through the build manifest.
 */
const VENDOR_CHUNK = /(?:^|\/)vendor-(?:react|app)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), pagePreloads(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000', '/brands': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    // The page's own HTML keeps its preload links of the entry's imports, the vendor chunks
    // included: without them the browser found those only once the entry had arrived.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !VENDOR_CHUNK.test(dep)),
    },
    rollupOptions: {
      output: {
        manualChunks,
        chunkFileNames: (chunk) => (chunk.name.startsWith('vendor-') ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        entryFileNames: 'assets/[hash].js',
      },
    },
  },
  // Web unit tests (the root vitest.config.ts 'web' project extends this file).
  test: { setupFiles: ['./src/test/setup-i18n.ts', './src/test/setup-tests.ts'] },
});
