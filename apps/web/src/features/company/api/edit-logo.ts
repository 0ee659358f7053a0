import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyLogo, TCompanyLogoBody } from '@portal/contracts/company/company-logo.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DATA_KEY } from './company-keys';

/** POST /api/Empresa/editLogoEmpresa { extension, ficheroB64 }: notice 532 (#16 part 2, ADR 0028). */
export async function editLogo(body: TCompanyLogoBody): Promise<TCompanyLogo> {
  const { datos } = await api.post<TCompanyLogo>('/api/Empresa/editLogoEmpresa', body);
  return datos;
}

export function useEditLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY }),
  });
}
