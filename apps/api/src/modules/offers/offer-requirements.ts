import type { TRequirementKey } from '@portal/contracts/applications/applications.schemas';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { jsonIds, type StudentProfile } from './student-profile.repository';

/**
 * SPEC §3 offer requirements (nationality or residence countries and provinces, own car, driving
 * licence, availability abroad or to relocate, max age, max salary, max promotion year, last-year
 * students, languages with certification) checked against the student's CV. The same rules are
 * written twice on purpose, side by side: `unmetRequirements` lists what fails (enrolment gate 80
 * names each one), `requirementConditions` filters in SQL (matching mode, filter encajaCV), so a
 * page of matching offers is a plain indexed query. offer-requirements.test.ts keeps them equal.
 */

export interface OfferRequirements {
  paises_nacionalidad: string;
  paises_residencia: string;
  provincias_residencia: string;
  vehiculo_propio: number;
  carnet_conducir: number;
  disponibilidad_extranjero: number;
  disponibilidad_traslado: number;
  edad_maxima: number | null;
  salario_maximo: number | null;
  anio_promocion_maximo: number | null;
  ultimo_curso: number;
}

export interface OfferLanguageRequirement {
  language_id: number;
  level_id: number | null;
  certification: number;
}

export interface UnmetRequirement {
  key: TRequirementKey;
  /** For 'idioma': the language and level asked for. */
  languageId?: number;
  levelId?: number | null;
  certification?: boolean;
}

/** Whole years between a 'YYYY-MM-DD' birth date and `today` ('YYYY-MM-DD'). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function languageMet(req: OfferLanguageRequirement, profile: StudentProfile): boolean {
  // nivelesIdioma ids grow with the level (1 A1 ... 6 C2, 7 native).
  return profile.languages.some(
    (l) =>
      l.languageId === req.language_id &&
      (req.level_id === null || l.levelId >= req.level_id) &&
      (req.certification === 0 || l.certification),
  );
}

export function unmetRequirements(
  offer: OfferRequirements,
  languages: OfferLanguageRequirement[],
  profile: StudentProfile,
  today: string,
): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  const nationalities = jsonIds(offer.paises_nacionalidad);
  if (nationalities.length > 0 && !profile.nacionalidades.some((n) => nationalities.includes(n)))
    unmet.push({ key: 'nacionalidad' });
  const countries = jsonIds(offer.paises_residencia);
  if (countries.length > 0 && (profile.countryId === null || !countries.includes(profile.countryId)))
    unmet.push({ key: 'paisResidencia' });
  const provinces = jsonIds(offer.provincias_residencia);
  if (provinces.length > 0 && (profile.provinceId === null || !provinces.includes(profile.provinceId)))
    unmet.push({ key: 'provinciaResidencia' });
  if (offer.vehiculo_propio === 1 && !profile.vehiculoPropio) unmet.push({ key: 'vehiculoPropio' });
  if (offer.carnet_conducir === 1 && !profile.carnetConducir) unmet.push({ key: 'carnetConducir' });
  if (offer.disponibilidad_extranjero === 1 && !profile.disponibilidadExtranjero)
    unmet.push({ key: 'disponibilidadExtranjero' });
  if (offer.disponibilidad_traslado === 1 && !profile.disponibilidadTraslado)
    unmet.push({ key: 'disponibilidadTraslado' });
  // An unknown birth date or promotion year cannot prove the requirement: it fails.
  if (
    offer.edad_maxima !== null &&
    (profile.fechaNacimiento === null || ageOn(profile.fechaNacimiento, today) > offer.edad_maxima)
  ) {
    unmet.push({ key: 'edadMaxima' });
  }
  if (offer.salario_maximo !== null && profile.salarioDeseado !== null && profile.salarioDeseado > offer.salario_maximo)
    unmet.push({ key: 'salarioMaximo' });
  if (
    offer.anio_promocion_maximo !== null &&
    (profile.anioPromocion === null || profile.anioPromocion > offer.anio_promocion_maximo)
  ) {
    unmet.push({ key: 'anioPromocionMaximo' });
  }
  if (offer.ultimo_curso === 1 && !profile.ultimoCurso) unmet.push({ key: 'ultimoCurso' });
  for (const l of languages) {
    if (!languageMet(l, profile))
      unmet.push({
        key: 'idioma',
        languageId: l.language_id,
        levelId: l.level_id,
        certification: l.certification === 1,
      });
  }
  return unmet;
}

/** `json` (a JSON array of ids such as '[1,73]') contains one of `ids`; portable LIKE. */
function jsonListHasAny(column: string, ids: number[]): RawBuilder<SqlBool> {
  const list = sql.raw(`(',' || REPLACE(REPLACE(REPLACE(${column}, '[', ''), ']', ''), ' ', '') || ',')`);
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(
    ids.map((id) => sql`${list} LIKE ${`%,${id},%`}`),
    sql` OR `,
  )})`;
}

/** The SQL form of `unmetRequirements(...).length === 0`, over the offer aliased `o`. */
export function requirementConditions(profile: StudentProfile, today: string): RawBuilder<SqlBool>[] {
  const c: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`(o.paises_nacionalidad = '[]' OR ${jsonListHasAny('o.paises_nacionalidad', profile.nacionalidades)})`,
    sql<SqlBool>`(o.paises_residencia = '[]' OR ${jsonListHasAny('o.paises_residencia', profile.countryId === null ? [] : [profile.countryId])})`,
    sql<SqlBool>`(o.provincias_residencia = '[]' OR ${jsonListHasAny('o.provincias_residencia', profile.provinceId === null ? [] : [profile.provinceId])})`,
  ];
  if (!profile.vehiculoPropio) c.push(sql<SqlBool>`o.vehiculo_propio = 0`);
  if (!profile.carnetConducir) c.push(sql<SqlBool>`o.carnet_conducir = 0`);
  if (!profile.disponibilidadExtranjero) c.push(sql<SqlBool>`o.disponibilidad_extranjero = 0`);
  if (!profile.disponibilidadTraslado) c.push(sql<SqlBool>`o.disponibilidad_traslado = 0`);
  c.push(
    profile.fechaNacimiento === null
      ? sql<SqlBool>`o.edad_maxima IS NULL`
      : sql<SqlBool>`(o.edad_maxima IS NULL OR o.edad_maxima >= ${ageOn(profile.fechaNacimiento, today)})`,
  );
  if (profile.salarioDeseado !== null)
    c.push(sql<SqlBool>`(o.salario_maximo IS NULL OR o.salario_maximo >= ${profile.salarioDeseado})`);
  c.push(
    profile.anioPromocion === null
      ? sql<SqlBool>`o.anio_promocion_maximo IS NULL`
      : sql<SqlBool>`(o.anio_promocion_maximo IS NULL OR o.anio_promocion_maximo >= ${profile.anioPromocion})`,
  );
  if (!profile.ultimoCurso) c.push(sql<SqlBool>`o.ultimo_curso = 0`);
  const met = profile.languages.map(
    (l) =>
      sql`(ol.language_id = ${l.languageId} AND (ol.level_id IS NULL OR ol.level_id <= ${l.levelId})${l.certification ? sql`` : sql` AND ol.certification = 0`})`,
  );
  c.push(
    met.length === 0
      ? sql<SqlBool>`NOT EXISTS (SELECT 1 FROM offer_languages ol WHERE ol.offer_id = o.id)`
      : sql<SqlBool>`NOT EXISTS (SELECT 1 FROM offer_languages ol WHERE ol.offer_id = o.id AND NOT (${sql.join(met, sql` OR `)}))`,
  );
  return c;
}
