import type { TBrand } from '@portal/contracts/brand';
import { ZOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import type { TCheckedStudent, TPreselectedProposalBody } from '@portal/contracts/proposals/preselected.schemas';
import { OFFER_STATE_IDS, OFFER_STATE_LABELS } from '@portal/contracts/proposals/states';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { validationCode } from '../../platform/error-handler';
import {
  assertPlacementAllowed,
  loadActiveCompany,
  loadEditableOffer,
  writeOffer,
  type CompanyScope,
} from './offer-form.service';
import { editBlockOf, offerState } from './offer-view';
import * as repo from './proposals.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * Internship proposals with a preselected candidate (SPEC §2, §7 compruebaDNIalumno; §8 509, 527,
 * 528), created by addPropuestaCandidatoPreseleccionado and listed by damePropuestasCandidatoPreseleccionado.
 * The proposal is an internship offer whose preselected_student_id names the candidate.
 */

/** Notice 527 refuses the request: nothing is saved until the form is complete. */
const INCOMPLETE = Status.CandidateNotSelected;

/** compruebaDNIalumno: the active student with that DNI, or 509 (no candidate with that ID). */
export async function checkStudentDni(db: Db, dni: string): Promise<TCheckedStudent> {
  const student = await repo.findStudentByDni(db, dni);
  if (!student?.dni) throw new AppError(Status.CandidateNotFound);
  return { dni: student.dni, nombre: student.nombre, apellidos: student.apellidos };
}

/**
 * addPropuestaCandidatoPreseleccionado: validates the internship form itself so that an incomplete or wrong form
 * answers 527 ('the candidate is not selected until the form is complete') with datos.campos,
 * unless a rule on a given value names a more specific code (27 dates, 102 hours).
 */
export async function savePreselectedProposal(
  db: Db,
  scope: CompanyScope,
  brand: TBrand,
  body: TPreselectedProposalBody,
  today: string,
) {
  const company = await loadActiveCompany(db, scope.companyId);
  const editId = body.idOferta ?? undefined;
  const existing = editId === undefined ? undefined : await loadEditableOffer(db, scope.companyId, editId, today);
  if (existing && existing.preselected_student_id === null) throw new AppError(Status.OfferNotFound);
  await assertPlacementAllowed(db, company, true);
  const student = await repo.findStudentByDni(db, body.dni);
  if (!student) throw new AppError(Status.CandidateNotFound);
  const { idOferta: _id, dni: _dni, ...fields } = body;
  const parsed = ZOfferForm.safeParse({ ...fields, tipo: 'practicas', idOferta: editId });
  if (!parsed.success) {
    const campos = parsed.error.issues.map((i) => ({ campo: i.path.join('/'), error: i.message }));
    const code = validationCode(parsed.error.issues);
    // Missing data (15, and 57 for the degrees) is 'incomplete'; a broken rule keeps its own code.
    throw new AppError(code === Status.RequiredDataMissing || code === Status.AddADegree ? INCOMPLETE : code, {
      datos: { campos },
      http: 400,
    });
  }
  const { saved, created } = await writeOffer(db, scope, brand, parsed.data, today, {
    existing,
    preselectedStudentId: student.user_id,
    issuesCode: INCOMPLETE,
  });
  return { datos: { idOferta: saved.idOferta, urlAcceso: saved.urlAcceso }, aviso: created ? 528 : 512 };
}

/** damePropuestasCandidatoPreseleccionado: the list page of proposals with a preselected candidate. */
export async function listPreselectedProposals(db: Db, scope: CompanyScope, today: string) {
  const rows = await repo.listPreselectedOffers(db, scope.companyId);
  return {
    propuestas: rows.map((r) => {
      const state = offerState(r, today);
      return {
        idOferta: r.id,
        urlAcceso: r.url_acceso,
        titulo: r.titulo,
        idEstado: OFFER_STATE_IDS[state],
        estado: OFFER_STATE_LABELS[state][scope.lang],
        fecha: r.created_at,
        fechaInicio: r.fecha_inicio,
        fechaFin: r.fecha_fin,
        candidato: r.nombre !== null && r.apellidos !== null ? { nombre: r.nombre, apellidos: r.apellidos } : null,
        bloqueoEdicion: editBlockOf(r, today),
      };
    }),
  };
}
