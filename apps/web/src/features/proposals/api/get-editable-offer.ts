import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfferEditable } from '@portal/contracts/proposals/proposals.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

/**
 * GET /api/Empresa/dameOfertaEditable/{id}: the offer in the addOferta shape. 25 (has a manager)
 * and 68 (not editable) raise their catalogue popup: SPEC §4 'contact the university'.
 */
export async function getEditableOffer(ref: string, signal?: AbortSignal): Promise<TOfferEditable> {
  const { datos } = await api.get<TOfferEditable>(`/api/Empresa/dameOfertaEditable/${encodeURIComponent(ref)}`, {
    signal,
  });
  return datos;
}

export function editableOfferQueryOptions(ref: string, session: string) {
  // Always fresh: the form must start from what is stored now.
  return queryOptions({
    queryKey: [...COMPANY_OFFERS_KEY, 'editable', session, ref],
    queryFn: ({ signal }) => getEditableOffer(ref, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useEditableOffer(ref: string | undefined) {
  return useQuery({ ...editableOfferQueryOptions(ref ?? '', useSessionScope()), enabled: !!ref });
}
