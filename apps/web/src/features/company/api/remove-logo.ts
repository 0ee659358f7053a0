import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyLogo } from '@portal/contracts/company/company-logo.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DATA_KEY } from './company-keys';

/** POST /api/Empresa/eliminaLogoEmpresa: notice 532 (#16 part 2, ADR 0028). */
export async function removeLogo(): Promise<TCompanyLogo> {
  const { datos } = await api.post<TCompanyLogo>('/api/Empresa/eliminaLogoEmpresa', {});
  return datos;
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY }),
  });
}
