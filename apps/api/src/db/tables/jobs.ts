import type { Generated } from 'kysely';

/** Scheduled jobs (migration 0018): run claims and reminders sent. Timestamps ISO-8601 UTC text (ADR 0003). */
export interface JobRunRow {
  job: string;
  period: string;
  instance: string;
  started_at: string;
  finished_at: string | null;
  outcome: string | null;
}

export interface JobReminderRow {
  brand_key: string;
  object_type: string;
  object_id: string;
  recipient: string;
  period: string;
  sent_at: string;
}

/** Queued background jobs (migration 0029, issue #18 part 2). */
export interface QueuedJobTable {
  id: Generated<number>;
  name: string;
  payload: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  retry_delay_seconds: number;
  run_at: string;
  last_error: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface JobTables {
  job_runs: JobRunRow;
  job_reminders: JobReminderRow;
  queued_jobs: QueuedJobTable;
}
