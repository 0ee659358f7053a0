import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBannerBody, TBrandTexts } from '@portal/contracts/office/brand-texts.schemas';
import { officeApi } from '../../../../office/office-api';
import { brandTextsKey } from './get-brand-texts';

/** POST /api/Gestion/textos/banner: a new version of the home banner. */
async function saveBanner(body: TBannerBody): Promise<TBrandTexts> {
  return (await officeApi.post<TBrandTexts>('/api/Gestion/textos/banner', body)).datos;
}

export function useSaveBanner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveBanner, onSuccess: (texts) => client.setQueryData(brandTextsKey, texts) });
}
