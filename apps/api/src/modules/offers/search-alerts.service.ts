import crypto from 'node:crypto';
import {
  ZOfferFilters,
  type TAlertFrequency,
  type TOfferCard,
  type TOfferKind,
} from '@portal/contracts/offers/offers.schemas';
import { routePath } from '@portal/contracts/routes';
import { Status } from '@portal/contracts/status-names';
import { isPostgres } from '../../db/schema-helpers';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { dayIn, dayOf, startOfDay } from '../../platform/clock';
import type { JobContext, JobDefinition } from '../../platform/jobs/scheduler';
import { sendMail } from '../../platform/mail';
import { renderMail } from '../../platform/mail-templates';
import { publicBaseUrl } from '../../platform/public-url';
import { offersMatching } from './offers.service';
import * as repo from './search-alerts.repository';

/**
 * Saved-search alerts (issue #16 part 3). A student follows one of their saved searches daily or
 * weekly; a scheduled job mails, in the student's language, the offers of that search published
 * since the alert began that it never mailed before, each with its link, and a one-click
 * unsubscribe (RFC 8058 List-Unsubscribe-Post). The offers a mail lists are recorded in the mail's
 * transaction (the mail itself is queued in it, #18 part 2), so a second run sends nothing again.
 */

/** Offers listed in one mail at most; the mail links the whole list for the rest. */
export const ALERT_MAX_OFFERS = 20;
const WEEK_MS = 7 * 86_400_000;

/** Follows (daily or weekly) or stops following ('ninguna') one of the student's saved searches. */
export async function setAlert(db: Db, studentId: number, id: number, frecuencia: TAlertFrequency): Promise<void> {
  // Another student's search answers as a missing one (48), as deleting it does.
  if (!(await repo.selectOwnSearch(db, studentId, id))) throw new AppError(Status.ActionNotAllowed);
  if (frecuencia === 'ninguna') return repo.deleteAlert(db, id);
  const now = new Date().toISOString();
  await repo.upsertAlert(db, {
    saved_search_id: id,
    frecuencia,
    desde: now,
    token: crypto.randomBytes(32).toString('base64url'),
    created_at: now,
  });
}

/**
 * The unsubscribe link's call: stops the alert; 300 when the token stops none of this brand's
 * (already stopped, the search deleted, no token, or a link of another brand's portal).
 */
export async function unsubscribe(db: Db, brandKey: string, token: string | undefined): Promise<{ nombre: string }> {
  const nombre = token ? await repo.deleteAlertByToken(db, brandKey, token) : undefined;
  if (nombre === undefined) throw new AppError(Status.SearchAlertNotFound);
  return { nombre };
}

function parseFilters(json: string) {
  try {
    return ZOfferFilters.safeParse(JSON.parse(json));
  } catch {
    return ZOfferFilters.safeParse(null);
  }
}

const LIST_ROUTE: Record<TOfferKind, string> = {
  practicas: 'internship-offers',
  empleo: 'job-offers',
  alternancia: 'alternance-offers',
};

function offerLine(base: string, offer: TOfferCard, lang: 'es' | 'ca'): string {
  const route = offer.tipo === 'empleo' ? 'job-offer' : 'internship-offer';
  const where = [offer.empresa, offer.provincia].filter(Boolean).join(', ');
  const link = `${base}${routePath(route, { id: offer.urlAcceso }, lang === 'ca' ? 'ca' : undefined)}`;
  return `- ${offer.titulo}${where ? ` (${where})` : ''}\n  ${link}`;
}

/** One alert: its new offers, one mail listing them, the offers recorded; false when none was new. */
async function sendAlert(ctx: JobContext, alert: Awaited<ReturnType<typeof repo.selectDueAlerts>>[number], at: Date) {
  const brand = ctx.brands.find((b) => b.key === alert.brand_key);
  const filters = parseFilters(alert.filtros);
  // A search saved under rules that have changed since cannot run: it sends nothing, it breaks nothing.
  if (!brand || !filters.success) return false;
  const lang = alert.preferred_language === 'ca' ? 'ca' : 'es';
  const offers = await offersMatching(
    {
      db: ctx.db,
      engine: isPostgres(ctx.db) ? 'postgres' : 'sqlite',
      userId: alert.student_id,
      brandKey: brand.key,
      lang,
    },
    alert.tipo,
    filters.data,
    repo.newOfferConditions(alert.saved_search_id, alert.desde),
    ALERT_MAX_OFFERS,
  );
  if (offers.length === 0) return false;
  const base = publicBaseUrl(brand, ctx.config);
  const unsubscribeUrl = `${base}${routePath('alert-unsubscribe', {}, lang === 'ca' ? 'ca' : undefined)}?token=${alert.token}`;
  const text = renderMail(ctx.mailTemplates, brand.key, 'offers.search_alert', lang, {
    brand: brand.name[lang],
    search: alert.nombre,
    count: offers.length,
    offers: offers.map((o) => offerLine(base, o, lang)).join('\n'),
    list: `${base}${routePath(LIST_ROUTE[alert.tipo], {}, lang === 'ca' ? 'ca' : undefined)}`,
    unsubscribe: unsubscribeUrl,
  });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.recordSent(
      trx,
      alert.saved_search_id,
      offers.map((o) => o.idoferta),
      at.toISOString(),
    );
    await sendMail(
      { db: trx, config: ctx.config, log: ctx.log },
      {
        to: alert.email,
        subject: text.subject,
        text: text.body,
        // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs here.
        headers: {
          'List-Unsubscribe': `<${base}/api/Publico/bajaAlertaBusqueda?token=${alert.token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    );
  });
  return true;
}

/**
 * The job's day: every alert due (daily: not sent today; weekly: not in seven days) that has news.
 * "Today" starts at midnight in the student's brand's zone (DESIGN 'one clock'), not at UTC midnight.
 */
async function runSearchAlerts(ctx: JobContext): Promise<string> {
  const at = ctx.clock.now();
  const weekAgo = new Date(at.getTime() - WEEK_MS).toISOString();
  const due = [];
  for (const brand of ctx.brands) {
    const dayStart = startOfDay(dayIn(at, brand.timeZone), brand).toISOString();
    due.push(...(await repo.selectDueAlerts(ctx.db, brand.key, dayStart, weekAgo)));
  }
  let sent = 0;
  for (const alert of due) {
    try {
      if (await sendAlert(ctx, alert, at)) sent += 1;
    } catch (err) {
      // One alert that fails (a search the filters refuse now) does not stop the others.
      ctx.log.error({ alert: alert.saved_search_id, err: (err as Error).message }, 'search alert not sent');
    }
  }
  return `${sent} of ${due.length} search alerts sent`;
}

export const searchAlertsJob: JobDefinition = {
  name: 'offers.search_alerts',
  period: dayOf,
  run: runSearchAlerts,
};
