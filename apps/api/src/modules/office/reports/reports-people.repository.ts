import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import type { Db } from '../../../platform/db';
import { inPeriod, medianDays, num, weekOf, type MedianRow, type ReportScope } from './report-sql.repository';
import type { CountRow } from './reports-market.repository';

/**
 * Figures of the students, surveys and the office's own work (issue #17 'Office dashboard of
 * figures'), each one SQL aggregate. The campus scope reads the student's main campus, as the
 * students list does (students.repository.ts).
 */

/** Internship states that never ran: they place nobody. */
const NOT_PLACED = ['rechazada', 'cancelada'] as const;
/** 'Contratado' in estadosCandidaturasAlumno: an employment offer accepted. */
const HIRED = 6;
const SPAIN = 1;

type Eb = ExpressionBuilder<Database, keyof Database>;

/** The student `studentId` studies at one of the scope's campuses (any when none). */
function inCampus(eb: Eb, scope: ReportScope, studentId: Expression<unknown>) {
  return eb.exists(
    eb
      .selectFrom('students as cs')
      .select(sql`1`.as('one'))
      .where(sql<boolean>`cs.user_id = ${studentId}`)
      .$if(scope.campusIds.length > 0, (q) => q.where('cs.campus_id', 'in', scope.campusIds)),
  );
}

export interface PlacementRow {
  idTitulacion: number;
  nombreEs: string;
  nombreCa: string;
  elegibles: number;
  colocados: number;
}

/**
 * Per degree: the brand's students with that degree in progress (eligible), and those of them with
 * an internship starting in the period or an employment offer accepted in it (placed).
 */
export async function placementByDegree(db: Db, scope: ReportScope): Promise<PlacementRow[]> {
  const placed = sql<number>`CASE WHEN EXISTS (
      SELECT 1 FROM internships i WHERE i.student_id = u.id
        AND i.estado NOT IN (${sql.join(NOT_PLACED.map((s) => sql.val(s)))})
        AND ${inPeriod(scope, sql.ref('i.fecha_inicio'))}
    ) OR EXISTS (
      SELECT 1 FROM applications a INNER JOIN offers jo ON jo.id = a.offer_id
      WHERE a.student_id = u.id AND jo.tipo = 'empleo' AND a.estado = ${HIRED}
        AND ${inPeriod(scope, sql.ref('a.updated_at'))}
    ) THEN u.id END`;
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('students as s', 's.user_id', 'u.id')
    .innerJoin('student_studies as st', 'st.student_id', 'u.id')
    .innerJoin('degrees as d', 'd.id', 'st.degree_id')
    .where('u.brand_key', '=', scope.brandKey)
    .where('u.role', '=', 'student')
    .where('u.status', '<>', 'deregistered')
    .where('st.baja', '=', 0)
    .where('st.finished', '=', 0)
    .$if(scope.campusIds.length > 0, (q) => q.where('s.campus_id', 'in', scope.campusIds))
    .$if(scope.degreeId !== null, (q) => q.where('st.degree_id', '=', scope.degreeId!))
    .select((eb) => [
      'd.id',
      'd.name_es',
      'd.name_ca',
      eb.fn.count<number>('u.id').distinct().as('eligible'),
      sql<number>`COUNT(DISTINCT ${placed})`.as('placed'),
    ])
    .groupBy(['d.id', 'd.name_es', 'd.name_ca'])
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({
    idTitulacion: r.id,
    nombreEs: r.name_es,
    nombreCa: r.name_ca,
    elegibles: num(r.eligible),
    colocados: num(r.placed),
  }));
}

/** Internships that run (or ran) in the period, of the scope's students and degree. */
function internships(db: Db, scope: ReportScope) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .where('c.brand_key', '=', scope.brandKey)
    .where('i.estado', 'not in', NOT_PLACED)
    .where(inPeriod(scope, sql.ref('i.fecha_inicio')))
    .where((eb) => inCampus(eb as unknown as Eb, scope, sql.ref('i.student_id')))
    .$if(scope.degreeId !== null, (q) => q.where('i.degree_id', '=', scope.degreeId!));
}

export async function topHosts(db: Db, scope: ReportScope, limit: number): Promise<CountRow[]> {
  const rows = await internships(db, scope)
    .select((eb) => ['c.id', 'c.nombre', eb.fn.countAll<number>().as('n')])
    .groupBy(['c.id', 'c.nombre'])
    .orderBy(sql`COUNT(*)`, 'desc')
    .orderBy('c.nombre')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ clave: String(r.id), nombreEs: r.nombre, nombreCa: r.nombre, total: num(r.n) }));
}

