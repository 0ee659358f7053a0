import { isPostgres } from '../../db/schema-helpers';
import type { Db } from '../../platform/db';

/**
 * The CV lists that are replaced as a whole (SPEC §7 editInteres, editCompetencias,
 * editConocimientosInformaticos). Issue #12 item 2: two replacements of one student at once both
 * deleted, then both inserted, and the second hit the primary key (500 on PostgreSQL). Each
 * replacement is one transaction that first locks the student's row, so replacements of one
 * student run one after the other and the last one wins whole. SQLite runs one write
 * transaction at a time already.
 */
async function replaceForStudent(db: Db, studentId: number, write: (trx: Db) => Promise<void>): Promise<void> {
  await inStudentTransaction(db, studentId, write);
}

/**
 * Runs `work` in a transaction that holds the student's row: a check-then-write of one student's
 * CV (a language appears once, say) cannot interleave with another of the same student.
 */
export function inStudentTransaction<T>(db: Db, studentId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockStudentRow(trx, studentId);
    return work(trx);
  });
}

/** Inside a transaction: waits for, then holds, the student's row until the transaction ends. */
export async function lockStudentRow(trx: Db, studentId: number): Promise<void> {
  if (isPostgres(trx))
    await trx.selectFrom('students').select('user_id').where('user_id', '=', studentId).forUpdate().execute();
}

export function replaceInterests(db: Db, studentId: number, tagIds: number[]): Promise<void> {
  return replaceForStudent(db, studentId, async (trx) => {
    await trx.deleteFrom('student_interests').where('student_id', '=', studentId).execute();
    if (tagIds.length > 0)
      await trx
        .insertInto('student_interests')
        .values(tagIds.map((tag_id) => ({ student_id: studentId, tag_id })))
        .execute();
  });
}

export function replaceSkills(db: Db, studentId: number, skillIds: number[]): Promise<void> {
  return replaceForStudent(db, studentId, async (trx) => {
    await trx.deleteFrom('student_skills').where('student_id', '=', studentId).execute();
    if (skillIds.length > 0)
      await trx
        .insertInto('student_skills')
        .values(skillIds.map((skill_id) => ({ student_id: studentId, skill_id })))
        .execute();
  });
}

/** One entry per program, with its level or null. */
export function replaceItPrograms(
  db: Db,
  studentId: number,
  levelByProgram: Map<number, number | null>,
): Promise<void> {
  return replaceForStudent(db, studentId, async (trx) => {
    await trx.deleteFrom('student_it_programs').where('student_id', '=', studentId).execute();
    if (levelByProgram.size === 0) return;
    await trx
      .insertInto('student_it_programs')
      .values([...levelByProgram].map(([program_id, level_id]) => ({ student_id: studentId, program_id, level_id })))
      .execute();
  });
}
