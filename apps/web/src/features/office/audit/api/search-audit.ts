import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditPage } from '@portal/contracts/office/audit.schemas';
import { officeApi } from '../../../../office/office-api';

/** The audit log's filters, as the URL keeps them. */
export type TAuditFilter = Partial<Record<'q' | 'accion' | 'tipoObjeto' | 'desde' | 'hasta', string>> & {
  pagina: number;
};

/** GET /api/Gestion/auditoria: one page of the brand's audit log, newest first. */
export async function searchAudit(filter: TAuditFilter): Promise<TAuditPage> {
  const query = new URLSearchParams({ tamano: '50' });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TAuditPage>(`/api/Gestion/auditoria?${query}`)).datos;
}

export const auditQuery = (filter: TAuditFilter) =>
  queryOptions({
    queryKey: ['office', 'audit', filter],
    queryFn: () => searchAudit(filter),
    placeholderData: keepPreviousData,
  });

export function useAuditSearch(filter: TAuditFilter) {
  return useQuery(auditQuery(filter));
}
