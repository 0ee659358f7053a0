import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyData } from '@portal/contracts/company/company.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { COMPANY_DATA_KEY } from './company-keys';

/** GET /api/Empresa/dameDatosEmpresa: data, signer, work centres and billing accounts. */
export async function getCompanyData(signal?: AbortSignal): Promise<TCompanyData> {
  const { datos } = await api.get<TCompanyData>('/api/Empresa/dameDatosEmpresa', { signal });
  return datos;
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function companyDataQueryOptions(session: string = sessionScope()) {
  return queryOptions({ queryKey: [...COMPANY_DATA_KEY, session], queryFn: ({ signal }) => getCompanyData(signal) });
}

export function useCompanyData() {
  return useQuery(companyDataQueryOptions(useSessionScope()));
}
