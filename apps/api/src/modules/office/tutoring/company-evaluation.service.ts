import type { TBrand } from '@portal/contracts/brand';
import {
  EVALUATION_CRITERIA,
  type TCompanyEvaluationSummary,
  type TEvaluationBody,
} from '@portal/contracts/office/tutoring.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db';
import { hashEvaluationToken } from './company-evaluation-link';
import * as repo from './tutoring.repository';

/**
 * The company tutor's evaluation through the mailed link, without an account (issue #15): the
 * token names one unanswered evaluation of this brand (225 otherwise: unknown, replaced by a newer
 * link, or another brand's), valid until its expiry (226), answered once (227).
 */
async function usable(db: Db, brand: Pick<TBrand, 'key'>, token: string, at: Date) {
  const row = await repo.evaluationByToken(db, hashEvaluationToken(token));
  if (!row || row.brand_key !== brand.key) throw new AppError(Status.EvaluationLinkUnknown);
  if (row.submitted_at) throw new AppError(Status.EvaluationLinkUsed);
  if (!row.token_expires_at || row.token_expires_at <= at.toISOString())
    throw new AppError(Status.EvaluationLinkExpired);
  return row;
}

export async function companyEvaluationSummary(
  db: Db,
  brand: Pick<TBrand, 'key'>,
  token: string,
): Promise<TCompanyEvaluationSummary> {
  const row = await usable(db, brand, token, new Date());
  const tutor = [row.tutor_empresa_nombre, row.tutor_empresa_apellidos].filter(Boolean).join(' ');
  return {
    alumno: row.student_name?.trim() ?? '',
    titulo: row.titulo,
    empresa: row.company_name,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    tutorEmpresa: tutor || null,
    criterios: [...EVALUATION_CRITERIA],
  };
}

export async function submitCompanyEvaluation(
  db: Db,
  brand: Pick<TBrand, 'key'>,
  token: string,
  body: TEvaluationBody,
  origin: { requestId: string; ip: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const row = await usable(trx, brand, token, now);
    const done = await repo.submitEvaluation(trx, row.id, {
      nota: body.nota,
      comentario: body.comentario || null,
      criterios: JSON.stringify(body.criterios),
      submitted_at: now.toISOString(),
    });
    if (!done) throw new AppError(Status.EvaluationLinkUsed);
    await recordAudit(trx, {
      brandKey: brand.key,
      actorUserId: null,
      actorRole: 'company_tutor',
      action: 'internship.company_evaluation',
      objectType: 'internship',
      objectId: row.internship_id,
      toState: String(body.nota),
      requestId: origin.requestId,
      ip: origin.ip,
      occurredAt: now.toISOString(),
    });
  });
}
