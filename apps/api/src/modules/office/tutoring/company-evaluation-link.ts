import crypto from 'node:crypto';
import type { TBrand } from '@portal/contracts/brand';
import { COMPANY_EVALUATION_TOKEN_DAYS } from '@portal/contracts/office/tutoring.schemas';
import { routePath } from '@portal/contracts/routes';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { sendMail } from '../../../platform/mail';
import { renderMail, type MailTemplates } from '../../../platform/mail-templates';
import { publicBaseUrl } from '../../../platform/public-url';
import { EVALUATION_PER_EVALUATOR, tryUnique } from '../../../platform/unique-violation';
import * as repo from './tutoring.repository';

/**
 * The company tutor's evaluation link (issue #15 'Academic tutor pages'). The company tutor has no
 * account: the link carries a random token (32 bytes), of which only the SHA-256 is stored, valid
 * COMPANY_EVALUATION_TOKEN_DAYS from the mail. Each mail (the first, a reminder, a send from the
 * sheet) issues a new token and the earlier link stops working: the stored hash is all the server
 * keeps, so it cannot mail the same link twice. Why not the surveys' access tokens (SPEC §2
 * 'Surveys'): those open a survey to an anonymous answerer who has the survey's link; this link
 * names one internship and one person, must work once, and expires.
 */
export interface LinkDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  mailTemplates: MailTemplates;
}

export type LinkReason = 'first' | 'reminder' | 'resend';

const DAY_MS = 86_400_000;

export function hashEvaluationToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** 'YYYY-MM-DD...' as dd/mm/yyyy, the way the portal writes dates in mails. */
function dmy(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Issues a new link for the internship's company evaluation (creating the evaluation row the
 * first time), mails it to the company tutor and records it on the audit trail, all in `trx`.
 * Refuses 224 when the evaluation is in, 228 when there is no company tutor address.
 */
export async function mailCompanyEvaluationLink(
  deps: LinkDeps,
  trx: Db,
  brand: TBrand,
  internshipId: number,
  reason: LinkReason,
  actor: { userId: number | null; role: string; requestId?: string; ip?: string },
  at: Date,
): Promise<void> {
  const internship = await repo.findInternship(trx, internshipId);
  if (!internship) throw new AppError(Status.TutoredInternshipNotFound);
  const address = internship.tutor_empresa_email?.trim().toLowerCase();
  if (!address) throw new AppError(Status.CompanyTutorWithoutEmail);
  const now = at.toISOString();
  const token = crypto.randomBytes(32).toString('hex');
  const expires = new Date(at.getTime() + COMPANY_EVALUATION_TOKEN_DAYS * DAY_MS).toISOString();
  const renew = async (evaluationId: number) => {
    const renewed = await repo.renewLink(trx, evaluationId, {
      token_hash: hashEvaluationToken(token),
      token_expires_at: expires,
      sent_at: now,
      reminder: reason === 'reminder',
    });
    if (!renewed) throw new AppError(Status.EvaluationAlreadySubmitted);
  };
  const existing = await repo.evaluationOf(trx, internshipId, 'empresa');
  if (existing?.submitted_at) throw new AppError(Status.EvaluationAlreadySubmitted);
  if (existing) {
    await renew(existing.id);
  } else {
    const inserted = await tryUnique(trx, EVALUATION_PER_EVALUATOR, () =>
      repo
        .insertEvaluation(trx, {
          internship_id: internshipId,
          evaluador: 'empresa',
          nota: null,
          comentario: null,
          criterios: null,
          submitted_at: null,
          evaluator_user_id: null,
          token_hash: hashEvaluationToken(token),
          token_expires_at: expires,
          sent_at: now,
          created_at: now,
        })
        .then(() => true),
    );
    if (!inserted) {
      // A second "send" clicked at once created the row first (ADR 0036): this one sends a new
      // link over it, as a send after it would, and answers the same.
      const created = await repo.evaluationOf(trx, internshipId, 'empresa');
      if (!created || created.submitted_at) throw new AppError(Status.EvaluationAlreadySubmitted);
      await renew(created.id);
    }
  }
  await recordAudit(trx, {
    brandKey: brand.key,
    actorUserId: actor.userId,
    actorRole: actor.role,
    action: reason === 'reminder' ? 'internship.company_evaluation_reminder' : 'internship.company_evaluation_sent',
    objectType: 'internship',
    objectId: internshipId,
    reason: address,
    requestId: actor.requestId ?? null,
    ip: actor.ip ?? null,
    occurredAt: now,
  });
  // The company tutor has no account and no language of their own: the brand's language.
  const lang = brand.defaultLanguage;
  const link = `${publicBaseUrl(brand, deps.config)}${routePath('company-evaluation', { token }, lang === 'ca' ? 'ca' : undefined)}`;
  const text = renderMail(
    deps.mailTemplates,
    brand.key,
    reason === 'reminder' ? 'tutoring.company_evaluation_reminder' : 'tutoring.company_evaluation',
    lang,
    {
      brand: brand.name[lang],
      student: internship.student_name?.trim() ?? '',
      title: internship.titulo,
      company: internship.company_name,
      from: dmy(internship.fecha_inicio),
      to: dmy(internship.fecha_fin),
      expires: dmy(expires),
      link,
    },
  );
  await sendMail(
    { db: trx, config: deps.config, log: deps.log },
    { to: address, subject: text.subject, text: text.body },
  );
}
