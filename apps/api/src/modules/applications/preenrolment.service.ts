import { PREENROLMENT_STATE, PROFILE_EMPLOYMENT, PROFILE_PLACEMENT, REJECTION_STATE } from '@portal/contracts/limits';
import { AppError } from '../../platform/app-error';
import { getLangLists } from '../domains/domains-lists.service';
import { parseOfferRef, type StudentContext } from '../offers/offers.service';
import { recordStudentAudit } from './student-audit';
import { changeApplicationState, selectOwnApplicationByOfferRef } from './applications.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * SPEC §4 Pre-enrolment: an application in state 16 awaits the student, who accepts it, or
 * rejects it with a reason of state 17 for the offer's profile (1 employment, else 2) or with
 * no profile. Decisions (documented here, asserted by preenrolment.test.ts):
 * - not my application (or no such offer): 404/31; my application in another state: 49;
 * - a missing reason: 15 (schema); a reason that does not exist, is not of state 17 or belongs
 *   to the other profile: 15 with `datos.campos` [{ campo: 'idMotivo', error: 'malformed' }],
 *   the answer of any invalid field;
 * - accepted -> state 18 'Preinscripción aceptada', notice 519; rejected -> state 19
 *   'Preinscripción rechazada' with the reason, notice 520.
 */
export const PREENROLMENT_ACCEPTED = 18;
export const PREENROLMENT_REJECTED = 19;

async function ownPreenrolment(ctx: StudentContext, ref: string | number) {
  const offerRef = parseOfferRef(ref);
  const row = await selectOwnApplicationByOfferRef(ctx.db, ctx.userId, offerRef);
  if (!row) throw new AppError(Status.ApplicationNotFound);
  if (row.estado !== PREENROLMENT_STATE) throw new AppError(Status.StateCannotChange);
  return row;
}

async function move(ctx: StudentContext, id: number, to: number, idMotivo: number | null) {
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await changeApplicationState(trx, {
      applicationId: id,
      studentId: ctx.userId,
      from: PREENROLMENT_STATE,
      to,
      idMotivo,
      at: new Date().toISOString(),
    });
    // Someone else moved it between the read and the write.
    if (!moved) throw new AppError(Status.StateCannotChange);
    await recordStudentAudit(trx, ctx, {
      action: to === PREENROLMENT_ACCEPTED ? 'application.preenrolment_accept' : 'application.preenrolment_reject',
      objectType: 'application',
      objectId: id,
      from: PREENROLMENT_STATE,
      to,
      reason: idMotivo === null ? null : `motivo #${idMotivo}`,
    });
  });
  return { idCandidatura: id, idEstado: to };
}

export async function acceptPreenrolment(ctx: StudentContext, ref: string | number) {
  const application = await ownPreenrolment(ctx, ref);
  return move(ctx, application.id, PREENROLMENT_ACCEPTED, null);
}

/** The reasons a student may give for this profile (SPEC §4). */
export async function rejectionReasonsFor(ctx: StudentContext, idPerfil: number): Promise<number[]> {
  const profile = idPerfil === PROFILE_EMPLOYMENT ? PROFILE_EMPLOYMENT : PROFILE_PLACEMENT;
  const { dominios } = await getLangLists(ctx.db, ctx.lang);
  return dominios.motivosCambioEstadoCandidatura
    .filter((m) => m.idEstado === REJECTION_STATE && (m.idPerfil === null || m.idPerfil === profile))
    .map((m) => m.idMotivo);
}

export async function rejectPreenrolment(ctx: StudentContext, ref: string | number, idMotivo: number) {
  const application = await ownPreenrolment(ctx, ref);
  if (!(await rejectionReasonsFor(ctx, application.id_perfil)).includes(idMotivo)) {
    throw new AppError(Status.RequiredDataMissing, { datos: { campos: [{ campo: 'idMotivo', error: 'malformed' }] } });
  }
  return move(ctx, application.id, PREENROLMENT_REJECTED, idMotivo);
}
