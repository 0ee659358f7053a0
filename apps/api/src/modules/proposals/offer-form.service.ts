import crypto from 'node:crypto';
import { fieldRule, type TBrand } from '@portal/contracts/brand';
import {
  MANAGEMENT_FEE_MASTER_EUR,
  MANAGEMENT_FEE_UNDERGRADUATE_EUR,
  SPAIN_COUNTRY_ID,
} from '@portal/contracts/limits';
import {
  isPlacementKind,
  OFFER_FORM_FIELDS,
  type TOfferForm,
  type TOfferSaved,
} from '@portal/contracts/proposals/offer-form.schemas';
import { canTransitionOffer } from '@portal/contracts/proposals/states';
import type { Insertable } from 'kysely';
import type { OfferRow, OfferTagKind } from '../../db/tables/offers';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { assertPracticeManagement } from '../company/practice-management';
import { autoApproveIfAllowed } from './auto-approve.service';
import { domainItemExists } from './labels';
import { editBlockOf, offerState } from './offer-view';
import * as repo from './proposals.repository';
import type { OfferChildren, OfferRecord } from './proposals.repository';
import { Status } from '@portal/contracts/status-names';

/** addOferta (SPEC §3 offer form, §5 rules, §7, §8 codes 4, 9, 15, 25, 68, 109, 506, 535, 606). */

export interface CompanyScope {
  companyId: number;
  userId: number;
  lang: 'es' | 'ca';
  /** The request id and IP the audit rows of the company's changes carry (issue #14 part 6). */
  origin?: { requestId: string; ip: string };
}

/** One audit row of a change the company made to one of its offers, in the change's transaction. */
export async function recordOfferAudit(
  trx: Db,
  scope: CompanyScope,
  brandKey: string,
  change: { action: string; offerId: number; from: string | null; to: string | null; reason?: string | null },
): Promise<void> {
  await recordAudit(trx, {
    brandKey,
    actorUserId: scope.userId,
    actorRole: 'company',
    action: change.action,
    objectType: 'offer',
    objectId: change.offerId,
    fromState: change.from,
    toState: change.to,
    reason: change.reason ?? null,
    ...scope.origin,
  });
}

export interface FieldIssue {
  campo: string;
  error: string;
}

/** SPEC §3 'contrato (value 5 is a specific contract type)': it carries the SPEC §9 management fee. */
export const FEE_CONTRACT = 5;

/** Notice 535 (and error 109) are notices/errors without a natural HTTP class: nothing was saved. */
const REFUSED = 400;

