import type { TBrand } from '@portal/contracts/brand';
import {
  allowedAgreementEvents,
  nextAgreementState,
  type TAgreementEvent,
  type TAgreementState,
} from '@portal/contracts/agreements/agreement-states';
import { PDF_ONLY } from '@portal/contracts/limits';
import type {
  TOfficeAgreementFormalise,
  TOfficeAgreementListQuery,
  TOfficeAgreementPage,
  TOfficeAgreementSheet,
} from '@portal/contracts/office/agreements.schemas';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { AgreementSignerRow } from '../../../db/tables/agreements';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { now as clockNow, today } from '../../../platform/clock';
import { refuseFutureDates } from '../../../platform/past-dates';
import type { AuthUser } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { readStoredFile, storeUpload, type StoredFile } from '../../../platform/files';
import type { Storage } from '../../../platform/storage/storage';
import { sendMail } from '../../../platform/mail';
import type { MailTemplates } from '../../../platform/mail-templates';
import { requireOffice, type OfficeActor } from '../office-access.service';
import { agreementMail, agreementNotification, agreementsPath, type AgreementChange } from './agreement-decision-texts';
import * as repo from './agreements.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * The office's agreements (issue #14 '4. Agreements'): one queue per state of SPEC §4, the sheet,
 * and the office's actions of the one state machine of contracts/agreements/agreement-states.ts
 * (the company side applies the same file). Each change is one transaction guarded by the state it
 * was read in: the change, its audit row, the company's notifications and e-mails. An agreement of
 * another brand does not exist for the caller (170, HTTP 404).
 */
export interface OfficeAgreementsDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  /** The agreements' PDFs (issue #18 part 1). */
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  mailTemplates: MailTemplates;
}

export interface OfficeAgreementsRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
  /** The brand's public address, for the links of the e-mails. */
  baseUrl: string;
}

type Lang = 'es' | 'ca';
const DAY_MS = 86_400_000;

function daysSince(iso: string | null, now: number): number {
  return iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / DAY_MS)) : 0;
}

export async function listAgreements(
  deps: Pick<OfficeAgreementsDeps, 'db'>,
  req: Pick<OfficeAgreementsRequest, 'user' | 'brand'>,
  query: TOfficeAgreementListQuery,
): Promise<TOfficeAgreementPage> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'agreements.read');
  const { rows, total } = await repo.listAgreements(deps.db, {
    brandKey: actor.brandKey,
    estado: query.estado,
    q: query.q || undefined,
    orden: query.orden,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  const now = clockNow().getTime();
  return {
    items: rows.map((r) => ({
      idConvenio: r.id,
      codigo: r.codigo,
      idEmpresa: r.company_id,
      empresa: r.company_comercial ?? r.company_nombre,
      cif: r.company_cif ?? null,
      estado: r.estado,
      desde: r.estado_desde ?? r.created_at,
      diasEsperando: daysSince(r.estado_desde ?? r.created_at, now),
      fechaCaducidad: r.fecha_caducidad,
      inicioPrimeraPractica: r.inicio_primera_practica ?? null,
    })),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
  };
}

async function agreementOfBrand(db: Db, actor: OfficeActor, agreementId: number): Promise<repo.OfficeAgreementRow> {
  const row = await repo.findAgreementOfBrand(db, agreementId, actor.brandKey);
  // Another brand's agreement does not exist for this office.
  if (!row) throw new AppError(Status.AgreementNotFound);
  return row;
}

export async function agreementSheet(
  deps: Pick<OfficeAgreementsDeps, 'db'>,
  req: Pick<OfficeAgreementsRequest, 'user' | 'brand'>,
  agreementId: number,
): Promise<TOfficeAgreementSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'agreements.read');
  const row = await agreementOfBrand(deps.db, actor, agreementId);
  const [signerRows, docs, history] = await Promise.all([
    repo.signers(deps.db, agreementId),
    repo.documents(deps.db, agreementId),
    repo.timeline(deps.db, actor.brandKey, agreementId),
  ]);
  const since = row.estado_desde ?? row.created_at;
  return {
    idConvenio: row.id,
    codigo: row.codigo,
    estado: row.estado,
    desde: since,
    diasEsperando: daysSince(since, clockNow().getTime()),
    fechaSolicitud: row.fecha_solicitud,
    fechaFirma: row.fecha_firma,
    fechaCaducidad: row.fecha_caducidad,
    empresa: { idEmpresa: row.company_id, nombre: row.company_comercial ?? row.company_nombre, cif: row.company_cif },
    firmantes: [
      // The company's signer named in the request signs with the company's upload.
      {
        idFirmante: null,
        lado: 'empresa' as const,
        nombre: `${row.nombre} ${row.apellidos}`.trim(),
        cargo: row.cargo,
        email: row.email,
        fechaFirma: row.fecha_firma,
      },
      ...signerRows.map((s) => ({
        idFirmante: s.id,
        lado: s.lado,
        nombre: s.nombre,
        cargo: s.cargo,
        email: s.email,
        fechaFirma: s.fecha_firma,
      })),
    ],
    documentos: docs.map((d) => ({
      idDocumento: d.id,
      nombre: d.nombre,
      fecha: d.created_at,
      origen: d.role === 'staff' ? ('universidad' as const) : ('empresa' as const),
      url: `/api/Gestion/convenios/${row.id}/documentos/${d.id}`,
    })),
    motivo: row.observaciones,
    motivoCa: row.observaciones_ca,
    firmaFuera:
      row.firma_fuera_fecha && row.firma_fuera_por
        ? { fecha: row.firma_fuera_fecha, firmadoPor: row.firma_fuera_por }
        : null,
    inicioPrimeraPractica: row.inicio_primera_practica ?? null,
    acciones: allowedAgreementEvents(row.estado, 'office'),
    historial: history.map((h) => ({
      id: h.id,
      fecha: h.occurred_at,
      emailActor: h.email ?? null,
      rolActor: h.actor_role,
      accion: h.action,
      estadoAnterior: h.from_state,
      estadoNuevo: h.to_state,
      motivo: h.reason,
    })),
  };
}

