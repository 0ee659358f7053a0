/**
 * Statements this process has sent to its database through Kysely, read by the metrics as
 * `portal_db_statements_total` (issue #18 part 9: bench/capacity.mjs divides it by the requests
 * to get the statements per request). Kysely's log hook calls this once per statement, failed
 * ones included.
 */
let sent = 0;

export function countStatement(): void {
  sent++;
}

export function statementsSent(): number {
  return sent;
}
