import type { AgreementTables } from './tables/agreements';
import type { AuthTables } from './tables/auth';
import type { BrandTextTables } from './tables/brand-texts';
import type { CompanyTables } from './tables/companies';
import type { ContentTables } from './tables/content';
import type { ContentExtrasTables } from './tables/content-extras';
import type { DataVersionTables } from './tables/data-versions';
import type { DocumentTables } from './tables/documents';
import type { ExportJobTables } from './tables/export-jobs';
import type { ExportPreferenceTables } from './tables/export-preferences';
import type { InternshipTables } from './tables/internships';
import type { JobTables } from './tables/jobs';
import type { MailDeliveryTables } from './tables/mail-deliveries';
import type { OfferTables } from './tables/offers';
import type { OfficeTables } from './tables/office';
import type { PeopleTables } from './tables/people';
import type { ReferenceTables } from './tables/reference';
import type { SearchTables } from './tables/search';
import type { SearchAlertTables } from './tables/search-alerts';
import type { StoredFileTables } from './tables/stored-files';
import type { StudentImportTables } from './tables/student-imports';
import type { TutoringTables } from './tables/tutoring';

/**
 * The Kysely database type: one interface per area under ./tables, merged here.
 * An area adds its tables by extending this interface with its own table file.
 */
export interface Database
  extends
    PeopleTables,
    CompanyTables,
    OfferTables,
    AgreementTables,
    InternshipTables,
    DocumentTables,
    ContentTables,
    ContentExtrasTables,
    ReferenceTables,
    AuthTables,
    SearchTables,
    SearchAlertTables,
    DataVersionTables,
    OfficeTables,
    JobTables,
    MailDeliveryTables,
    BrandTextTables,
    StudentImportTables,
    TutoringTables,
    StoredFileTables,
    ExportPreferenceTables,
    ExportJobTables {}