/** The bytes of one of the agreement's documents, for the office to check it. */
export async function agreementDocument(
  deps: Pick<OfficeAgreementsDeps, 'db' | 'storage'>,
  req: Pick<OfficeAgreementsRequest, 'user' | 'brand'>,
  agreementId: number,
  documentId: number,
): Promise<{ bytes: Buffer; mime: string; nombre: string }> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'agreements.read');
  await agreementOfBrand(deps.db, actor, agreementId);
  const doc = (await repo.documents(deps.db, agreementId)).find((d) => d.id === documentId);
  const bytes = doc?.storage_key ? await readStoredFile(deps.storage, doc.storage_key) : null;
  if (!doc || !bytes) throw new AppError(Status.AgreementNotFound);
  return { bytes, mime: doc.mime, nombre: doc.nombre };
}

/** Tells the company of a change (notification and e-mail in each recipient's language), inside its transaction. */
async function tellCompany(
  trx: Db,
  deps: OfficeAgreementsDeps,
  req: OfficeAgreementsRequest,
  agreement: repo.OfficeAgreementRow,
  change: AgreementChange,
  detail: { es: string | null; ca: string | null },
  now: string,
) {
  const contacts = await repo.contactsToTell(trx, agreement.company_id);
  const sent = new Set<string>();
  for (const contact of contacts) {
    const lang: Lang = contact.preferred_language === 'ca' ? 'ca' : 'es';
    const text = detail[lang] ?? detail.es;
    const path = agreementsPath(lang);
    const texts = {
      templates: deps.mailTemplates,
      brandKey: req.brand.key,
      change,
      lang,
      code: agreement.codigo,
      detail: text,
    };
    if (contact.user_id !== null) {
      await insertNotification(trx, {
        importante: true,
        userId: contact.user_id,
        companyId: agreement.company_id,
        ...agreementNotification(texts),
        url: path,
        now,
      });
    }
    const to = (contact.login_email ?? contact.email).toLowerCase();
    if (sent.has(to)) continue;
    sent.add(to);
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      { to, ...agreementMail(texts, `${req.baseUrl.replace(/\/$/, '')}${path}`) },
    );
  }
}

interface Change {
  event: TAgreementEvent | null;
  mail: AgreementChange;
  set: Parameters<typeof repo.updateAgreement>[3];
  signers?: Insertable<AgreementSignerRow>[];
  stored?: StoredFile & { nombre: string };
  reason: string | null;
  detail: { es: string | null; ca: string | null };
}

