import { lazy } from 'react';
import { useSession } from '../lib/session';

// Each role's page is its own chunk: a company never loads the student's form, a student never
// loads the offer form.
const CompanyPreselectedProposalPage = lazy(() => import('../features/proposals/pages/preselected-proposal-new-page'));
const StudentPracticeRequestPage = lazy(
  () => import('../features/practice-requests/pages/student-practice-request-page'),
);

/**
 * SPEC §2 /propuesta-practicas-con-candidato-preseleccionado is one route for two roles: a
 * company's proposal for a candidate it chose, a student's proposal of the internship they found
 * (issue #12 item 14). The choice lives here, so that neither feature imports the other.
 */
export default function PreselectedProposalRoute() {
  const { role } = useSession();
  return role === 'student' ? <StudentPracticeRequestPage /> : <CompanyPreselectedProposalPage />;
}
