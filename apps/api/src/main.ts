import { buildApp } from './app';
import { loadConfig, type AppConfig } from './platform/config';
import { migrate, openDatabase } from './platform/db';
import { seedIfEmpty } from './db/seed/index';
import { startOfficeJobs } from './modules/office/jobs/office-jobs';
import { systemClock } from './platform/jobs/clock';

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
await migrate(handle.db);
await seedIfEmpty(handle.db, config);
const app = await buildApp(config, { dbHandle: handle });
// Scheduled jobs (expiry, reminders): JOBS=off leaves them to other instances or turns them off.
const jobs = config.jobs ? startOfficeJobs(app, systemClock) : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  await jobs?.stop();
  // close() stops accepting connections and waits for requests in flight.
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
