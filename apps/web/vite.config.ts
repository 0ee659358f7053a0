import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vendor code the first paint always needs gets its own long-cached chunks; everything a page
 * needs beyond the shell (dates, dropzone, zod forms) stays in that page's lazy chunk, so /login
 * loads only the shell and its own page.
 */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)) return 'vendor-react';
  if (/node_modules\/@mantine\/(core|hooks)\//.test(id) || /node_modules\/(react-remove-scroll[^/]*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|@floating-ui\/[^/]+|react-number-format|react-textarea-autosize|clsx|type-fest)\//.test(id)) {
    return 'vendor-mantine';
  }
  if (/node_modules\/(i18next|react-i18next|@tanstack\/[^/]+|html-parse-stringify|void-elements)\//.test(id)) return 'vendor-app';
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
});
