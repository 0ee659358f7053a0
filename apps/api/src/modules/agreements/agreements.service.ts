import crypto from 'node:crypto';
import {
  AGREEMENT_STATE_TEXTS,
  AGREEMENT_TRANSITIONS,
  AGREEMENT_VALIDITY_YEARS,
  SIGNED_AGREEMENT_STATES,
  allowedAgreementEvents,
  effectiveAgreementState,
  isInForce,
  nextAgreementState,
} from '@portal/contracts/agreements/agreement-states';
import type {
  TAgreement,
  TAgreementList,
  TAgreementRequestBody,
  TAgreementSigner,
  TSignedAgreementUploadBody,
} from '@portal/contracts/agreements/agreements.schemas';
import { PDF_ONLY } from '@portal/contracts/limits';
import type { Selectable } from 'kysely';
import { nowIso } from '../../db/schema-helpers';
import type { AgreementRow } from '../../db/tables/agreements';
import { AppError, notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { today, type Zoned } from '../../platform/clock';
import { refuseFutureDates } from '../../platform/past-dates';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db';
import { storeUpload } from '../../platform/files';
import * as repo from './agreements.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * A company's collaboration agreements (SPEC §4 Agreement states, §5 Agreement request). Expiry
 * by date is applied on every read: agreements past fecha_caducidad are moved to 'caducado'
 * before they are listed, so the stored state and the shown state agree (docs/agreements.md).
 */

export interface AgreementScope {
  companyId: number;
  userId: number;
  lang: 'es' | 'ca';
  /** The brand whose days the dates are in (DESIGN 'one clock'); its default zone without one. */
  brand?: Zoned;
}

type Row = Selectable<AgreementRow>;
type SignedDoc = Awaited<ReturnType<typeof repo.signedDocuments>>[number];

/**
 * Moves my agreements past their date to 'caducado' (SPEC §4: agreements expire by date): past it
 * in the brand's days, so one valid until 7 December has expired at 00:46 on the 8th in Madrid,
 * although UTC still reads 23:46 on the 7th.
 */
export async function applyExpiry(db: Db, companyId: number, brand?: Zoned): Promise<void> {
  const due = await repo.agreementsToExpire(db, companyId, today(brand), AGREEMENT_TRANSITIONS.caduca.from);
  if (due.length === 0) return;
  // The scheduled Caducado job moves these daily; a company reading its agreements before the job
  // ran moves them now, recorded as the job records them (issue #14 part 6: every state change is
  // one audit row, whoever made it).
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const agreement of due) {
      if (!(await repo.expireAgreement(trx, agreement.id, agreement.estado, now))) continue;
      await recordAudit(trx, {
        brandKey: agreement.brand_key,
        actorUserId: null,
        actorRole: 'job',
        action: 'agreement.expire',
        objectType: 'agreement',
        objectId: agreement.id,
        fromState: agreement.estado,
        toState: 'caducado',
        reason: 'fecha_caducidad',
      });
    }
  });
}

function signerOf(row: Row): TAgreementSigner {
  return {
    nombre: row.nombre,
    apellidos: row.apellidos,
    dni: row.dni,
    cargo: row.cargo,
    email: row.email,
    fechaEscritura: row.fecha_escritura,
    notario: row.notario,
    localidadNotario: row.localidad_notario,
  };
}

function toAgreement(row: Row, lang: 'es' | 'ca', signed: SignedDoc | undefined, day: string): TAgreement {
  const estado = effectiveAgreementState(row.estado, row.fecha_caducidad, day);
  const [descripcionEstado, explicacionEstado] = AGREEMENT_STATE_TEXTS[estado][lang];
  return {
    idConvenio: row.id,
    codigo: row.codigo,
    estado,
    descripcionEstado,
    explicacionEstado,
    fechaSolicitud: row.fecha_solicitud,
    fechaFirma: row.fecha_firma,
    fechaCaducidad: row.fecha_caducidad,
    firmante: signerOf(row),
    // The office's Erróneo reason in the reader's language (its Catalan text when one was written).
    observaciones: (lang === 'ca' ? row.observaciones_ca : null) ?? row.observaciones,
    accionesEmpresa: allowedAgreementEvents(estado, 'company'),
    urlDescarga: `/api/Empresa/descargaConvenio/${row.id}`,
    documentoFirmado: signed ? { idDocumento: signed.id, nombre: signed.nombre, fecha: signed.created_at } : null,
    enVigor: isInForce(estado),
  };
}

