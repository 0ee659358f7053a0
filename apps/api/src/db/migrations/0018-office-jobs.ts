import type { Kysely } from 'kysely';

/**
 * Scheduled jobs of the office (issue #14 parts 4 and 7): `job_runs` claims one run of one job for
 * one period (its primary key), so that of several instances exactly one does the work;
 * `job_reminders` records each reminder sent, at most one per item, recipient and period.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    /** The period the run is for, e.g. '2026-03-01' for a daily job. */
    .addColumn('period', 'text', (c) => c.notNull())
    /** Which instance claimed it (host and process id), for the operator. */
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    /** What the run did ('12 agreements'), or the error that stopped it. */
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
    .execute();
  await db.schema
    .createTable('job_reminders')
    .addColumn('brand_key', 'text', (c) => c.notNull())
    /** 'agreement', 'queue' (a staff queue), ... */
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    /** 'company' or 'staff'. */
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_reminders_pk', ['brand_key', 'object_type', 'object_id', 'recipient', 'period'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_reminders').execute();
  await db.schema.dropTable('job_runs').execute();
}
