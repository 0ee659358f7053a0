import type { TExportListKey } from '@portal/contracts/exports/export-columns';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../platform/app-error';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { TExportFormat } from './export-writer';
import type { ExportPlan } from './exports.service';

/**
 * The export routes' planners, registered by route so that a stored background request (ADR 0020)
 * finds its planner again when the job runs.
 */

/** What the job needs to run the route's planner again. */
export interface StoredExportRequest {
  /** The export route as registered, e.g. `/api/Gestion/convenios/exportar`. */
  route: string;
  params: Record<string, string>;
  query: Record<string, unknown> & { formato: TExportFormat; columnas?: string };
  /**
   * The brand's time zone when asked (brand.json `timeZone`): the job writes dates and names the
   * file by the brand's day (SPEC §2), and a job has no request to read the brand from.
   */
  timeZone?: string;
}

/** A route's planner, callable without the request: the user is the one read at run time. */
export type BackgroundPlanner = (
  db: Db,
  user: AuthUser,
  brandKey: string,
  request: StoredExportRequest,
  maxRows: number,
) => Promise<ExportPlan>;

const planners = new Map<string, { list: TExportListKey; plan: BackgroundPlanner }>();

/**
 * Each export route registers its list (EXPORT_LISTS: columns, file, page) and its planner, so
 * that a stored request finds them again at run time.
 */
export function registerBackgroundPlanner(route: string, list: TExportListKey, plan: BackgroundPlanner): void {
  planners.set(route, { list, plan });
}

/** The planner of an export route, if one registered. */
export function plannerOf(route: string): BackgroundPlanner | undefined {
  return planners.get(route)?.plan;
}

/** The list an export route answers. */
export function listOfRoute(route: string): TExportListKey {
  const registered = planners.get(route);
  if (!registered) throw new Error(`no export route ${route}`);
  return registered.list;
}

/** The row count a planner's 281 carries, or null when the error is anything else. */
export function tooLargeRows(err: unknown): number | null {
  if (!(err instanceof AppError) || err.code !== Status.ExportTooLarge) return null;
  const rows = (err.datos as { filas?: unknown } | null)?.filas;
  return typeof rows === 'number' ? rows : null;
}

/** The list's filters of an export request, for the audit row (format and columns apart). */
export function filtersOf(request: StoredExportRequest): Record<string, unknown> {
  const { formato: _f, columnas: _c, ...filters } = request.query;
  return { ...request.params, ...filters };
}
