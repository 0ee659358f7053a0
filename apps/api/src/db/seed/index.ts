import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';

/** Placeholder: demo data is written in its own change. Idempotent: seeding twice changes nothing. */
export async function seedIfEmpty(_db: Db, _config: Pick<AppConfig, 'dataDir'>): Promise<void> {}
