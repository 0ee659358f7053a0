import type { TInternshipState } from '@portal/contracts/internships/internship-states';
import type { Db } from '../../../platform/db';

/** Plain queries of the moves by dates (internship-dates.ts, the daily job); no rules here. */

/** Moves one internship, guarded by the state it was read in: false when something else moved it first. */
export async function moveInternshipState(
  db: Db,
  id: number,
  from: TInternshipState,
  to: TInternshipState,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('internships')
    .set({ estado: to, updated_at: now })
    .where('id', '=', id)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Internships of a brand in one of `states` whose dates may call for a move on `today`: accepted
 * or under way and started (fecha_inicio <= today) or ended (fecha_fin < today), and under-way
 * ones whose start is after today. The caller asks the state table which move, if any.
 */
export function internshipsDueByDates(db: Db, brandKey: string, states: readonly TInternshipState[], today: string) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['i.id', 'i.estado', 'i.fecha_inicio', 'i.fecha_fin'])
    .where('c.brand_key', '=', brandKey)
    .where('i.estado', 'in', [...states])
    .where((eb) =>
      eb.or([
        eb.and([eb('i.estado', '=', 'aceptada'), eb('i.fecha_inicio', '<=', today)]),
        eb.and([
          eb('i.estado', '=', 'en_curso'),
          eb.or([eb('i.fecha_fin', '<', today), eb('i.fecha_inicio', '>', today)]),
        ]),
      ]),
    )
    .orderBy('i.id')
    .execute();
}

export interface Party {
  /** The account told in the portal; null when the person has none (a company tutor by e-mail only). */
  userId: number | null;
  companyId: number | null;
  email: string | null;
  lang: string | null;
  path: string;
}

/** Who hears of an internship's state: the student, the company's contacts, the company tutor and the academic tutor. */
export async function partiesOf(
  db: Db,
  row: {
    id: number;
    student_id: number;
    company_id: number;
    tutor_empresa_contact_id: number | null;
    tutor_empresa_email: string | null;
    academic_tutor_user_id: number | null;
  },
): Promise<Party[]> {
  const parties: Party[] = [];
  const account = (id: number) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'preferred_language', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  const student = await account(row.student_id);
  if (student)
    parties.push({
      userId: student.status === 'active' ? student.id : null,
      companyId: null,
      email: student.email,
      lang: student.preferred_language,
      path: '/mis-practicas',
    });
  const contacts = await db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'u.email', 'u.preferred_language'])
    .where('cc.company_id', '=', row.company_id)
    .where('u.status', '=', 'active')
    .orderBy('cc.principal', 'desc')
    .orderBy('cc.id')
    .execute();
  for (const c of contacts)
    parties.push({
      userId: c.id,
      companyId: row.company_id,
      email: c.email,
      lang: c.preferred_language,
      path: '/practicas_asignadas',
    });
  const tutor =
    row.tutor_empresa_contact_id === null
      ? undefined
      : await db
          .selectFrom('company_contacts as cc')
          .leftJoin('users as u', 'u.id', 'cc.user_id')
          .select(['cc.email', 'u.id as user_id', 'u.status', 'u.preferred_language'])
          .where('cc.id', '=', row.tutor_empresa_contact_id)
          .executeTakeFirst();
  const tutorEmail = row.tutor_empresa_email ?? tutor?.email ?? null;
  const tutorUser = tutor?.user_id != null && tutor.status === 'active' ? Number(tutor.user_id) : null;
  // A contact who signs in was told above as one of the company's contacts.
  if (tutorEmail && !contacts.some((c) => c.id === tutorUser))
    parties.push({
      userId: tutorUser,
      companyId: row.company_id,
      email: tutorEmail,
      lang: tutor?.preferred_language ?? null,
      path: '/practicas_asignadas',
    });
  if (row.academic_tutor_user_id !== null) {
    const academic = await account(row.academic_tutor_user_id);
    if (academic && academic.status === 'active')
      parties.push({
        userId: academic.id,
        companyId: null,
        email: academic.email,
        lang: academic.preferred_language,
        path: `/gestion/tutorias/${row.id}`,
      });
  }
  return parties;
}
