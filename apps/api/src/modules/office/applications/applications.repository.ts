import { sql } from 'kysely';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the office's applications list (issue #17: "applications" among the console's
 * lists) and of its export: one where clause for both, so the file has exactly the list's rows.
 * An application is of the brand when its offer and its student are; an erased (deregistered)
 * student is not listed, as in the students list.
 */
export interface ApplicationFilter {
  brandKey: string;
  /** Empty: every campus. Otherwise only students whose main campus is one of these. */
  campusIds: number[];
  q?: string;
  offerId?: number;
  companyId?: number;
  state?: number;
  degreeId?: number;
}

/** LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine. */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

export function filtered(db: Db, f: ApplicationFilter) {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('users as u', 'u.id', 'a.student_id')
    .innerJoin('students as s', 's.user_id', 'u.id')
    .where('o.brand_key', '=', f.brandKey)
    .where('u.brand_key', '=', f.brandKey)
    .where('u.role', '=', 'student')
    .where('u.status', '<>', 'deregistered');
  if (f.campusIds.length) query = query.where('s.campus_id', 'in', f.campusIds);
  if (f.offerId) query = query.where('a.offer_id', '=', f.offerId);
  if (f.companyId) query = query.where('o.company_id', '=', f.companyId);
  if (f.state) query = query.where('a.estado', '=', f.state);
  if (f.degreeId) {
    const degreeId = f.degreeId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_studies as st')
          .select(sql`1`.as('one'))
          .whereRef('st.student_id', '=', 'u.id')
          .where('st.baja', '=', 0)
          .where('st.degree_id', '=', degreeId),
      ),
    );
  }
  if (f.q) {
    const like = likeOf(f.q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.nombre || ' ' || u.apellidos)`, 'like', like),
        eb(sql`lower(u.apellidos || ' ' || u.nombre)`, 'like', like),
        eb(sql`lower(u.email)`, 'like', like),
        eb(sql`lower(o.titulo)`, 'like', like),
      ]),
    );
  }
  return query;
}

const COLUMNS = [
  'a.id',
  'a.estado',
  'a.created_at',
  'a.updated_at',
  'a.offer_id',
  'o.titulo',
  'o.titulo_ca',
  'o.company_id',
  'c.nombre as company_nombre',
  'c.nombre_comercial as company_comercial',
  'a.student_id',
  'u.nombre',
  'u.apellidos',
  'u.email',
] as const;

/** One page, newest application first (the id breaks ties), with the filter's total. */
export async function listApplications(db: Db, f: ApplicationFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select(COLUMNS)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countApplications(db, f),
  ]);
  return { rows, total: count };
}

export async function countApplications(db: Db, f: ApplicationFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The export's pages: the same rows by id, after the previous page's last one (keyset). */
export function applicationsPage(db: Db, f: ApplicationFilter, afterId: number, limit: number) {
  return filtered(db, f).select(COLUMNS).where('a.id', '>', afterId).orderBy('a.id').limit(limit).execute();
}

export type ApplicationRecord = Awaited<ReturnType<typeof applicationsPage>>[number];

/** The offer a list is filtered by, named when it is of the brand (its company: internships.repository). */
export function offerOfBrand(db: Db, offerId: number, brandKey: string) {
  return db
    .selectFrom('offers')
    .select(['id', 'titulo', 'titulo_ca'])
    .where('id', '=', offerId)
    .where('brand_key', '=', brandKey)
    .executeTakeFirst();
}
