import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

/** What the offer form needs of a work centre (SPEC §3 'work centres (keyed by idCentro)'). */
export interface TWorkCentreOption {
  idCentro: number;
  nombre: string;
  localidad: string | null;
}

/** GET /api/Empresa/dameDatosEmpresa, reading its work centres. Silent: the form works without them. */
export async function getWorkCentres(signal?: AbortSignal): Promise<TWorkCentreOption[]> {
  const { datos } = await api.get<{ centrosTrabajo?: TWorkCentreOption[] } | null>('/api/Empresa/dameDatosEmpresa', {
    silent: true,
    signal,
  });
  return Array.isArray(datos?.centrosTrabajo) ? datos.centrosTrabajo : [];
}

export function workCentresQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...COMPANY_OFFERS_KEY, 'centres', session],
    queryFn: ({ signal }) => getWorkCentres(signal),
    staleTime: 5 * 60_000,
  });
}

export function useWorkCentres() {
  return useQuery(workCentresQueryOptions(useSessionScope()));
}
