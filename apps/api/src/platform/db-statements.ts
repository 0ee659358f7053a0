import type { LogEvent } from 'kysely';

/**
 * Statements this process has sent to its database through Kysely, and the time they took until
 * their answer (database work plus the round trip), read by the metrics as
 * `portal_db_statements_total` and `portal_db_statement_seconds_total` (issue #18 part 9:
 * bench/capacity.mjs divides them by the requests to get the statements and database time per
 * request). Kysely's log hook calls this once per statement, failed ones included.
 */
let sent = 0;
let seconds = 0;

export function countStatement(event: LogEvent): void {
  sent++;
  seconds += event.queryDurationMillis / 1000;
}

export function statementsSent(): { count: number; seconds: number } {
  return { count: sent, seconds };
}
