import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@portal/contracts/office/dashboard.schemas';
import { officeApi } from './office-api';

/** GET /api/Gestion/resumen: the dashboard counters, also the counts of the side navigation. */
export async function fetchOfficeSummary(): Promise<TDashboard> {
  return (await officeApi.get<TDashboard>('/api/Gestion/resumen')).datos;
}

export const officeSummaryQuery = (userId: number) =>
  queryOptions({ queryKey: ['office', userId, 'resumen'], queryFn: fetchOfficeSummary, staleTime: 30_000 });

export function useOfficeSummary(userId: number, enabled = true) {
  return useQuery({ ...officeSummaryQuery(userId), enabled });
}

/** What waits: every counter except the settled agreement states (formalised, expired). */
export function waitingTotal(summary: TDashboard | undefined): number {
  if (!summary) return 0;
  return summary.contadores
    .filter((c) => c.clave !== 'conveniosFormalizado' && c.clave !== 'conveniosCaducado')
    .reduce((sum, c) => sum + c.total, 0);
}
