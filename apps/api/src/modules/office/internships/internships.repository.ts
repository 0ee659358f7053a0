import { LIVE_INTERNSHIP_STATES, type TInternshipState } from '@portal/contracts/internships/internship-states';
import { sql, type Insertable, type Updateable } from 'kysely';
import { isPostgres } from '../../../db/schema-helpers';
import type { InternshipAmendmentRow, InternshipRow } from '../../../db/tables/internships';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the office's internships (issue #15 'Internships'); the rules live in
 * internships.service.ts and internship-rules.ts. An internship belongs to the brand of its company.
 */

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

export interface InternshipFilter {
  brandKey: string;
  /** Empty: every campus; otherwise only students of these campuses. */
  campusIds: number[];
  q?: string;
  estado?: TInternshipState;
  curso?: string;
  limit: number;
  offset: number;
}

function base(db: Db, brandKey: string) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('users as su', 'su.id', 'i.student_id')
    .innerJoin('students as s', 's.user_id', 'i.student_id')
    .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
    .where('c.brand_key', '=', brandKey);
}

export function filtered(db: Db, f: Omit<InternshipFilter, 'limit' | 'offset'>) {
  let query = base(db, f.brandKey);
  if (f.campusIds.length) query = query.where('s.campus_id', 'in', f.campusIds);
  if (f.estado) query = query.where('i.estado', '=', f.estado);
  if (f.curso) query = query.where('i.course', '=', f.curso);
  if (f.q) {
    const like = likeOf(f.q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['i.titulo']), 'like', like),
        eb(eb.fn('lower', [sql<string>`su.nombre || ' ' || su.apellidos`]), 'like', like),
        eb(eb.fn('lower', ['su.email']), 'like', like),
        eb(eb.fn('lower', ['c.nombre']), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('c.nombre_comercial', sql.lit(''))]), 'like', like),
      ]),
    );
  }
  return query;
}

export async function listInternships(db: Db, f: InternshipFilter) {
  const [rows, count, courses] = await Promise.all([
    filtered(db, f)
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
      .orderBy('i.fecha_inicio', 'desc')
      .orderBy('i.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    base(db, f.brandKey).select('i.course').distinct().orderBy('i.course', 'desc').execute(),
  ]);
  return { rows, total: Number(count?.n ?? 0), courses: courses.map((c) => c.course) };
}

/** One internship of the brand, with the student's campus (null when another brand's or none). */
export function findInternship(db: Db, id: number, brandKey: string) {
  return base(db, brandKey)
    .leftJoin('work_centres as w', 'w.id', 'i.work_centre_id')
    .leftJoin('company_contacts as tc', 'tc.id', 'i.tutor_empresa_contact_id')
    .leftJoin('users as au', 'au.id', 'i.academic_tutor_user_id')
    .leftJoin('agreements as ag', 'ag.id', 'i.agreement_id')
    .leftJoin('programmes as pr', 'pr.id', 'i.programme_id')
    .selectAll('i')
    .select([
      'su.nombre as student_nombre',
      'su.apellidos as student_apellidos',
      'su.email as student_email',
      's.dni as student_dni',
      's.campus_id',
      'cp.name_es as campus_es',
      'cp.name_ca as campus_ca',
      'c.nombre as company_name',
      'c.nombre_comercial',
      'w.nombre as centre_name',
      sql<string | null>`tc.nombre || ' ' || tc.apellidos`.as('company_tutor_name'),
      sql<string | null>`au.nombre || ' ' || au.apellidos`.as('academic_tutor_name'),
      'ag.codigo as agreement_code',
      'pr.nombre_es as programme_es',
      'pr.nombre_ca as programme_ca',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** Locks the internship's row for a change (PostgreSQL; SQLite writes one at a time anyway). */
export function lockInternship(db: Db, id: number) {
  return db
    .selectFrom('internships')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export function internshipDocuments(db: Db, internshipId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'nombre', 'created_at'])
    .where('internship_id', '=', internshipId)
    .orderBy('id')
    .execute();
}

export function changeRequestsOf(db: Db, internshipId: number) {
  return db
    .selectFrom('internship_change_requests')
    .select(['id', 'accion', 'descripcion', 'estado', 'created_at'])
    .where('internship_id', '=', internshipId)
    .where('estado', '<>', 'borrador')
    .orderBy('id', 'desc')
    .execute();
}

export function amendmentsOf(db: Db, internshipId: number) {
  return db
    .selectFrom('internship_amendments as a')
    .leftJoin('users as u', 'u.id', 'a.approved_by_user_id')
    .select([
      'a.id',
      'a.change_request_id',
      'a.cambios',
      'a.fecha_efecto',
      'a.created_at',
      sql<string | null>`u.nombre || ' ' || u.apellidos`.as('approved_by'),
    ])
    .where('a.internship_id', '=', internshipId)
    .orderBy('a.id', 'desc')
    .execute();
}

/** The internship's timeline: its audit rows, oldest first, with the author's name. */
export function timeline(db: Db, internshipId: number, brandKey: string) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select([
      'a.id',
      'a.occurred_at',
      'a.action',
      'a.actor_role',
      'a.from_state',
      'a.to_state',
      'a.reason',
      'u.nombre',
      'u.apellidos',
      'u.email',
    ])
    .where('a.brand_key', '=', brandKey)
    .where('a.object_type', '=', 'internship')
    .where('a.object_id', '=', String(internshipId))
    .orderBy('a.id')
    .limit(500)
    .execute();
}

// --- What the rules and the reference checks read ---

export function studentOfBrand(db: Db, studentId: number, brandKey: string) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      's.campus_id',
      's.social_security_number',
      's.credits_passed_percent',
      'u.email',
      'u.preferred_language',
      'u.status',
    ])
    .where('s.user_id', '=', studentId)
    .where('u.brand_key', '=', brandKey)
    .executeTakeFirst();
}

