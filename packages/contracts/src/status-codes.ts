import { errorEntriesFrom0 } from './status-catalogue/errors-0-to-45';
import { errorEntriesFrom46 } from './status-catalogue/errors-46-to-109';
import { errorEntriesRules } from './status-catalogue/errors-110-and-after-rules';
import { errorEntriesFrom140 } from './status-catalogue/errors-140-office';
import { errorEntriesFrom150 } from './status-catalogue/errors-150-office-companies';
import { errorEntriesFrom160 } from './status-catalogue/errors-160-office-offers';
import { errorEntriesFrom170 } from './status-catalogue/errors-170-office-agreements';
import { errorEntriesFrom180 } from './status-catalogue/errors-180-office-requests';
import { errorEntriesFrom190 } from './status-catalogue/errors-190-office-jobs';
import { errorEntriesFrom200 } from './status-catalogue/errors-200-office-internships';
import { errorEntriesFrom240 } from './status-catalogue/errors-240-office-programmes';
import { errorEntriesFrom270 } from './status-catalogue/errors-270-office-students';
import { errorEntriesFrom295 } from './status-catalogue/errors-295-office-job-queue';
import { errorEntriesFrom300 } from './status-catalogue/errors-300-search-alerts';
import { errorEntriesFrom305 } from './status-catalogue/errors-305-export-jobs';
import { errorEntriesFrom315 } from './status-catalogue/errors-315-dates';
import { errorEntriesFrom360 } from './status-catalogue/errors-360-export-limits';
import { errorEntriesFrom320 } from './status-catalogue/errors-320-student-import';
import { errorEntriesFrom340 } from './status-catalogue/errors-340-platform';
import { errorEntriesFrom330 } from './status-catalogue/errors-330-sign-in';
import { errorEntriesFrom220 } from './status-catalogue/errors-220-office-tutoring';
import { errorEntriesFrom250 } from './status-catalogue/errors-250-office-surveys';
import { errorEntriesFrom230 } from './status-catalogue/errors-230-office-content';
import { errorEntriesFrom280 } from './status-catalogue/errors-280-exports';
import { errorEntriesFrom285 } from './status-catalogue/errors-285-office-reports';
import { namedNoticeEntries } from './status-catalogue/named-notices';
import { noticeEntries } from './status-catalogue/notices';
import { httpClassOf } from './status-code-flags';

/**
 * SPEC §8 status catalogue: every error and notice code with its category, Spanish and Catalan
 * texts, and the target the popup opens. The texts live in `status-catalogue/`; this file holds
 * the types and the helpers the API and the web share; the HTTP classes (ADR 0002) and the
 * reported/persistent codes live in `status-code-flags.ts`, which needs no texts.
 */

/** SPEC §4: an important error logs the user out on confirm; the others just close. */
export type TStatusCategory = 'important' | 'medium' | 'secondary';

export type TStatusLang = 'es' | 'ca';

export interface TStatusText {
  titulo: string;
  cuerpo: string;
  /** Optional small print shown under the body. */
  aviso?: string;
  /** Confirm button text; the web's default 'Aceptar' / 'Acceptar' applies when absent. */
  btn_text?: string;
  /** Text of the secondary `link` of the entry, when it has one. */
  link_text?: string;
}

export interface TStatusLink {
  /** Route or path; may start with BRAND_PREFIX_PLACEHOLDER, which the web replaces. */
  to: string;
  /** Open in a new tab. */
  blank?: boolean;
}

export interface TStatusEntry {
  /** Numeric status of the envelope, or the string key of a named notice (SPEC §8 'Also'). */
  code: number | string;
  kind: 'error' | 'notice';
  categoria: TStatusCategory;
  /** HTTP status of an error answer carrying this code (ADR 0002); 200 for notices. */
  http: number;
  es: TStatusText;
  ca: TStatusText;
  /** SPEC §4: confirming the popup navigates here. */
  to?: string;
  /** SPEC §4: ... in a new tab. */
  blank?: boolean;
  /** A second destination offered next to the button (506: the practice-conditions page). */
  link?: TStatusLink;
  /** SPEC §7: posted to the team chat service (codes 1, 12, 24, 500). */
  reported?: boolean;
  /** SPEC §4/§8: the popup survives a route change (code 2 only). */
  persistent?: boolean;
  /**
   * SPEC §7: the body shows the server's `mensaje` when the answer carries one (0 and 515 always,
   * 3, 107 and 90 at login, 80 with the failed requirements); the catalogue body is the fallback.
   */
  serverMessage?: boolean;
}

