import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { migrate, openDatabase } from './platform/db';
import { seedIfEmpty } from './db/seed/index';

const config = loadConfig();
const handle = openDatabase(config);
await migrate(handle.db);
await seedIfEmpty(handle.db, config);
const app = await buildApp(config, { dbHandle: handle });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // close() stops accepting connections and waits for requests in flight.
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
