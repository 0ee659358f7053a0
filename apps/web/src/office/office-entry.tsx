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
  'office-agreements': () => import('../features/office/agreements/pages/office-agreements-page'),
  'office-agreement': () => import('../features/office/agreements/pages/office-agreement-page'),
  'office-requests': () => import('../features/office/requests/pages/office-requests-page'),
  'office-request': () => import('../features/office/requests/pages/office-request-page'),
  'office-content': () => import('../features/office/content/pages/office-content-page'),
  'office-content-item': () => import('../features/office/content/pages/office-content-item-page'),
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
