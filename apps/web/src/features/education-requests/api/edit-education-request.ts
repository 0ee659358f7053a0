import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TEducationRequest,
  TEducationRequestEditBody,
} from '@portal/contracts/education-requests/education-requests.schemas';
import { api } from '../../../lib/api-client';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

/** POST /api/Empresa/editaSolicitudPracticasEducacion: places, dates, description while pending; notice 532. */
export async function editEducationRequest(body: TEducationRequestEditBody): Promise<TEducationRequest> {
  const { datos } = await api.post<TEducationRequest>('/api/Empresa/editaSolicitudPracticasEducacion', body);
  return datos;
}

export function useEditEducationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editEducationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EDUCATION_REQUESTS_KEY }),
  });
}
