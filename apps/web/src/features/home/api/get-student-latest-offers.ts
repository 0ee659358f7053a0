import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_MAX_OFFERS_PER_TYPE } from '@portal/contracts/limits';
import type { TOfferCard, TOfferPage } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

/** issue #12 item 15: job offers ('empleo') have their tab beside internships and alternance. */
export type THomeOfferKind = 'practicas' | 'empleo' | 'alternancia';

const FIRST_PAGE: Record<THomeOfferKind, string> = {
  practicas: '/api/Alumno/dameOfertasUsuario/practicas/1',
  empleo: '/api/Alumno/dameOfertasUsuario/empleo/1',
  alternancia: '/api/Alumno/dameOfertasFormacionEnAlternanciaUsuario/1',
};

/** The first page of a list (newest first), cut to the home's 5 (SPEC §2 Student home, §9). */
export async function getStudentLatestOffers(kind: THomeOfferKind, signal?: AbortSignal): Promise<TOfferCard[]> {
  const { datos } = await api.get<TOfferPage>(FIRST_PAGE[kind], { signal, silent: true });
  return (Array.isArray(datos?.ofertas) ? datos.ofertas : []).slice(0, HOME_MAX_OFFERS_PER_TYPE);
}

export function studentLatestOffersQueryOptions(kind: THomeOfferKind, session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'offers', kind, session],
    queryFn: ({ signal }) => getStudentLatestOffers(kind, signal),
  });
}

export function useStudentLatestOffers(kind: THomeOfferKind, enabled = true) {
  return useQuery({ ...studentLatestOffersQueryOptions(kind, useSessionScope()), enabled });
}
