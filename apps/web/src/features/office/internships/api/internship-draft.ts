import { useQuery } from '@tanstack/react-query';
import type { TOfficeInternshipDraft } from '@portal/contracts/office/internships.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/practicas/borrador: the form prefilled from an accepted application or a practice request. */
export function useInternshipDraft(source: { idCandidatura?: number; idSolicitud?: number }) {
  const query = new URLSearchParams();
  if (source.idCandidatura) query.set('idCandidatura', String(source.idCandidatura));
  if (source.idSolicitud) query.set('idSolicitud', String(source.idSolicitud));
  return useQuery({
    queryKey: ['office', 'internship-draft', source.idCandidatura ?? null, source.idSolicitud ?? null],
    queryFn: async () =>
      (await officeApi.get<TOfficeInternshipDraft>(`/api/Gestion/practicas/borrador?${query}`)).datos,
    enabled: !!(source.idCandidatura || source.idSolicitud),
    staleTime: Infinity,
  });
}
