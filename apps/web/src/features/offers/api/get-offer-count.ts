import {
  ZOfferCount,
  type TOfferCount,
  type TOfferFilters,
  type TOfferListType,
} from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { filtersQuery } from '../utils/offer-filter-params';

const COUNT_PATH: Record<TOfferListType, string> = {
  empleo: '/api/Alumno/dameNumOfertasEmpleoUsuario',
  practicas: '/api/Alumno/dameNumOfertasPracticasUsuario',
};

/** GET dameNumOfertas{Empleo|Practicas}Usuario (SPEC §3 Offer list params: numPaginas, numTotal). */
export async function getOfferCount(
  type: TOfferListType,
  filters: TOfferFilters,
  signal?: AbortSignal,
): Promise<TOfferCount> {
  const { datos } = await api.get(`${COUNT_PATH[type]}${filtersQuery(filters, type)}`, { signal, schema: ZOfferCount });
  return { numPaginas: datos.numPaginas, numTotal: datos.numTotal };
}
