import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdhesionState, TOfficeAdhesion } from '@portal/contracts/office/programmes.schemas';
import { officeApi } from '../../../../office/office-api';
import { programmesKey } from './list-programmes';

/** GET /api/Gestion/adhesiones: adhesion requests of students and companies, by state. */
async function listAdhesions(estado: TAdhesionState | ''): Promise<TOfficeAdhesion[]> {
  const query = estado ? `?estado=${estado}` : '';
  return (await officeApi.get<TOfficeAdhesion[]>(`/api/Gestion/adhesiones${query}`)).datos;
}

export function useAdhesions(estado: TAdhesionState | '') {
  return useQuery(
    queryOptions({ queryKey: [...programmesKey, 'adhesions', estado], queryFn: () => listAdhesions(estado) }),
  );
}
