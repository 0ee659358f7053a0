import { LIVE_INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';
import { dayOf, today } from '../../../platform/clock';
import type { JobContext, JobDefinition } from '../../../platform/jobs/scheduler';
import { publicBaseUrl } from '../../../platform/public-url';
import { moveByDates } from '../internships/internship-dates';
import { internshipsDueByDates } from '../internships/internship-dates.repository';

/**
 * Internships live (SPEC §4 internship states; ADR 0031): once a day, every accepted internship
 * whose start day has come is 'en_curso', and every accepted or under-way one whose end day has
 * passed is 'finalizada', by the day in its brand's time zone. Refused, cancelled and finished
 * ones are not the clock's (the state table has no move for them). Each internship is its own
 * transaction (guarded update, timeline row, the four parties told), so a run repeated for the
 * same day, or racing another instance, moves nothing twice. It runs before the company
 * evaluations job, which mails the company tutor of an internship that has just finished.
 */
export const internshipDatesJob: JobDefinition = {
  name: 'internships.dates',
  period: dayOf,
  run: moveInternships,
};

async function moveInternships(ctx: JobContext): Promise<string> {
  const now = ctx.clock.now().toISOString();
  let started = 0;
  let finished = 0;
  for (const brand of ctx.brands) {
    const day = today(brand, ctx.clock);
    const baseUrl = publicBaseUrl(brand, ctx.config);
    for (const internship of await internshipsDueByDates(ctx.db, brand.key, LIVE_INTERNSHIP_STATES, day)) {
      const to = await ctx.db
        .transaction()
        .execute((trx) => moveByDates(trx, ctx, brand, baseUrl, internship, day, { userId: null, role: 'job' }, now));
      if (to === 'en_curso') started += 1;
      if (to === 'finalizada') finished += 1;
    }
  }
  return `${started} internships started, ${finished} finished`;
}
