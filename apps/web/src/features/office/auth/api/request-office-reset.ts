import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** POST /api/Gestion/recuerdoPassword: always notice 505, shown by the API client. */
export async function requestOfficeReset(email: string): Promise<void> {
  await api.post<null>('/api/Gestion/recuerdoPassword', { email });
}

export function useRequestOfficeReset() {
  return useMutation({ mutationFn: requestOfficeReset });
}
