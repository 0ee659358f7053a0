import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../features/company/api/get-profile';
import { cvQueryOptions } from '../features/cv/api/get-cv';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { isGodMode } from '../lib/god-mode';
import { getSession, sessionScope } from '../lib/session';
import { missingPersonalDataQueryOptions } from '../lib/student-checks/get-missing-personal-data';
import { pendingMandatorySurveysQueryOptions } from '../lib/student-checks/get-pending-mandatory-surveys';
import { studentPopupsPending } from '../shell/student-data-popups';
import { keepSignedInHint } from './signed-in-hint';

/**
 * Issue #16 part 9: the shell's own first requests of a signed-in visit used to start only once
 * React had rendered the shell (the header's bell and greeting; for a student, the blocking mandatory surveys
 * and the popups' missing-data check). Started here, from main.tsx, beside the page's chunk, with
 * the query options the shell's hooks use (so the hooks find them in flight), under the same
 * conditions those hooks have.
 */
export function prefetchShell(queryClient: QueryClient): void {
  const { isAuthenticated, role, token, user } = getSession();
  if (!isAuthenticated || role === null) return;
  // ADR 0029: the next page's HTML names the chunks of a signed-in page.
  if (token) keepSignedInHint(token);
  const session = sessionScope(token);
  void queryClient.prefetchQuery(notificationsQueryOptions(role, session));
  // The header's greeting (shell/use-greeting-name.ts) when the session has no name yet.
  if (!(typeof user?.nombre === 'string' && user.nombre !== '')) {
    if (role === 'student') void queryClient.prefetchQuery(cvQueryOptions(session));
    else void queryClient.prefetchQuery(profileQueryOptions(session));
  }
  if (role !== 'student' || isGodMode()) return;
  void queryClient.prefetchQuery(pendingMandatorySurveysQueryOptions(session));
  if (studentPopupsPending(session)) void queryClient.prefetchQuery(missingPersonalDataQueryOptions(session));
}
