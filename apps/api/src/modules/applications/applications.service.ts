import type {
  TApplicationCard,
  TApplicationHistory,
  TCreditsWarning,
} from '@portal/contracts/applications/applications.schemas';
import { MASTER_MIN_CREDITS_PERCENT, PREENROLMENT_STATE } from '@portal/contracts/limits';
import { AppError } from '../../platform/app-error';
import { getLangLists } from '../domains/domains-lists.service';
import { ddmmyyyy, toCard, type Lang } from '../offers/offer-cards';
import { requiredDocuments } from '../offers/offer-detail.service';
import { selectOfferLanguages } from '../offers/offers.repository';
import { clock, findOfferForStudent, loadProfile, parseOfferRef, type StudentContext } from '../offers/offers.service';
import {
  deleteApplication,
  hasOwnCv,
  insertApplication,
  selectApplicationCards,
  selectApplicationHistory,
  selectLiveInternships,
  selectOfferDegreeLevels,
  selectOfferIdByRef,
  selectOwnApplication,
  selectOwnApplicationByOfferRef,
  selectStudentDocumentTypes,
} from './applications.repository';
import { recordStudentAudit } from './student-audit';
import { checkEnrolmentGates, lacksMasterCredits } from './enrolment-gates.service';
import type { Db } from '../../platform/db';
import { Status } from '@portal/contracts/status-names';

/** SPEC §4 Candidature: enrol through the gates, unenrol while unprocessed, follow one's applications. */

/** 'Inscrito': the only state a student may still withdraw from (SPEC §4 'not possible once processed'). */
export const ENROLLED_STATE = 1;

async function domainNames(db: Db, lang: Lang) {
  const { dominios, companyReasons } = await getLangLists(db, lang);
  const map = (items: Array<{ id: number; descripcion: string }>) => new Map(items.map((i) => [i.id, i.descripcion]));
  return {
    states: map(dominios.estadosCandidaturasAlumno),
    // A discard shows the company's reason; a refused pre-enrolment the student's own.
    reasons: map([...dominios.motivosCambioEstadoCandidatura, ...companyReasons]),
    language: map(dominios.idiomas),
    level: map(dominios.nivelesIdioma),
  };
}

export async function enrol(ctx: StudentContext & { supportEmail: string }, ref: string | number) {
  const profile = await loadProfile(ctx);
  const { offer, application } = await findOfferForStudent(ctx, ref, profile.grupo);
  const [offerDegrees, offerLanguages, cv, internships, docTypes, required, names] = await Promise.all([
    selectOfferDegreeLevels(ctx.db, offer.id),
    selectOfferLanguages(ctx.db, offer.id),
    hasOwnCv(ctx.db, ctx.userId),
    selectLiveInternships(ctx.db, ctx.userId),
    selectStudentDocumentTypes(ctx.db, ctx.userId),
    requiredDocuments(ctx.db, ctx.lang, offer),
    domainNames(ctx.db, ctx.lang),
  ]);
  const { now, today } = clock(ctx);
  checkEnrolmentGates({
    offer,
    profile,
    offerDegrees,
    offerLanguages,
    hasOwnCv: cv,
    internships,
    alreadyCandidate: application !== null,
    missingDocuments: required.filter((d) => !docTypes.has(d.idTipoDocumento)),
    brandKey: ctx.brandKey,
    supportEmail: ctx.supportEmail,
    lang: ctx.lang,
    names,
    now,
    today,
  });
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const created = await insertApplication(trx, offer.id, ctx.userId, now);
      await recordStudentAudit(trx, ctx, {
        action: 'application.apply',
        objectType: 'application',
        objectId: created,
        from: null,
        to: ENROLLED_STATE,
        reason: `offer #${offer.id}`,
      });
      return created;
    });
  } catch (err) {
    // Two enrolments at once: the unique (offer, student) index lets one through.
    if (await selectOwnApplication(ctx.db, offer.id, ctx.userId)) throw new AppError(Status.AlreadyApplied);
    throw err;
  }
  return { idCandidatura: id, idEstado: ENROLLED_STATE, urlAcceso: offer.url_acceso };
}

