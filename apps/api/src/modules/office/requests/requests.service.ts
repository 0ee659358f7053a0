import type { TBrand } from '@portal/contracts/brand';
import type {
  TRequestKind,
  TRequestListItem,
  TRequestListQuery,
  TRequestPage,
  TRequestSheet,
  TRequestState,
} from '@portal/contracts/office/requests.schemas';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import type { Storage } from '../../../platform/storage/storage';
import { sendMail } from '../../../platform/mail';
import type { MailTemplates } from '../../../platform/mail-templates';
import { now as clockNow } from '../../../platform/clock';
import { applyChangeRequest } from '../internships/internship-amendments';
import { internshipOfRequest } from '../internships/internships.repository';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as erase from './deregistration.repository';
import { decisionMail, decisionNotification, type RequestDecision } from './request-decision-texts';
import * as repo from './requests.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * The office's requests (issue #14 '5. Requests'): per kind, the brand's list and sheets, and
 * the decision accept / reject (with the reason the requester receives). A request about a
 * student of a campus outside a scoped gestor's scope is left out of the lists and refused (144);
 * a request of another brand does not exist for the caller (180). Each decision is one
 * transaction with its audit row, the requester's notification and e-mail; an accepted
 * deregistration erases the person in that same transaction (ADR 0012).
 */
export interface RequestsDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  /** Erased documents' bytes are removed from it (ADR 0012; issue #18 part 1). */
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  mailTemplates: MailTemplates;
}

export interface RequestsRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
  lang: 'es' | 'ca';
}

type Lang = 'es' | 'ca';
const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string | null, now: Date): number {
  const end = to ? Date.parse(to) : now.getTime();
  return Math.max(0, Math.floor((end - Date.parse(from)) / DAY_MS));
}

function toItem(kind: TRequestKind, row: repo.RequestRow, lang: Lang, now: Date): TRequestListItem {
  const role = row.requester_role === 'company' || row.requester_role === 'student' ? row.requester_role : null;
  return {
    idSolicitud: Number(row.id),
    tipo: kind,
    estado: row.estado as TRequestState,
    titulo: row.titulo,
    fecha: row.created_at,
    diasEspera: daysBetween(row.created_at, row.decided_at, now),
    solicitante: row.requester_name?.trim() || null,
    rolSolicitante: kind === 'educacion' ? null : role,
    empresa: row.company_name,
    alumno: row.student_name?.trim() || null,
    sede: (lang === 'ca' ? row.campus_ca : row.campus_es) ?? null,
  };
}

const actorOf = (deps: RequestsDeps, req: RequestsRequest, action: 'requests.read' | 'requests.decide') =>
  requireOffice(deps.db, req.user, req.brand.key, action);

/** A scoped gestor sees a student's request only when the student studies at one of their campuses. */
function inScope(actor: OfficeActor, row: Pick<repo.RequestRow, 'student_id' | 'campus_id'>): boolean {
  if (!actor.campusIds.length || row.student_id === null) return true;
  return row.campus_id !== null && actor.campusIds.includes(Number(row.campus_id));
}

async function visibleRequest(db: Db, actor: OfficeActor, kind: TRequestKind, id: number) {
  const row = await repo.findRequest(db, kind, id, actor.brandKey);
  if (!row) throw new AppError(Status.RequestNotFound);
  if (!inScope(actor, row)) throw new AppError(Status.OutsideCampusScope);
  return row;
}

