import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTitulacion } from '@portal/contracts/domains/domains.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/Dominios/titulaciones/{lang} (SPEC §7): the degrees of this university. */
export async function getDegrees(lang: string, signal?: AbortSignal): Promise<TTitulacion[]> {
  const { datos } = await api.get<TTitulacion[]>(`/api/Dominios/titulaciones/${lang}`, { signal });
  return Array.isArray(datos) ? datos : [];
}

export function degreesQueryOptions(lang: string) {
  return queryOptions({ queryKey: ['degrees', lang], queryFn: ({ signal }) => getDegrees(lang, signal), staleTime: 60 * 60_000 });
}

export function useDegrees() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  return useQuery(degreesQueryOptions(lang));
}
