import { AppError } from '../../platform/app-error';
import * as repo from './company.repository';
import type { DbOrTrx } from './company.repository';

/**
 * Country, province and locality ids of a form must name real rows of the reference lists
 * (and the locality must lie in the province): otherwise 15 with the field, never a foreign-key
 * crash.
 */
export interface PlaceIds {
  idPais?: number | null;
  idProvincia?: number | null;
  idLocalidad?: number | null;
}

export function fieldError(campo: string, error = 'malformed', code = 15): AppError {
  return new AppError(code, { datos: { campos: [{ campo, error }] } });
}

export async function checkPlace(db: DbOrTrx, place: PlaceIds, prefix = ''): Promise<void> {
  if (place.idPais && !(await repo.countryExists(db, place.idPais))) throw fieldError(`${prefix}idPais`);
  if (place.idProvincia && !(await repo.provinceExists(db, place.idProvincia)))
    throw fieldError(`${prefix}idProvincia`);
  if (place.idLocalidad) {
    const locality = await repo.findLocality(db, place.idLocalidad);
    if (!locality || (place.idProvincia && locality.province_id !== place.idProvincia))
      throw fieldError(`${prefix}idLocalidad`);
  }
}