async function mapped(db: Db, scope: AgreementScope, rows: Row[]): Promise<TAgreement[]> {
  const docs = await repo.signedDocuments(db, scope.companyId);
  const day = today(scope.brand);
  return rows.map((row) =>
    toAgreement(
      row,
      scope.lang,
      docs.find((d) => d.agreement_id === row.id),
      day,
    ),
  );
}

/** dameConveniosEmpresa: newest first. */
export async function listAgreements(db: Db, scope: AgreementScope): Promise<TAgreementList> {
  await applyExpiry(db, scope.companyId, scope.brand);
  const convenios = await mapped(db, scope, await repo.listAgreements(db, scope.companyId));
  return {
    convenios,
    tieneConvenioEnVigor: convenios.some((c) => c.enVigor),
    tieneConvenioFirmado: convenios.some((c) => SIGNED_AGREEMENT_STATES.includes(c.estado)),
  };
}

export async function getAgreement(db: Db, scope: AgreementScope, agreementId: number): Promise<TAgreement> {
  await applyExpiry(db, scope.companyId, scope.brand);
  const row = await repo.findAgreement(db, scope.companyId, agreementId);
  if (!row) throw notFound();
  return (await mapped(db, scope, [row]))[0];
}

/** dameDetalleUltimoConvenioEmpresa: 'Rellenar datos' reads datos.datosFirmante. */
export async function latestAgreement(
  db: Db,
  scope: AgreementScope,
): Promise<{ datosFirmante: TAgreementSigner | null; convenio: TAgreement | null }> {
  await applyExpiry(db, scope.companyId, scope.brand);
  const [latest] = await repo.listAgreements(db, scope.companyId);
  if (latest) return { datosFirmante: signerOf(latest), convenio: (await mapped(db, scope, [latest]))[0] };
  const signer = await repo.findSigner(db, scope.companyId);
  if (!signer) return { datosFirmante: null, convenio: null };
  return {
    datosFirmante: {
      nombre: signer.nombre,
      apellidos: signer.apellidos,
      dni: signer.dni,
      cargo: signer.cargo,
      email: signer.email,
      fechaEscritura: null,
      notario: null,
      localidadNotario: null,
    },
    convenio: null,
  };
}

/** Calendar arithmetic on a 'YYYY-MM-DD' day (no time zone involved). */
function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/**
 * addSolicitudConvenioEmpresa: a new agreement in 'generado', whose PDF the company downloads,
 * signs and uploads. A request while an earlier one still awaits the company's signature
 * replaces that one's data (nothing was signed yet) instead of piling up another.
 */
export async function requestAgreement(
  db: Db,
  scope: AgreementScope,
  brandKey: string,
  body: TAgreementRequestBody,
  origin: { requestId: string; ip: string } | null = null,
): Promise<TAgreement> {
  // The deed granting the signer's powers was executed already: never after today (315).
  refuseFutureDates(scope.brand, { fechaEscritura: body.fechaEscritura });
  await applyExpiry(db, scope.companyId, scope.brand);
  // Requested today in the brand's days: at 00:46 on 8 December in Madrid that is the 8th.
  const day = today(scope.brand);
  const now = nowIso();
  const data = {
    nombre: body.nombre,
    apellidos: body.apellidos,
    dni: body.dni.toUpperCase(),
    cargo: body.cargo,
    email: body.email.toLowerCase(),
    fecha_escritura: body.fechaEscritura,
    notario: body.notario,
    localidad_notario: body.localidadNotario,
    fecha_solicitud: day,
    fecha_caducidad: addYears(day, AGREEMENT_VALIDITY_YEARS),
    requested_by_user_id: scope.userId,
  };
  // The agreement's timeline in the office console (issue #14 'Timeline and audit log').
  const audit = (trx: Db, agreementId: number, from: string | null, reason: string | null) =>
    recordAudit(trx, {
      brandKey,
      actorUserId: scope.userId,
      actorRole: 'company',
      action: 'agreement.request',
      objectType: 'agreement',
      objectId: agreementId,
      fromState: from,
      toState: 'generado',
      reason,
      ...origin,
    });
  const id = await db.transaction().execute(async (trx) => {
    const pending = (await repo.listAgreements(trx, scope.companyId)).find((a) => a.estado === 'generado');
    if (
      pending &&
      (await repo.updateAgreement(trx, scope.companyId, pending.id, 'generado', { ...data, updated_at: now }))
    ) {
      await audit(trx, pending.id, 'generado', 'new signer data of the pending request');
      return pending.id;
    }
    const newId = await repo.insertAgreement(trx, {
      company_id: scope.companyId,
      estado: 'generado',
      codigo: `PENDING-${crypto.randomUUID()}`,
      brand_key: brandKey,
      fecha_firma: null,
      observaciones: null,
      created_at: now,
      ...data,
    });
    await repo.updateAgreement(trx, scope.companyId, newId, 'generado', {
      codigo: `CONV-${day.slice(0, 4)}-${String(newId).padStart(5, '0')}`,
    });
    await audit(trx, newId, null, null);
    return newId;
  });
  return getAgreement(db, scope, id);
}