/** Students whose internship's work centre (else the company) is in another country than Spain. */
export async function studentsAbroad(db: Db, scope: ReportScope): Promise<number> {
  const row = await internships(db, scope)
    .leftJoin('work_centres as w', 'w.id', 'i.work_centre_id')
    .where(sql<boolean>`COALESCE(w.country_id, c.country_id) <> ${SPAIN}`)
    .select((eb) => eb.fn.count<number>('i.student_id').distinct().as('n'))
    .executeTakeFirst();
  return num(row?.n);
}

export type SurveyAudience = 'alumnos' | 'empresas' | 'tutores';
const AUDIENCE: Record<
  SurveyAudience,
  { role: 'student' | 'company' | 'staff'; flag: 'para_alumnos' | 'para_empresa' | 'para_tutor_academico' }
> = {
  alumnos: { role: 'student', flag: 'para_alumnos' },
  empresas: { role: 'company', flag: 'para_empresa' },
  tutores: { role: 'staff', flag: 'para_tutor_academico' },
};

export interface SurveyAudienceRow {
  idEncuesta: number;
  tituloEs: string;
  tituloCa: string | null;
  /** The survey has assignment rows: only those users are asked. */
  asignada: boolean;
  /** Flag of this audience on the survey. */
  dirigida: boolean;
  asignados: number;
  poblacion: number;
  respuestas: number;
}

/**
 * For one audience, each survey of the brand: its assignments to that audience, the brand's active
 * users of that audience (tutors: staff of kind tutor), and finished answers signed by them.
 */
export async function surveyAudience(
  db: Db,
  scope: ReportScope,
  audience: SurveyAudience,
): Promise<SurveyAudienceRow[]> {
  const { role, flag } = AUDIENCE[audience];
  const people = (eb: Eb, userId: Expression<unknown> | null) => {
    let q = eb
      .selectFrom('users as pu')
      .where('pu.brand_key', '=', scope.brandKey)
      .where('pu.role', '=', role)
      .where('pu.status', '=', 'active');
    if (userId) q = q.where(sql<boolean>`pu.id = ${userId}`);
    if (role === 'staff')
      q = q.where((e) =>
        e.exists(
          e
            .selectFrom('staff_members as sm')
            .select(sql`1`.as('one'))
            .whereRef('sm.user_id', '=', 'pu.id')
            .where('sm.kind', '=', 'tutor'),
        ),
      );
    return q;
  };
  const rows = await db
    .selectFrom('surveys as sv')
    .where((eb) => eb.or([eb('sv.brand_key', '=', scope.brandKey), eb('sv.brand_key', 'is', null)]))
    .select((eb) => [
      'sv.id',
      'sv.titulo',
      'sv.titulo_ca',
      `sv.${flag}` as 'sv.para_alumnos',
      eb
        .selectFrom('survey_assignments as sa')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('sa.survey_id', '=', 'sv.id')
        .as('all_assigned'),
      eb
        .selectFrom('survey_assignments as sa')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('sa.survey_id', '=', 'sv.id')
        .where((e) => e.exists(people(e as unknown as Eb, sql.ref('sa.user_id')).select(sql`1`.as('one'))))
        .as('assigned'),
      people(eb as unknown as Eb, null)
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('population'),
      eb
        .selectFrom('survey_responses as sr')
        .select((e) => e.fn.count<number>('sr.user_id').distinct().as('c'))
        .whereRef('sr.survey_id', '=', 'sv.id')
        .where('sr.finished', '=', 1)
        .where(inPeriod(scope, sql.ref('sr.updated_at')))
        .where((e) => e.exists(people(e as unknown as Eb, sql.ref('sr.user_id')).select(sql`1`.as('one'))))
        .as('answers'),
    ])
    .orderBy('sv.id')
    .execute();
  return rows.map((r) => ({
    idEncuesta: r.id,
    tituloEs: r.titulo,
    tituloCa: r.titulo_ca,
    asignada: num(r.all_assigned) > 0,
    dirigida: num(r.para_alumnos) === 1,
    asignados: num(r.assigned),
    poblacion: num(r.population),
    respuestas: num(r.answers),
  }));
}

/** The office's decisions that validate an item, by the kind of item (issue #17 'the office's own work'). */
const VALIDATIONS: Record<string, string> = {
  'company.validate': 'empresas',
  'offer.approve': 'ofertas',
  'agreement.formaliza': 'convenios',
  'request.accept': 'solicitudes',
  'internship.plan_validate': 'planes',
};

