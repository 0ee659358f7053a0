import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyData } from '@portal/contracts/company/company.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DATA_KEY } from './company-keys';

/** GET /api/Empresa/dameDatosEmpresa: data, signer, work centres and billing accounts. */
export async function getCompanyData(signal?: AbortSignal): Promise<TCompanyData> {
  const { datos } = await api.get<TCompanyData>('/api/Empresa/dameDatosEmpresa', { signal });
  return datos;
}

export function companyDataQueryOptions() {
  return queryOptions({ queryKey: COMPANY_DATA_KEY, queryFn: ({ signal }) => getCompanyData(signal) });
}

export function useCompanyData() {
  return useQuery(companyDataQueryOptions());
}
