import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import type { StudentContext } from '../offers/offers.service';

/**
 * One audit row of a change the signed-in student made (issue #14 part 6), written with the
 * change's transaction: the student as actor, the request's id and IP.
 */
export async function recordStudentAudit(
  trx: Db,
  ctx: Pick<StudentContext, 'userId' | 'brandKey' | 'origin'>,
  change: {
    action: string;
    objectType: string;
    objectId: number;
    from: string | number | null;
    to: string | number | null;
    reason?: string | null;
  },
): Promise<void> {
  await recordAudit(trx, {
    brandKey: ctx.brandKey,
    actorUserId: ctx.userId,
    actorRole: 'student',
    action: change.action,
    objectType: change.objectType,
    objectId: change.objectId,
    fromState: change.from === null ? null : String(change.from),
    toState: change.to === null ? null : String(change.to),
    reason: change.reason ?? null,
    ...ctx.origin,
  });
}
