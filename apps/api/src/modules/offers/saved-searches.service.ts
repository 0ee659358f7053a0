import {
  SAVED_SEARCHES_MAX,
  SEARCH_HISTORY_MAX,
  type TOfferFilters,
  type TOfferKind,
  type TSavedSearch,
} from '@portal/contracts/offers/offers.schemas';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { assertFiltersFor, setFilters } from './offer-filters';
import {
  countSavedSearches,
  deleteHistory,
  deleteSavedSearch,
  insertHistory,
  insertSavedSearch,
  selectHistory,
  selectLatestHistory,
  selectSavedSearches,
  trimHistory,
} from './saved-searches.repository';
import { selectAlertFrequencies } from './search-alerts.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * SPEC §2 Offer list filters 'saved searches, history', kept on the server per student so they
 * follow the student between devices. Each student reaches only their own.
 */

/** The filters that carry a value, keys sorted: two equal searches serialise equally. */
export function filtersJson(filters: Partial<TOfferFilters>): string {
  return JSON.stringify(setFilters(filters));
}

function parse(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The last search each student recorded through this process, so that paging back to page 1 or
 * reloading a search costs no query. Per database handle (each test app has its own). Another
 * instance recording in between can only cause a harmless repeated entry.
 */
const lastRecorded = new WeakMap<Db, Map<number, string>>();
const LAST_RECORDED_MAX = 10_000;

function memoOf(db: Db): Map<number, string> {
  let memo = lastRecorded.get(db);
  if (!memo) {
    memo = new Map();
    lastRecorded.set(db, memo);
  }
  return memo;
}

/** Adds a search to the history unless it has no filters or repeats the latest one. */
export async function recordSearch(
  db: Db,
  studentId: number,
  tipo: TOfferKind,
  filters: Partial<TOfferFilters>,
): Promise<void> {
  const filtros = filtersJson(filters);
  if (filtros === '{}') return;
  const memo = memoOf(db);
  const key = `${tipo} ${filtros}`;
  if (memo.get(studentId) === key) return;
  const latest = await selectLatestHistory(db, studentId);
  if (!latest || latest.tipo !== tipo || latest.filtros !== filtros) {
    await db.transaction().execute(async (trx) => {
      await insertHistory(trx, { student_id: studentId, tipo, filtros, created_at: new Date().toISOString() });
      await trimHistory(trx, studentId, SEARCH_HISTORY_MAX);
    });
  }
  if (memo.size >= LAST_RECORDED_MAX) memo.clear();
  memo.set(studentId, key);
}

export async function listHistory(db: Db, studentId: number) {
  const rows = await selectHistory(db, studentId, SEARCH_HISTORY_MAX);
  return { historial: rows.map((r) => ({ id: r.id, tipo: r.tipo, filtros: parse(r.filtros), fecha: r.created_at })) };
}

export async function clearHistory(db: Db, studentId: number) {
  await deleteHistory(db, studentId);
  memoOf(db).delete(studentId);
  return { historial: [] };
}

export async function listSaved(db: Db, studentId: number): Promise<{ busquedas: TSavedSearch[] }> {
  const [rows, alerts] = await Promise.all([selectSavedSearches(db, studentId), selectAlertFrequencies(db, studentId)]);
  // Issue #16 part 3: whether each search is followed by e-mail, and how often.
  const alertOf = new Map(alerts.map((a) => [a.saved_search_id, a.frecuencia]));
  return {
    busquedas: rows.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      tipo: r.tipo,
      filtros: parse(r.filtros),
      fecha: r.created_at,
      alerta: alertOf.get(r.id) ?? 'ninguna',
    })),
  };
}

/** At most SAVED_SEARCHES_MAX per student (48 beyond). */
export async function saveSearch(
  db: Db,
  studentId: number,
  input: { nombre: string; tipo: TOfferKind; filtros: TOfferFilters },
) {
  assertFiltersFor(input.tipo, input.filtros);
  if ((await countSavedSearches(db, studentId)) >= SAVED_SEARCHES_MAX) throw new AppError(Status.ActionNotAllowed);
  await insertSavedSearch(db, {
    student_id: studentId,
    nombre: input.nombre,
    tipo: input.tipo,
    filtros: filtersJson(input.filtros),
    created_at: new Date().toISOString(),
  });
  return listSaved(db, studentId);
}

/** Another student's search, or none: 48, the same answer, so ids reveal nothing. */
export async function removeSaved(db: Db, studentId: number, id: number) {
  if ((await deleteSavedSearch(db, studentId, id)) === 0) throw new AppError(Status.ActionNotAllowed);
  return listSaved(db, studentId);
}
