import { AGREEMENT_STATE_TEXTS } from '@portal/contracts/agreements/agreement-states';
import type { TBrand } from '@portal/contracts/brand';
import { recordAudit } from '../../../platform/audit';
import { dayOf } from '../../../platform/clock';
import type { JobContext, JobDefinition } from '../../../platform/jobs/scheduler';
import { sendMail } from '../../../platform/mail';
import { paragraphs, renderMail } from '../../../platform/mail-templates';
import { publicBaseUrl } from '../../../platform/public-url';
import * as repo from './jobs.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * Reminders by themselves (issue #14 part 7), once a day: companies hear of their agreements left
 * in Generado or Erróneo empresa for more than N days, and the brand's admins and gestores (by
 * e-mail) of the queue items waiting on the office for more than N days: companies awaiting
 * validation, offers pending validation, agreements Firmado empresa or Enviado Secretaría. N is
 * the brand's office.reminderAfterDays; an item is reminded at most once per N-day period
 * (a job_reminders row per item, recipient and period), and each reminder is an audit row of the
 * item with actor role 'job'.
 */
export const remindersJob: JobDefinition = {
  name: 'office.reminders',
  period: dayOf,
  run: sendReminders,
};

const DAY_MS = 86_400_000;

/** The N-day window a moment falls in: the same item is reminded once per window. */
function reminderPeriod(at: Date, days: number): string {
  return `${days}d-${Math.floor(at.getTime() / DAY_MS / days)}`;
}

const daysSince = (at: Date, since: string) => Math.floor((at.getTime() - Date.parse(since)) / DAY_MS);

async function sendReminders(ctx: JobContext): Promise<string> {
  let companies = 0;
  let staffItems = 0;
  for (const brand of ctx.brands) {
    companies += await remindCompanies(ctx, brand);
    staffItems += await remindStaff(ctx, brand);
  }
  return `${companies} agreement reminders, ${staffItems} queue items to staff`;
}

async function remindCompanies(ctx: JobContext, brand: TBrand): Promise<number> {
  const at = ctx.clock.now();
  const now = at.toISOString();
  const days = brand.office.reminderAfterDays;
  const cutoff = new Date(at.getTime() - days * DAY_MS).toISOString();
  const period = reminderPeriod(at, days);
  const waiting = await repo.agreementsWaiting(ctx.db, brand.key, ['generado', 'erroneo_empresa'], cutoff, dayOf(at));
  let sent = 0;
  for (const agreement of waiting) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const first = await repo.recordReminder(trx, {
        brandKey: brand.key,
        objectType: 'agreement',
        objectId: agreement.id,
        recipient: 'company',
        period,
        now,
      });
      if (!first) return false;
      const waited = daysSince(at, agreement.updated_at ?? agreement.created_at);
      await recordAudit(trx, {
        brandKey: brand.key,
        actorUserId: null,
        actorRole: 'job',
        action: 'agreement.reminder',
        objectType: 'agreement',
        objectId: agreement.id,
        fromState: agreement.estado,
        toState: agreement.estado,
        reason: `${waited} days`,
        occurredAt: now,
      });
      for (const user of await repo.companyUsers(trx, agreement.company_id)) {
        const lang = user.preferred_language === 'ca' ? 'ca' : 'es';
        const path = lang === 'ca' ? '/la-meva-empresa' : '/mi-empresa';
        const text = renderMail(ctx.mailTemplates, brand.key, 'agreement.reminder', lang, {
          brand: brand.name[lang],
          code: agreement.codigo,
          company: agreement.company,
          days: waited,
          state: AGREEMENT_STATE_TEXTS[agreement.estado][lang][0],
        });
        await insertNotification(trx, {
          importante: true,
          userId: user.id,
          companyId: agreement.company_id,
          titulo: text.subject,
          texto: paragraphs(text.body),
          url: path,
          now,
        });
        await sendMail(
          { ...ctx, db: trx },
          { to: user.email, subject: text.subject, text: `${text.body}\n\n${publicBaseUrl(brand, ctx.config)}${path}` },
        );
      }
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

interface QueueItem {
  objectType: 'company' | 'offer' | 'agreement';
  id: number;
  label: string;
  state: string;
}

const QUEUE_LABELS = {
  es: { company: 'Empresa por validar', offer: 'Oferta por validar', agreement: 'Convenio' },
  ca: { company: 'Empresa per validar', offer: 'Oferta per validar', agreement: 'Conveni' },
} as const;

async function remindStaff(ctx: JobContext, brand: TBrand): Promise<number> {
  const at = ctx.clock.now();
  const now = at.toISOString();
  const days = brand.office.reminderAfterDays;
  const cutoff = new Date(at.getTime() - days * DAY_MS).toISOString();
  const period = reminderPeriod(at, days);
  const items: QueueItem[] = [
    ...(await repo.companiesWaiting(ctx.db, brand.key, cutoff)).map((r) => ({
      objectType: 'company' as const,
      id: r.id,
      label: r.label,
      state: 'pendiente',
    })),
    ...(await repo.offersWaiting(ctx.db, brand.key, cutoff)).map((r) => ({
      objectType: 'offer' as const,
      id: r.id,
      label: r.label,
      state: 'pendiente_validacion',
    })),
    ...(
      await repo.agreementsWaiting(ctx.db, brand.key, ['firmado_empresa', 'enviado_secretaria'], cutoff, dayOf(at))
    ).map((r) => ({
      objectType: 'agreement' as const,
      id: r.id,
      label: `${r.codigo} (${r.company})`,
      state: r.estado,
    })),
  ];
  if (items.length === 0) return 0;
  return ctx.db.transaction().execute(async (trx) => {
    const fresh: QueueItem[] = [];
    for (const item of items) {
      const first = await repo.recordReminder(trx, {
        brandKey: brand.key,
        objectType: item.objectType,
        objectId: item.id,
        recipient: 'staff',
        period,
        now,
      });
      if (!first) continue;
      fresh.push(item);
      await recordAudit(trx, {
        brandKey: brand.key,
        actorUserId: null,
        actorRole: 'job',
        action: 'office.reminder',
        objectType: item.objectType,
        objectId: item.id,
        fromState: item.state,
        toState: item.state,
        reason: `> ${days} days waiting`,
        occurredAt: now,
      });
    }
    if (fresh.length === 0) return 0;
    for (const member of await repo.deskStaff(trx, brand.key)) {
      const lang = member.preferred_language === 'ca' ? 'ca' : 'es';
      const queues = fresh.map((i) => `- ${QUEUE_LABELS[lang][i.objectType]} #${i.id}: ${i.label}`).join('\n');
      const text = renderMail(ctx.mailTemplates, brand.key, 'office.queue_reminder', lang, {
        brand: brand.name[lang],
        days,
        queues,
      });
      await sendMail(
        { ...ctx, db: trx },
        {
          to: member.email,
          subject: text.subject,
          text: `${text.body}\n\n${publicBaseUrl(brand, ctx.config)}/gestion`,
        },
      );
    }
    return fresh.length;
  });
}