/**
 * adjuntaFicheroAlConvenioEmpresa (/subir-convenio-firmado): the signed PDF (PDF only, 46
 * otherwise) moves the agreement to 'firmado_empresa' when the state machine allows it (48).
 */
export async function uploadSigned(
  db: Db,
  storage: Storage,
  scope: AgreementScope,
  body: TSignedAgreementUploadBody,
  origin: { requestId: string; ip: string } | null = null,
): Promise<TAgreement> {
  await applyExpiry(db, scope.companyId, scope.brand);
  let target: Row | undefined;
  if (body.idConvenio) {
    target = await repo.findAgreement(db, scope.companyId, body.idConvenio);
    if (!target) throw notFound();
  } else {
    target = (await repo.listAgreements(db, scope.companyId)).find(
      (a) => nextAgreementState(a.estado, 'firmaEmpresa', 'company') !== null,
    );
    if (!target) throw new AppError(Status.ActionNotAllowed);
  }
  const from = target.estado;
  const to = nextAgreementState(from, 'firmaEmpresa', 'company');
  if (!to) throw new AppError(Status.ActionNotAllowed);
  const stored = await storeUpload(storage, {
    base64: body.ficheroB64ParaAltas,
    extension: body.extension_adjunto,
    allowed: PDF_ONLY,
  });
  const agreementId = target.id;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const moved = await repo.updateAgreement(trx, scope.companyId, agreementId, from, {
      estado: to,
      fecha_firma: today(scope.brand),
      observaciones: null,
      observaciones_ca: null,
      updated_at: now,
    });
    if (!moved) throw new AppError(Status.ActionNotAllowed);
    // The agreement's timeline in the office console (issue #14 'Timeline and audit log').
    await recordAudit(trx, {
      brandKey: target.brand_key,
      actorUserId: scope.userId,
      actorRole: 'company',
      action: 'agreement.firmaEmpresa',
      objectType: 'agreement',
      objectId: agreementId,
      fromState: from,
      toState: to,
      ...origin,
    });
    await repo.insertDocument(trx, {
      owner_user_id: scope.userId,
      company_id: scope.companyId,
      kind: 'agreement',
      agreement_id: agreementId,
      nombre: body.nombre || `Convenio ${target.codigo} firmado.pdf`,
      extension: stored.extension,
      mime: stored.mime,
      size: stored.size,
      storage_key: stored.storageKey,
      created_at: now,
    });
  });
  return getAgreement(db, scope, agreementId);
}

/** The data the PDF of one of my agreements is generated from (404 for another company's). */
export async function pdfData(db: Db, scope: AgreementScope, agreementId: number) {
  await applyExpiry(db, scope.companyId, scope.brand);
  const row = await repo.findAgreement(db, scope.companyId, agreementId);
  if (!row) throw notFound();
  const company = await repo.findCompanyForPdf(db, scope.companyId);
  if (!company) throw notFound();
  return { agreement: row, company };
}

/** SPEC §6: the company has an agreement in force (formalised and not past its expiry date). */
export async function hasAgreementInForce(db: Db, companyId: number, brand?: Zoned): Promise<boolean> {
  const day = today(brand);
  return (await repo.listAgreements(db, companyId)).some((row) =>
    isInForce(effectiveAgreementState(row.estado, row.fecha_caducidad, day)),
  );
}
