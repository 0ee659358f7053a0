import {
  COMPANY_EVALUATION_MAX_REMINDERS,
  COMPANY_EVALUATION_REMINDER_DAYS,
} from '@portal/contracts/office/tutoring.schemas';
import { dayOf } from '../../../platform/clock';
import type { JobContext, JobDefinition } from '../../../platform/jobs/scheduler';
import { mailCompanyEvaluationLink } from '../tutoring/company-evaluation-link';
import * as repo from '../tutoring/tutoring.repository';

/**
 * The company tutor's evaluation (issue #15 'Academic tutor pages'), once a day: each internship
 * that has ended (finalizada, or in progress past its end date) with a company tutor address and
 * no company evaluation yet gets its link mailed; an unanswered one is mailed again (a new link)
 * every COMPANY_EVALUATION_REMINDER_DAYS days, at most COMPANY_EVALUATION_MAX_REMINDERS times.
 * Each mail is an audit row of the internship with actor role 'job', in the transaction that
 * stores the link, so a run repeated for the same day finds nothing more to do.
 */
export const companyEvaluationsJob: JobDefinition = {
  name: 'tutoring.company_evaluations',
  period: dayOf,
  run: sendCompanyEvaluations,
};

const DAY_MS = 86_400_000;

async function sendCompanyEvaluations(ctx: JobContext): Promise<string> {
  const at = ctx.clock.now();
  const cutoff = new Date(at.getTime() - COMPANY_EVALUATION_REMINDER_DAYS * DAY_MS).toISOString();
  let first = 0;
  let reminders = 0;
  for (const brand of ctx.brands) {
    for (const internship of await repo.endedWithoutCompanyEvaluation(ctx.db, brand.key, dayOf(at))) {
      await ctx.db
        .transaction()
        .execute((trx) =>
          mailCompanyEvaluationLink(ctx, trx, brand, internship.id, 'first', { userId: null, role: 'job' }, at),
        );
      first += 1;
    }
    const due = await repo.companyEvaluationsToRemind(ctx.db, brand.key, cutoff, COMPANY_EVALUATION_MAX_REMINDERS);
    for (const evaluation of due) {
      await ctx.db
        .transaction()
        .execute((trx) =>
          mailCompanyEvaluationLink(
            ctx,
            trx,
            brand,
            evaluation.internship_id,
            'reminder',
            { userId: null, role: 'job' },
            at,
          ),
        );
      reminders += 1;
    }
  }
  return `${first} company evaluations sent, ${reminders} reminded`;
}
