import type { TAgreementState } from '@portal/contracts/agreements/agreement-states';
import type { Db } from '../../platform/db';
import { countAgreements, filtered } from '../office/agreements/agreements.repository';
import { filtered as auditFiltered, type AuditFilter } from '../office/audit/audit.repository';
import { filtered as companiesFiltered, type CompanyFilter } from '../office/companies/companies.repository';
import { filtered as internshipsFiltered, type InternshipFilter } from '../office/internships/internships.repository';
import { filtered as offersFiltered, type OfficeOfferFilter } from '../office/offers/offers.repository';
import {
  filtered as studentsFiltered,
  stateSql as studentStateSql,
  type StudentFilter,
} from '../office/students/students.repository';
import { offerCandidatesQuery } from '../proposals/proposals.repository';

/**
 * The exports' reads (issue #17 'Exports'): each list's own where clause (imported from the list's
 * repository, so an export answers exactly the list's rows), read in keyset pages on the id
 * (`id > last`, never OFFSET), and the column choice remembered per user and list.
 */

export interface AgreementExportFilter {
  brandKey: string;
  estado: TAgreementState;
  q?: string;
}

export function agreementsPage(db: Db, f: AgreementExportFilter, afterId: number, limit: number) {
  return filtered(db, f)
    .select([
      'a.id',
      'a.codigo',
      'a.estado',
      'a.estado_desde',
      'a.created_at',
      'a.fecha_solicitud',
      'a.fecha_caducidad',
      'a.nombre',
      'a.apellidos',
      'a.email',
      'c.nombre as company_nombre',
      'c.nombre_comercial as company_comercial',
      'c.cif as company_cif',
    ])
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export async function agreementsCount(db: Db, f: AgreementExportFilter): Promise<number> {
  return Number((await countAgreements(db, f)).n);
}

export function candidatesPage(db: Db, offerId: number, onlyUnread: boolean, afterId: number, limit: number) {
  return offerCandidatesQuery(db, offerId, onlyUnread)
    .select(['a.id', 'a.estado', 'a.leida_empresa', 'a.origen', 'a.created_at', 'u.nombre', 'u.apellidos', 'u.email'])
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export async function candidatesCount(db: Db, offerId: number, onlyUnread: boolean): Promise<number> {
  const row = await offerCandidatesQuery(db, offerId, onlyUnread)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function savedColumns(db: Db, userId: number, listKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('export_preferences')
    .select('columnas')
    .where('user_id', '=', userId)
    .where('list_key', '=', listKey)
    .executeTakeFirst();
  return row?.columnas;
}

export async function saveColumns(db: Db, userId: number, listKey: string, columnas: string, now: string) {
  await db
    .insertInto('export_preferences')
    .values({ user_id: userId, list_key: listKey, columnas, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'list_key']).doUpdateSet({ columnas, updated_at: now }))
    .execute();
}

/** Every item id of a domain list (the candidature states are a handful). */
export async function domainItemIds(db: Db, list: string): Promise<number[]> {
  const rows = await db.selectFrom('domain_items').select('id').where('list', '=', list).execute();
  return rows.map((r) => Number(r.id));
}

export type CompanyExportFilter = Pick<
  CompanyFilter,
  'brandKey' | 'nombre' | 'cif' | 'estado' | 'sector' | 'provincia'
>;

export function companiesPage(db: Db, f: CompanyExportFilter, afterId: number, limit: number) {
  return companiesFiltered(db, f)
    .leftJoin('provinces as p', 'p.id', 'c.province_id')
    .leftJoin('domain_items as s', (join) =>
      join.onRef('s.id', '=', 'c.sector_id').on('s.list', '=', 'sectoresActividad'),
    )
    .select([
      'c.id',
      'c.nombre',
      'c.nombre_comercial',
      'c.cif',
      'c.validated',
      'c.blocked',
      'c.rejected_at',
      'c.created_at',
      'p.name_es as province_es',
      'p.name_ca as province_ca',
      's.name_es as sector_es',
      's.name_ca as sector_ca',
    ])
    .where('c.id', '>', afterId)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function companiesCount(db: Db, f: CompanyExportFilter): Promise<number> {
  const row = await companiesFiltered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The office's offers list filters (#17 'Exports', continued): state, type and the title/company search. */
export type OfferExportFilter = Pick<OfficeOfferFilter, 'brandKey' | 'estado' | 'tipo' | 'q'>;

/** The list's where clause alone: its sort and page do not apply to an export. */
const offersWhere = (db: Db, f: OfferExportFilter) =>
  offersFiltered(db, { ...f, orden: 'antiguedad', limit: 0, offset: 0 });

export function offersPage(db: Db, f: OfferExportFilter, afterId: number, limit: number) {
  return offersWhere(db, f)
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select([
      'o.id',
      'o.titulo',
      'o.tipo',
      'o.estado',
      'o.created_at',
      'o.updated_at',
      'c.nombre as company_nombre',
      'c.nombre_comercial as company_comercial',
    ])
    .where('o.id', '>', afterId)
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

export async function offersCount(db: Db, f: OfferExportFilter): Promise<number> {
  const row = await offersWhere(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The office's internships list filters, with the gestor's campuses (#17 'Exports', continued). */
export type InternshipExportFilter = Omit<InternshipFilter, 'limit' | 'offset'>;

export function internshipsPage(db: Db, f: InternshipExportFilter, afterId: number, limit: number) {
  return internshipsFiltered(db, f)
    .select([
      'i.id',
      'i.titulo',
      'i.estado',
      'i.fecha_inicio',
      'i.fecha_fin',
      'i.course',
      'su.nombre',
      'su.apellidos',
      'c.nombre as company_name',
      'c.nombre_comercial',
      'cp.name_es as campus_es',
      'cp.name_ca as campus_ca',
    ])
    .where('i.id', '>', afterId)
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

export async function internshipsCount(db: Db, f: InternshipExportFilter): Promise<number> {
  const row = await internshipsFiltered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The office's students list filters, with the gestor's campuses (#17 'Exports', continued). */
export type StudentExportFilter = Omit<StudentFilter, 'orden' | 'dir' | 'limit' | 'offset'>;

export function studentsPage(db: Db, f: StudentExportFilter, afterId: number, limit: number) {
  return studentsFiltered(db, f)
    .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
    .select([
      'u.id',
      'u.nombre',
      'u.apellidos',
      'u.email',
      'u.created_at',
      's.dni',
      's.anio_promocion',
      'cp.name_es as campus_es',
      'cp.name_ca as campus_ca',
      studentStateSql.as('estado'),
    ])
    .where('u.id', '>', afterId)
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

export async function studentsCount(db: Db, f: StudentExportFilter): Promise<number> {
  const row = await studentsFiltered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The audit log list's filters (#17 'Exports', continued); its page does not apply to an export. */
export type AuditExportFilter = Omit<AuditFilter, 'limit' | 'offset'>;

const auditWhere = (db: Db, f: AuditExportFilter) => auditFiltered(db, { ...f, limit: 0, offset: 0 });

export function auditPage(db: Db, f: AuditExportFilter, afterId: number, limit: number) {
  return auditWhere(db, f)
    .select([
      'a.id',
      'a.occurred_at',
      'u.email',
      'a.actor_role',
      'a.action',
      'a.object_type',
      'a.object_id',
      'a.from_state',
      'a.to_state',
      'a.reason',
      'a.request_id',
      'a.ip',
    ])
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export async function auditCount(db: Db, f: AuditExportFilter): Promise<number> {
  const row = await auditWhere(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