/** One change of one agreement: the state machine's verdict, then one transaction with everything it causes. */
async function applyChange(
  deps: OfficeAgreementsDeps,
  req: OfficeAgreementsRequest,
  actor: OfficeActor,
  agreement: repo.OfficeAgreementRow,
  change: Change,
): Promise<void> {
  const from = agreement.estado;
  const to: TAgreementState | null = change.event ? nextAgreementState(from, change.event, 'office') : from;
  if (!to) throw new AppError(Status.AgreementTransitionRefused);
  const now = clockNow().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.updateAgreement(trx, agreement.id, from, { ...change.set, estado: to, updated_at: now });
    // Another request moved it first: nothing of this one is written.
    if (!moved) throw new AppError(Status.AgreementTransitionRefused);
    await repo.insertSigners(trx, change.signers ?? []);
    if (change.stored)
      await repo.insertDocument(trx, {
        owner_user_id: actor.userId,
        company_id: agreement.company_id,
        kind: 'agreement',
        agreement_id: agreement.id,
        nombre: change.stored.nombre,
        extension: change.stored.extension,
        mime: change.stored.mime,
        size: change.stored.size,
        storage_key: change.stored.storageKey,
        created_at: now,
      });
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: `agreement.${change.event ?? change.mail}`,
      objectType: 'agreement',
      objectId: agreement.id,
      fromState: from,
      toState: to,
      reason: change.reason,
      requestId: req.requestId,
      ip: req.ip,
    });
    await tellCompany(trx, deps, req, agreement, change.mail, change.detail, now);
  });
}

async function decide(
  deps: OfficeAgreementsDeps,
  req: OfficeAgreementsRequest,
  agreementId: number,
  build: (agreement: repo.OfficeAgreementRow, actor: OfficeActor) => Promise<Change>,
): Promise<TOfficeAgreementSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'agreements.decide');
  const agreement = await agreementOfBrand(deps.db, actor, agreementId);
  await applyChange(deps, req, actor, agreement, await build(agreement, actor));
  return agreementSheet(deps, req, agreementId);
}

function refuseUnlessAllowed(agreement: repo.OfficeAgreementRow, event: TAgreementEvent) {
  if (!nextAgreementState(agreement.estado, event, 'office')) throw new AppError(Status.AgreementTransitionRefused);
}

/** enviaSecretaria: the company's signed upload checked, the agreement goes to the Secretaría. */
export function sendToSecretariat(deps: OfficeAgreementsDeps, req: OfficeAgreementsRequest, agreementId: number) {
  return decide(deps, req, agreementId, async (agreement) => {
    refuseUnlessAllowed(agreement, 'enviaSecretaria');
    if (!(await repo.hasCompanyUpload(deps.db, agreement.id))) throw new AppError(Status.AgreementWithoutSignedUpload);
    return { event: 'enviaSecretaria', mail: 'enviaSecretaria', set: {}, reason: null, detail: { es: null, ca: null } };
  });
}

/** marcaErroneo: the company reads the reason on its agreement and uploads again (firmaEmpresa). */
export function markErroneous(
  deps: OfficeAgreementsDeps,
  req: OfficeAgreementsRequest,
  agreementId: number,
  input: { motivo: string; motivoCa?: string },
) {
  return decide(deps, req, agreementId, async () => ({
    event: 'marcaErroneo',
    mail: 'marcaErroneo',
    set: { observaciones: input.motivo, observaciones_ca: input.motivoCa || null },
    reason: input.motivo,
    detail: { es: input.motivo, ca: input.motivoCa || null },
  }));
}

/** Checks and stores a PDF before anything is acknowledged (173 when it is not one). */
async function storePdf(
  storage: Storage,
  file: { ficheroB64ParaAltas: string; extension_adjunto: string; nombre?: string },
  fallbackName: string,
): Promise<StoredFile & { nombre: string }> {
  try {
    const stored = await storeUpload(storage, {
      base64: file.ficheroB64ParaAltas,
      extension: file.extension_adjunto,
      allowed: PDF_ONLY,
    });
    return { ...stored, nombre: file.nombre || fallbackName };
  } catch (err) {
    // 46 (extension or content) becomes this area's own code; size and base64 refusals stay as they are.
    if (err instanceof AppError && Number(err.code) === 46) throw new AppError(Status.AgreementNotPdf);
    throw err;
  }
}

/** The validity end is after today (the brand's day, DESIGN 'one clock') and after the signature. */
function validityAfter(fechaCaducidad: string, signedOn: string | null, day: string) {
  if (fechaCaducidad <= day || (signedOn && fechaCaducidad <= signedOn))
    throw new AppError(Status.AgreementInvalidValidity);
}

