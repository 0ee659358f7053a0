import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBrandTexts } from '@portal/contracts/office/brand-texts.schemas';
import { officeApi } from '../../../../office/office-api';

export const brandTextsKey = ['office', 'brand-texts'] as const;

/** GET /api/Gestion/textos: the current banner and the data-protection versions with acceptances. */
async function getBrandTexts(): Promise<TBrandTexts> {
  return (await officeApi.get<TBrandTexts>('/api/Gestion/textos')).datos;
}

export function useBrandTexts() {
  return useQuery(queryOptions({ queryKey: brandTextsKey, queryFn: getBrandTexts }));
}
