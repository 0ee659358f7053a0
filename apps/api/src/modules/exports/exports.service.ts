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
import type { TInternshipState, TOfficeInternshipListQuery } from '@portal/contracts/office/internships.schemas';
import type { TAuditQuery } from '@portal/contracts/office/audit.schemas';
import type { TOfficeOfferListQuery } from '@portal/contracts/office/offers.schemas';
import type { TStudentListQuery, TStudentState } from '@portal/contracts/office/students.schemas';
import type { TOfficeAction } from '@portal/contracts/office/permissions';
import type { TOfferState } from '@portal/contracts/proposals/states';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../platform/app-error';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { stateOf } from '../office/companies/companies.service';
import { degreeNamesOf } from '../office/students/students.repository';
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
  await repo.saveColumns(db, user.userId, key, JSON.stringify(chosen.map((c) => c.key)), new Date().toISOString());
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

export function fileName(stem: string, format: TExportFormat): string {
  return `${stem}-${new Date().toISOString().slice(0, 10)}.${format}`;
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
  const now = Date.now();
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

const OFFER_STATE_TEXTS: Record<TOfferState, Record<Lang, string>> = {
  borrador: { es: 'Borrador', ca: 'Esborrany' },
  pendiente_validacion: { es: 'Pendiente de validación', ca: 'Pendent de validació' },
  publicada: { es: 'Publicada', ca: 'Publicada' },
  cerrada: { es: 'Cerrada', ca: 'Tancada' },
  caducada: { es: 'Caducada', ca: 'Caducada' },
  eliminada: { es: 'Eliminada', ca: 'Eliminada' },
};

const OFFER_TYPE_TEXTS: Record<string, Record<Lang, string>> = {
  practicas: { es: 'Prácticas', ca: 'Pràctiques' },
  empleo: { es: 'Empleo', ca: 'Ocupació' },
  alternancia: { es: 'Alternancia', ca: 'Alternança' },
};

/** GET /api/Gestion/ofertas/exportar: the office offers list's rows for the same filters (#17 'Exports', continued). */
export async function exportOffers(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: Pick<TOfficeOfferListQuery, 'estado' | 'tipo' | 'q'> & { formato: TExportFormat; columnas?: string },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = await requireList(db, user, brandKey, 'ofertas');
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const filter: repo.OfferExportFilter = { brandKey, estado: query.estado, tipo: query.tipo, q: query.q || undefined };
  refuseTooLarge(await repo.offersCount(db, filter), maxRows);
  const lang: Lang = user.lang;
  const now = Date.now();
  return {
    fileName: fileName(EXPORT_LISTS.ofertas.file, query.formato),
    sheetName: 'Ofertas',
    columns,
    rows: keysetRows(
      (after, limit) => repo.offersPage(db, filter, after, limit),
      (r) => ({
        idOferta: r.id,
        titulo: r.titulo,
        empresa: r.company_comercial ?? r.company_nombre,
        tipo: OFFER_TYPE_TEXTS[r.tipo]?.[lang] ?? r.tipo,
        estado: OFFER_STATE_TEXTS[r.estado as TOfferState]?.[lang] ?? r.estado,
        creada: r.created_at,
        actualizada: r.updated_at,
        // As the list counts it: whole days since the last change.
        diasEsperando: Math.max(0, Math.floor((now - Date.parse(r.updated_at)) / DAY_MS)),
      }),
      columns,
    ),
  };
}

export const INTERNSHIP_STATE_TEXTS: Record<TInternshipState, Record<Lang, string>> = {
  pendiente: { es: 'Pendiente', ca: 'Pendent' },
  aceptada: { es: 'Aceptada', ca: 'Acceptada' },
  rechazada: { es: 'Rechazada', ca: 'Rebutjada' },
  en_curso: { es: 'En curso', ca: 'En curs' },
  finalizada: { es: 'Finalizada', ca: 'Finalitzada' },
  cancelada: { es: 'Cancelada', ca: 'Cancel·lada' },
};

/**
 * GET /api/Gestion/practicas/exportar: the office internships list's rows for the same filters;
 * a campus-scoped gestor gets only their campuses' students, as in the list (#17 'Exports', continued).
 */
export async function exportInternships(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: Pick<TOfficeInternshipListQuery, 'q' | 'estado' | 'curso'> & { formato: TExportFormat; columnas?: string },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = listOf('practicas', user);
  const actor = await requireOffice(db, user, brandKey, 'internships.read');
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const filter: repo.InternshipExportFilter = {
    brandKey: actor.brandKey,
    campusIds: actor.campusIds,
    q: query.q || undefined,
    estado: query.estado,
    curso: query.curso,
  };
  refuseTooLarge(await repo.internshipsCount(db, filter), maxRows);
  const lang: Lang = user.lang;
  return {
    fileName: fileName(EXPORT_LISTS.practicas.file, query.formato),
    sheetName: lang === 'ca' ? 'Pràctiques' : 'Prácticas',
    columns,
    rows: keysetRows(
      (after, limit) => repo.internshipsPage(db, filter, after, limit),
      (r) => ({
        idPractica: Number(r.id),
        titulo: r.titulo,
        alumno: [r.nombre, r.apellidos].filter(Boolean).join(' '),
        empresa: r.nombre_comercial ?? r.company_name,
        estado: INTERNSHIP_STATE_TEXTS[r.estado as TInternshipState]?.[lang] ?? r.estado,
        fechaInicio: r.fecha_inicio,
        fechaFin: r.fecha_fin,
        curso: r.course,
        sede: (lang === 'ca' ? r.campus_ca : r.campus_es) ?? null,
      }),
      columns,
    ),
  };
}

const STUDENT_STATE_TEXTS: Record<TStudentState, Record<Lang, string>> = {
  activo: { es: 'Activo', ca: 'Actiu' },
  pendiente: { es: 'Pendiente', ca: 'Pendent' },
  bloqueado: { es: 'Bloqueado', ca: 'Bloquejat' },
};

/**
 * GET /api/Gestion/alumnos/exportar: the office students list's rows for the same filters; a
 * campus-scoped gestor gets only their campuses' students, as in the list (#17 'Exports', continued).
 */
export async function exportStudents(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: Pick<TStudentListQuery, 'q' | 'titulacion' | 'sede' | 'curso' | 'promocion' | 'estado'> & {
    formato: TExportFormat;
    columnas?: string;
  },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = listOf('alumnos', user);
  const actor = await requireOffice(db, user, brandKey, 'students.read');
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const filter: repo.StudentExportFilter = {
    brandKey: actor.brandKey,
    campusIds: actor.campusIds,
    q: query.q || undefined,
    degreeId: query.titulacion,
    campusId: query.sede,
    course: query.curso,
    promotion: query.promocion,
    state: query.estado,
  };
  refuseTooLarge(await repo.studentsCount(db, filter), maxRows);
  const lang: Lang = user.lang;
  /** One page with each student's current degrees, as the list's column shows them. */
  async function page(after: number, limit: number) {
    const rows = await repo.studentsPage(db, filter, after, limit);
    const names = await degreeNamesOf(
      db,
      rows.map((r) => Number(r.id)),
    );
    const degreesOf = new Map<number, string[]>();
    for (const n of names) {
      const list = degreesOf.get(Number(n.student_id)) ?? [];
      list.push(lang === 'ca' ? n.name_ca : n.name_es);
      degreesOf.set(Number(n.student_id), list);
    }
    return rows.map((r) => ({ ...r, id: Number(r.id), degrees: degreesOf.get(Number(r.id)) ?? [] }));
  }
  return {
    fileName: fileName(EXPORT_LISTS.alumnos.file, query.formato),
    sheetName: lang === 'ca' ? 'Estudiants' : 'Estudiantes',
    columns,
    rows: keysetRows(
      page,
      (r) => ({
        idAlumno: r.id,
        nombre: r.nombre,
        apellidos: r.apellidos,
        dni: r.dni,
        email: r.email,
        sede: (lang === 'ca' ? r.campus_ca : r.campus_es) ?? null,
        titulaciones: r.degrees.join(', '),
        promocion: r.anio_promocion === null ? null : Number(r.anio_promocion),
        estado: STUDENT_STATE_TEXTS[r.estado]?.[lang] ?? r.estado,
        alta: r.created_at,
      }),
      columns,
    ),
  };
}

/** GET /api/Gestion/auditoria/exportar: the audit log list's rows for the same filters (#17 'Exports', continued). */
export async function exportAudit(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: Pick<TAuditQuery, 'q' | 'accion' | 'tipoObjeto' | 'idObjeto' | 'idActor' | 'desde' | 'hasta'> & {
    formato: TExportFormat;
    columnas?: string;
  },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = await requireList(db, user, brandKey, 'auditoria');
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  // The same mapping of the query as the list's (audit.service.ts).
  const filter: repo.AuditExportFilter = {
    brandKey,
    q: query.q || undefined,
    action: query.accion || undefined,
    objectType: query.tipoObjeto || undefined,
    objectId: query.idObjeto || undefined,
    actorUserId: query.idActor,
    from: query.desde,
    to: query.hasta,
  };
  refuseTooLarge(await repo.auditCount(db, filter), maxRows);
  return {
    fileName: fileName(EXPORT_LISTS.auditoria.file, query.formato),
    sheetName: user.lang === 'ca' ? 'Auditoria' : 'Auditoría',
    columns,
    rows: keysetRows(
      async (after, limit) => (await repo.auditPage(db, filter, after, limit)).map((r) => ({ ...r, id: Number(r.id) })),
      (r) => ({
        id: r.id,
        fecha: r.occurred_at,
        emailActor: r.email ?? null,
        rolActor: r.actor_role,
        accion: r.action,
        tipoObjeto: r.object_type,
        idObjeto: r.object_id,
        estadoAnterior: r.from_state,
        estadoNuevo: r.to_state,
        motivo: r.reason,
        idPeticion: r.request_id,
        ip: r.ip,
      }),
      columns,
    ),
  };
}
