import type { TCodedItem, TLang, TTitulacion } from '@portal/contracts/domains/domains.schemas';
import type { Db } from '../../platform/db';
import { ALL_CAMPUSES_ID } from '../../db/reference/campuses-degrees';
import { getLangLists } from './domains-lists.service';
import { selectActiveProgrammes, selectSchoolsOfProvince } from './domains.repository';

/** One list of SPEC §3 by name, from the in-memory lists. */
export async function getList<K extends 'tagsInteresAlumno' | 'programasInformaticos' | 'tiposContacoEmpresa'>(
  db: Db,
  lang: TLang,
  name: K,
): Promise<TCodedItem[]> {
  return (await getLangLists(db, lang)).dominios[name];
}

/** Degrees of the given campuses (5 'Todas' means every campus, SPEC §9). */
function ofCampuses(degrees: TTitulacion[], idSedes: number[]): TTitulacion[] {
  if (idSedes.includes(ALL_CAMPUSES_ID)) return degrees;
  const wanted = new Set(idSedes);
  return degrees.filter((d) => wanted.has(d.idSede));
}

/** SPEC §7 titulacionesPorSedesSinDoctorados: every level but doctorates. */
export async function degreesOfCampusesWithoutDoctorates(
  db: Db,
  lang: TLang,
  idSedes: number[],
): Promise<TTitulacion[]> {
  const { titulaciones } = (await getLangLists(db, lang)).dominios;
  return ofCampuses(titulaciones, idSedes).filter((d) => d.nivel !== 'doctorado');
}

/** Levels that have placement areas: university grado and máster degrees. */
const PLACEMENT_LEVELS = new Set<TTitulacion['nivel']>(['grado', 'master']);

/** SPEC §7 titulacionesPorSedesDeAreasDePracticas. */
export async function degreesOfCampusesWithPlacements(db: Db, lang: TLang, idSedes: number[]): Promise<TTitulacion[]> {
  const { titulaciones } = (await getLangLists(db, lang)).dominios;
  return ofCampuses(titulaciones, idSedes).filter((d) => PLACEMENT_LEVELS.has(d.nivel));
}

/** SPEC §7 esProvinciaConIslas: an unknown province has no islands. */
export async function provinceHasIslands(db: Db, provinceId: number): Promise<boolean> {
  return (await getLangLists(db, 'es')).provinceIslands.get(provinceId) ?? false;
}

export async function schoolsOfProvince(db: Db, provinceId: number) {
  const rows = await selectSchoolsOfProvince(db, provinceId);
  return rows.map((r) => ({ id: r.id, descripcion: r.name }));
}

/**
 * SPEC §3 Programme: active programmes of the brand (or of every brand), as (id, nombre) sorted
 * by name. Not cached: staff switch programmes on and off.
 */
export async function activeProgrammes(db: Db, lang: TLang, brandKey: string) {
  const collator = new Intl.Collator(lang);
  const rows = await selectActiveProgrammes(db, brandKey);
  return rows
    .map((r) => ({ id: r.id, nombre: lang === 'ca' ? r.nombre_ca : r.nombre_es }))
    .sort((a, b) => collator.compare(a.nombre, b.nombre));
}
