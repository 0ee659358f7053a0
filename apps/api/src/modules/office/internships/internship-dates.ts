import type { TBrand } from '@portal/contracts/brand';
import {
  INTERNSHIP_STATE_TEXTS,
  stateByDates,
  type TInternshipState,
} from '@portal/contracts/internships/internship-states';
import { recordAudit } from '../../../platform/audit';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { sendMail } from '../../../platform/mail';
import { paragraphs, renderMail, type MailTemplates } from '../../../platform/mail-templates';
import type { FastifyBaseLogger } from 'fastify';
import { insertNotification } from '../../notifications/notifications.repository';
import type { OfficeActor } from '../office-access.service';
import * as datesRepo from './internship-dates.repository';
import * as repo from './internships.repository';

/**
 * An internship moves by its dates (SPEC §4 internship states; ADR 0031): 'aceptada' becomes
 * 'en_curso' on its start day and 'finalizada' after its end day, in the brand's time zone; an
 * amendment that moves the start after today takes an under-way one back to 'aceptada'. The
 * daily job and the amendments both come here, inside their own transaction: the guarded
 * update (a retry, or another instance that moved it first, writes nothing), one timeline row,
 * and the student, the company, the company tutor and the academic tutor told in the portal and
 * by e-mail.
 */
export interface DatesMoveDeps {
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  mailTemplates: MailTemplates;
}

export interface DatesMoveActor {
  userId: number | null;
  /** 'job' for the daily job, 'staff' for an amendment. */
  role: 'job' | 'staff';
  requestId?: string;
  ip?: string;
}

/** The timeline's verb of each move by dates. */
const ACTIONS: Partial<Record<TInternshipState, string>> = {
  en_curso: 'internship.start',
  finalizada: 'internship.finish',
  aceptada: 'internship.unstart',
};

/** 'YYYY-MM-DD' as dd/mm/yyyy, the form dates take in every text of the portal. */
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Moves one internship to the state its dates give it on `today`; answers the new state, or null
 * when it stays (already there, closed, or moved by someone else since it was read).
 */
export async function moveByDates(
  trx: Db,
  deps: DatesMoveDeps,
  brand: Pick<TBrand, 'key' | 'name'>,
  baseUrl: string,
  internship: { id: number; estado: TInternshipState; fecha_inicio: string; fecha_fin: string },
  today: string,
  actor: DatesMoveActor,
  now: string,
): Promise<TInternshipState | null> {
  const from = internship.estado;
  const to = stateByDates(from, internship.fecha_inicio, internship.fecha_fin, today);
  if (to === from) return null;
  if (!(await datesRepo.moveInternshipState(trx, internship.id, from, to, now))) return null;
  await recordAudit(trx, {
    brandKey: brand.key,
    actorUserId: actor.userId,
    actorRole: actor.role,
    action: ACTIONS[to] ?? 'internship.dates',
    objectType: 'internship',
    objectId: internship.id,
    fromState: from,
    toState: to,
    reason: `${internship.fecha_inicio} – ${internship.fecha_fin} (${today})`,
    requestId: actor.requestId ?? null,
    ip: actor.ip ?? null,
    occurredAt: now,
  });
  await tellStateChange(trx, deps, brand, baseUrl, internship.id, to, now);
  return to;
}

/** The four parties of an internship hear of its new state: a bell notification (with an account) and a mail. */
async function tellStateChange(
  trx: Db,
  deps: DatesMoveDeps,
  brand: Pick<TBrand, 'key' | 'name'>,
  baseUrl: string,
  internshipId: number,
  state: TInternshipState,
  now: string,
) {
  const row = await repo.findInternship(trx, internshipId, brand.key);
  if (!row) return;
  const sent = new Set<string>();
  for (const p of await datesRepo.partiesOf(trx, row)) {
    const lang = p.lang === 'ca' ? 'ca' : 'es';
    const text = renderMail(deps.mailTemplates, brand.key, 'internship.state', lang, {
      brand: brand.name[lang],
      title: row.titulo,
      student: `${row.student_nombre} ${row.student_apellidos}`.trim(),
      company: row.nombre_comercial ?? row.company_name,
      start: ddmmyyyy(row.fecha_inicio),
      end: ddmmyyyy(row.fecha_fin),
      state: INTERNSHIP_STATE_TEXTS[state][lang],
    });
    if (p.userId !== null) {
      await insertNotification(trx, {
        importante: true,
        userId: p.userId,
        companyId: p.companyId,
        titulo: text.subject,
        texto: paragraphs(text.body),
        url: p.path,
        now,
      });
    }
    const to = p.email?.toLowerCase();
    if (!to || sent.has(to)) continue;
    sent.add(to);
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      { to, subject: text.subject, text: `${text.body}\n\n${baseUrl.replace(/\/$/, '')}${p.path}` },
    );
  }
}

/**
 * ADR 0031: an amendment of dates moves the state at once (back to 'aceptada' when the start
 * moved after today, on to 'en_curso' or 'finalizada' when it moved earlier), as the daily job
 * would on its next run. Shared by the office's edit.
 */
export async function redate(
  trx: Db,
  deps: DatesMoveDeps,
  req: { brand: Pick<TBrand, 'key' | 'name'>; requestId: string; ip: string; baseUrl: string },
  actor: Pick<OfficeActor, 'userId'>,
  internshipId: number,
  day: string,
) {
  const after = await repo.lockInternship(trx, internshipId);
  if (!after) return;
  await moveByDates(
    trx,
    deps,
    req.brand,
    req.baseUrl,
    after,
    day,
    { userId: actor.userId, role: 'staff', requestId: req.requestId, ip: req.ip },
    new Date().toISOString(),
  );
}
