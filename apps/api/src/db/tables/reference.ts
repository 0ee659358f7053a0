import type { Generated } from 'kysely';

/**
 * Reference lists (SPEC §3 'Domain lists'): public data seeded by `seedReference` with fixed
 * ids that other tables reference by foreign key. Booleans are integer 0/1 (ADR 0003).
 */
export interface CountryRow {
  id: Generated<number>;
  name_es: string;
  name_ca: string;
  /** ISO 3166-1 alpha-2. */
  iso2: string;
  /** 1 for European Union members (SPEC §8 code 34: work permit for non-EU nationals). */
  eu: number;
}

export interface ProvinceRow {
  /** INE province code (1 Araba/Álava ... 52 Melilla). */
  id: Generated<number>;
  name_es: string;
  name_ca: string;
  has_islands: number;
}

export interface IslandRow {
  id: Generated<number>;
  province_id: number;
  name: string;
  /** Catalan name when it differs (Eivissa); null means `name`. */
  name_ca: string | null;
}

export interface LocalityRow {
  id: Generated<number>;
  province_id: number;
  name: string;
}

export interface CampusRow {
  id: Generated<number>;
  name_es: string;
  name_ca: string;
}

export type DegreeLevel = 'grado' | 'master' | 'doctorado' | 'ciclo';

export interface DegreeRow {
  id: Generated<number>;
  name_es: string;
  name_ca: string;
  level: DegreeLevel;
  /** Id in domain list `areasTitulaciones`. */
  area_id: number;
  campus_id: number;
  /** 1 for two-year másteres (SPEC §9: need 50% of credits passed). */
  two_year: number;
  credits: number;
}

/** The many small lists of SPEC §3 in one table, keyed by (list, id). */
export interface DomainItemRow {
  list: string;
  id: number;
  code: string | null;
  name_es: string;
  name_ca: string;
  parent_id: number | null;
  /** JSON object with list-specific fields (e.g. idEstado, idPerfil of a rejection reason). */
  extra: string | null;
  sort: number;
}

export interface SchoolRow {
  id: Generated<number>;
  province_id: number;
  name: string;
}

export interface ReferenceTables {
  countries: CountryRow;
  provinces: ProvinceRow;
  islands: IslandRow;
  localities: LocalityRow;
  campuses: CampusRow;
  degrees: DegreeRow;
  domain_items: DomainItemRow;
  schools: SchoolRow;
}
