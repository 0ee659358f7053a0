import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFailedJobsPage } from '@portal/contracts/office/job-queue.schemas';
import { officeApi } from '../../../../office/office-api';

const failedJobsKey = ['office', 'job-queue'] as const;

/** GET /api/Gestion/trabajos: one page of the platform's failed background jobs (#18 part 2). */
async function listFailedJobs(pagina: number): Promise<TFailedJobsPage> {
  return (await officeApi.get<TFailedJobsPage>(`/api/Gestion/trabajos?pagina=${pagina}&tamano=50`)).datos;
}

export function useFailedJobs(pagina: number) {
  return useQuery(
    queryOptions({
      queryKey: [...failedJobsKey, pagina],
      queryFn: () => listFailedJobs(pagina),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/Gestion/trabajos/{id}/reintentar: the job goes back to the queue. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await officeApi.post<null>(`/api/Gestion/trabajos/${id}/reintentar`, {});
    },
    onSuccess: () => client.invalidateQueries({ queryKey: failedJobsKey }),
  });
}
