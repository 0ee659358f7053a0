import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBrandTexts, TDataProtectionBody } from '@portal/contracts/office/brand-texts.schemas';
import { officeApi } from '../../../../office/office-api';
import { brandTextsKey } from './get-brand-texts';

/** POST /api/Gestion/textos/proteccionDatos: a new version everyone accepts at their next sign-in. */
async function publishDataProtection(body: TDataProtectionBody): Promise<TBrandTexts> {
  return (await officeApi.post<TBrandTexts>('/api/Gestion/textos/proteccionDatos', body)).datos;
}

export function usePublishDataProtection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishDataProtection,
    onSuccess: (texts) => client.setQueryData(brandTextsKey, texts),
  });
}
