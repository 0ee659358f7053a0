import type { CoreTables } from './tables/core';

/**
 * The Kysely database type: one interface per area under ./tables, merged here.
 * An area adds its tables by extending this interface with its own table file.
 */
export interface Database extends CoreTables {}
