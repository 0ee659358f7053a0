import i18next from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { getStatusEntry, statusText, type TStatusText } from '@portal/contracts/status-codes';
import { api } from '../lib/api-client';
import { getSession, onSessionStart } from '../lib/session';

/**
 * i18next with every catalogue under `locales/<lang>/<namespace>.json`, loaded eagerly: a feature
 * adds `locales/{es,ca}/<its-area>.json` and uses `useTranslation('<its-area>')`, nothing else.
 * SPEC §1/§9: es and ca for the whole app (default es), en only for the English public pages.
 */
export type TLanguage = 'es' | 'ca';
export const APP_LANGUAGES: readonly TLanguage[] = ['es', 'ca'];
export const LANG_KEY = 'portal.lang';

// `idIdioma` values of the API (contracts' auth LANGUAGE_IDS: 1 es, 2 ca), kept here as plain
// numbers so the shell's bundle does not pull zod in through the auth schemas.
const languageIdOf = (lang: TLanguage): 1 | 2 => (lang === 'ca' ? 2 : 1);
const languageOfId = (id: number): TLanguage => (id === 2 ? 'ca' : 'es');

type Catalogue = Record<string, unknown>;
const modules = import.meta.glob<{ default: Catalogue }>('./locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Catalogue>> = {};
for (const [file, mod] of Object.entries(modules)) {
  const match = /\.\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang, ns] = match;
  resources[lang] ??= {};
  resources[lang][ns] = mod.default;
}
export const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];

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

function setDocumentLang(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage() ?? 'es',
  fallbackLng: 'es',
  supportedLngs: ['es', 'ca', 'en'],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
setDocumentLang(i18next.language);

export const i18n = i18next;

/** SPEC §1: the stored choice wins, else the brand's default language, else es. */
export function applyInitialLanguage(brandDefault?: string | null): void {
  const lang = storedLanguage() ?? (isLanguage(brandDefault) ? brandDefault : 'es');
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
  setDocumentLang(lang);
}

/** Changes the language locally (no server call). */
export function changeLanguageLocally(lang: TLanguage): void {
  try {
    window.localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Without storage the choice lasts for this page load only.
  }
  void i18next.changeLanguage(lang);
  setDocumentLang(lang);
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
  changeLanguageLocally(lang);
  const { isAuthenticated, role } = getSession();
  if (!isAuthenticated || !role) return;
  const prefix = role === 'company' ? 'Empresa' : 'Alumno';
  try {
    await api.post(`/api/${prefix}/editarIdiomaPreferido`, { idIdioma: languageIdOf(lang) }, { silent: true, quietAviso: true });
  } catch {
    // The local choice already applies; the server keeps the old preference until the next change.
  }
}

export function useLanguage(): { lang: TLanguage; setLanguage: (lang: TLanguage) => Promise<void> } {
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return { lang, setLanguage };
}

/** SPEC §8: the catalogue texts of a status code in a language (the current one by default). */
export function catalogueText(code: number | string, lang: TLanguage = currentLanguage()): TStatusText {
  try {
    return statusText(code, lang);
  } catch {
    const entry = getStatusEntry(code) ?? getStatusEntry(1);
    return entry ? entry[lang] : { titulo: '', cuerpo: '' };
  }
}

/** Hook form of `catalogueText`, re-rendering on language change. */
export function useCatalogueText(): (code: number | string) => TStatusText {
  const { lang } = useLanguage();
  return useCallback((code: number | string) => catalogueText(code, lang), [lang]);
}