/** Shape of the data files: `kind` comes from the list an entry is in, `http` from its class. */
export type TStatusEntryData = Omit<TStatusEntry, 'kind' | 'http'> & { http?: number };

export { BRAND_PREFIX_PLACEHOLDER } from './status-catalogue/brand-prefix';

/** SPEC §8 quoted text for features not yet available. */
export const COMING_SOON_TEXT: Readonly<Record<TStatusLang, string>> = {
  es: 'Muy pronto disponible',
  ca: 'Molt aviat disponible',
};

function buildCatalogue(): Record<string, TStatusEntry> {
  const lists: Array<[TStatusEntry['kind'], readonly TStatusEntryData[]]> = [
    ['error', errorEntriesFrom0],
    ['error', errorEntriesFrom46],
    ['error', errorEntriesRules],
    ['error', errorEntriesFrom140],
    ['error', errorEntriesFrom150],
    ['error', errorEntriesFrom160],
    ['error', errorEntriesFrom170],
    ['error', errorEntriesFrom180],
    ['error', errorEntriesFrom190],
    ['error', errorEntriesFrom200],
    ['error', errorEntriesFrom240],
    ['error', errorEntriesFrom270],
    ['error', errorEntriesFrom220],
    ['error', errorEntriesFrom250],
    ['error', errorEntriesFrom230],
    ['error', errorEntriesFrom280],
    ['error', errorEntriesFrom285],
    ['error', errorEntriesFrom295],
    ['error', errorEntriesFrom300],
    ['error', errorEntriesFrom305],
    ['error', errorEntriesFrom315],
    ['error', errorEntriesFrom360],
    ['error', errorEntriesFrom320],
    ['error', errorEntriesFrom340],
    ['error', errorEntriesFrom330],
    ['notice', noticeEntries],
    ['notice', namedNoticeEntries],
  ];
  const catalogue: Record<string, TStatusEntry> = {};
  for (const [kind, entries] of lists) {
    for (const data of entries) {
      const key = String(data.code);
      if (catalogue[key]) throw new Error(`status catalogue: duplicate code ${key}`);
      catalogue[key] = { ...data, kind, http: data.http ?? httpClassOf(data.code, kind) };
    }
  }
  return catalogue;
}

export const statusCatalogue: Readonly<Record<string, TStatusEntry>> = buildCatalogue();

/** Every code of the catalogue: numeric codes ascending, then the named notices. */
export const ALL_STATUS_CODES: readonly (number | string)[] = Object.values(statusCatalogue)
  .map((entry) => entry.code)
  .sort((a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'number') return -1;
    if (typeof b === 'number') return 1;
    return a.localeCompare(b);
  });

export function getStatusEntry(code: number | string): TStatusEntry | undefined {
  return statusCatalogue[String(code)];
}

/** HTTP status that accompanies a catalogue code in an error answer. */
export function httpStatusFor(code: number | string): number {
  return getStatusEntry(code)?.http ?? (code === 2 ? 401 : code === 1 ? 500 : 400);
}

/** SPEC §7: codes 1, 12, 24 and 500 are reported to the team chat service. */
export function isReported(code: number | string): boolean {
  return getStatusEntry(code)?.reported === true;
}

/** SPEC §4: the error popup is cleared on route change, except for code 2. */
export function survivesRouteChange(code: number | string): boolean {
  return getStatusEntry(code)?.persistent === true;
}

/**
 * Texts of a code in the given language (Spanish when the language is not es/ca). An unknown
 * code shows the general error 1, as the client does for any status it cannot name.
 */
export function statusText(code: number | string, lang?: TStatusLang | (string & {})): TStatusText {
  const entry = getStatusEntry(code) ?? statusCatalogue['1'];
  return lang === 'ca' ? entry.ca : entry.es;
}
