import { loadAllCatalogues, loadStatusTexts } from '../i18n';

// The app loads its catalogues and the status texts on demand (ADR 0004); tests render
// synchronously, so all of them are loaded once before any test (vite.config.ts `test.setupFiles`).
await Promise.all([loadAllCatalogues(), loadStatusTexts()]);
