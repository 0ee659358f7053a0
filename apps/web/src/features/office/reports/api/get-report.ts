import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TAgreementReport,
  TOfferReport,
  TOfficeWorkReport,
  TReportArea,
  TStudentReport,
  TSurveyReport,
} from '@portal/contracts/office/reports.schemas';
import { officeApi } from '../../../../office/office-api';

/** The page's filters, as the URL keeps them (issue #17 'Office dashboard of figures'). */
export const REPORT_FILTERS = ['desde', 'hasta', 'sede', 'titulacion'] as const;
export type TReportFilter = Partial<Record<(typeof REPORT_FILTERS)[number], string>>;

interface TReportAnswers {
  convenios: TAgreementReport;
  ofertas: TOfferReport;
  estudiantes: TStudentReport;
  encuestas: TSurveyReport;
  oficina: TOfficeWorkReport;
}

/** GET /api/Gestion/informes/{area}: one area's figures for the filter. */
export function useReport<A extends TReportArea>(area: A, filter: TReportFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'reports', area, filter],
      queryFn: async ({ signal }) => {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
        return (await officeApi.get<TReportAnswers[A]>(`/api/Gestion/informes/${area}?${query}`, { signal })).datos;
      },
      placeholderData: keepPreviousData,
    }),
  );
}
