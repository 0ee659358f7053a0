import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import { startScheduler, type JobContext, type JobDefinition, type Scheduler } from '../../../platform/jobs/scheduler';
import { agreementExpiryJob } from './agreement-expiry.job';
import { companyEvaluationsJob } from './company-evaluations.job';
import { internshipDatesJob } from './internship-dates.job';
import { remindersJob } from './reminders.job';
import { searchAlertsJob } from '../../offers/search-alerts.service';
import { expiredExportsJob } from '../../exports/expired-exports.job';

/**
 * The scheduled jobs, in the order a tick runs them (expiry first: an expired agreement is not
 * reminded); the students' saved-search alerts (issue #16 part 3) and the removal of expired
 * export files (#17, ADR 0020) run on the same calendar.
 */
export const OFFICE_JOBS: readonly JobDefinition[] = [
  agreementExpiryJob,
  remindersJob,
  // Before the company evaluations: an internship finished today gets its evaluation link today.
  internshipDatesJob,
  companyEvaluationsJob,
  searchAlertsJob,
  expiredExportsJob,
];

/** What a job needs, taken from the app. */
export function jobContext(app: FastifyInstance, clock: Clock): JobContext {
  return {
    db: app.db,
    config: app.config,
    log: app.log,
    brands: app.brands.all,
    mailTemplates: app.mailTemplates,
    clock,
  };
}

/** Started by main.ts when JOBS is on (the default); tests run the jobs themselves with a fixed clock. */
export function startOfficeJobs(app: FastifyInstance, clock: Clock): Scheduler {
  return startScheduler(jobContext(app, clock), OFFICE_JOBS);
}
