import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicEventSheet } from '@portal/contracts/events/events.schemas';
import { api } from '../../../lib/api-client';
import { EVENTS_KEY } from './event-keys';

/** GET /api/Publico/dameFichaEvento/{id}: the public sheet, no sign-in (public events only, else 74). */
export async function getPublicEventSheet(ref: string, signal?: AbortSignal): Promise<TPublicEventSheet> {
  const { datos } = await api.get<TPublicEventSheet>(`/api/Publico/dameFichaEvento/${encodeURIComponent(ref)}`, {
    signal,
  });
  return datos;
}

export function publicEventSheetQueryOptions(ref: string) {
  return queryOptions({
    queryKey: [...EVENTS_KEY, 'public-sheet', ref],
    queryFn: ({ signal }) => getPublicEventSheet(ref, signal),
  });
}

export function usePublicEventSheet(ref: string) {
  return useQuery(publicEventSheetQueryOptions(ref));
}
