import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeApi } from './office-api';
import { endOfficeSession } from './office-session';

/** POST /api/Gestion/logout, then the console's session and cached data go. */
export function useOfficeLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await officeApi.post<null>('/api/Gestion/logout', undefined, { silent: true });
      } finally {
        endOfficeSession();
        queryClient.removeQueries({ queryKey: ['office'] });
      }
    },
  });
}