export async function listRequests(
  deps: RequestsDeps,
  req: RequestsRequest,
  kind: TRequestKind,
  query: TRequestListQuery,
): Promise<TRequestPage> {
  const actor = await actorOf(deps, req, 'requests.read');
  const { rows, total } = await repo.listRequests(deps.db, kind, {
    brandKey: actor.brandKey,
    campusIds: actor.campusIds,
    estado: query.estado,
    q: query.q || undefined,
    orden: query.orden,
    dir: query.dir,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  const now = clockNow();
  return {
    items: rows.map((row) => toItem(kind, row, req.lang, now)),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
  };
}

type Field = TRequestSheet['campos'][number];

function fieldsOf(detail: Record<string, unknown> | undefined): Field[] {
  if (!detail) return [];
  const fields: Field[] = [];
  for (const [clave, value] of Object.entries(detail)) {
    if (clave === 'datos') {
      let extra: Record<string, unknown> = {};
      try {
        extra = typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : {};
      } catch {
        extra = {};
      }
      for (const [k, v] of Object.entries(extra ?? {})) {
        if (typeof v === 'string' || typeof v === 'number') fields.push({ clave: k, valor: v });
      }
      continue;
    }
    if (value === null || value === undefined || value === '') continue;
    fields.push({ clave, valor: typeof value === 'number' ? value : String(value) });
  }
  return fields;
}

async function sheetOf(db: Db, actor: OfficeActor, kind: TRequestKind, id: number, lang: Lang): Promise<TRequestSheet> {
  const row = await visibleRequest(db, actor, kind, id);
  const [detail, history, idPractica] = await Promise.all([
    repo.requestDetail(db, kind, id),
    repo.timeline(db, kind, id, actor.brandKey),
    internshipOfRequest(db, kind, id),
  ]);
  return {
    ...toItem(kind, row, lang, clockNow()),
    campos: fieldsOf(detail as Record<string, unknown> | undefined),
    decision:
      row.decided_at || row.decision_reason
        ? { fecha: row.decided_at, autor: row.decided_by_name?.trim() || null, motivo: row.decision_reason }
        : null,
    idPractica,
    historial: history.map((h) => ({
      id: Number(h.id),
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

export async function requestSheet(
  deps: RequestsDeps,
  req: RequestsRequest,
  kind: TRequestKind,
  id: number,
): Promise<TRequestSheet> {
  const actor = await actorOf(deps, req, 'requests.read');
  return sheetOf(deps.db, actor, kind, id, req.lang);
}

type Recipient = NonNullable<Awaited<ReturnType<typeof repo.accountOf>>>;

/** Who is told of the decision: the person who asked; an education request's company logins. */
async function recipientsOf(db: Db, kind: TRequestKind, row: repo.RequestRow): Promise<Recipient[]> {
  if (row.requester_user_id !== null) {
    const account = await repo.accountOf(db, Number(row.requester_user_id));
    if (account) return [account];
  }
  return row.company_id !== null ? repo.companyLogins(db, Number(row.company_id)) : [];
}

function loginPath(role: string): string {
  return role === 'company' ? '/login/empresas' : '/login';
}

/**
 * accept / reject a pending request. An accepted deregistration erases the person (a student) or
 * deregisters the company (ADR 0012) in the same transaction; the confirmation goes to the address
 * read before the erasure.
 */
export async function decideRequest(
  deps: RequestsDeps,
  req: RequestsRequest,
  kind: TRequestKind,
  id: number,
  decision: RequestDecision,
  reason: string | null,
  baseUrl: string,
  confirmarAvisos = false,
): Promise<TRequestSheet> {
  const actor = await actorOf(deps, req, 'requests.decide');
  // The one clock (DESIGN 'one clock'): the decision's moment is the one its amendment takes effect from.
  const now = clockNow().toISOString();
  const to = decision === 'accept' ? 'aceptada' : 'rechazada';
  let orphanKeys: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    const row = await visibleRequest(trx, actor, kind, id);
    const locked = await repo.lockRequest(trx, kind, id);
    if (!locked || row.estado !== 'pendiente') throw new AppError(Status.RequestNotPending);
    const recipients = await recipientsOf(trx, kind, row);
    const moved = await repo.setDecision(trx, kind, id, {
      estado: to,
      decided_by: actor.userId,
      decided_at: now,
      decision_reason: reason,
    });
    if (!moved) throw new AppError(Status.RequestNotPending);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: `request.${decision}`,
      objectType: repo.objectTypeOf(kind),
      objectId: id,
      fromState: 'pendiente',
      toState: to,
      reason,
      requestId: req.requestId,
      ip: req.ip,
    });
    // Issue #15: an accepted change request changes its internship (an amendment) in this transaction.
    if (kind === 'cambio' && decision === 'accept') {
      await applyChangeRequest(trx, deps, { ...req, baseUrl }, actor, id, confirmarAvisos);
    }
    const erased = kind === 'baja' && decision === 'accept';
    if (erased && row.requester_user_id !== null) {
      const userId = Number(row.requester_user_id);
      const role = recipients[0]?.role;
      let summary: string;
      if (row.company_id !== null && role === 'company') {
        const closed = await erase.deregisterCompany(trx, Number(row.company_id), now);
        summary = `company #${row.company_id} blocked; accounts closed: ${closed.map((u) => `#${u}`).join(', ') || '-'}`;
        await recordAudit(trx, {
          brandKey: actor.brandKey,
          actorUserId: actor.userId,
          actorRole: 'staff',
          action: 'company.deregister',
          objectType: 'company',
          objectId: Number(row.company_id),
          toState: 'bloqueada',
          reason: `#${id}`,
          requestId: req.requestId,
          ip: req.ip,
        });
      } else {
        orphanKeys = await erase.anonymiseStudent(trx, userId, now);
        summary = `account #${userId} anonymised; documents removed: ${orphanKeys.length}`;
      }
      await recordAudit(trx, {
        brandKey: actor.brandKey,
        actorUserId: actor.userId,
        actorRole: 'staff',
        action: 'account.erase',
        objectType: 'user',
        objectId: userId,
        fromState: 'active',
        toState: 'deregistered',
        reason: summary,
        requestId: req.requestId,
        ip: req.ip,
      });
    }
    const sent = new Set<string>();
    for (const person of recipients) {
      const lang: Lang = person.preferred_language === 'ca' ? 'ca' : 'es';
      const brandName = req.brand.name[lang];
      // An erased account has no bell any more; the mail is the confirmation.
      if (!erased && person.status === 'active') {
        await insertNotification(trx, {
          importante: true,
          userId: person.id,
          companyId: person.role === 'company' ? row.company_id : null,
          ...decisionNotification(kind, decision, lang, brandName, row.titulo, reason),
          now,
        });
      }
      const address = person.email.toLowerCase();
      if (sent.has(address)) continue;
      sent.add(address);
      await sendMail(
        { db: trx, config: deps.config, log: deps.log },
        {
          to: address,
          ...decisionMail(
            kind,
            decision,
            lang,
            brandName,
            row.titulo,
            reason,
            new URL(loginPath(person.role), baseUrl).toString(),
          ),
        },
      );
    }
  });
  await removeOrphanFiles(deps, orphanKeys);
  return sheetOf(deps.db, actor, kind, id, req.lang);
}

/** After the commit: the bytes of erased documents that no other document shares (storage is by content hash). */
async function removeOrphanFiles(deps: RequestsDeps, keys: string[]) {
  if (!keys.length) return;
  const inUse = await erase.storageKeysInUse(deps.db, keys);
  for (const key of keys) {
    if (inUse.has(key)) continue;
    try {
      await deps.storage.delete(key);
    } catch (err) {
      deps.log.warn({ err }, 'erased document file left in storage');
    }
  }
}