/** formaliza: with the PDF signed by the university, or recorded as signed outside the portal. */
export function formalise(
  deps: OfficeAgreementsDeps,
  req: OfficeAgreementsRequest,
  agreementId: number,
  input: TOfficeAgreementFormalise,
) {
  return decide(deps, req, agreementId, async (agreement, actor) => {
    refuseUnlessAllowed(agreement, 'formaliza');
    // A signature outside the portal, and each signer's, happened: never after today (315).
    refuseFutureDates(req.brand, {
      ...(input.modo === 'fuera' ? { fechaFirma: input.fechaFirma } : {}),
      ...Object.fromEntries(input.firmantes.map((s, i) => [`firmantes/${i}/fechaFirma`, s.fechaFirma])),
    });
    const day = today(req.brand);
    const signedOn = input.modo === 'fuera' ? input.fechaFirma : (input.firmantes.at(-1)?.fechaFirma ?? day);
    if (input.fechaCaducidad) validityAfter(input.fechaCaducidad, signedOn, day);
    const hasFile = !!input.ficheroB64ParaAltas;
    if (input.modo === 'subida' && !hasFile) throw new AppError(Status.AgreementFileRequired);
    const stored =
      hasFile && input.extension_adjunto
        ? await storePdf(
            deps.storage,
            { ...input, ficheroB64ParaAltas: input.ficheroB64ParaAltas!, extension_adjunto: input.extension_adjunto },
            `Convenio ${agreement.codigo} ${input.modo === 'fuera' ? 'escaneado' : 'firmado universidad'}.pdf`,
          )
        : undefined;
    if (hasFile && !stored) throw new AppError(Status.AgreementNotPdf);
    const now = clockNow().toISOString();
    const signers = input.firmantes.map((s) => ({
      agreement_id: agreement.id,
      lado: 'universidad' as const,
      nombre: s.nombre,
      cargo: s.cargo || null,
      email: s.email || null,
      fecha_firma: s.fechaFirma,
      created_by_user_id: actor.userId,
      created_at: now,
    }));
    const until = input.fechaCaducidad ?? agreement.fecha_caducidad;
    return {
      event: 'formaliza',
      mail: 'formaliza',
      set: {
        ...(input.fechaCaducidad ? { fecha_caducidad: input.fechaCaducidad } : {}),
        ...(input.modo === 'fuera' ? { firma_fuera_fecha: input.fechaFirma, firma_fuera_por: input.firmadoPor } : {}),
      },
      signers,
      stored,
      reason: input.modo === 'fuera' ? `fuera: ${input.fechaFirma}, ${input.firmadoPor}` : 'subida',
      detail: { es: until, ca: until },
    };
  });
}

/** Sets or changes the validity end (fecha_caducidad); the state stays (the expiry job reads the date). */
export function setValidity(
  deps: OfficeAgreementsDeps,
  req: OfficeAgreementsRequest,
  agreementId: number,
  fechaCaducidad: string,
) {
  return decide(deps, req, agreementId, async (agreement) => {
    if (agreement.estado === 'caducado') throw new AppError(Status.AgreementTransitionRefused);
    validityAfter(fechaCaducidad, agreement.fecha_firma, today(req.brand));
    return {
      event: null,
      mail: 'caducidad',
      set: { fecha_caducidad: fechaCaducidad },
      reason: `${agreement.fecha_caducidad ?? '—'} -> ${fechaCaducidad}`,
      detail: { es: fechaCaducidad, ca: fechaCaducidad },
    };
  });
}

/** Records a signer of either side with the date they signed. */
export function addSigner(
  deps: OfficeAgreementsDeps,
  req: OfficeAgreementsRequest,
  agreementId: number,
  input: { lado: 'empresa' | 'universidad'; nombre: string; cargo?: string; email?: string; fechaFirma: string },
) {
  return decide(deps, req, agreementId, async (agreement, actor) => {
    if (agreement.estado === 'caducado') throw new AppError(Status.AgreementTransitionRefused);
    refuseFutureDates(req.brand, { fechaFirma: input.fechaFirma });
    const who = input.cargo ? `${input.nombre} (${input.cargo})` : input.nombre;
    return {
      event: null,
      mail: 'firmante',
      set: {},
      signers: [
        {
          agreement_id: agreement.id,
          lado: input.lado,
          nombre: input.nombre,
          cargo: input.cargo || null,
          email: input.email || null,
          fecha_firma: input.fechaFirma,
          created_by_user_id: actor.userId,
          created_at: clockNow().toISOString(),
        },
      ],
      reason: `${input.lado}: ${who}, ${input.fechaFirma}`,
      detail: { es: who, ca: who },
    };
  });
}
