/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/brands': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: { output: { manualChunks } },
  },
  // Web unit tests (the root vitest.config.ts 'web' project extends this file).
  test: { setupFiles: ['./src/test/setup-i18n.ts', './src/test/setup-tests.ts'] },
});
