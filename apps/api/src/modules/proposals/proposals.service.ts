import type { TBrand } from '@portal/contracts/brand';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { isPlacementKind, type TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import {
  PROPOSALS_LIST_MAX,
  type TOfferEditable,
  type TProposalCard,
  type TProposalCounts,
  type TProposalDetail,
  type TProposalList,
  type TProposalListQuery,
} from '@portal/contracts/proposals/proposals.schemas';
import {
  CANDIDATURE,
  candidatureTargets,
  canTransitionOffer,
  offerStateOfId,
  type TOfferState,
} from '@portal/contracts/proposals/states';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { notifyCandidatureChange } from '../candidates/candidate-notifications';
import { domainLabels } from './labels';
import {
  assertPlacementAllowed,
  loadActiveCompany,
  newAccessUrl,
  recordOfferAudit,
  type CompanyScope,
} from './offer-form.service';
import { detailFields, editBlockOf, offerState, toCard, toEditable, toStudentView } from './offer-view';
import { officeDecisionForCompany } from '../office/offers/offers.service';
import * as repo from './proposals.repository';
import type { OfferRecord, OfferRef } from './proposals.repository';
import { Status } from '@portal/contracts/status-names';

/** The company's offers: lists, detail, close, copy, delete (SPEC §2, §4 Offers, §7). */

/** {id} of a path, or urlOferta/idOferta of a body: numeric means the id, else the access url. */
export function refOf(value: { id?: string; urlOferta?: string; idOferta?: number }): OfferRef {
  if (value.idOferta !== undefined) return { id: value.idOferta };
  const text = (value.id ?? value.urlOferta ?? '').trim();
  return /^\d{1,9}$/.test(text) ? { id: Number(text) } : { url: text };
}

/** Another company's offer answers like a missing one: HTTP 404, status 4 (DESIGN convention 5). */
export async function ownOffer(db: Db, scope: CompanyScope, ref: OfferRef): Promise<OfferRecord> {
  const offer = await repo.findCompanyOffer(db, scope.companyId, ref);
  if (!offer) throw new AppError(Status.OfferNotFound);
  return offer;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export async function listProposals(
  db: Db,
  scope: CompanyScope,
  query: TProposalListQuery,
  today: string,
): Promise<TProposalList> {
  const rows = await repo.listCompanyOffers(db, scope.companyId, { limit: PROPOSALS_LIST_MAX });
  const states = query.estado?.map(offerStateOfId).filter((s): s is TOfferState => s !== undefined);
  const text = query.titulo ? fold(query.titulo) : '';
  const cards = rows
    .map((row) => ({ row, card: toCard(row, scope.lang, today) }))
    .filter(({ row, card }) => {
      if (states && !states.includes(offerState(row, today))) return false;
      if (query.tipo && row.tipo !== query.tipo) return false;
      if (text && !fold(row.titulo).includes(text)) return false;
      if (query.fecha && (row.published_at ?? row.created_at).slice(0, 10) < query.fecha) return false;
      if (query.omitirLeidos && card.numCandidatosNoLeidos === 0) return false;
      if (query.soloConCandidatos && card.numCandidatos === 0) return false;
      if (query.caducanPronto && !card.caducaPronto) return false;
      return true;
    })
    .map(({ card }) => card);
  return { procesos: cards, numTotal: cards.length };
}

/** SPEC §3 Process counts: open offers (pending or published, not expired) per profile. */
export async function countProposals(db: Db, scope: CompanyScope, today: string): Promise<TProposalCounts> {
  const rows = await repo.listCompanyOffers(db, scope.companyId, { limit: PROPOSALS_LIST_MAX });
  const open = rows.filter((r) => {
    const s = offerState(r, today);
    return s === 'publicada' || s === 'pendiente_validacion';
  });
  return {
    numProcesosActivosPracticas: open.filter((r) => r.id_perfil === 2).length,
    numProcesosActivosEmpleo: open.filter((r) => r.id_perfil === 1).length,
  };
}

async function listRecord(db: Db, scope: CompanyScope, ref: OfferRef) {
  const offer = await ownOffer(db, scope, ref);
  const [row] = await repo.listCompanyOffers(db, scope.companyId, { limit: 1, offerId: offer.id });
  if (!row) throw new AppError(Status.OfferNotFound);
  return row;
}

export async function proposalDetail(
  db: Db,
  scope: CompanyScope,
  ref: OfferRef,
  onlyUnread: boolean,
  today: string,
): Promise<TProposalDetail> {
  const row = await listRecord(db, scope, ref);
  const card = toCard(row, scope.lang, today);
  const [fields, candidates, preselected] = await Promise.all([
    detailFields(db, row, scope.lang, false),
    repo.offerCandidates(db, row.id, onlyUnread),
    row.preselected_student_id === null ? undefined : repo.studentName(db, row.preselected_student_id),
  ]);
  const stateNames = await domainLabels(
    db,
    'estadosCandidaturasAlumno',
    candidates.map((c) => c.estado),
    scope.lang,
  );
  const hasTutor = row.tutor_empresa_nombre !== null || row.tutor_empresa_email !== null;
  return {
    ...card,
    ...fields,
    ocultarDatosEmpresa: Number(row.ocultar_datos_empresa) === 1,
    tutorEmpresa: hasTutor
      ? {
          nombre: row.tutor_empresa_nombre,
          apellidos: row.tutor_empresa_apellidos,
          email: row.tutor_empresa_email,
          telefono: row.tutor_empresa_telefono,
          cargo: row.tutor_empresa_cargo,
        }
      : null,
    tutorUniversidad:
      row.tutor_universidad_nombre || row.tutor_universidad_email
        ? { nombre: row.tutor_universidad_nombre, email: row.tutor_universidad_email }
        : null,
    candidatoUniversidadElegido:
      row.cierre_candidato_universidad === null ? null : Number(row.cierre_candidato_universidad) === 1,
    fechaCierre: row.fecha_cierre,
    decisionOficina: officeDecisionForCompany(row, scope.lang),
    candidatoPreseleccionado: preselected ? { nombre: preselected.nombre, apellidos: preselected.apellidos } : null,
    candidatos: candidates.map((c) => ({
      idCandidatura: c.id,
      nombre: c.nombre,
      apellidos: c.apellidos,
      idEstado: c.estado,
      estado: stateNames.get(c.estado) ?? String(c.estado),
      fecha: c.created_at,
      leida: Number(c.leida_empresa) === 1,
      origen: c.origen,
    })),
  };
}

export async function proposalAsStudent(
  db: Db,
  scope: CompanyScope,
  ref: OfferRef,
  today: string,
): Promise<TOfferDetail> {
  return toStudentView(db, await listRecord(db, scope, ref), scope.lang, today);
}

/** dameOfertaEditable: only an offer the company may still edit (4, 25, 68 otherwise). */
export async function editableProposal(
  db: Db,
  scope: CompanyScope,
  ref: OfferRef,
  today: string,
): Promise<TOfferEditable> {
  const offer = await ownOffer(db, scope, ref);
  const block = editBlockOf(offer, today);
  if (block !== null) throw new AppError(block);
  return toEditable(db, offer);
}

async function cardOf(db: Db, scope: CompanyScope, offerId: number, today: string): Promise<TProposalCard> {
  const [row] = await repo.listCompanyOffers(db, scope.companyId, { limit: 1, offerId });
  return toCard(row, scope.lang, today);
}

/** A company change of offer state outside docs/states.md answers 48 (action not allowed). */
function assertCompanyTransition(from: TOfferState, to: TOfferState): void {
  if (!canTransitionOffer('company', from, to)) throw new AppError(Status.ActionNotAllowed);
}

/** The 'system' side effect of closing or deleting: open candidatures become 12, and their students are told. */
async function closeCandidatures(
  trx: Kysely<Database>,
  offer: OfferRecord,
  scope: CompanyScope,
  now: string,
): Promise<void> {
  for (const a of await repo.candidaturesOfOffer(trx, offer.id)) {
    if (!candidatureTargets('system', a.estado).includes(CANDIDATURE.OFERTA_CERRADA)) continue;
    await repo.moveCandidature(trx, a.id, CANDIDATURE.OFERTA_CERRADA, scope.userId, now);
    // The application's timeline: closed because the company closed (or deleted) its offer.
    await recordAudit(trx, {
      brandKey: offer.brand_key,
      actorUserId: scope.userId,
      actorRole: 'company',
      action: 'application.offer_closed',
      objectType: 'application',
      objectId: a.id,
      fromState: String(a.estado),
      toState: String(CANDIDATURE.OFERTA_CERRADA),
      reason: `offer #${offer.id}`,
      ...scope.origin,
    });
    await notifyCandidatureChange(
      trx,
      {
        studentId: a.student_id,
        offerTitle: offer.titulo,
        offerUrl: offer.url_acceso,
        estado: CANDIDATURE.OFERTA_CERRADA,
        idMotivo: null,
        motivoTexto: null,
      },
      now,
    );
  }
}

/** cerrarOferta (SPEC §4): hidden, no new candidates; stores the answer about the office's candidate. Notice 511. */
export async function closeProposal(
  db: Db,
  scope: CompanyScope,
  ref: OfferRef,
  candidateFromUniversityChosen: boolean,
  today: string,
): Promise<TProposalCard> {
  const offer = await ownOffer(db, scope, ref);
  const from = offerState(offer, today);
  assertCompanyTransition(from, 'cerrada');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await recordOfferAudit(trx, scope, offer.brand_key, {
      action: 'offer.close',
      offerId: offer.id,
      from,
      to: 'cerrada',
    });
    await repo.updateOffer(trx, offer.id, {
      estado: 'cerrada',
      fecha_cierre: now,
      cierre_candidato_universidad: candidateFromUniversityChosen ? 1 : 0,
      updated_at: now,
    });
    await closeCandidatures(trx, offer, scope, now);
  });
  return cardOf(db, scope, offer.id, today);
}

