import type { AppConfig } from './config';
import type { Db, Engine } from './db';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    engine: Engine;
  }
}
