import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBrandTexts } from '@portal/contracts/office/brand-texts.schemas';
import { officeApi } from '../../../../office/office-api';
import { brandTextsKey } from './get-brand-texts';

/** POST /api/Gestion/textos/banner/retirar: the banner stops showing now. */
async function unpublishBanner(): Promise<TBrandTexts> {
  return (await officeApi.post<TBrandTexts>('/api/Gestion/textos/banner/retirar')).datos;
}

export function useUnpublishBanner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unpublishBanner, onSuccess: (texts) => client.setQueryData(brandTextsKey, texts) });
}
