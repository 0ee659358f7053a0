import type { TBrand } from '@portal/contracts/brand';
import type {
  TCompanyListItem,
  TCompanyListQuery,
  TCompanyPage,
  TCompanySheet,
  TCompanyState,
} from '@portal/contracts/office/companies.schemas';
import type { TOfficeAction } from '@portal/contracts/office/permissions';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { sendMail } from '../../../platform/mail';
import { requireOffice, type OfficeActor } from '../office-access.service';
import type { MailTemplates } from '../../../platform/mail-templates';
import { decisionMail, decisionNotification, type CompanyDecision } from './company-decision-texts';
import * as repo from './companies.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * The office's companies (issue #14 '2. Companies'): the brand's list and sheets, and the
 * decisions validate, reject with a reason, block, unblock and merge. Each decision is one
 * transaction with its audit row, the company's notifications and its e-mails (outbox or SMTP).
 * A company of another brand does not exist for the caller (150, HTTP 404).
 */
export interface CompaniesDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  mailTemplates: MailTemplates;
}

export interface CompaniesRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
  lang: 'es' | 'ca';
}

type Lang = 'es' | 'ca';

export function stateOf(row: { validated: number; blocked: number; rejected_at: string | null }): TCompanyState {
  if (Number(row.blocked) === 1) return 'bloqueada';
  if (Number(row.validated) === 1) return 'validada';
  return row.rejected_at ? 'rechazada' : 'pendiente';
}

function toItem(row: repo.CompanyListRow, lang: Lang): TCompanyListItem {
  return {
    idEmpresa: row.id,
    nombre: row.nombre,
    nombreComercial: row.nombre_comercial,
    cif: row.cif,
    estado: stateOf(row),
    idSector: row.sector_id,
    sector: (lang === 'ca' ? row.sector_ca : row.sector_es) ?? null,
    idProvincia: row.province_id,
    provincia: (lang === 'ca' ? row.province_ca : row.province_es) ?? null,
    alta: row.created_at,
    duplicados: Number(row.duplicates ?? 0),
  };
}

const actorOf = (deps: CompaniesDeps, req: CompaniesRequest, action: TOfficeAction) =>
  requireOffice(deps.db, req.user, req.brand.key, action);

function auditRow(
  actor: OfficeActor,
  req: CompaniesRequest,
  action: string,
  objectId: number,
  states: { from?: string | null; to?: string | null; reason?: string | null },
) {
  return {
    brandKey: actor.brandKey,
    actorUserId: actor.userId,
    actorRole: 'staff',
    action,
    objectType: 'company',
    objectId,
    fromState: states.from ?? null,
    toState: states.to ?? null,
    reason: states.reason ?? null,
    requestId: req.requestId,
    ip: req.ip,
  };
}

