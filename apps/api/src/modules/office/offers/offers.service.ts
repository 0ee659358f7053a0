import type { TBrand } from '@portal/contracts/brand';
import {
  OFFER_REJECT_REASONS,
  type TOfferRejectReason,
  type TOfficeOfferBulkResult,
  type TOfficeOfferDecision,
  type TOfficeOfferItem,
  type TOfficeOfferListQuery,
  type TOfficeOfferPage,
  type TOfficeOfferReject,
  type TOfficeOfferSheet,
} from '@portal/contracts/office/offers.schemas';
import {
  canTransitionOffer,
  effectiveOfferState,
  isPastExpiry,
  type TOfferState,
} from '@portal/contracts/proposals/states';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser, DataVersions } from '../../../platform/auth';
import { now as brandNow, today as brandDay } from '../../../platform/clock';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { sendMail } from '../../../platform/mail';
import { renderMail, type MailTemplates } from '../../../platform/mail-templates';
import { studentOfferView } from '../../offers/offer-detail.service';
import { selectOfferByRef } from '../../offers/offers.repository';
import { requireOffice, type OfficeActor } from '../office-access.service';
import { countKey, offerQueueCacheFor, pageKey } from './offer-queue-cache';
import * as repo from './offers.repository';
import { insertNotification } from '../../notifications/notifications.repository';
import { escapeHtml } from '../../../platform/escape-html';

/**
 * Offer validation of the office console (issue #14 '3. Offers'): the queue, the offer as a student
 * sees it with its timeline, and the decisions. Each decision is one transaction: the guarded
 * state change, its audit row, the company's notification and its e-mail (outbox or SMTP).
 * Publishing writes the offers table, whose trigger bumps the 'offers' data version (ADR 0006), so
 * the students' cached lists show the offer at once.
 */
export interface OfficeOffersDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  mailTemplates: MailTemplates;
}

export interface OfficeOffersRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
  /** The brand's public address, for the links of the e-mails. */
  baseUrl: string;
  /** The data versions read with the session (keys of the queue cache). */
  dataVersions?: DataVersions;
}

type Lang = 'es' | 'ca';
export type OfferDecisionKind = 'approve' | 'reject' | 'return' | 'close' | 'reopen';

const DAY_MS = 86_400_000;

function decisionOf(
  row: Pick<repo.OfficeOfferRow, 'office_decision' | 'office_reason_code' | 'office_comment' | 'office_decided_at'>,
  lang: Lang,
): TOfficeOfferDecision | null {
  if (!row.office_decision || !row.office_decided_at) return null;
  const code =
    row.office_reason_code && row.office_reason_code in OFFER_REJECT_REASONS
      ? (row.office_reason_code as TOfferRejectReason)
      : null;
  return {
    tipo: row.office_decision,
    codigoMotivo: code,
    motivo: code ? OFFER_REJECT_REASONS[code][lang] : null,
    comentario: row.office_comment,
    fecha: row.office_decided_at,
  };
}

/** The office's decision as the company reads it on its offer (modules/proposals). */
export const officeDecisionForCompany = decisionOf;

function toItem(row: repo.OfficeOfferRow, lang: Lang, now: number): TOfficeOfferItem {
  return {
    idOferta: row.id,
    titulo: row.titulo,
    empresa: row.company_comercial ?? row.company_nombre,
    idEmpresa: row.company_id,
    tipo: row.tipo,
    estado: row.estado,
    creada: row.created_at,
    actualizada: row.updated_at,
    diasEsperando: Math.max(0, Math.floor((now - Date.parse(row.updated_at)) / DAY_MS)),
    decision: decisionOf(row, lang),
  };
}

