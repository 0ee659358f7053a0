import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';

/**
 * One audit row of a change a company contact made (issue #14 part 6), written with the change's
 * transaction: the contact as actor with role 'company', the request's id and IP.
 */
export async function recordCompanyAudit(
  trx: Db,
  who: { userId: number; brandKey: string; origin?: { requestId: string; ip: string } },
  change: {
    action: string;
    objectType: string;
    objectId: number;
    from: string | null;
    to: string | null;
    reason?: string | null;
  },
): Promise<void> {
  await recordAudit(trx, {
    brandKey: who.brandKey,
    actorUserId: who.userId,
    actorRole: 'company',
    action: change.action,
    objectType: change.objectType,
    objectId: change.objectId,
    fromState: change.from,
    toState: change.to,
    reason: change.reason ?? null,
    ...who.origin,
  });
}
