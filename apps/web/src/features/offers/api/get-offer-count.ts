import type { TOfferCount, TOfferFilters, TOfferListType } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { filtersQuery } from '../utils/offer-filter-params';

const COUNT_PATH: Record<TOfferListType, string> = {
  empleo: '/api/Alumno/dameNumOfertasEmpleoUsuario',
  practicas: '/api/Alumno/dameNumOfertasPracticasUsuario',
};

/** GET dameNumOfertas{Empleo|Practicas}Usuario (SPEC §3 Offer list params: numPaginas, numTotal). */
export async function getOfferCount(type: TOfferListType, filters: TOfferFilters, signal?: AbortSignal): Promise<TOfferCount> {
  const { datos } = await api.get<TOfferCount>(`${COUNT_PATH[type]}${filtersQuery(filters, type)}`, { signal });
  return { numPaginas: datos?.numPaginas ?? 0, numTotal: datos?.numTotal ?? 0 };
}