export async function listOffers(
  deps: Pick<OfficeOffersDeps, 'db'> & { config: Pick<AppConfig, 'offerListCacheSeconds'> },
  req: Pick<OfficeOffersRequest, 'user' | 'brand' | 'dataVersions'>,
  query: TOfficeOfferListQuery,
): Promise<TOfficeOfferPage> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'offers.read');
  const filter: repo.OfficeOfferFilter = {
    brandKey: actor.brandKey,
    estado: query.estado,
    tipo: query.tipo,
    q: query.q || undefined,
    orden: query.orden,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  };
  const cache = offerQueueCacheFor(deps.db, deps.config.offerListCacheSeconds, req.dataVersions?.offers);
  let rows: Awaited<ReturnType<typeof repo.listOffers>>['rows'];
  let total: number;
  if (cache) {
    // The queue's count and the page's ids under the 'offers' data version read with the session.
    const [ids, count] = await Promise.all([
      cache.pages.getOrLoad(pageKey(cache.version, filter), () => repo.pageOfferIds(deps.db, filter)),
      cache.counts.getOrLoad(countKey(cache.version, filter), () => repo.countOffers(deps.db, filter)),
    ]);
    rows = await repo.offerRows(deps.db, ids);
    total = count;
  } else {
    ({ rows, total } = await repo.listOffers(deps.db, filter));
  }
  const now = brandNow().getTime();
  return {
    items: rows.map((r) => toItem(r as repo.OfficeOfferRow, req.user.lang, now)),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
  };
}

async function offerOfBrand(db: Db, actor: OfficeActor, offerId: number): Promise<repo.OfficeOfferRow> {
  const row = await repo.findOfferOfBrand(db, offerId, actor.brandKey);
  // Another brand's offer does not exist for this office.
  if (!row) throw new AppError(Status.OfferNotFound);
  return row;
}

export async function offerSheet(
  deps: Pick<OfficeOffersDeps, 'db'>,
  req: Pick<OfficeOffersRequest, 'user' | 'brand'>,
  offerId: number,
): Promise<TOfficeOfferSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'offers.read');
  const row = await offerOfBrand(deps.db, actor, offerId);
  const full = await selectOfferByRef(deps.db, { id: offerId });
  if (!full) throw new AppError(Status.OfferNotFound);
  const lang = req.user.lang;
  const [vistaAlumno, history] = await Promise.all([
    studentOfferView({ db: deps.db, lang }, full, null),
    repo.timeline(deps.db, actor.brandKey, offerId),
  ]);
  return {
    idOferta: row.id,
    estado: row.estado,
    idEmpresa: row.company_id,
    empresa: row.company_comercial ?? row.company_nombre,
    decision: decisionOf(row, lang),
    vistaAlumno,
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

const TARGET: Record<OfferDecisionKind, TOfferState> = {
  approve: 'publicada',
  reject: 'cerrada',
  return: 'borrador',
  close: 'cerrada',
  reopen: 'publicada',
};

/** Which state each decision starts from: the office validates pending offers, closes published ones, reopens closed ones. */
const FROM: Record<OfferDecisionKind, readonly TOfferState[]> = {
  approve: ['pendiente_validacion'],
  reject: ['pendiente_validacion'],
  return: ['pendiente_validacion'],
  close: ['publicada'],
  reopen: ['cerrada', 'caducada'],
};

/** Labels around the templated text (the decisions' texts are mail templates, ADR 0013). */
const LABELS = {
  es: { motivo: 'Motivo', comentario: 'Comentario de la oficina', enlace: 'Ver la oferta' },
  ca: { motivo: 'Motiu', comentario: "Comentari de l'oficina", enlace: "Veure l'oferta" },
} as const;

export interface DecisionInput {
  reasonCode?: TOfferRejectReason;
  comment?: string;
}

/** Tells the company (notification and e-mail in each recipient's language) inside the decision's transaction. */
async function tellCompany(
  trx: Db,
  deps: OfficeOffersDeps,
  req: OfficeOffersRequest,
  offer: repo.OfficeOfferRow,
  kind: OfferDecisionKind,
  input: DecisionInput,
  now: string,
) {
  const author = await repo.offerAuthor(trx, offer.id);
  const recipients = await repo.companyRecipients(trx, offer.company_id, author?.created_by_user_id ?? null);
  for (const r of recipients) {
    const lang: Lang = r.preferred_language === 'ca' ? 'ca' : 'es';
    const t = LABELS[lang];
    const text = renderMail(deps.mailTemplates, req.brand.key, `offer.${kind}`, lang, { title: offer.titulo });
    const path = lang === 'ca' ? `/les-meves-ofertes/${offer.id}` : `/mis-propuestas/${offer.id}`;
    const reason = input.reasonCode ? OFFER_REJECT_REASONS[input.reasonCode][lang] : null;
    const lines = [
      text.body,
      reason ? `${t.motivo}: ${reason}` : null,
      input.comment ? `${t.comentario}: ${input.comment}` : null,
    ].filter((l): l is string => !!l);
    await insertNotification(trx, {
      importante: true,
      userId: r.id,
      companyId: offer.company_id,
      titulo: text.subject,
      texto: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
      url: path,
      now,
    });
    const link = `${req.baseUrl.replace(/\/$/, '')}${path}`;
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      {
        to: r.email,
        subject: `${text.subject}: ${offer.titulo}`,
        text: [...lines, `${t.enlace}: ${link}`].join('\n\n'),
        html: [
          ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
          `<p><a href="${escapeHtml(link)}">${t.enlace}</a></p>`,
        ].join(''),
      },
    );
  }
}

