import type { Migration } from 'kysely';

/**
 * Every migration, by name; names sort in the order they run. A landed migration is never
 * edited: a change is a new file. Each area adds its own files and one line here.
 */
export const migrations: Record<string, Migration> = {
};
