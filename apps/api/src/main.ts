import { buildApp } from './app';
import { loadConfig, type AppConfig } from './platform/config';
import { openDatabase } from './platform/db';
import { prepareDatabase, startupDatabaseHint } from './platform/startup';
import { startOfficeJobs } from './modules/office/jobs/office-jobs';
import { systemClock } from './platform/clock';
import { startJobRunner } from './platform/jobs/queue';
import { registerGracefulClose } from './platform/graceful-close';

/** A wrong environment stops the start with the list of wrong variables, without a stack trace. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

const config = configOrExit();
const handle = openDatabase(config);
try {
  // Once across instances on PostgreSQL (an advisory lock); demo accounts only in demo mode.
  await prepareDatabase(handle, config);
} catch (err) {
  const hint = startupDatabaseHint(err, config);
  if (!hint) throw err;
  console.error(hint);
  await handle.close();
  process.exit(1);
}
const app = await buildApp(config, { dbHandle: handle });
// From SIGTERM on, answers say `Connection: close`; the close waits until no client is using a
// connection before it stops listening (ADR 0036).
const graceful = registerGracefulClose(app);
// Scheduled jobs (expiry, reminders): JOBS=off leaves them to other instances or turns them off.
const jobs = config.jobs ? startOfficeJobs(app, systemClock) : null;
// Queued jobs (mail; issue #18 part 2): pg-boss on PostgreSQL (ADR 0021), queued_jobs on SQLite
// (ADR 0017). JOBS=off only enqueues, other instances run them.
const queue = config.jobs ? startJobRunner(app) : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Draining (issue #18 part 5): /api/ready answers 503 so that the load balancer stops sending
  // new requests, while this instance still serves them for DRAIN_SECONDS, each answer with
  // `Connection: close` so that no client keeps a connection this instance will close (ADR 0036).
  app.draining = true;
  app.log.info({ signal, drainSeconds: config.drainSeconds }, 'draining: /api/ready answers 503');
  if (config.drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  // The runner takes no new job and finishes the one it runs (issue #18 part 5).
  await Promise.all([jobs?.stop(), queue?.stop()]);
  // New requests answer 503 with Retry-After until the clients have gone, then the listener
  // closes and the idle connections with it; requests in flight finish first (ADR 0036).
  await graceful.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });

// One readable line: where to open it, the mode and the engine (issue #18 part 8).
const url = config.publicUrl ?? `http://localhost:${config.port}`;
const engine = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
const mode = config.demo
  ? 'demo mode: demo accounts with password Demo2026, listed in README.md "Demo accounts"'
  : 'production mode: no demo accounts (create the first office admin with `npm run admin:create`)';
process.stdout.write(`Portal ready at ${url} — ${mode}; database ${engine}.\n`);