export async function validationsPerWeek(db: Db, scope: ReportScope) {
  const week = weekOf(db, sql.ref('l.occurred_at'));
  const sum = (kind: string) =>
    sql<number>`SUM(CASE WHEN l.action IN (${sql.join(
      Object.entries(VALIDATIONS)
        .filter(([, k]) => k === kind)
        .map(([a]) => sql.val(a)),
    )}) THEN 1 ELSE 0 END)`;
  const rows = await db
    .selectFrom('audit_log as l')
    .where('l.brand_key', '=', scope.brandKey)
    .where('l.action', 'in', Object.keys(VALIDATIONS))
    .where(inPeriod(scope, sql.ref('l.occurred_at')))
    .select([
      week.as('semana'),
      sum('empresas').as('empresas'),
      sum('ofertas').as('ofertas'),
      sum('convenios').as('convenios'),
      sum('solicitudes').as('solicitudes'),
      sum('planes').as('planes'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({
    semana: r.semana,
    empresas: num(r.empresas),
    ofertas: num(r.ofertas),
    convenios: num(r.convenios),
    solicitudes: num(r.solicitudes),
    planes: num(r.planes),
  }));
}

/** Arrival -> the office's first decision on a company or an offer, read from the audit log. */
export function medianAuditedQueue(db: Db, scope: ReportScope, kind: 'empresas' | 'ofertas'): Promise<MedianRow> {
  const [table, type, actions] =
    kind === 'empresas'
      ? (['companies', 'company', ['company.validate', 'company.reject']] as const)
      : (['offers', 'offer', ['offer.approve', 'offer.reject', 'offer.return']] as const);
  return medianDays(
    db,
    db
      .selectFrom(`${table} as q` as 'companies as q')
      .where('q.brand_key', '=', scope.brandKey)
      .select((eb) => [
        'q.created_at as inicio',
        eb
          .selectFrom('audit_log as l')
          .select((e) => e.fn.min<string>('l.occurred_at').as('f'))
          .where('l.brand_key', '=', scope.brandKey)
          .where('l.object_type', '=', type)
          .where(sql<boolean>`l.object_id = CAST(q.id AS TEXT)`)
          .where('l.action', 'in', [...actions])
          .as('fin'),
      ])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('audit_log as l')
            .select(sql`1`.as('one'))
            .where('l.brand_key', '=', scope.brandKey)
            .where('l.object_type', '=', type)
            .where(sql<boolean>`l.object_id = CAST(q.id AS TEXT)`)
            .where('l.action', 'in', [...actions])
            .where(inPeriod(scope, sql.ref('l.occurred_at'))),
        ),
      ),
  );
}

/** Arrival -> decision of the decided requests of one queue, decided in the period; the campus scope by the student. */
export function medianRequestQueue(
  db: Db,
  scope: ReportScope,
  queue: 'practicas' | 'cambio' | 'educacion' | 'baja',
): Promise<MedianRow> {
  const decided = sql<boolean>`r.decided_at IS NOT NULL AND ${inPeriod(scope, sql.ref('r.decided_at'))}`;
  const span = [sql<string>`r.created_at`.as('inicio'), sql<string>`r.decided_at`.as('fin')];
  const spans = (() => {
    switch (queue) {
      case 'practicas':
        return db
          .selectFrom('practice_requests as r')
          .innerJoin('companies as c', 'c.id', 'r.company_id')
          .where('c.brand_key', '=', scope.brandKey)
          .$if(scope.campusIds.length > 0, (q) =>
            q.where((eb) => inCampus(eb as unknown as Eb, scope, sql.ref('r.student_id'))),
          )
          .where(decided)
          .select(span);
      case 'educacion':
        return db
          .selectFrom('education_requests as r')
          .innerJoin('companies as c', 'c.id', 'r.company_id')
          .where('c.brand_key', '=', scope.brandKey)
          .$if(scope.campusIds.length > 0, (q) =>
            q.where((eb) => inCampus(eb as unknown as Eb, scope, sql.ref('r.student_id'))),
          )
          .where(decided)
          .select(span);
      case 'cambio':
        return db
          .selectFrom('internship_change_requests as r')
          .innerJoin('companies as c', 'c.id', 'r.company_id')
          .where('c.brand_key', '=', scope.brandKey)
          .$if(scope.campusIds.length > 0, (q) =>
            q.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('internships as ci')
                  .select(sql`1`.as('one'))
                  .whereRef('ci.id', '=', 'r.internship_id')
                  .where((e) => inCampus(e as unknown as Eb, scope, sql.ref('ci.student_id'))),
              ),
            ),
          )
          .where(decided)
          .select(span);
      case 'baja':
        return db
          .selectFrom('deregistration_requests as r')
          .innerJoin('users as ru', 'ru.id', 'r.user_id')
          .where('ru.brand_key', '=', scope.brandKey)
          .$if(scope.campusIds.length > 0, (q) =>
            q.where((eb) => inCampus(eb as unknown as Eb, scope, sql.ref('r.user_id'))),
          )
          .where(decided)
          .select(span);
    }
  })();
  return medianDays(db, spans);
}