/** The value of a form field by its brand-rule name (top-level, or tutorEmpresaDni-style). */
function fieldValue(form: TOfferForm, name: string): unknown {
  if (name in form) return (form as Record<string, unknown>)[name];
  for (const group of ['tutorEmpresa', 'tutorUniversidad'] as const) {
    if (name.startsWith(group) && name.length > group.length) {
      const key = name[group.length].toLowerCase() + name.slice(group.length + 1);
      return (form[group] as Record<string, unknown> | null | undefined)?.[key];
    }
  }
  return undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Fields SPEC §5 always requires: a brand cannot hide them (the rule is ignored). */
const ALWAYS_SHOWN = new Set([
  'titulo',
  'descripcion',
  'plazas',
  'horario',
  'fechaInicio',
  'contrato',
  'idAreaFuncional',
  'titulaciones',
]);

/**
 * SPEC §1 brand field rules of form 'offer' (and 'internship' for internship proposals): a
 * hidden field is dropped, a required one must be given. Answers the form without hidden fields and the issues of missing required ones.
 */
export function applyBrandRules(brand: TBrand, form: TOfferForm): { form: TOfferForm; issues: FieldIssue[] } {
  const out: TOfferForm = { ...form };
  const issues: FieldIssue[] = [];
  // An internship proposal also follows the brand's 'internship' rules (e.g. the company tutor's
  // DNI required, brands/catalunya): issue #12 item 28. A field either form hides is hidden, one
  // either form requires is required.
  const forms = isPlacementKind(form.tipo) ? (['offer', 'internship'] as const) : (['offer'] as const);
  const names = new Set(forms.flatMap((f) => Object.keys(brand.fields[f])));
  for (const name of names) {
    const each = forms.map((f) => fieldRule(brand, f, name));
    const rule = { visible: each.every((r) => r.visible), required: each.some((r) => r.required) };
    if (!rule.visible && OFFER_FORM_FIELDS.includes(name) && !ALWAYS_SHOWN.has(name))
      (out as Record<string, unknown>)[name] = undefined;
    else if (rule.required && isBlank(fieldValue(form, name)))
      issues.push({
        campo: name.replace(
          /^(tutorEmpresa|tutorUniversidad)(.)/,
          (_, g: string, c: string) => `${g}/${c.toLowerCase()}`,
        ),
        error: 'required',
      });
  }
  return { form: out, issues };
}

const flag = (v: boolean | undefined) => (v ? 1 : 0);
const json = (v: number[] | undefined) => JSON.stringify([...new Set(v ?? [])]);

/**
 * The company writes its offers in Spanish only (issue #12 item 22): a Catalan text whose Spanish
 * one it rewrites no longer says the same, so it is dropped and the Catalan page shows the new
 * Spanish text.
 */
function outdatedCatalan(
  existing: OfferRecord,
  values: { titulo: string; descripcion: string; tareas: string | null },
) {
  return {
    ...(values.titulo !== existing.titulo ? { titulo_ca: null } : {}),
    ...(values.descripcion !== existing.descripcion ? { descripcion_ca: null } : {}),
    ...(values.tareas !== existing.tareas ? { tareas_ca: null } : {}),
  };
}

function rowValues(
  form: TOfferForm,
  centre: { province_id: number | null; localidad: string | null; country_id: number | null } | undefined,
) {
  const placement = isPlacementKind(form.tipo);
  const tutor = form.tutorEmpresa ?? undefined;
  const uni = form.tutorUniversidad ?? undefined;
  const countryId = form.idPais ?? centre?.country_id ?? SPAIN_COUNTRY_ID;
  return {
    tipo: form.tipo,
    id_perfil: placement ? 2 : 1,
    titulo: form.titulo,
    descripcion: form.descripcion,
    tareas: form.tareas ?? null,
    plazas: form.plazas,
    experiencia_requerida: form.experienciaRequerida ?? null,
    experiencia_deseable: form.experienciaDeseable ?? null,
    horario: form.horario,
    fecha_inicio: form.fechaInicio,
    fecha_fin: form.fechaFin ?? null,
    contrato: form.contrato,
    salario: form.salario ?? null,
    otra_remuneracion: form.otraRemuneracion ?? null,
    ayuda_estudio: placement ? (form.ayudaEstudio ?? null) : null,
    horas_dia: form.horasDia ?? null,
    horas_semana: form.horasSemana ?? null,
    horas_totales: form.horasTotales ?? null,
    dedicacion: form.dedicacion === undefined ? null : Math.round(form.dedicacion),
    dias_semana: form.diasSemana ?? null,
    meses: form.meses ?? null,
    modalidad_id: form.idModalidad ?? null,
    tipo_practica: placement
      ? (form.tipoPractica ?? (form.contrato === FEE_CONTRACT ? 'extracurricular' : null))
      : null,
    area_funcional_id: form.idAreaFuncional,
    sector_id: form.idSector ?? null,
    nivel_titulacion_id: form.idNivelTitulacion ?? null,
    tipo_formacion_id: form.idTipoFormacion ?? null,
    programme_id: form.idPrograma ?? null,
    work_centre_id: form.idCentro ?? null,
    country_id: countryId,
    province_id: form.idProvincia ?? (form.idPais === undefined ? (centre?.province_id ?? null) : null),
    island_id: form.idIsla ?? null,
    localidad: form.localidad ?? centre?.localidad ?? null,
    international: countryId === SPAIN_COUNTRY_ID ? 0 : 1,
    thesis: form.trabajoFin?.tipo ?? null,
    thesis_nombre: form.trabajoFin?.nombre ?? null,
    thesis_tutor: form.trabajoFin?.tutor ?? null,
    tutor_empresa_contact_id: tutor?.idContacto ?? null,
    tutor_empresa_nombre: tutor?.nombre ?? null,
    tutor_empresa_apellidos: tutor?.apellidos ?? null,
    tutor_empresa_email: tutor?.email ?? null,
    tutor_empresa_telefono: tutor?.telefono ?? null,
    tutor_empresa_cargo: tutor?.cargo ?? null,
    tutor_empresa_titulacion: tutor?.titulacion ?? null,
    tutor_empresa_departamento: tutor?.departamento ?? null,
    tutor_empresa_dni: tutor?.dni ?? null,
    tutor_universidad_nombre: uni?.nombre ?? null,
    tutor_universidad_email: uni?.email ?? null,
    paises_nacionalidad: json(form.paisesNacionalidad),
    paises_residencia: json(form.paisesResidencia),
    provincias_residencia: json(form.provinciasResidencia),
    vehiculo_propio: flag(form.vehiculoPropio),
    carnet_conducir: flag(form.carnetConducir),
    disponibilidad_extranjero: flag(form.disponibilidadExtranjero),
    disponibilidad_traslado: flag(form.disponibilidadTraslado),
    edad_maxima: form.edadMaxima ?? null,
    salario_maximo: form.salarioMaximo ?? null,
    anio_promocion_maximo: form.anioPromocionMaximo ?? null,
    ultimo_curso: flag(form.ultimoCurso),
    perfil_no_universitario: flag(form.perfilNoUniversitario),
    documentos_requeridos: json(form.documentosRequeridos),
    url_inscripcion: form.urlInscripcion ?? null,
    url_info: form.urlInfo ?? null,
    ocultar_datos_empresa: flag(form.ocultarDatosEmpresa),
    fecha_caducidad: form.fechaCaducidad ?? null,
  } satisfies Partial<Insertable<OfferRow>>;
}

function childrenOf(form: TOfferForm): OfferChildren {
  const degrees = new Map<number, number>();
  for (const d of form.titulaciones)
    degrees.set(d.idTitulacion, Math.max(degrees.get(d.idTitulacion) ?? 0, flag(d.obligatoria)));
  const languages = new Map(
    (form.idiomas ?? []).map((l) => [
      l.idIdioma,
      { language_id: l.idIdioma, level_id: l.idNivel ?? null, certification: flag(l.certificacion) },
    ]),
  );
  const tags = (kind: OfferTagKind, list: number[] | undefined) =>
    [...new Set(list ?? [])].map((item_id) => ({ kind, item_id }));
  return {
    degrees: [...degrees].map(([degree_id, required]) => ({ degree_id, required })),
    languages: [...languages.values()],
    labels: [...new Set((form.etiquetas ?? []).map((l) => l.trim()).filter((l) => l !== ''))],
    tags: [
      ...tags('it_program', form.programasInformaticos),
      ...tags('skill', form.competencias),
      ...tags('interest', form.intereses),
    ],
  };
}

export function newAccessUrl(): string {
  return crypto.randomBytes(8).toString('hex');
}

/** SPEC §6: the company is validated and not blocked (else 9). */
export async function loadActiveCompany(db: Db, companyId: number) {
  const company = await repo.findCompany(db, companyId);
  if (!company || Number(company.validated) !== 1 || Number(company.blocked) === 1)
    throw new AppError(Status.AccessUnavailable);
  return company;
}

/**
 * SPEC §6 practice management for an internship proposal: the company's IBAN first (notice 535),
 * then an agreement in force (115, issue #12 item 23). A job offer needs neither.
 */
export async function assertPlacementAllowed(
  db: Db,
  company: { id: number; iban: string | null },
  placement: boolean,
): Promise<void> {
  if (placement) await assertPracticeManagement(db, company, { code: 535, http: REFUSED });
}

/** Checks needing the database: contract list, expiry not past, centre and tutor of this company. */
async function referenceIssues(db: Db, companyId: number, form: TOfferForm, today: string): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const list = isPlacementKind(form.tipo) ? 'tiposContratoOfertaPracticas' : 'tiposContrato';
  if (!(await domainItemExists(db, list, form.contrato))) issues.push({ campo: 'contrato', error: 'malformed' });
  if (form.fechaCaducidad && form.fechaCaducidad < today) issues.push({ campo: 'fechaCaducidad', error: 'malformed' });
  if (form.idCentro !== undefined && !(await repo.findWorkCentre(db, companyId, form.idCentro)))
    issues.push({ campo: 'idCentro', error: 'malformed' });
  const contactId = form.tutorEmpresa?.idContacto;
  if (contactId !== undefined && !(await repo.findCompanyContact(db, companyId, contactId)))
    issues.push({ campo: 'tutorEmpresa/idContacto', error: 'malformed' });
  return issues;
}

