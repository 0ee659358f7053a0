import { AGREEMENT_STATE_TEXTS } from '@portal/contracts/agreements/agreement-states';
import {
  EXPORT_LISTS,
  EXPORT_MAX_ROWS,
  type TExportColumn,
  type TExportListKey,
} from '@portal/contracts/exports/export-columns';
import type { TExportColumnChoice } from '@portal/contracts/exports/exports.schemas';
import type { TOfficeAgreementListQuery } from '@portal/contracts/office/agreements.schemas';
import type { TCompanyListQuery, TCompanyState } from '@portal/contracts/office/companies.schemas';
import type { TOfficeAction } from '@portal/contracts/office/permissions';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../platform/app-error';
import { now as clockNow, today, type Zoned } from '../../platform/clock';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { stateOf } from '../office/companies/companies.service';
import { requireOffice } from '../office/office-access.service';
import { domainLabels } from '../proposals/labels';
import type { CompanyScope } from '../proposals/offer-form.service';
import { ownOffer, refOf } from '../proposals/proposals.service';
import type { TExportFormat, TExportValue } from './export-writer';
import * as repo from './exports.repository';

/**
 * One export module for every role and list (issue #17 'Exports'): the list's columns come from
 * contracts/exports/export-columns.ts, its rows from its own where clause under the same
 * authorisation as the list's endpoint, read page by page; the writer streams them.
 */

export type Lang = 'es' | 'ca';
const PAGE_SIZE = 1000;
const DAY_MS = 86_400_000;

/** What a route needs to stream a file: everything checked before the first byte is sent. */
export interface ExportPlan {
  fileName: string;
  sheetName: string;
  columns: readonly TExportColumn[];
  /** Pages of rows, each row one value per column. */
  rows: AsyncIterable<TExportValue[][]>;
}

/** The office action a staff list needs, as its list endpoint does. */
const OFFICE_ACTION: Partial<Record<TExportListKey, TOfficeAction>> = {
  convenios: 'agreements.read',
  empresas: 'companies.read',
  ofertas: 'offers.read',
  practicas: 'internships.read',
  alumnos: 'students.read',
  candidaturas: 'students.read',
  auditoria: 'audit.read',
  // As the event's and the survey's own office pages (#17 'Exports', continued).
  inscritos: 'content.manage',
  respuestas: 'content.manage',
};

export function listOf(lista: string, user: Pick<AuthUser, 'role'>) {
  const list = (EXPORT_LISTS as Record<string, (typeof EXPORT_LISTS)[TExportListKey]>)[lista];
  if (!list || list.role !== user.role) throw new AppError(Status.ExportListNotAvailable);
  return { key: lista as TExportListKey, list };
}

/** The user may use the list at all (the role, and for the office the list's permission in this brand). */
export async function requireList(db: Db, user: AuthUser, brandKey: string, lista: string) {
  const found = listOf(lista, user);
  const action = OFFICE_ACTION[found.key];
  if (action) await requireOffice(db, user, brandKey, action);
  return found;
}

function pickColumns(list: { columns: readonly TExportColumn[] }, keys: readonly string[]): TExportColumn[] {
  const byKey = new Map(list.columns.map((c) => [c.key, c]));
  const picked = keys.map((k) => byKey.get(k));
  if (picked.some((c) => !c)) throw new AppError(Status.ExportColumnUnknown);
  return [...new Map((picked as TExportColumn[]).map((c) => [c.key, c])).values()];
}

/** Asked columns, else the remembered choice, else every column. */
export async function chosenColumns(
  db: Db,
  userId: number,
  key: TExportListKey,
  asked: string | undefined,
): Promise<TExportColumn[]> {
  const list = EXPORT_LISTS[key];
  if (asked)
    return pickColumns(
      list,
      asked
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    );
  const saved = await repo.savedColumns(db, userId, key);
  if (saved) {
    // A column removed from the declaration since the choice was saved is skipped, not an error.
    const known = (JSON.parse(saved) as string[]).filter((k) => list.columns.some((c) => c.key === k));
    if (known.length) return pickColumns(list, known);
  }
  return [...list.columns];
}

export async function columnChoice(
  db: Db,
  user: AuthUser,
  brandKey: string,
  lista: string,
): Promise<TExportColumnChoice> {
  const { key, list } = await requireList(db, user, brandKey, lista);
  const chosen = await chosenColumns(db, user.userId, key, undefined);
  return { lista: key, disponibles: list.columns.map((c) => ({ ...c })), elegidas: chosen.map((c) => c.key) };
}

export async function saveColumnChoice(
  db: Db,
  user: AuthUser,
  brandKey: string,
  lista: string,
  columnas: readonly string[],
): Promise<TExportColumnChoice> {
  const { key, list } = await requireList(db, user, brandKey, lista);
  const chosen = pickColumns(list, columnas);
  await repo.saveColumns(db, user.userId, key, JSON.stringify(chosen.map((c) => c.key)), clockNow().toISOString());
  return { lista: key, disponibles: list.columns.map((c) => ({ ...c })), elegidas: chosen.map((c) => c.key) };
}

