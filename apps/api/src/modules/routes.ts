import type { FastifyPluginAsync } from 'fastify';
import { domainsRoutes } from './domains/domains.routes';
import { authRoutes } from './auth/auth.routes';
import { brandsRoutes } from './brands/brands.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { errorReportsRoutes } from './error-reports/error-reports.routes';
import { offersRoutes } from './offers/offers.routes';
import { savedSearchesRoutes } from './offers/saved-searches.routes';
import { searchAlertsRoutes } from './offers/search-alerts.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { internshipsRoutes } from './internships/internships.routes';
import { surveysRoutes } from './surveys/surveys.routes';
import { eventsRoutes } from './events/events.routes';
import { guidesRoutes } from './guides/guides.routes';
import { contentFilesRoutes } from './content-files/content-files.routes';
import { communicationsRoutes } from './communications/communications.routes';
import { programmesRoutes } from './programmes/programmes.routes';
import { proposalsRoutes } from './proposals/proposals.routes';
import { preselectedProposalsRoutes } from './proposals/preselected.routes';
import { candidatesRoutes } from './candidates/candidates.routes';
import { companySignerRoutes } from './company-signer/company-signer.routes';
import { companyRoutes } from './company/company.routes';
import { companyLogoRoutes } from './company/company-logo.routes';
import { companyContactsRoutes } from './company/company-contacts.routes';
import { companyRegistrationRoutes } from './company/registration.routes';
import { agreementsRoutes } from './agreements/agreements.routes';
import { companyInternshipsRoutes } from './company-internships/company-internships.routes';
import { practiceRequestsRoutes } from './practice-requests/practice-requests.routes';
import { educationRequestsRoutes } from './education-requests/education-requests.routes';
import { cvRoutes } from './cv/cv.routes';
import { cvSectionsRoutes } from './cv/cv-sections.routes';
import { cvDocumentsRoutes } from './cv/cv-documents.routes';
import { accountRoutes } from './account/account.routes';
import { companyPasswordRoutes } from './account/company-password.routes';
import { emailChangeRoutes } from './account/email-change.routes';
import { ssoRoutes } from './sso/sso.routes';
import { officeAuthRoutes } from './office/auth/office-auth.routes';
import { officeStaffRoutes } from './office/staff/staff.routes';
import { officeOffersRoutes } from './office/offers/offers.routes';
import { officeAgreementsRoutes } from './office/agreements/agreements.routes';
import { officeAuditRoutes } from './office/audit/audit.routes';
import { officeJobQueueRoutes } from './office/job-queue/job-queue.routes';
import { officeReportsRoutes } from './office/reports/reports.routes';
import { officeDashboardRoutes } from './office/dashboard/dashboard.routes';
import { officeCompaniesRoutes } from './office/companies/companies.routes';
import { officeRequestsRoutes } from './office/requests/requests.routes';
import { officeInternshipsRoutes } from './office/internships/internships.routes';
import { officeProgrammesRoutes } from './office/programmes/programmes.routes';
import { officeBrandTextsRoutes } from './office/brand-texts/brand-texts.routes';
import { officeStudentsRoutes } from './office/students/students.routes';
import { officeApplicationsRoutes } from './office/applications/applications.routes';
import { officeTutoringRoutes } from './office/tutoring/tutoring.routes';
import { officeSurveysRoutes } from './office/surveys/surveys.routes';
import { officeContentRoutes } from './office/content/content.routes';
import { exportsRoutes } from './exports/exports.routes';
import { exportJobsRoutes } from './exports/export-jobs.routes';

/**
 * The route plugins of every area, registered under /api by buildApp. An area adds its
 * `<area>.routes.ts` plugin here, one line each.
 */
export const areaRoutes: FastifyPluginAsync[] = [
  domainsRoutes,
  brandsRoutes,
  notificationsRoutes,
  authRoutes,
  errorReportsRoutes,
  offersRoutes,
  savedSearchesRoutes,
  searchAlertsRoutes,
  applicationsRoutes,
  internshipsRoutes,
  surveysRoutes,
  eventsRoutes,
  guidesRoutes,
  contentFilesRoutes,
  communicationsRoutes,
  programmesRoutes,
  proposalsRoutes,
  preselectedProposalsRoutes,
  candidatesRoutes,
  companySignerRoutes,
  companyRoutes,
  companyLogoRoutes,
  companyContactsRoutes,
  companyRegistrationRoutes,
  agreementsRoutes,
  companyInternshipsRoutes,
  practiceRequestsRoutes,
  educationRequestsRoutes,
  cvRoutes,
  cvSectionsRoutes,
  cvDocumentsRoutes,
  accountRoutes,
  emailChangeRoutes,
  companyPasswordRoutes,
  ssoRoutes,
  officeAuthRoutes,
  officeStaffRoutes,
  officeOffersRoutes,
  officeAuditRoutes,
  officeDashboardRoutes,
  officeCompaniesRoutes,
  officeAgreementsRoutes,
  officeRequestsRoutes,
  officeInternshipsRoutes,
  officeProgrammesRoutes,
  officeBrandTextsRoutes,
  officeStudentsRoutes,
  officeApplicationsRoutes,
  officeTutoringRoutes,
  officeSurveysRoutes,
  officeReportsRoutes,
  officeContentRoutes,
  officeJobQueueRoutes,
  exportsRoutes,
  exportJobsRoutes,
];
