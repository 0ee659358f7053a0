import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyLogo, TCompanyLogoBody } from '@portal/contracts/company/company-logo.schemas';
import { api } from '../../../lib/api-client';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';
import { COMPANY_DATA_KEY } from './company-keys';

/** POST /api/Empresa/editLogoEmpresa { extension, ficheroB64 }: notice 532 (#16 part 2, ADR 0028). */
export async function editLogo(
  body: TCompanyLogoBody,
  onUploadProgress?: (fraction: number) => void,
): Promise<TCompanyLogo> {
  const { datos } = await api.post<TCompanyLogo>('/api/Empresa/editLogoEmpresa', body, { onUploadProgress });
  return datos;
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useEditLogo() {
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (body: TCompanyLogoBody) => track((onUploadProgress) => editLogo(body, onUploadProgress)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY }),
  });
  return { ...mutation, progress };
}
