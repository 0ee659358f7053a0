// Linted as apps/api/src/modules/offers/fixture.routes.ts: raw SQL in a route.
import { sql } from 'kysely';

export const now = sql`select 1`;
