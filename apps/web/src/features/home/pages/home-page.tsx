import type { QueryClient } from '@tanstack/react-query';
import { initialLanguage } from '../../../i18n';
import { inlineBrand } from '../../../lib/brand';
import { getSession, sessionScope, useSession } from '../../../lib/session';
import { prefetchStudentHome } from '../api/prefetch-student-home';
import { CompanyHome } from '../components/company-home';
import { StudentHome } from '../components/student-home';

/** Route '/': the student or the company home by role (the guards send anonymous users to login). */
export default function HomePage() {
  const { role } = useSession();
  if (role === 'company') return <CompanyHome />;
  if (role === 'student') return <StudentHome />;
  return null;
}

/** Issue #16 part 9: a student's home data starts loading with the page's chunk (app/preload-page.ts). */
export function prefetch(queryClient: QueryClient): void {
  const { role, token } = getSession();
  if (role !== 'student') return;
  const brand = inlineBrand();
  const flags = brand?.flags as Record<string, boolean | undefined> | undefined;
  prefetchStudentHome(
    queryClient,
    sessionScope(token),
    { events: flags?.hasEventos === true, guides: flags?.hasGuiasOrientacion === true },
    initialLanguage(brand?.defaultLanguage),
  );
}