const scopeOf = (scope: CompanyScope) => ({ companyId: scope.companyId, userId: scope.userId });

export interface SaveOptions {
  /** The offer being edited (already checked as the company's), when editing. */
  existing?: OfferRecord;
  /** The preselected candidate of a proposal with one. */
  preselectedStudentId?: number;
  /** How a failed check answers: 15 for addOferta, 527 for a preselected proposal. */
  issuesCode?: number;
}

export interface SaveResult {
  saved: TOfferSaved;
  created: boolean;
}

/**
 * Validates what the schema could not and writes the offer with its degrees, languages, labels
 * and tags in one transaction. A failure of the write itself answers 109 (SPEC §7: addOferta's
 * special status; e.g. a degree or programme id that does not exist).
 */
export async function writeOffer(
  db: Db,
  scope: CompanyScope,
  brand: TBrand,
  input: TOfferForm,
  today: string,
  opts: SaveOptions = {},
): Promise<SaveResult> {
  const { form, issues } = applyBrandRules(brand, input);
  issues.push(...(await referenceIssues(db, scope.companyId, form, today)));
  // 400 even when the caller's code is a notice (527 of the preselected proposal, ADR 0002).
  if (issues.length > 0)
    throw new AppError(opts.issuesCode ?? Status.RequiredDataMissing, { datos: { campos: issues }, http: REFUSED });

  const centre =
    form.idCentro === undefined ? undefined : await repo.findWorkCentre(db, scope.companyId, form.idCentro);
  const values = rowValues(form, centre);
  const now = new Date().toISOString();
  const existing = opts.existing;
  let offerId: number;
  let url: string;
  try {
    ({ offerId, url } = await db.transaction().execute(async (trx) => {
      if (existing) {
        // Saving a draft submits it to the office (docs/states.md).
        const from = offerState(existing, today);
        const submit = canTransitionOffer('company', from, 'pendiente_validacion');
        await repo.updateOffer(trx, existing.id, {
          ...values,
          ...outdatedCatalan(existing, values),
          ...(submit ? { estado: 'pendiente_validacion' as const } : {}),
          ...(opts.preselectedStudentId === undefined ? {} : { preselected_student_id: opts.preselectedStudentId }),
          updated_at: now,
        });
        await repo.replaceChildren(trx, existing.id, childrenOf(form));
        // A resubmission after the office's return is a state change; an edit while pending is not.
        await recordOfferAudit(trx, scope, existing.brand_key, {
          action: submit ? 'offer.submit' : 'offer.edit',
          offerId: existing.id,
          from,
          to: submit ? 'pendiente_validacion' : from,
        });
        if (submit) await autoApproveIfAllowed(trx, brand, { id: existing.id, ...scopeOf(scope) }, today, now);
        return { offerId: existing.id, url: existing.url_acceso };
      }
      const accessUrl = newAccessUrl();
      const id = await repo.insertOffer(trx, {
        ...values,
        company_id: scope.companyId,
        url_acceso: accessUrl,
        estado: 'pendiente_validacion',
        brand_key: brand.key,
        preselected_student_id: opts.preselectedStudentId ?? null,
        created_by_user_id: scope.userId,
        created_at: now,
        updated_at: now,
      });
      await repo.replaceChildren(trx, id, childrenOf(form));
      await recordOfferAudit(trx, scope, brand.key, {
        action: 'offer.submit',
        offerId: id,
        from: null,
        to: 'pendiente_validacion',
      });
      await autoApproveIfAllowed(trx, brand, { id, ...scopeOf(scope) }, today, now);
      return { offerId: id, url: accessUrl };
    }));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(Status.OfferNotSaved, { http: REFUSED });
  }
  const fee =
    form.contrato === FEE_CONTRACT
      ? { grado: MANAGEMENT_FEE_UNDERGRADUATE_EUR, master: MANAGEMENT_FEE_MASTER_EUR }
      : null;
  return { saved: { idOferta: offerId, urlAcceso: url, cuotaGestion: fee }, created: !existing };
}

