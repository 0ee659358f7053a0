/**
 * Survey-scoped bearers (SPEC §4 Survey flow, docs/surveys.md): the anonymous token of
 * `logaAnonimo` (`enc_…`), sent instead of the session token on that survey's calls. It is kept
 * in local storage so that saved progress can be resumed on a later visit (SPEC §4: restore),
 * under both the survey's id and its urlAcceso, and dropped once the survey is finished.
 * A survey-only sign-in of an office account (no portal session) is kept for this tab only.
 */
const PREFIX = 'portal.surveyToken.';

type TKey = string | number | null | undefined;

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function keysOf(keys: readonly TKey[]): string[] {
  return [
    ...new Set(keys.filter((k) => k !== null && k !== undefined && String(k) !== '').map((k) => PREFIX + String(k))),
  ];
}

/** The stored survey bearer for any of the keys (this tab's first), or null. */
export function getSurveyToken(...keys: TKey[]): string | null {
  for (const key of keysOf(keys)) {
    const value = store('session')?.getItem(key) ?? store('local')?.getItem(key);
    if (value) return value;
  }
  return null;
}

/** Keeps a survey bearer under every key; `persist` false keeps it for this tab only. */
export function storeSurveyToken(token: string, keys: readonly TKey[], persist = true): void {
  const target = store(persist ? 'local' : 'session');
  for (const key of keysOf(keys)) target?.setItem(key, token);
}

export function clearSurveyToken(keys: readonly TKey[]): void {
  for (const key of keysOf(keys)) {
    store('local')?.removeItem(key);
    store('session')?.removeItem(key);
  }
}

/** Request headers that make a survey call use the survey bearer instead of the session token. */
export function surveyBearerHeaders(token: string | null | undefined): Record<string, string> | undefined {
  return token ? { Authorization: `Bearer ${token}` } : undefined;
}
