import type { Db } from '../../platform/db';

/** Plain reads of the reference tables (seeded by db/seed/reference.ts). */

export function selectCountries(db: Db) {
  return db.selectFrom('countries').select(['id', 'name_es', 'name_ca', 'iso2', 'eu']).orderBy('id').execute();
}

export function selectProvinces(db: Db) {
  return db.selectFrom('provinces').select(['id', 'name_es', 'name_ca', 'has_islands']).orderBy('id').execute();
}

export function selectIslands(db: Db) {
  return db.selectFrom('islands').select(['id', 'province_id', 'name', 'name_ca']).orderBy('id').execute();
}

export function selectLocalities(db: Db) {
  return db.selectFrom('localities').select(['id', 'province_id', 'name']).orderBy('id').execute();
}

export function selectCampuses(db: Db) {
  return db.selectFrom('campuses').select(['id', 'name_es', 'name_ca']).orderBy('id').execute();
}

export function selectDegrees(db: Db) {
  return db
    .selectFrom('degrees')
    .select(['id', 'name_es', 'name_ca', 'level', 'area_id', 'campus_id', 'two_year', 'credits'])
    .orderBy('id')
    .execute();
}

export function selectDomainItems(db: Db) {
  return db
    .selectFrom('domain_items')
    .select(['list', 'id', 'code', 'name_es', 'name_ca', 'parent_id', 'extra', 'sort'])
    .orderBy('list')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function selectSchoolsOfProvince(db: Db, provinceId: number) {
  return db
    .selectFrom('schools')
    .select(['id', 'name'])
    .where('province_id', '=', provinceId)
    .orderBy('name')
    .execute();
}

/** Active programmes of every brand (brand_key null) or of the given brand. */
export function selectActiveProgrammes(db: Db, brandKey: string) {
  return db
    .selectFrom('programmes')
    .select(['id', 'nombre_es', 'nombre_ca'])
    .where('activo', '=', 1)
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .execute();
}

export type DomainItemRecord = Awaited<ReturnType<typeof selectDomainItems>>[number];
