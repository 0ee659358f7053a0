import {
  OFFICE_OFFER_EDIT_FIELDS,
  type TOfficeOfferEdit,
  type TOfficeOfferSheet,
} from '@portal/contracts/office/offers.schemas';
import type { TOfferState } from '@portal/contracts/proposals/states';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { sendMail } from '../../../platform/mail';
import { paragraphs, renderMail } from '../../../platform/mail-templates';
import { requireOffice } from '../office-access.service';
import { offerSheet, type OfficeOffersDeps, type OfficeOffersRequest } from './offers.service';
import * as repo from './offers.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * Staff edit an offer (issue #14 '3. Offers'; permission offers.edit): the fields the company
 * writes, checked by the same schema as addOferta. One transaction changes the offer, writes the
 * audit row with what changed ({"field": [before, after]} as JSON in reason) and tells the company.
 */
const EDITABLE_STATES: readonly TOfferState[] = ['borrador', 'pendiente_validacion', 'publicada'];

type Value = string | number | null;

export async function editOffer(
  deps: OfficeOffersDeps,
  req: OfficeOffersRequest,
  offerId: number,
  body: TOfficeOfferEdit,
): Promise<TOfficeOfferSheet> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'offers.edit');
  const offer = await repo.findOfferOfBrand(deps.db, offerId, actor.brandKey);
  if (!offer) throw new AppError(Status.OfferNotFound);
  if (!EDITABLE_STATES.includes(offer.estado)) throw new AppError(Status.OfficeOfferNotEditable);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const current = (await repo.editableValues(trx, offerId)) as Record<string, Value> & { estado: TOfferState };
    if (current.estado !== offer.estado) throw new AppError(Status.OfferNotInDecisionState);
    const changes: Record<string, [Value, Value]> = {};
    const values: Record<string, Value> = {};
    for (const field of OFFICE_OFFER_EDIT_FIELDS) {
      const next = body[field];
      if (next === undefined) continue;
      const column = repo.EDITABLE_COLUMNS[field];
      const after: Value = next === '' ? null : (next ?? null);
      const before = current[column] ?? null;
      // Numbers come back as strings from some drivers: compare what a person would read.
      if (String(before ?? '') === String(after ?? '')) continue;
      changes[field] = [before, after];
      values[column] = after;
    }
    if (Object.keys(changes).length === 0) return;
    if (!(await repo.updateEditable(trx, offerId, offer.estado, values, now)))
      throw new AppError(Status.OfferNotInDecisionState);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'offer.edit',
      objectType: 'offer',
      objectId: offerId,
      fromState: offer.estado,
      toState: offer.estado,
      reason: JSON.stringify(changes),
      requestId: req.requestId,
      ip: req.ip,
    });
    const title = typeof values.titulo === 'string' ? values.titulo : offer.titulo;
    const author = await repo.offerAuthor(trx, offerId);
    for (const r of await repo.companyRecipients(trx, offer.company_id, author?.created_by_user_id ?? null)) {
      const lang = r.preferred_language === 'ca' ? 'ca' : 'es';
      const path = lang === 'ca' ? `/les-meves-ofertes/${offerId}` : `/mis-propuestas/${offerId}`;
      const text = renderMail(deps.mailTemplates, req.brand.key, 'offer.edit', lang, {
        title,
        fields: Object.keys(changes).join(', '),
      });
      await insertNotification(trx, {
        importante: true,
        userId: r.id,
        companyId: offer.company_id,
        titulo: text.subject,
        texto: paragraphs(text.body),
        url: path,
        now,
      });
      await sendMail(
        { db: trx, config: deps.config, log: deps.log },
        { to: r.email, subject: `${text.subject}: ${title}`, text: `${text.body}\n\n${req.baseUrl}${path}` },
      );
    }
  });
  return offerSheet(deps, req, offerId);
}
