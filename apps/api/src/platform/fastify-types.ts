import type { AppConfig } from './config';
import type { Db, Engine } from './db';
import type { MailTemplates } from './mail-templates';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    engine: Engine;
    mailTemplates: MailTemplates;
    /** Uploaded files through the configured driver (issue #18 part 1). */
    storage: Storage;
    /** True from SIGTERM on: /api/ready answers 503 while requests in flight finish (issue #18 part 5). */
    draining: boolean;
  }
}