/** deleteOferta: notice 516. A published offer is closed first (48). */
export async function deleteProposal(
  db: Db,
  scope: CompanyScope,
  ref: OfferRef,
  today: string,
): Promise<{ idOferta: number }> {
  const offer = await ownOffer(db, scope, ref);
  const from = offerState(offer, today);
  assertCompanyTransition(from, 'eliminada');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await recordOfferAudit(trx, scope, offer.brand_key, {
      action: 'offer.delete',
      offerId: offer.id,
      from,
      to: 'eliminada',
    });
    await repo.updateOffer(trx, offer.id, { estado: 'eliminada', updated_at: now });
    await closeCandidatures(trx, offer, scope, now);
  });
  return { idOferta: offer.id };
}

const OPPOSITE: Record<TProposalKind, TProposalKind> = {
  practicas: 'empleo',
  alternancia: 'empleo',
  empleo: 'practicas',
};

/**
 * copiarOferta / copiarOfertaPerfilContrario (SPEC §4): a draft copy the company edits next.
 * The opposite-profile copy drops what belongs only to the other profile (contract type, study
 * aid or salary, tutors, thesis, programme), which the company fills in when editing it.
 */
export async function copyProposal(
  db: Db,
  scope: CompanyScope,
  brand: TBrand,
  ref: OfferRef,
  opposite: boolean,
  today: string,
) {
  if (!brand.flags.duplicarOferta) throw new AppError(Status.ActionNotAllowed);
  const company = await loadActiveCompany(db, scope.companyId);
  const source = await ownOffer(db, scope, ref);
  const tipo: TProposalKind = opposite ? OPPOSITE[source.tipo] : source.tipo;
  const placement = isPlacementKind(tipo);
  await assertPlacementAllowed(db, company, placement);
  const now = new Date().toISOString();
  const url = newAccessUrl();
  const { id: _id, ...fields } = source;
  const profileChange = opposite
    ? {
        contrato: null,
        tipo_practica: null,
        salario: placement ? null : source.salario,
        ayuda_estudio: null,
        programme_id: null,
        thesis: null,
        thesis_nombre: null,
        thesis_tutor: null,
        ...(placement
          ? {}
          : {
              tutor_empresa_contact_id: null,
              tutor_empresa_nombre: null,
              tutor_empresa_apellidos: null,
              tutor_empresa_email: null,
              tutor_empresa_telefono: null,
              tutor_empresa_cargo: null,
              tutor_empresa_titulacion: null,
              tutor_empresa_departamento: null,
              tutor_empresa_dni: null,
              tutor_universidad_nombre: null,
              tutor_universidad_email: null,
            }),
      }
    : {};
  const idOferta = await db.transaction().execute(async (trx) => {
    const children = await repo.readChildren(trx, source.id);
    const id = await repo.insertOffer(trx, {
      ...fields,
      ...profileChange,
      tipo,
      id_perfil: placement ? 2 : 1,
      url_acceso: url,
      estado: 'borrador',
      descripcion_estado_motivo: null,
      fecha_caducidad: source.fecha_caducidad && source.fecha_caducidad >= today ? source.fecha_caducidad : null,
      published_at: null,
      fecha_destacada: null,
      preselected_student_id: null,
      gestor_user_id: null,
      copied_from_offer_id: source.id,
      cierre_candidato_universidad: null,
      fecha_cierre: null,
      created_by_user_id: scope.userId,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceChildren(trx, id, children);
    await recordOfferAudit(trx, scope, brand.key, {
      action: 'offer.copy',
      offerId: id,
      from: null,
      to: 'borrador',
      reason: `#${source.id}`,
    });
    return id;
  });
  return { idOferta, urlAcceso: url, tipo };
}
