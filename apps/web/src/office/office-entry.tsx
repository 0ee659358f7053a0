import { lazy, Suspense } from 'react';
import type { TPageLoader } from '../app/pages';

/**
 * The one module the portal's entry names for the office console (issue #14): the console's
 * frames and pages load from here, so that the student and company bundles carry a single chunk
 * name for the whole console (the /login budget, ADR 0004).
 */
const OfficeFrame = lazy(() => import('./office-frame'));
const OfficeLayout = lazy(() => import('./office-layout'));

/** Page of each office route id of `@portal/contracts/routes` (area 'office'). */
export const officePages: Readonly<Record<string, TPageLoader>> = {
  'office-login': () => import('../features/office/auth/pages/office-login-page'),
  'office-set-password': () => import('../features/office/auth/pages/office-password-page'),
  'office-reset-password': () => import('../features/office/auth/pages/office-password-page'),
  'office-dashboard': () => import('../features/office/dashboard/pages/office-dashboard-page'),
  'office-staff': () => import('../features/office/staff/pages/office-staff-page'),
  'office-audit': () => import('../features/office/audit/pages/office-audit-page'),
  'office-companies': () => import('../features/office/companies/pages/office-companies-page'),
  'office-company': () => import('../features/office/companies/pages/office-company-page'),
  'office-offers': () => import('../features/office/offers/pages/office-offers-page'),
  'office-offer': () => import('../features/office/offers/pages/office-offer-page'),
  'office-applications': () => import('../features/office/applications/pages/office-applications-page'),
  'office-agreements': () => import('../features/office/agreements/pages/office-agreements-page'),
  'office-agreement': () => import('../features/office/agreements/pages/office-agreement-page'),
  'office-requests': () => import('../features/office/requests/pages/office-requests-page'),
  'office-request': () => import('../features/office/requests/pages/office-request-page'),
  'office-internships': () => import('../features/office/internships/pages/office-internships-page'),
  'office-internship-new': () => import('../features/office/internships/pages/office-internship-form-page'),
  'office-internship': () => import('../features/office/internships/pages/office-internship-page'),
  'office-internship-edit': () => import('../features/office/internships/pages/office-internship-form-page'),
  'office-programmes': () => import('../features/office/programmes/pages/office-programmes-page'),
  'office-brand-texts': () => import('../features/office/brand-texts/pages/office-brand-texts-page'),
  'office-students': () => import('../features/office/students/pages/office-students-page'),
  'office-students-import': () => import('../features/office/students/pages/office-students-import-page'),
  'office-student': () => import('../features/office/students/pages/office-student-page'),
  'office-tutoring': () => import('../features/office/tutoring/pages/office-tutoring-page'),
  'office-tutoring-sheet': () => import('../features/office/tutoring/pages/office-tutoring-sheet-page'),
  'office-surveys': () => import('../features/office/surveys/pages/office-surveys-page'),
  'office-survey-new': () => import('../features/office/surveys/pages/office-survey-builder-page'),
  'office-survey': () => import('../features/office/surveys/pages/office-survey-builder-page'),
  'office-survey-results': () => import('../features/office/surveys/pages/office-survey-results-page'),
  // The preview runs the portal's own survey runner (issue #15): its page lives with the runner.
  'office-survey-preview': () => import('../features/surveys/pages/survey-preview-page'),
  'office-content': () => import('../features/office/content/pages/office-content-page'),
  'office-content-item': () => import('../features/office/content/pages/office-content-item-page'),
  'office-reports': () => import('../features/office/reports/pages/office-reports-page'),
  'office-job-queue': () => import('../features/office/job-queue/pages/office-job-queue-page'),
};

/** The sign-in frame (public pages) or the side-navigation layout (staff pages). */
export default function OfficeRoot({ frame }: { frame: 'public' | 'staff' }) {
  const Frame = frame === 'public' ? OfficeFrame : OfficeLayout;
  return (
    <Suspense fallback={null}>
      <Frame />
    </Suspense>
  );
}
