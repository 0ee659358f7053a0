import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { use, useCallback, useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_HINT_COOKIE } from '@portal/contracts/routes';
import type { TStatusText } from '@portal/contracts/status-codes';
import { api } from '../lib/api-client';
import { inlineBrand } from '../lib/brand';
import { getSession, onSessionStart } from '../lib/session';

/**
 * i18next with the catalogues under `locales/<lang>/<namespace>.json`: a feature adds
 * `locales/{es,ca}/<its-area>.json` and uses `useTranslation('<its-area>')`, nothing else.
 * SPEC §1/§9: es and ca for the whole app (default es), en only for the English public pages.
 *
 * Catalogues load on demand, one small chunk per language and namespace (ADR 0004, the /login
 * budget): the shell's namespaces of the active language before the first render, a page's own
 * namespace when the page renders (react-i18next suspends it inside the page's Suspense), the
 * other language only when the user switches to it.
 */
export type TLanguage = 'es' | 'ca';
export const APP_LANGUAGES: readonly TLanguage[] = ['es', 'ca'];
export const LANG_KEY = 'portal.lang';

/** Namespaces the shell renders outside any page: loaded before the first render. */
export const SHELL_NAMESPACES: readonly string[] = ['common', 'shell'];

// `idIdioma` values of the API (contracts' auth LANGUAGE_IDS: 1 es, 2 ca), kept here as plain
// numbers so the shell's bundle does not pull zod in through the auth schemas.
const languageIdOf = (lang: TLanguage): 1 | 2 => (lang === 'ca' ? 2 : 1);
const languageOfId = (id: number): TLanguage => (id === 2 ? 'ca' : 'es');

type Catalogue = Record<string, unknown>;
const catalogueLoaders = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/** Every namespace some language has (es and ca are complete; en has a few). */
export const namespaces = [
  ...new Set(Object.keys(catalogueLoaders).map((file) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? '')),
].filter(Boolean);

/**
 * i18next backend over the lazy catalogue chunks. A namespace a language lacks (most of en) reads
 * as empty, so its keys fall back to Spanish.
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = catalogueLoaders[`./locales/${lng}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

function isLanguage(value: unknown): value is TLanguage {
  return value === 'es' || value === 'ca';
}

function storedLanguage(): TLanguage | null {
  try {
    const value = window.localStorage.getItem(LANG_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function pageBrandLanguage(): TLanguage | null {
  const lang = inlineBrand()?.defaultLanguage;
  return isLanguage(lang) ? lang : null;
}

function setDocumentLang(lang: string): void {
  document.documentElement.lang = lang;
  // ADR 0030: the server paints the next visit's first texts in this language, for a year (the
  // choice lasts). Only es and ca are ever set (the server reads nothing else); no SameSite: a
  // language grants nothing, and the browsers' default Lax does.
  document.cookie = `${LANGUAGE_HINT_COOKIE}=${lang};Max-Age=31536000;Path=/`;
}

// The page's language (and the API client's Accept-Language) follows i18next once the new
// language's catalogues are in.
i18next.on('languageChanged', setDocumentLang);

/** Resolves when the stored (or default) language's shell catalogues are loaded. */
const initialised: Promise<unknown> = i18next
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    // The brand the page carries names its default language (#16 part 9): a Catalan brand's
    // first visit loads the Catalan catalogues only, not Spanish first.
    lng: storedLanguage() ?? pageBrandLanguage() ?? 'es',
    // es and ca are complete (catalogues.test.ts): Catalan needs no Spanish fallback, so a
    // Catalan page does not load both; English (a few public pages) falls back to Spanish.
    fallbackLng: (code: string) => (code === 'ca' ? [] : ['es']),
    supportedLngs: ['es', 'ca', 'en'],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertising line in the browser console (i18next 25.10 prints one by default).
    showSupportNotice: false,
    // A component whose namespace is not loaded yet suspends (pages render inside Suspense).
    react: { useSuspense: true },
  });

/**
 * Issue #16 part 9: the catalogue of the page being opened loads with the shell's (app/preload-page.ts).
 */
export function preloadNamespace(namespace: string): void {
  if (!namespaces.includes(namespace)) return;
  void initialised.then(() => i18next.loadNamespaces(namespace)).catch(() => undefined);
}

