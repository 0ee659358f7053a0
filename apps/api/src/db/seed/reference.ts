import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { syncIdentity } from '../schema-helpers';
import { CAMPUSES, DEGREES } from '../reference/campuses-degrees';
import { COUNTRIES } from '../reference/countries';
import { DOMAIN_LISTS } from '../reference/domain-lists';
import { LOCALITIES_BY_PROVINCE, SCHOOLS } from '../reference/localities';
import { ISLANDS, PROVINCES } from '../reference/provinces';

// Few enough rows per statement for SQLite's bound-parameter limit on any build.
const BATCH = 100;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

type IdTable = 'countries' | 'provinces' | 'islands' | 'localities' | 'campuses' | 'degrees' | 'schools';

/** Inserts the rows whose id is not there yet; existing rows are left untouched. */
async function insertMissing<R extends { id: number }>(
  db: Kysely<Database>,
  table: IdTable,
  rows: R[],
): Promise<number> {
  const existing = new Set((await db.selectFrom(table).select('id').execute()).map((r) => Number(r.id)));
  const missing = rows.filter((r) => !existing.has(r.id));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await insertBatches(missing, (batch) => (db as Kysely<any>).insertInto(table).values(batch).execute());
  if (missing.length > 0) await syncIdentity(db, table);
  return missing.length;
}

/**
 * Seeds the reference lists of SPEC §3 with fixed ids. Idempotent: inserts only what is missing,
 * so running it twice changes nothing, and a release that appends rows to a data file adds just
 * those. Existing rows are never rewritten (an operator may have corrected a name).
 */
export async function seedReference(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertMissing(
      trx,
      'countries',
      COUNTRIES.map(([id, iso2, name_es, name_ca, eu]) => ({ id, iso2, name_es, name_ca, eu })),
    );
    await insertMissing(
      trx,
      'provinces',
      PROVINCES.map(([id, name_es, name_ca, has_islands]) => ({ id, name_es, name_ca, has_islands })),
    );
    await insertMissing(
      trx,
      'islands',
      ISLANDS.map(([id, province_id, name, name_ca]) => ({ id, province_id, name, name_ca })),
    );
    await insertMissing(
      trx,
      'localities',
      Object.entries(LOCALITIES_BY_PROVINCE).flatMap(([province, names]) =>
        names.map((name, i) => ({ id: Number(province) * 100 + i + 1, province_id: Number(province), name })),
      ),
    );
    await insertMissing(
      trx,
      'schools',
      SCHOOLS.map(([id, province_id, name]) => ({ id, province_id, name })),
    );
    await insertMissing(
      trx,
      'campuses',
      CAMPUSES.map(([id, name_es, name_ca]) => ({ id, name_es, name_ca })),
    );
    await insertMissing(
      trx,
      'degrees',
      DEGREES.map((d) => ({
        id: d.id,
        name_es: d.es,
        name_ca: d.ca,
        level: d.level,
        area_id: d.area,
        campus_id: d.campus,
        two_year: d.twoYear ? 1 : 0,
        credits: d.credits,
      })),
    );

    const existing = new Set(
      (await trx.selectFrom('domain_items').select(['list', 'id']).execute()).map((r) => `${r.list}:${r.id}`),
    );
    const missing = Object.entries(DOMAIN_LISTS).flatMap(([list, entries]) =>
      entries
        .map((e, i) => ({
          list,
          id: e.id,
          code: e.code ?? null,
          name_es: e.es,
          name_ca: e.ca,
          parent_id: e.parent ?? null,
          extra: e.extra ? JSON.stringify(e.extra) : null,
          sort: i + 1,
        }))
        .filter((r) => !existing.has(`${r.list}:${r.id}`)),
    );
    await insertBatches(missing, (batch) => trx.insertInto('domain_items').values(batch).execute());
  });
}