/** Reads every page after the previous one's last id, mapping each row to the chosen columns; yields pages. */
export async function* keysetRows<R extends { id: number }>(
  page: (afterId: number, limit: number) => Promise<R[]>,
  toValues: (row: R) => Record<string, TExportValue>,
  columns: readonly TExportColumn[],
): AsyncGenerator<TExportValue[][]> {
  let after = 0;
  for (;;) {
    const rows = await page(after, PAGE_SIZE);
    yield rows.map((row) => {
      const values = toValues(row);
      return columns.map((c) => values[c.key]);
    });
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * The file's name without its day: the route or the background job that delivers it adds the day
 * it is delivered in the brand's zone (`datedFileName`), which a planner does not know.
 */
export function fileName(stem: string, format: TExportFormat): string {
  return `${stem}.${format}`;
}

/** 'convenios.csv' on 8 December in the brand's zone: 'convenios-2026-12-08.csv' (SPEC §2). */
export function datedFileName(name: string, brand: Zoned): string {
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}-${today(brand)}${name.slice(dot)}`;
}

export function refuseTooLarge(count: number, maxRows: number) {
  // The browser must not wait: the route takes the count to a background job (export-jobs.service.ts).
  if (count > maxRows) throw new AppError(Status.ExportTooLarge, { datos: { filas: count } });
}

/** GET /api/Gestion/convenios/exportar: the agreements list's rows for the same filters. */
export async function exportAgreements(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: Pick<TOfficeAgreementListQuery, 'estado' | 'q'> & { formato: TExportFormat; columnas?: string },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = await requireList(db, user, brandKey, 'convenios');
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const filter = { brandKey, estado: query.estado, q: query.q || undefined };
  refuseTooLarge(await repo.agreementsCount(db, filter), maxRows);
  const lang: Lang = user.lang;
  const now = clockNow().getTime();
  return {
    fileName: fileName(EXPORT_LISTS.convenios.file, query.formato),
    sheetName: lang === 'ca' ? 'Convenis' : 'Convenios',
    columns,
    rows: keysetRows(
      (after, limit) => repo.agreementsPage(db, filter, after, limit),
      (r) => {
        const since = r.estado_desde ?? r.created_at;
        return {
          idConvenio: r.id,
          codigo: r.codigo,
          empresa: r.company_comercial ?? r.company_nombre,
          cif: r.company_cif,
          estado: AGREEMENT_STATE_TEXTS[r.estado]?.[lang][0] ?? r.estado,
          desde: since,
          diasEsperando: Math.max(0, Math.floor((now - Date.parse(since)) / DAY_MS)),
          fechaSolicitud: r.fecha_solicitud,
          fechaCaducidad: r.fecha_caducidad,
          firmante: [r.nombre, r.apellidos].filter(Boolean).join(' '),
          emailFirmante: r.email,
        };
      },
      columns,
    ),
  };
}

/** GET /api/Empresa/procesos/:id/candidatos/exportar: the candidates of one of the company's own offers. */
export async function exportCandidates(
  db: Db,
  user: AuthUser,
  scope: CompanyScope,
  offerRef: string,
  query: { soloNoLeidos?: boolean; formato: TExportFormat; columnas?: string },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = listOf('candidatos', user);
  // Another company's offer answers like a missing one (4), as dameDatosProceso does.
  const offer = await ownOffer(db, scope, refOf({ id: offerRef }));
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const onlyUnread = query.soloNoLeidos === true;
  refuseTooLarge(await repo.candidatesCount(db, offer.id, onlyUnread), maxRows);
  const lang: Lang = scope.lang === 'ca' ? 'ca' : 'es';
  const stateIds = await repo.domainItemIds(db, 'estadosCandidaturasAlumno');
  const stateNames = await domainLabels(db, 'estadosCandidaturasAlumno', stateIds, lang);
  return {
    fileName: fileName(EXPORT_LISTS.candidatos.file, query.formato),
    sheetName: lang === 'ca' ? 'Candidats' : 'Candidatos',
    columns,
    rows: keysetRows(
      (after, limit) => repo.candidatesPage(db, offer.id, onlyUnread, after, limit),
      (r) => ({
        idCandidatura: r.id,
        nombre: r.nombre,
        apellidos: r.apellidos,
        email: r.email,
        estado: stateNames.get(r.estado) ?? String(r.estado),
        fecha: r.created_at,
        leida: Number(r.leida_empresa) === 1,
        origen: r.origen,
      }),
      columns,
    ),
  };
}

const COMPANY_STATE_TEXTS: Record<TCompanyState, Record<Lang, string>> = {
  pendiente: { es: 'Pendiente', ca: 'Pendent' },
  validada: { es: 'Validada', ca: 'Validada' },
  rechazada: { es: 'Rechazada', ca: 'Rebutjada' },
  bloqueada: { es: 'Bloqueada', ca: 'Bloquejada' },
};

/** GET /api/Gestion/empresas/exportar: the companies list's rows for the same filters. */
export async function exportCompanies(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: Pick<TCompanyListQuery, 'nombre' | 'cif' | 'estado' | 'sector' | 'provincia'> & {
    formato: TExportFormat;
    columnas?: string;
  },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = await requireList(db, user, brandKey, 'empresas');
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const filter: repo.CompanyExportFilter = {
    brandKey,
    nombre: query.nombre || undefined,
    cif: query.cif || undefined,
    estado: query.estado,
    sector: query.sector,
    provincia: query.provincia,
  };
  refuseTooLarge(await repo.companiesCount(db, filter), maxRows);
  const lang: Lang = user.lang;
  return {
    fileName: fileName(EXPORT_LISTS.empresas.file, query.formato),
    sheetName: 'Empresas',
    columns,
    rows: keysetRows(
      (after, limit) => repo.companiesPage(db, filter, after, limit),
      (r) => ({
        idEmpresa: r.id,
        nombre: r.nombre,
        nombreComercial: r.nombre_comercial,
        cif: r.cif,
        estado: COMPANY_STATE_TEXTS[stateOf(r)][lang],
        sector: lang === 'ca' ? r.sector_ca : r.sector_es,
        provincia: lang === 'ca' ? r.province_ca : r.province_es,
        alta: r.created_at,
      }),
      columns,
    ),
  };
}