/** desinscribirse: 31 when there is no such application of mine, 30 once processed; then gone. */
export async function unenrol(ctx: StudentContext, ref: string | number): Promise<void> {
  const offerRef = parseOfferRef(ref);
  const offer = await selectOfferIdByRef(ctx.db, offerRef);
  const application = offer ? await selectOwnApplication(ctx.db, offer.id, ctx.userId) : undefined;
  if (!offer || !application) throw new AppError(Status.ApplicationNotFound);
  if (application.estado !== ENROLLED_STATE) throw new AppError(Status.ApplicationInProcess);
  await ctx.db.transaction().execute(async (trx) => {
    if ((await deleteApplication(trx, application.id, ctx.userId)) === 0)
      throw new AppError(Status.ApplicationNotFound);
    // The application row goes; its audit rows stay (append-only), the last one without a state.
    await recordStudentAudit(trx, ctx, {
      action: 'application.withdraw',
      objectType: 'application',
      objectId: application.id,
      from: ENROLLED_STATE,
      to: null,
      reason: `offer #${offer.id}`,
    });
  });
}

/** dameCandidaturasEmpleoUsuario / dameCandidaturasPracticasUsuario: with state and reason text. */
export async function listApplications(ctx: StudentContext, kind: 'empleo' | 'practicas'): Promise<TApplicationCard[]> {
  const tipos = kind === 'empleo' ? ['empleo'] : ['practicas', 'alternancia'];
  const [rows, names] = await Promise.all([
    selectApplicationCards(ctx.db, ctx.userId, tipos),
    domainNames(ctx.db, ctx.lang),
  ]);
  return rows.map((r) => ({
    ...toCard(r, ctx.lang),
    estado: names.states.get(r.application_estado) ?? String(r.application_estado),
    descripcionEstadoMotivo: (r.id_motivo !== null ? names.reasons.get(r.id_motivo) : undefined) ?? r.motivo_texto,
    fecha: ddmmyyyy(r.applied_at),
    idCandidatura: r.application_id,
    idEstado: r.application_estado,
    idMotivo: r.id_motivo,
    puedeDesinscribirse: r.application_estado === ENROLLED_STATE,
    preinscripcionPendiente: r.application_estado === PREENROLMENT_STATE,
  }));
}

/**
 * dameHistorialCandidatura/{id} (issue #16 part 4): my application to the offer named by its access
 * url or id, with its steps. Only my own: another student's application, or none, is 404/31 as for
 * desinscribirse, never revealing whether it exists. A withdrawn application is deleted with its
 * history (unenrol above), so it answers 31 too.
 */
export async function applicationHistory(ctx: StudentContext, ref: string): Promise<TApplicationHistory> {
  const application = await selectOwnApplicationByOfferRef(ctx.db, ctx.userId, parseOfferRef(ref));
  if (!application) throw new AppError(Status.ApplicationNotFound);
  const [rows, names] = await Promise.all([
    selectApplicationHistory(ctx.db, application.id),
    domainNames(ctx.db, ctx.lang),
  ]);
  const stateName = (id: number) => names.states.get(id) ?? String(id);
  return {
    idCandidatura: application.id,
    idEstado: application.estado,
    estado: stateName(application.estado),
    historial: rows.map((h) => ({
      idEstado: h.estado,
      estado: stateName(h.estado),
      motivo: (h.id_motivo !== null ? names.reasons.get(h.id_motivo) : undefined) ?? h.motivo_texto,
      fecha: h.created_at,
    })),
  };
}

/** sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}: the SPEC §2 confirmation before applying. */
export async function creditsWarning(ctx: StudentContext, ref: string): Promise<TCreditsWarning> {
  const profile = await loadProfile(ctx);
  const { offer } = await findOfferForStudent(ctx, ref, profile.grupo);
  return {
    sacaAviso: lacksMasterCredits(offer, profile),
    porcentajeCreditos: profile.creditsPassedPercent,
    porcentajeMinimo: MASTER_MIN_CREDITS_PERCENT,
  };
}

export { domainNames };
