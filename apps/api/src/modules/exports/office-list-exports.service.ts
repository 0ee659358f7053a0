import { EXPORT_LISTS, EXPORT_MAX_ROWS } from '@portal/contracts/exports/export-columns';
import type { TInternshipState, TOfficeInternshipListQuery } from '@portal/contracts/office/internships.schemas';
import type { TAuditQuery } from '@portal/contracts/office/audit.schemas';
import type { TOfficeOfferListQuery } from '@portal/contracts/office/offers.schemas';
import type { TStudentListQuery, TStudentState } from '@portal/contracts/office/students.schemas';
import type { TOfferState } from '@portal/contracts/proposals/states';
import type { AuthUser } from '../../platform/auth';
import { now as clockNow } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { degreeNamesOf } from '../office/students/students.repository';
import { requireOffice } from '../office/office-access.service';
import type { TExportFormat } from './export-writer';
import * as repo from './exports.repository';
import {
  chosenColumns,
  type ExportPlan,
  fileName,
  keysetRows,
  type Lang,
  listOf,
  refuseTooLarge,
  requireList,
} from './exports.service';

/**
 * The planners of the office's offers, internships, students and audit log exports: the list's
 * rows for the same filters and, for a campus-scoped gestor, their campuses only, as the lists.
 */

const DAY_MS = 86_400_000;

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

/** GET /api/Gestion/ofertas/exportar: the office offers list's rows for the same filters. */
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
  const now = clockNow().getTime();
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
 * a campus-scoped gestor gets only their campuses' students, as in the list.
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
 * campus-scoped gestor gets only their campuses' students, as in the list.
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

/** GET /api/Gestion/auditoria/exportar: the audit log list's rows for the same filters. */
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