export async function listCompanies(
  deps: CompaniesDeps,
  req: CompaniesRequest,
  query: TCompanyListQuery,
): Promise<TCompanyPage> {
  const actor = await actorOf(deps, req, 'companies.read');
  const { rows, total } = await repo.listCompanies(deps.db, {
    brandKey: actor.brandKey,
    nombre: query.nombre || undefined,
    cif: query.cif || undefined,
    estado: query.estado,
    sector: query.sector,
    provincia: query.provincia,
    orden: query.orden,
    dir: query.dir,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  return { items: rows.map((row) => toItem(row, req.lang)), total, pagina: query.pagina, tamano: query.tamano };
}

async function sheetOf(db: Db, brandKey: string, id: number, lang: Lang): Promise<TCompanySheet> {
  const row = await repo.findCompanyRow(db, id, brandKey);
  if (!row) throw new AppError(Status.CompanyNotFound);
  const [parts, twins, history] = await Promise.all([
    repo.companyParts(db, id),
    repo.sameCif(db, id, row.cif, brandKey),
    repo.timeline(db, id, brandKey),
  ]);
  return {
    perfil: {
      ...toItem(row, lang),
      email: row.email,
      telefono: row.telefono,
      web: row.web,
      direccion: row.direccion,
      cp: row.cp,
      localidad: row.localidad,
      descripcion: row.descripcion,
      iban: !!row.iban,
      motivoRechazo: row.rejection_reason,
    },
    firmante: parts.signer ?? null,
    contactos: parts.contacts.map((c) => ({
      id: c.id,
      nombre: c.nombre,
      apellidos: c.apellidos,
      puesto: c.puesto,
      email: c.email,
      telefono: c.telefono1,
      principal: Number(c.principal) === 1,
      acceso: c.user_id !== null,
    })),
    centros: parts.centres,
    cuentas: parts.accounts.map((a) => ({
      id: a.id,
      nombreFiscal: a.nombre_fiscal,
      cif: a.cif,
      domicilioFiscal: a.domicilio_fiscal,
      poblacion: a.poblacion,
      cp: a.cp,
    })),
    convenios: parts.agreements.map((a) => ({
      id: a.id,
      codigo: a.codigo,
      estado: a.estado,
      fechaSolicitud: a.fecha_solicitud,
      fechaCaducidad: a.fecha_caducidad,
    })),
    ofertas: parts.offers.map((o) => ({
      id: o.id,
      titulo: o.titulo,
      tipo: o.tipo,
      estado: o.estado,
      alta: o.created_at,
    })),
    practicas: parts.internships.map((i) => ({
      id: i.id,
      titulo: i.titulo,
      estado: i.estado,
      fechaInicio: i.fecha_inicio,
      fechaFin: i.fecha_fin,
    })),
    documentos: parts.documents,
    mismosCif: twins.map((t) => ({ idEmpresa: t.id, nombre: t.nombre, estado: stateOf(t), alta: t.created_at })),
    historial: history.map((h) => ({
      id: h.id,
      fecha: h.occurred_at,
      accion: h.action,
      rol: h.actor_role,
      autor: h.nombre ? `${h.nombre} ${h.apellidos ?? ''}`.trim() : (h.email ?? null),
      desde: h.from_state,
      hasta: h.to_state,
      motivo: h.reason,
    })),
  };
}

export async function companySheet(deps: CompaniesDeps, req: CompaniesRequest, id: number): Promise<TCompanySheet> {
  const actor = await actorOf(deps, req, 'companies.read');
  return sheetOf(deps.db, actor.brandKey, id, req.lang);
}

/** From which states each decision may be taken, and the state it leads to. */
const DECISIONS: Record<CompanyDecision, { from: readonly TCompanyState[]; to: TCompanyState }> = {
  validate: { from: ['pendiente', 'rechazada'], to: 'validada' },
  reject: { from: ['pendiente'], to: 'rechazada' },
  block: { from: ['pendiente', 'validada', 'rechazada'], to: 'bloqueada' },
  unblock: { from: ['bloqueada'], to: 'validada' },
};

/** Tells every contact of the company who signs in (notification + mail) and the main contact without a login (mail). */
async function tellCompany(
  deps: CompaniesDeps,
  trx: Db,
  req: CompaniesRequest,
  company: { id: number; nombre: string },
  decision: CompanyDecision,
  reason: string | null,
  baseUrl: string,
  now: string,
) {
  const contacts = await repo.contactsToTell(trx, company.id);
  const sent = new Set<string>();
  for (const contact of contacts) {
    const lang: Lang = contact.preferred_language === 'ca' ? 'ca' : 'es';
    const texts = {
      templates: deps.mailTemplates,
      brandKey: req.brand.key,
      brandName: req.brand.name[lang],
      company: company.nombre,
      reason,
    };
    if (contact.user_id !== null) {
      await insertNotification(trx, {
        importante: true,
        userId: contact.user_id,
        companyId: company.id,
        ...decisionNotification(decision, lang, texts),
        now,
      });
    }
    const to = (contact.login_email ?? contact.email).toLowerCase();
    if (sent.has(to)) continue;
    sent.add(to);
    const loginUrl = new URL('/login/empresas', baseUrl).toString();
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      { to, ...decisionMail(decision, lang, texts, loginUrl) },
    );
  }
}

export async function decideCompany(
  deps: CompaniesDeps,
  req: CompaniesRequest,
  id: number,
  decision: CompanyDecision,
  reason: string | null,
  baseUrl: string,
): Promise<TCompanySheet> {
  const actor = await actorOf(deps, req, 'companies.decide');
  const rule = DECISIONS[decision];
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const company = await repo.lockCompany(trx, id, actor.brandKey);
    if (!company) throw new AppError(Status.CompanyNotFound);
    const from = stateOf(company);
    if (!rule.from.includes(from)) throw new AppError(Status.CompanyStateConflict);
    const values =
      decision === 'validate'
        ? { validated: 1, rejected_at: null, rejection_reason: null }
        : decision === 'reject'
          ? { validated: 0, rejected_at: now, rejection_reason: reason }
          : decision === 'block'
            ? { blocked: 1 }
            : { blocked: 0 };
    await repo.setDecision(trx, id, values, now);
    const to = stateOf({
      validated: values.validated ?? company.validated,
      blocked: values.blocked ?? company.blocked,
      rejected_at: 'rejected_at' in values ? (values.rejected_at ?? null) : company.rejected_at,
    });
    await recordAudit(trx, auditRow(actor, req, `company.${decision}`, id, { from, to, reason }));
    await tellCompany(deps, trx, req, company, decision, reason, baseUrl, now);
  });
  return sheetOf(deps.db, actor.brandKey, id, req.lang);
}

/**
 * Merges the duplicate record into the kept one (same brand, same CIF, two different records):
 * contacts, work centres, billing accounts, offers, agreements, internships, requests, documents
 * and notifications move, the duplicate disappears; one transaction, one audit row for each id.
 */
export async function mergeCompanies(
  deps: CompaniesDeps,
  req: CompaniesRequest,
  keptId: number,
  duplicateId: number,
): Promise<TCompanySheet> {
  const actor = await actorOf(deps, req, 'companies.merge');
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const kept = await repo.lockCompany(trx, keptId, actor.brandKey);
    if (!kept) throw new AppError(Status.CompanyNotFound);
    const duplicate = await repo.lockCompany(trx, duplicateId, actor.brandKey);
    if (!duplicate) throw new AppError(Status.CompanyNotFound);
    if (keptId === duplicateId || kept.cif.trim().toUpperCase() !== duplicate.cif.trim().toUpperCase())
      throw new AppError(Status.CompaniesCannotMerge);
    const moved = await repo.moveCompanyInto(trx, keptId, duplicateId, now);
    const summary = Object.entries(moved)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${table}: ${n}`)
      .join(', ');
    await recordAudit(
      trx,
      auditRow(actor, req, 'company.merge', keptId, {
        from: stateOf(kept),
        to: stateOf(kept),
        reason: `#${duplicateId} -> #${keptId}${summary ? ` (${summary})` : ''}`,
      }),
    );
    await recordAudit(
      trx,
      auditRow(actor, req, 'company.merged_into', duplicateId, {
        from: stateOf(duplicate),
        to: null,
        reason: `#${duplicateId} -> #${keptId}`,
      }),
    );
  });
  return sheetOf(deps.db, actor.brandKey, keptId, req.lang);
}
