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

export interface JobTables {
  job_runs: JobRunRow;
  job_reminders: JobReminderRow;
}
