import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyPage, TCompanySheet } from '@portal/contracts/office/companies.schemas';
import { officeApi } from '../../../../office/office-api';

/** The companies list's filters, sort and page, as the URL keeps them. */
export const COMPANY_FILTERS = ['nombre', 'cif', 'estado', 'sector', 'provincia'] as const;
export type TCompanyFilter = Partial<Record<(typeof COMPANY_FILTERS)[number] | 'orden' | 'dir', string>> & {
  pagina: number;
};

export const COMPANIES_PAGE_SIZE = 25;

/** GET /api/Gestion/empresas: one page of the brand's companies. */
export async function listCompanies(filter: TCompanyFilter): Promise<TCompanyPage> {
  const query = new URLSearchParams({ tamano: String(COMPANIES_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TCompanyPage>(`/api/Gestion/empresas?${query}`)).datos;
}

export const companiesQuery = (filter: TCompanyFilter) =>
  queryOptions({
    queryKey: ['office', 'companies', filter],
    queryFn: () => listCompanies(filter),
    placeholderData: keepPreviousData,
  });

export function useCompanies(filter: TCompanyFilter) {
  return useQuery(companiesQuery(filter));
}

/** GET /api/Gestion/empresas/{id}: the sheet with its timeline. */
export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: ['office', 'company', id],
    queryFn: async () => (await officeApi.get<TCompanySheet>(`/api/Gestion/empresas/${id}`)).datos,
  });

export function useCompany(id: number) {
  return useQuery(companyQuery(id));
}

export type TCompanyAction = 'validar' | 'rechazar' | 'bloquear' | 'desbloquear' | 'fusionar';

/** A decision on the company; the answer is the new sheet. Lists and counters are refreshed. */
export function useCompanyAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body }: { action: TCompanyAction; body?: unknown }) =>
      (await officeApi.post<TCompanySheet>(`/api/Gestion/empresas/${id}/${action}`, body)).datos,
    onSuccess: (sheet) => {
      client.setQueryData(companyQuery(id).queryKey, sheet);
      void client.invalidateQueries({ queryKey: ['office'] });
    },
  });
}
