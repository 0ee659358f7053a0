import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { hasAgreementInForce } from '../agreements/agreements.service';
import { Status } from '@portal/contracts/status-names';

/**
 * SPEC §6: companies need an IBAN and an agreement in force for practice management (issue #12
 * item 23). The missing IBAN answers the caller's code: 72 on a practice request, notice 535 on
 * an internship offer (SPEC §8); no agreement in force answers 115. Nothing is stored on refusal.
 */
export async function assertPracticeManagement(
  db: Db,
  company: { id: number; iban: string | null },
  missingIban: { code: 72 | 535; http?: number },
): Promise<void> {
  if (!company.iban?.trim())
    throw new AppError(missingIban.code, missingIban.http === undefined ? {} : { http: missingIban.http });
  if (!(await hasAgreementInForce(db, company.id))) throw new AppError(Status.NoAgreementInForce);
}
