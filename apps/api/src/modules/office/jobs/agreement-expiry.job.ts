import { AGREEMENT_TRANSITIONS, nextAgreementState } from '@portal/contracts/agreements/agreement-states';
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
 * The Caducado job (issue #14 '4. Agreements'; SPEC §4 Caducado): once a day, every agreement
 * whose fecha_caducidad has passed moves to 'caducado' through the state machine (event caduca,
 * actor system). Each agreement is its own transaction: the guarded change, one audit row with
 * actor role 'job', and the company's notification and e-mail.
 */
export const agreementExpiryJob: JobDefinition = {
  name: 'agreements.expire',
  period: dayOf,
  run: expireAgreements,
};

async function expireAgreements(ctx: JobContext): Promise<string> {
  const at = ctx.clock.now();
  const today = dayOf(at);
  const now = at.toISOString();
  const brands = new Map(ctx.brands.map((b) => [b.key, b]));
  const due = await repo.agreementsPastExpiry(ctx.db, AGREEMENT_TRANSITIONS.caduca.from, today);
  let moved = 0;
  for (const agreement of due) {
    const brand = brands.get(agreement.brand_key);
    const to = nextAgreementState(agreement.estado, 'caduca', 'system');
    if (!brand || !to) continue;
    const done = await ctx.db.transaction().execute(async (trx) => {
      // Another instance or an office decision moved it first: nothing of this one is written.
      if (!(await repo.moveAgreement(trx, agreement.id, agreement.estado, to, now))) return false;
      await recordAudit(trx, {
        brandKey: brand.key,
        actorUserId: null,
        actorRole: 'job',
        action: 'agreement.expire',
        objectType: 'agreement',
        objectId: agreement.id,
        fromState: agreement.estado,
        toState: to,
        reason: `fecha_caducidad ${agreement.fecha_caducidad}`,
        occurredAt: now,
      });
      await tellCompany({ ...ctx, db: trx }, brand, agreement, now);
      return true;
    });
    if (done) moved += 1;
  }
  return `${moved} agreements expired`;
}

async function tellCompany(
  ctx: JobContext,
  brand: TBrand,
  agreement: { id: number; codigo: string; company_id: number; company: string; fecha_caducidad: string | null },
  now: string,
) {
  for (const user of await repo.companyUsers(ctx.db, agreement.company_id)) {
    const lang = user.preferred_language === 'ca' ? 'ca' : 'es';
    const path = lang === 'ca' ? '/la-meva-empresa' : '/mi-empresa';
    const text = renderMail(ctx.mailTemplates, brand.key, 'agreement.expired', lang, {
      brand: brand.name[lang],
      code: agreement.codigo,
      company: agreement.company,
      date: agreement.fecha_caducidad,
    });
    await insertNotification(ctx.db, {
      importante: true,
      userId: user.id,
      companyId: agreement.company_id,
      titulo: text.subject,
      texto: paragraphs(text.body),
      url: path,
      now,
    });
    await sendMail(ctx, {
      to: user.email,
      subject: text.subject,
      text: `${text.body}\n\n${publicBaseUrl(brand, ctx.config)}${path}`,
    });
  }
}