/** SPEC §9: the student's ongoing two-year máster studies. */
export async function studiesTwoYearMaster(db: Db, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_studies as ss')
    .innerJoin('degrees as d', 'd.id', 'ss.degree_id')
    .select('ss.id')
    .where('ss.student_id', '=', studentId)
    .where('d.level', '=', 'master')
    .where('d.two_year', '=', 1)
    .where('ss.finished', '=', 0)
    .executeTakeFirst();
  return !!row;
}

/** Internships that still take the student's time (SPEC §6 'no overlap'), other than `exceptId`. */
export function liveInternshipsOf(db: Db, studentId: number, exceptId: number | null) {
  return db
    .selectFrom('internships')
    .select(['id', 'fecha_inicio', 'fecha_fin'])
    .where('student_id', '=', studentId)
    .where('estado', 'in', [...LIVE_INTERNSHIP_STATES])
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
    .execute();
}

export function companyOfBrand(db: Db, companyId: number, brandKey: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'nombre', 'nombre_comercial'])
    .where('id', '=', companyId)
    .where('brand_key', '=', brandKey)
    .executeTakeFirst();
}

export function workCentreOf(db: Db, id: number, companyId: number) {
  return db
    .selectFrom('work_centres')
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export function contactOf(db: Db, id: number, companyId: number) {
  return db
    .selectFrom('company_contacts')
    .select(['id', 'nombre', 'apellidos', 'email', 'telefono1'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export function academicTutorOf(db: Db, userId: number, brandKey: string) {
  return db
    .selectFrom('staff_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.nombre', 'u.apellidos', 'u.email'])
    .where('m.user_id', '=', userId)
    .where('m.kind', '=', 'tutor')
    .where('m.active', '=', 1)
    .where('u.brand_key', '=', brandKey)
    .executeTakeFirst();
}

export function agreementOf(db: Db, id: number, companyId: number) {
  return db
    .selectFrom('agreements')
    .select(['id', 'estado', 'fecha_firma', 'fecha_caducidad', 'codigo', 'firma_fuera_fecha', 'estado_desde'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The company's latest Formalizado agreement, for an internship that names none. */
export function latestFormalisedAgreement(db: Db, companyId: number) {
  return db
    .selectFrom('agreements')
    .select(['id', 'estado', 'fecha_firma', 'fecha_caducidad', 'codigo', 'firma_fuera_fecha', 'estado_desde'])
    .where('company_id', '=', companyId)
    .where('estado', '=', 'formalizado')
    .orderBy('fecha_firma', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** What a change request asks for, with its internship. */
export function changeRequest(db: Db, id: number) {
  return db.selectFrom('internship_change_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The internship a request led to: the one created from a practice request, the one a change request is about. */
export async function internshipOfRequest(db: Db, kind: string, requestId: number): Promise<number | null> {
  if (kind === 'practicas') {
    const row = await db
      .selectFrom('internships')
      .select('id')
      .where('practice_request_id', '=', requestId)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }
  if (kind === 'cambio') {
    const row = await db
      .selectFrom('internship_change_requests')
      .select('internship_id')
      .where('id', '=', requestId)
      .executeTakeFirst();
    return row?.internship_id ?? null;
  }
  return null;
}

export function programmeOf(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('programmes')
    .select('id')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .executeTakeFirst();
}

// --- The form's options ---

export async function formOptions(db: Db, brandKey: string, campusIds: number[], companyId: number | null) {
  const [students, companies, tutors, programmes] = await Promise.all([
    db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.nombre', 'u.apellidos', 's.dni'])
      .where('u.brand_key', '=', brandKey)
      .where('u.status', '=', 'active')
      .$if(campusIds.length > 0, (q) => q.where('s.campus_id', 'in', campusIds))
      .orderBy('u.apellidos')
      .orderBy('u.nombre')
      .limit(1000)
      .execute(),
    db
      .selectFrom('companies')
      .select(['id', 'nombre', 'nombre_comercial'])
      .where('brand_key', '=', brandKey)
      .orderBy('nombre')
      .limit(1000)
      .execute(),
    db
      .selectFrom('staff_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.nombre', 'u.apellidos'])
      .where('m.kind', '=', 'tutor')
      .where('m.active', '=', 1)
      .where('u.brand_key', '=', brandKey)
      .orderBy('u.apellidos')
      .execute(),
    db
      .selectFrom('programmes')
      .select(['id', 'nombre_es', 'nombre_ca'])
      .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
      .orderBy('nombre_es')
      .execute(),
  ]);
  if (companyId === null) return { students, companies, tutors, programmes, centres: [], contacts: [], agreements: [] };
  const [centres, contacts, agreements] = await Promise.all([
    db
      .selectFrom('work_centres')
      .select(['id', 'nombre'])
      .where('company_id', '=', companyId)
      .orderBy('nombre')
      .execute(),
    db
      .selectFrom('company_contacts')
      .select(['id', 'nombre', 'apellidos'])
      .where('company_id', '=', companyId)
      .orderBy('apellidos')
      .execute(),
    db
      .selectFrom('agreements')
      .select(['id', 'codigo', 'estado'])
      .where('company_id', '=', companyId)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return { students, companies, tutors, programmes, centres, contacts, agreements };
}

// --- Sources: an accepted application, a practice request ---

export function applicationOfBrand(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select([
      'a.id',
      'a.estado',
      'a.student_id',
      'o.id as offer_id',
      'o.company_id',
      'o.work_centre_id',
      'o.programme_id',
      'o.titulo',
      'o.tareas',
      'o.fecha_inicio',
      'o.fecha_fin',
      'o.horas_dia',
      'o.horas_semana',
      'o.ayuda_estudio',
      'o.tutor_empresa_contact_id',
    ])
    .where('a.id', '=', id)
    .where('c.brand_key', '=', brandKey)
    .executeTakeFirst();
}

export function practiceRequestOfBrand(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('practice_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .selectAll('r')
    .where('r.id', '=', id)
    .where('c.brand_key', '=', brandKey)
    .executeTakeFirst();
}

export async function internshipFromSource(db: Db, source: { applicationId?: number; requestId?: number }) {
  const row = await db
    .selectFrom('internships')
    .select('id')
    .$if(source.applicationId !== undefined, (q) => q.where('application_id', '=', source.applicationId!))
    .$if(source.requestId !== undefined, (q) => q.where('practice_request_id', '=', source.requestId!))
    .executeTakeFirst();
  return row?.id ?? null;
}

// --- Writes ---

export async function insertInternship(db: Db, row: Insertable<InternshipRow>): Promise<number> {
  const inserted = await db.insertInto('internships').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateInternship(db: Db, id: number, set: Updateable<InternshipRow>) {
  await db.updateTable('internships').set(set).where('id', '=', id).execute();
}

export async function insertAmendment(db: Db, row: Insertable<InternshipAmendmentRow>) {
  await db.insertInto('internship_amendments').values(row).execute();
}

export async function setApplicationState(db: Db, id: number, estado: number, userId: number, now: string) {
  await db.updateTable('applications').set({ estado, updated_at: now }).where('id', '=', id).execute();
  await db
    .insertInto('application_history')
    .values({ application_id: id, estado, id_motivo: null, changed_by_user_id: userId, created_at: now })
    .execute();
}

export async function acceptPracticeRequest(db: Db, id: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('practice_requests')
    .set({ estado: 'aceptada', decided_by: userId, decided_at: now, decision_reason: null })
    .where('id', '=', id)
    .where('estado', '=', 'pendiente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who is told of an internship: the student and the company's contacts who sign in. */
export function companyLogins(db: Db, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'u.email', 'u.preferred_language', 'u.status'])
    .where('cc.company_id', '=', companyId)
    .where('u.status', '=', 'active')
    .orderBy('cc.principal', 'desc')
    .orderBy('cc.id')
    .execute();
}

export function studentAccount(db: Db, studentId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'preferred_language', 'status', 'nombre', 'apellidos'])
    .where('id', '=', studentId)
    .executeTakeFirst();
}
