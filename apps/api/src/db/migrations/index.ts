import type { Migration } from 'kysely';
import * as referenceLists from './0001-reference-lists';
import * as schemaPeople from './0002-01-people';
import * as schemaCompanies from './0002-02-companies';
import * as schemaProgrammes from './0002-03-programmes';
import * as schemaOffers from './0002-04-offers';
import * as schemaAgreements from './0002-05-agreements';
import * as schemaInternships from './0002-06-internships';
import * as schemaDocuments from './0002-07-documents';
import * as schemaContent from './0002-08-content';
import * as auth from './0003-auth';
import * as offerSearch from './0004-offer-search';
import * as contentExtras from './0005-content-extras';
import * as dataVersions from './0006-data-versions';
import * as catalanContent from './0007-catalan-content';
import * as officeStaff from './0012-office-staff';
import * as auditLog from './0013-audit-log';
import * as officeCompanies from './0014-office-companies';
import * as officeOffers from './0015-office-offers';
import * as officeAgreements from './0016-office-agreements';
import * as officeRequests from './0017-office-requests';
import * as officeJobs from './0018-office-jobs';
import * as officeQueueIndexes from './0019-office-queue-indexes';
import * as academicTutors from './0020-academic-tutors';
import * as officeInternships from './0021-office-internships';
import * as tutoring from './0022-tutoring';
import * as officeContent from './0023-office-content';
import * as officeStudents from './0025-office-students';
import * as officeContentTexts from './0026-office-content-texts';
import * as exportPreferences from './0027-export-preferences';
import * as storedFiles from './0028-stored-files';
import * as queuedJobs from './0029-queued-jobs';
import * as exportJobs from './0031-export-jobs';
import * as searchAlerts from './0033-search-alerts';
import * as companyReasonsScope from './0040-company-reasons-scope';
import * as studentImportSafety from './0035-student-import-safety';
import * as auditChain from './0038-audit-chain';
import * as storedFileParts from './0039-stored-file-parts';
import * as mailDeliveries from './0037-mail-deliveries';

/**
 * Every migration, by name; names sort in the order they run. A landed migration is never
 * edited: a change is a new file. Each area adds its own files and one line here.
 */
export const migrations: Record<string, Migration> = {
  '0001-reference-lists': referenceLists,
  '0002-01-people': schemaPeople,
  '0002-02-companies': schemaCompanies,
  '0002-03-programmes': schemaProgrammes,
  '0002-04-offers': schemaOffers,
  '0002-05-agreements': schemaAgreements,
  '0002-06-internships': schemaInternships,
  '0002-07-documents': schemaDocuments,
  '0002-08-content': schemaContent,
  '0003-auth': auth,
  '0004-offer-search': offerSearch,
  '0005-content-extras': contentExtras,
  '0006-data-versions': dataVersions,
  '0007-catalan-content': catalanContent,
  '0012-office-staff': officeStaff,
  '0013-audit-log': auditLog,
  '0014-office-companies': officeCompanies,
  '0015-office-offers': officeOffers,
  '0016-office-agreements': officeAgreements,
  '0017-office-requests': officeRequests,
  '0018-office-jobs': officeJobs,
  '0019-office-queue-indexes': officeQueueIndexes,
  '0020-academic-tutors': academicTutors,
  '0021-office-internships': officeInternships,
  '0022-tutoring': tutoring,
  '0023-office-content': officeContent,
  '0025-office-students': officeStudents,
  '0026-office-content-texts': officeContentTexts,
  '0027-export-preferences': exportPreferences,
  '0028-stored-files': storedFiles,
  '0029-queued-jobs': queuedJobs,
  '0031-export-jobs': exportJobs,
  '0033-search-alerts': searchAlerts,
  '0040-company-reasons-scope': companyReasonsScope,
  '0035-student-import-safety': studentImportSafety,
  '0038-audit-chain': auditChain,
  '0039-stored-file-parts': storedFileParts,
  '0037-mail-deliveries': mailDeliveries,
};
