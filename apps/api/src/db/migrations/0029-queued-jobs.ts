import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Queued background jobs (issue #18 part 2, ADR 0017): one row per job, inserted in the caller's
 * transaction so that a job exists if and only if the write that asked for it committed. A runner
 * claims a row with a guarded update (state 'queued' -> 'running'), so one instance runs it;
 * a failure puts it back with a later `run_at` (exponential backoff) until `max_attempts`, then
 * leaves it 'failed' with its error for the office console. Frozen once landed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('queued_jobs'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON text of the handler's payload. */
    .addColumn('payload', 'text', (c) => c.notNull())
    /** 'queued', 'running', 'done' or 'failed'. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    /** Base of the exponential backoff, in seconds. */
    .addColumn('retry_delay_seconds', 'integer', (c) => c.notNull())
    /** Not before this moment (ISO-8601 UTC text, ADR 0003). */
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    /** Which instance claimed it (host and process id), for the operator. */
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('queued_jobs_state_run_at_idx').on('queued_jobs').columns(['state', 'run_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('queued_jobs').execute();
}
