import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db';
import { hashPassword } from '../../platform/password';
import { syncIdentity } from '../schema-helpers';
import { seedAuth } from './auth';
import { seedDemoApplications } from './demo-applications';
import { seedDemoCompanies } from './demo-companies';
import { seedDemoContent } from './demo-content';
import { demoClock, type DemoContext } from './demo-context';
import { seedDemoInternships, seedDemoProgrammes } from './demo-internships';
import { seedDemoOffers } from './demo-offers';
import { seedDemoOffice } from './demo-office';
import { seedDemoOfficeAgreements } from './demo-office-agreements';
import { seedDemoOfficeCompanies } from './demo-office-companies';
import { seedDemoOfficeRequests } from './demo-office-requests';
import { seedDemoPeople } from './demo-people';
import { seedDemoSurveys } from './demo-surveys';
import { seedReference } from './reference';

/** Password of every demo account (DESIGN.md 'Demo data'). */
export const DEMO_PASSWORD = 'Demo2026';
/** Brand of the demo accounts: the default brand served on localhost. */
export const DEMO_BRAND = 'default';

/** Tables the demo fills with explicit ids; PostgreSQL identities are moved past them. */
const TABLES_WITH_IDS = [
  'users',
  'student_studies',
  'student_languages',
  'student_experiences',
  'saved_searches',
  'search_history',
  'companies',
  'company_contacts',
  'work_centres',
  'billing_accounts',
  'agreements',
  'offers',
  'applications',
  'programmes',
  'programme_adhesions',
  'internships',
  'practice_requests',
  'education_requests',
  'internship_change_requests',
  'documents',
  'notifications',
  'communications',
  'events',
  'guides',
  'surveys',
  'survey_questions',
  'survey_assignments',
  'survey_responses',
];

// argon2id takes tens of milliseconds: hash once per process, every test file seeds its own database.
let demoHash: Promise<string> | undefined;

/**
 * Reference lists always (they only add what is missing), then the demo data when the database
 * has no users yet. Idempotent: seeding twice changes nothing. The demo goes in one transaction,
 * so a failed seed leaves no half-written accounts behind.
 */
export async function seedIfEmpty(db: Db, storage: Storage): Promise<void> {
  await seedBase(db);
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;

  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  await db.transaction().execute(async (trx) => {
    // The files go through the transaction too (the database driver on SQLite has one connection).
    const ctx: DemoContext = { clock: demoClock(), passwordHash, brand: DEMO_BRAND, files: storage.within(trx) };
    await seedDemoPeople(trx, ctx);
    await seedDemoOffice(trx, ctx);
    await seedDemoCompanies(trx, ctx);
    await seedDemoProgrammes(trx, ctx);
    await seedDemoOffers(trx, ctx);
    await seedDemoOfficeCompanies(trx, ctx);
    await seedDemoApplications(trx, ctx);
    await seedDemoInternships(trx, ctx);
    await seedDemoOfficeAgreements(trx, ctx);
    await seedDemoOfficeRequests(trx, ctx);
    await seedDemoContent(trx, ctx);
    await seedDemoSurveys(trx, ctx);
    for (const table of TABLES_WITH_IDS) await syncIdentity(trx, table);
  });
}

/**
 * What every database needs, demo or not (issue #18 part 8): the reference lists and the auth
 * tables' fixed rows. Only adds what is missing.
 */
export async function seedBase(db: Db): Promise<void> {
  await seedReference(db);
  await seedAuth(db);
}