/** The company's offer named by id for an edit, checked editable (SPEC §4: 4, then 25 or 68). */
export async function loadEditableOffer(
  db: Db,
  companyId: number,
  offerId: number,
  today: string,
): Promise<OfferRecord> {
  const offer = await repo.findCompanyOffer(db, companyId, { id: offerId });
  if (!offer) throw new AppError(Status.OfferNotFound);
  const block = editBlockOf(offer, today);
  if (block !== null) throw new AppError(block);
  return offer;
}

/** POST addOferta: notice 506 for contract type 5 (management fees), 606 for other new offers, 512 on edit. */
export async function saveOffer(
  db: Db,
  scope: CompanyScope,
  brand: TBrand,
  form: TOfferForm,
  today: string,
): Promise<{ datos: TOfferSaved; aviso: number }> {
  const company = await loadActiveCompany(db, scope.companyId);
  const existing =
    form.idOferta === undefined ? undefined : await loadEditableOffer(db, scope.companyId, form.idOferta, today);
  await assertPlacementAllowed(db, company, isPlacementKind(form.tipo));
  const { saved, created } = await writeOffer(db, scope, brand, form, today, { existing });
  const aviso = !created ? 512 : form.contrato === FEE_CONTRACT ? 506 : 606;
  return { datos: saved, aviso };
}
