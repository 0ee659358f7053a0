import type { Kysely } from 'kysely';
import { doubleType } from '../schema-helpers';

/**
 * Details of a programme adhesion request (SPEC §9 dedication and months, §8 codes 58 and 91):
 * one row per programme_adhesions row written by solicitaAdhesionPrograma / solicitaAhesionPrograma.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('programme_adhesion_details')
    .addColumn('adhesion_id', 'integer', (c) => c.primaryKey().references('programme_adhesions.id').onDelete('cascade'))
    .addColumn('dedicacion', doubleType(db))
    .addColumn('meses', doubleType(db))
    .addColumn('student_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('programme_adhesion_details_student_user_id_idx')
    .on('programme_adhesion_details')
    .column('student_user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('programme_adhesion_details').ifExists().execute();
}
