import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * Page of each route id of `@portal/contracts/routes`, loaded lazily (one chunk per page, grouped
 * by area). A feature adds one line per page; the module must `export default` the page component.
 * Every route of the table has an entry (pages.test.tsx): there is no 'coming soon' placeholder.
 */
export type TPageModule = {
  default: ComponentType;
  /**
   * Issue #16 part 9: the page's first requests, started as soon as its chunk is loaded (beside the
   * shell's first render) rather than once the page has rendered. The same query options as the
   * page's own hooks, so the page finds them in flight or done.
   */
  prefetch?: (queryClient: QueryClient) => void;
};
export type TPageLoader = () => Promise<TPageModule>;

export const pages: Readonly<Record<string, TPageLoader>> = {
  // public-pages
  'privacy-policy': () => import('../features/public-pages/pages/privacy-policy-page'),
  'cookie-policy': () => import('../features/public-pages/pages/cookie-policy-page'),
  'data-protection': () => import('../features/public-pages/pages/data-protection-page'),
  'practice-conditions': () => import('../features/public-pages/pages/practice-conditions-page'),
  maintenance: () => import('../features/public-pages/pages/maintenance-page'),
  'not-found': () => import('../features/public-pages/pages/not-found-page'),
  'en-news': () => import('../features/public-pages/pages/english-page'),
  'en-press-room': () => import('../features/public-pages/pages/english-page'),
  'en-contact': () => import('../features/public-pages/pages/english-page'),
  'en-work-with-us': () => import('../features/public-pages/pages/english-page'),
  'en-privacy-policy': () => import('../features/public-pages/pages/english-page'),
  'en-cookies-policy': () => import('../features/public-pages/pages/english-page'),
  // auth
  login: () => import('../features/auth/pages/login-page'),
  'login-id': () => import('../features/auth/pages/login-page'),
  'login-students': () => import('../features/auth/pages/login-students-page'),
  'login-alumni': () => import('../features/auth/pages/login-alumni-page'),
  'login-companies': () => import('../features/auth/pages/login-companies-page'),
  logout: () => import('../features/auth/pages/logout-page'),
  'god-mode': () => import('../features/auth/pages/god-mode-page'),
  // home
  home: () => import('../features/home/pages/home-page'),
  // offers
  'job-offers': () => import('../features/offers/pages/job-offers-page'),
  'job-offer': () => import('../features/offers/pages/job-offer-page'),
  'internship-offers': () => import('../features/offers/pages/internship-offers-page'),
  'internship-offer': () => import('../features/offers/pages/internship-offer-page'),
  'alternance-offers': () => import('../features/offers/pages/alternance-offers-page'),
  // applications
  'my-applications': () => import('../features/applications/pages/my-applications-page'),
  'my-application': () => import('../features/applications/pages/my-application-page'),
  // internships (student)
  'my-internships': () => import('../features/internships/pages/my-internships-page'),
  'my-internship': () => import('../features/internships/pages/my-internship-page'),
  // proposals
  'new-proposal': () => import('../features/proposals/pages/new-proposal-page'),
  'edit-proposal': () => import('../features/proposals/pages/edit-proposal-page'),
  'my-proposals': () => import('../features/proposals/pages/my-proposals-page'),
  'my-proposal': () => import('../features/proposals/pages/my-proposal-page'),
  proposal: () => import('../features/proposals/pages/proposal-page'),
  'offer-viewer': () => import('../features/proposals/pages/offer-viewer-page'),
  'preselected-proposals': () => import('../features/proposals/pages/preselected-proposals-page'),
  'preselected-proposal-new': () => import('./preselected-proposal-route'),
  // candidates
  'candidate-cv': () => import('../features/candidates/pages/candidate-cv-page'),
  // surveys
  surveys: () => import('../features/surveys/pages/surveys-page'),
  'survey-sheet': () => import('../features/surveys/pages/survey-sheet-page'),
  'survey-access': () => import('../features/surveys/pages/survey-access-page'),
  'survey-link': () => import('../features/surveys/pages/survey-access-page'),
  // events
  events: () => import('../features/events/pages/events-page'),
  event: () => import('../features/events/pages/event-page'),
  'public-event': () => import('../features/events/pages/public-event-page'),
  'alert-unsubscribe': () => import('../features/offers/pages/alert-unsubscribe-page'),
  // guides
  guides: () => import('../features/guides/pages/guides-page'),
  'career-guidance': () => import('../features/guides/pages/career-guidance-page'),
  help: () => import('../features/guides/pages/help-page'),
  // programmes
  programmes: () => import('../features/programmes/pages/programmes-page'),
  programme: () => import('../features/programmes/pages/programme-page'),
  'programme-single': () => import('../features/programmes/pages/programme-single-page'),
  // documentation
  documentation: () => import('../features/documentation/pages/documentation-page'),
  // agreements
  'new-agreement': () => import('../features/agreements/pages/new-agreement-page'),
  'upload-signed-agreement': () => import('../features/agreements/pages/upload-signed-agreement-page'),
  // company
  'account-request': () => import('../features/company/pages/account-request-page'),
  'my-company': () => import('../features/company/pages/my-company-page'),
  'my-profile': () => import('../features/company/pages/my-profile-page'),
  // education-requests
  'education-requests': () => import('../features/education-requests/pages/education-requests-page'),
  'education-request': () => import('../features/education-requests/pages/education-request-page'),
  'education-request-edit': () => import('../features/education-requests/pages/education-request-edit-page'),
  // cv
  cv: () => import('../features/cv/pages/cv-page'),
  // account
  'student-registration': () => import('../features/account/pages/registration-page'),
  'reset-candidate': () => import('../features/account/pages/reset-candidate-page'),
  'set-password': () => import('../features/account/pages/set-password-page'),
  'confirm-email': () => import('../features/account/pages/confirm-email-page'),
  deregistration: () => import('../features/account/pages/deregistration-page'),
  // sso
  'sso-access': () => import('../features/sso/pages/sso-access-page'),
  // account-company
  'reset-login': () => import('../features/account-company/pages/reset-password-page'),
  // company-internships
  'assigned-internships': () => import('../features/company-internships/pages/assigned-internships-page'),
  'internship-change': () => import('../features/company-internships/pages/internship-change-page'),
  // tutoring-evaluation (issue #15): the company tutor's evaluation link, public
  'company-evaluation': () => import('../features/tutoring-evaluation/pages/company-evaluation-page'),
};
