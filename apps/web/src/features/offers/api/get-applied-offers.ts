import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { useSessionScope } from '../../../lib/session';

const PATHS = {
  practicas: '/api/Alumno/dameCandidaturasPracticasUsuario',
  empleo: '/api/Alumno/dameCandidaturasEmpleoUsuario',
} as const;

export function appliedQuery(type: keyof typeof PATHS, session: string) {
  return {
    queryKey: ['applications', 'list', type, session],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { datos } = await api.get<TOfferCard[]>(PATHS[type], { signal, silent: true });
      return Array.isArray(datos) ? datos : [];
    },
  };
}

export const appliedKey = (offer: Pick<TOfferCard, 'tipo' | 'idoferta'>) => `${offer.tipo}-${offer.idoferta}`;

/**
 * #16 part 2: which offers the student already applied to, for the cards' 'Inscrito' mark. The
 * list calls carry no such field (SPEC §3 Offer card fields), so it comes from the two
 * applications calls (SPEC §7), under the applications feature's query key: the same cache, and
 * enrolling (api/enrol.ts invalidates ['applications']) refreshes it.
 */
export function useAppliedOffers(): ReadonlySet<string> {
  const session = useSessionScope();
  // Two useQuery calls rather than useQueries: that one would grow the preloaded vendor chunk (/login budget).
  const first = useQuery(appliedQuery('practicas', session)).data;
  const second = useQuery(appliedQuery('empleo', session)).data;
  return useMemo(() => new Set([...(first ?? []), ...(second ?? [])].map(appliedKey)), [first, second]);
}
