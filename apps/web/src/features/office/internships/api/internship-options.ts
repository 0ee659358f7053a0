import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TOfficeInternshipOptions } from '@portal/contracts/office/internships.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/practicas/opciones: what the form offers; a company's centres, contacts and agreements. */
export function useInternshipOptions(companyId: number | null) {
  return useQuery({
    queryKey: ['office', 'internship-options', companyId],
    queryFn: async () =>
      (
        await officeApi.get<TOfficeInternshipOptions>(
          `/api/Gestion/practicas/opciones${companyId ? `?idEmpresa=${companyId}` : ''}`,
        )
      ).datos,
    placeholderData: keepPreviousData,
  });
}
