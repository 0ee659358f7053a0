// Linted as apps/api/src/modules/offers/fixture.service.ts: a service building a query.
import type { Db } from '../../platform/db';

export const count = (db: Db) => db.selectFrom('offers').select('id').execute();
