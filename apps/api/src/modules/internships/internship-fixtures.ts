import type { TestApp } from '../../test/test-app';
import { demoClock } from '../../db/seed/demo-context';
import { daysFromNow } from '../offers/offer-fixtures';

/** Adds an internship of alumna@ (user 1), awaiting her acceptance unless `changes` say otherwise. */
export async function addInternship(t: TestApp, changes: Record<string, unknown> = {}): Promise<number> {
  const row = await t.app.db
    .insertInto('internships')
    .values({
      student_id: 1,
      company_id: 1,
      titulo: 'Prácticas de prueba',
      estado: 'pendiente',
      course: demoClock().course,
      fecha_inicio: daysFromNow(200),
      fecha_fin: daysFromNow(290),
      created_at: new Date().toISOString(),
      ...changes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
