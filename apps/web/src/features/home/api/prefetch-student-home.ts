import type { QueryClient } from '@tanstack/react-query';
import { missingPersonalDataQueryOptions } from '../../../lib/student-checks/get-missing-personal-data';
import { pendingMandatorySurveysQueryOptions } from '../../../lib/student-checks/get-pending-mandatory-surveys';
import { homeBannerQueryOptions } from './get-home-banner';
import { studentApplicationsQueryOptions } from './get-student-applications';
import { studentCommunicationsQueryOptions } from './get-student-communications';
import { studentEventsQueryOptions } from './get-student-events';
import { studentGuidesQueryOptions } from './get-student-guides';
import { studentLatestOffersQueryOptions } from './get-student-latest-offers';
import { studentSurveysQueryOptions } from './get-student-surveys';

/**
 * Issue #16 part 9: the student home's first requests, started with its chunk rather than after it
 * rendered: the banner, the modules the page shows at first (the internship tab of the offers, applications,
 * communications, surveys; events and guides when the brand has them) and the two checks of the
 * documentation reminder. Same query options as the modules' hooks.
 */
export function prefetchStudentHome(
  queryClient: QueryClient,
  session: string,
  flags: { events: boolean; guides: boolean },
  lang: 'es' | 'ca',
): void {
  void queryClient.prefetchQuery(homeBannerQueryOptions(lang));
  void queryClient.prefetchQuery(studentLatestOffersQueryOptions('practicas', session));
  void queryClient.prefetchQuery(studentApplicationsQueryOptions(session));
  void queryClient.prefetchQuery(studentCommunicationsQueryOptions(session));
  void queryClient.prefetchQuery(studentSurveysQueryOptions(session));
  void queryClient.prefetchQuery(pendingMandatorySurveysQueryOptions(session));
  void queryClient.prefetchQuery(missingPersonalDataQueryOptions(session));
  if (flags.events) void queryClient.prefetchQuery(studentEventsQueryOptions(session));
  if (flags.guides) void queryClient.prefetchQuery(studentGuidesQueryOptions(session));
}
