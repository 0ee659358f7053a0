import type { AppConfig } from './config';
import type { Db, Engine } from './db';
import type { MailTemplates } from './mail-templates';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    engine: Engine;
    mailTemplates: MailTemplates;
  }
}
