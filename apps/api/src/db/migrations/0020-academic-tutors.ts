import type { Kysely } from 'kysely';

/**
 * The academic tutor of an internship (issue #15 'Internships', 'Academic tutor pages'): a `tutor`
 * staff account of the brand, who sees only the internships that name them. The free-text
 * `tutor_universidad_*` columns stay for internships whose tutor has no account. The training plan
 * is the internship's `tareas` plus its learning goals (`objetivos`), which the academic tutor
 * validates or returns with a comment: `plan_estado` null (no plan yet), 'pendiente', 'validado',
 * 'devuelto'.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('internships')
    .addColumn('academic_tutor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('internships').addColumn('objetivos', 'text').execute();
  await db.schema.alterTable('internships').addColumn('plan_estado', 'text').execute();
  await db.schema.alterTable('internships').addColumn('plan_comentario', 'text').execute();
  await db.schema.alterTable('internships').addColumn('plan_revisado_at', 'text').execute();
  await db.schema
    .createIndex('internships_academic_tutor_idx')
    .on('internships')
    .columns(['academic_tutor_user_id', 'fecha_inicio'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('internships_academic_tutor_idx').execute();
  for (const column of ['plan_revisado_at', 'plan_comentario', 'plan_estado', 'objetivos', 'academic_tutor_user_id']) {
    await db.schema.alterTable('internships').dropColumn(column).execute();
  }
}
