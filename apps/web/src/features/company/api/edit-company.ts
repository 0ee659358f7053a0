import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyData, TEditCompanyBody } from '@portal/contracts/company/company.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DATA_KEY } from './company-keys';

/** POST /api/Empresa/editaEmpresaCompletos: every company field but the CIF; notice 532. */
export async function editCompany(body: TEditCompanyBody): Promise<TCompanyData> {
  const { datos } = await api.post<TCompanyData>('/api/Empresa/editaEmpresaCompletos', body);
  return datos;
}

export function useEditCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCompany,
    onSuccess: (datos) => queryClient.setQueriesData({ queryKey: COMPANY_DATA_KEY }, datos),
  });
}
