/**
 * What code needs to know about a status code without its texts (SPEC §4, §7, §8; ADR 0002):
 * the HTTP class of an error answer, which codes are reported to the team chat, which popup
 * survives a route change. `status-codes.ts` builds the full catalogue (es/ca texts) on top of
 * this; the web's first paint imports only this module, so the texts load with the first popup
 * (ADR 0004).
 */

// ADR 0002 HTTP classes of error codes.
// 143, 144, 146: the office console (issue #14).
const FORBIDDEN_CODES = new Set<number>([9, 20, 21, 32, 48, 59, 71, 79, 90, 95, 143, 144, 146]);
const NOT_FOUND_CODES = new Set<number>([4, 26, 31, 41, 45, 63, 74, 145, 509]);
// 160: the office console's offers (issue #14).
const CONFLICT_CODES = new Set<number>([8, 10, 16, 29, 43, 44, 56, 64, 76, 94, 142, 160]);
const FIXED_HTTP: Readonly<Record<number, number>> = { 1: 500, 2: 401, 500: 503 };

/** HTTP status of an answer carrying `code` (ADR 0002): 200 for notices, 400 for other errors. */
export function httpClassOf(code: number | string, kind: 'error' | 'notice'): number {
  if (typeof code === 'number') {
    if (FIXED_HTTP[code] !== undefined) return FIXED_HTTP[code];
    if (FORBIDDEN_CODES.has(code)) return 403;
    if (NOT_FOUND_CODES.has(code)) return 404;
    if (CONFLICT_CODES.has(code)) return 409;
  }
  return kind === 'notice' ? 200 : 400;
}

/** SPEC §7: codes posted to the team chat service. */
export const REPORTED_STATUS_CODES: readonly number[] = [1, 12, 24, 500];

/** SPEC §4/§8: the only popup that survives a route change (session lost). */
export const PERSISTENT_STATUS_CODES: readonly number[] = [2];

/** SPEC §7: codes 1, 12, 24 and 500 are reported to the team chat service. */
export function isReportedCode(code: number | string): boolean {
  return REPORTED_STATUS_CODES.some((reported) => String(reported) === String(code));
}

/** SPEC §4: the error popup is cleared on route change, except for code 2. */
export function isPersistentCode(code: number | string): boolean {
  return PERSISTENT_STATUS_CODES.some((persistent) => String(persistent) === String(code));
}
