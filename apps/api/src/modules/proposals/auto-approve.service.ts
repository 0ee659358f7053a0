import { isInForce } from '@portal/contracts/agreements/agreement-states';
import type { TBrand } from '@portal/contracts/brand';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import * as repo from './auto-approve.repository';

/**
 * Brand setting office.autoApproveOffersWithAgreement (issue #14 '3. Offers'): an offer submitted
 * to the office by a company with an agreement in force is published at once, inside the
 * submission's transaction, and the audit row says so (actor 'system', action offer.auto_approve).
 * Answers whether the offer was published.
 */
export async function autoApproveIfAllowed(
  trx: Db,
  brand: TBrand,
  offer: { id: number; companyId: number; userId: number },
  today: string,
  now: string,
): Promise<boolean> {
  if (!brand.office.autoApproveOffersWithAgreement) return false;
  const agreements = await repo.formalisedAgreements(trx, offer.companyId, today);
  if (!agreements.some((a) => isInForce(a.estado))) return false;
  if (!(await repo.publishPending(trx, offer.id, now))) return false;
  await recordAudit(trx, {
    brandKey: brand.key,
    actorUserId: null,
    actorRole: 'system',
    action: 'offer.auto_approve',
    objectType: 'offer',
    objectId: offer.id,
    fromState: 'pendiente_validacion',
    toState: 'publicada',
    reason: `agreement in force #${agreements[0].id}; submitted by user #${offer.userId}`,
    occurredAt: now,
  });
  return true;
}
