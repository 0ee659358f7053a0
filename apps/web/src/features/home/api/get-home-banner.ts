import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THomeBanner } from '@portal/contracts/office/brand-texts.schemas';
import { api } from '../../../lib/api-client';

/**
 * GET /api/Publico/bannerHome?lang= (issue #15 'Content'): the banner the office published for the
 * brand, while inside its publish window. null when the answer carries no banner object (the
 * caller keeps the brand configuration's banner).
 */
export async function getHomeBanner(lang: 'es' | 'ca', signal?: AbortSignal): Promise<THomeBanner | null> {
  const { datos } = await api.get<THomeBanner | null>(`/api/Publico/bannerHome?lang=${lang}`, { signal, silent: true });
  return datos && typeof datos === 'object' && 'banner' in datos ? datos : null;
}

export function homeBannerQueryOptions(lang: 'es' | 'ca') {
  return queryOptions({ queryKey: ['home', 'banner', lang], queryFn: ({ signal }) => getHomeBanner(lang, signal) });
}

export function useHomeBanner(lang: 'es' | 'ca') {
  return useQuery(homeBannerQueryOptions(lang));
}