/** One decision on one offer of the actor's brand: the new state, or an AppError (4, 160, 161). */
async function decideOne(
  deps: OfficeOffersDeps,
  req: OfficeOffersRequest,
  actor: OfficeActor,
  offerId: number,
  kind: OfferDecisionKind,
  input: DecisionInput,
): Promise<TOfferState> {
  const offer = await offerOfBrand(deps.db, actor, offerId);
  const today = brandDay(req.brand);
  const to = TARGET[kind];
  const from = kind === 'reopen' ? offer.estado : effectiveOfferState(offer.estado, offer.fecha_caducidad, today);
  if (!FROM[kind].includes(from) || !canTransitionOffer('staff', from, to))
    throw new AppError(Status.OfferNotInDecisionState);
  if (to === 'publicada' && isPastExpiry(offer.fecha_caducidad, today)) throw new AppError(Status.OfferPastExpiry);
  const now = new Date().toISOString();
  const reasonText = input.reasonCode
    ? [OFFER_REJECT_REASONS[input.reasonCode].es, input.comment].filter(Boolean).join('. ')
    : (input.comment ?? null);
  await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.applyDecision(trx, offerId, offer.estado, {
      estado: to,
      published: kind === 'approve' || kind === 'reopen',
      decision: kind === 'reject' ? 'rechazada' : kind === 'return' ? 'devuelta' : null,
      reasonCode: input.reasonCode ?? null,
      comment: input.comment ?? null,
      reasonText: kind === 'reject' || kind === 'return' ? reasonText : null,
      now,
    });
    // Another request decided first: nothing of this one is written.
    if (!moved) throw new AppError(Status.OfferNotInDecisionState);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: `offer.${kind}`,
      objectType: 'offer',
      objectId: offerId,
      fromState: offer.estado,
      toState: to,
      reason: input.reasonCode ? [input.reasonCode, input.comment].filter(Boolean).join(': ') : (input.comment ?? null),
      requestId: req.requestId,
      ip: req.ip,
    });
    await tellCompany(trx, deps, req, offer, kind, input, now);
  });
  return to;
}

export async function decideOffer(
  deps: OfficeOffersDeps,
  req: OfficeOffersRequest,
  offerId: number,
  kind: OfferDecisionKind,
  input: DecisionInput = {},
): Promise<TOfficeOfferSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'offers.decide');
  await decideOne(deps, req, actor, offerId, kind, input);
  return offerSheet(deps, req, offerId);
}

/** Bulk approve or reject: each offer is its own transaction, a refusal of one does not stop the rest. */
export async function decideOffers(
  deps: OfficeOffersDeps,
  req: OfficeOffersRequest,
  ids: number[],
  kind: 'approve' | 'reject',
  input: DecisionInput = {},
): Promise<TOfficeOfferBulkResult> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'offers.decide');
  const resultados: TOfficeOfferBulkResult['resultados'] = [];
  for (const id of [...new Set(ids)]) {
    try {
      resultados.push({ idOferta: id, status: 0, estado: await decideOne(deps, req, actor, id, kind, input) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      resultados.push({ idOferta: id, status: Number(err.code), estado: null });
    }
  }
  return { resultados };
}

export function rejectInput(body: TOfficeOfferReject): DecisionInput {
  return { reasonCode: body.codigoMotivo, comment: body.comentario || undefined };
}
