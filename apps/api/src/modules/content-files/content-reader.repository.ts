import type { Db } from '../../platform/db';

/**
 * Who reads the office's content (issue #15 'Content'): a student (grado, master), a graduate
 * (alumnus) or a company, with the degrees and campuses a student belongs to, which narrow the
 * items written for one degree or one campus.
 */
export interface ContentReader {
  audience: 'student' | 'graduate' | 'company';
  degreeIds: number[];
  campusIds: number[];
}

export async function contentReader(db: Db, role: 'student' | 'company', userId: number): Promise<ContentReader> {
  if (role === 'company') return { audience: 'company', degreeIds: [], campusIds: [] };
  const student = await db
    .selectFrom('students')
    .select(['kind', 'campus_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const studies = await db
    .selectFrom('student_studies')
    .select(['degree_id', 'campus_id'])
    .where('student_id', '=', userId)
    .where('baja', '=', 0)
    .execute();
  const degreeIds = new Set<number>();
  const campusIds = new Set<number>();
  if (student?.campus_id) campusIds.add(Number(student.campus_id));
  for (const s of studies) {
    if (s.degree_id) degreeIds.add(Number(s.degree_id));
    if (s.campus_id) campusIds.add(Number(s.campus_id));
  }
  return {
    audience: student?.kind === 'alumnus' ? 'graduate' : 'student',
    degreeIds: [...degreeIds],
    campusIds: [...campusIds],
  };
}