/**
 * SPEC §1: the stored choice wins, else the brand's default language, else es. Resolves when that
 * language's shell catalogues are loaded (the app renders after that, never with raw keys).
 */
/** SPEC §1: the language a visit starts in: the stored one, else the brand's default, else es. */
export function initialLanguage(brandDefault?: string | null): TLanguage {
  return storedLanguage() ?? (isLanguage(brandDefault) ? brandDefault : 'es');
}

export async function applyInitialLanguage(brandDefault?: string | null): Promise<void> {
  const lang = initialLanguage(brandDefault);
  await initialised;
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
  setDocumentLang(lang);
}

function storeLanguage(lang: TLanguage): void {
  try {
    window.localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Without storage the choice lasts for this page load only.
  }
}

/**
 * Changes the language locally (no server call). The texts switch once the language's catalogues
 * are loaded; with them already loaded (tests, a second switch) the switch is synchronous.
 */
export function changeLanguageLocally(lang: TLanguage): void {
  storeLanguage(lang);
  void i18next.changeLanguage(lang);
}

/** Loads every catalogue of every language (tests render without waiting for chunks). */
export async function loadAllCatalogues(): Promise<void> {
  await initialised;
  await i18next.loadLanguages(['es', 'ca', 'en']);
  await i18next.loadNamespaces(namespaces);
}

// SPEC §3 Login response idIdiomaPreferido: the user's saved preference applies at sign-in.
onSessionStart((user) => {
  if (typeof user.idIdiomaPreferido === 'number' && user.idIdiomaPreferido > 0) {
    changeLanguageLocally(languageOfId(user.idIdiomaPreferido));
  }
});

function subscribeLanguage(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

export function currentLanguage(): TLanguage {
  const lang = i18next.language;
  return isLanguage(lang) ? lang : 'es';
}

/**
 * SPEC §1 preferred language: saved locally, and on the server when signed in
 * (POST /api/{Alumno|Empresa}/editarIdiomaPreferido { idIdioma: 1 es | 2 ca }).
 */
export async function setLanguage(lang: TLanguage): Promise<void> {
  storeLanguage(lang);
  // The dialog stays busy until the new language's catalogues are in.
  await i18next.changeLanguage(lang);
  const { isAuthenticated, role } = getSession();
  if (!isAuthenticated || !role) return;
  const prefix = role === 'company' ? 'Empresa' : 'Alumno';
  try {
    await api.post(
      `/api/${prefix}/editarIdiomaPreferido`,
      { idIdioma: languageIdOf(lang) },
      { silent: true, quietAviso: true },
    );
  } catch {
    // The local choice already applies; the server keeps the old preference until the next change.
  }
}

export function useLanguage(): { lang: TLanguage; setLanguage: (lang: TLanguage) => Promise<void> } {
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return { lang, setLanguage };
}

type TStatusTextModule = typeof import('./status-text');
let statusTextLoading: Promise<TStatusTextModule> | null = null;

/**
 * SPEC §8 texts of the status catalogue: a chunk of their own, loaded with the first popup or the
 * first page that shows one (ADR 0004: they are not part of /login's first paint).
 */
export function loadStatusTexts(): Promise<TStatusTextModule> {
  if (!statusTextLoading) {
    const loading: Promise<TStatusTextModule> & { status?: string; value?: TStatusTextModule } =
      import('./status-text').then((mod) => {
        // React's thenable protocol: a use() of the loaded chunk returns at once, without suspending.
        loading.status = 'fulfilled';
        loading.value = mod;
        return mod;
      });
    statusTextLoading = loading;
  }
  return statusTextLoading;
}

/**
 * SPEC §8: the catalogue texts of a status code in the current language, re-rendering on language
 * change. Suspends (inside the page's Suspense) until the catalogue chunk is loaded.
 */
export function useCatalogueText(): (code: number | string) => TStatusText {
  const { lang } = useLanguage();
  // Always through use(), never skipped once the chunk is in: a render that suspended here and
  // was replayed without the use() mounted its next hooks wrongly (React #467, shown as #520 on
  // the new-offer page; issue #12 item 21).
  const mod = use(loadStatusTexts());
  return useCallback((code: number | string) => mod.catalogueText(code, lang), [mod, lang]);
}
