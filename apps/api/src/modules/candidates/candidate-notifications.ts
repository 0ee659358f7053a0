import type { Kysely } from 'kysely';
import { routePath } from '@portal/contracts/routes';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../platform/escape-html';
import { insertNotification } from '../notifications/notifications.repository';

/**
 * The notification a student gets when a company (or the closing of an offer) changes their
 * candidature (SPEC §4 Candidature, §3 Notification). Notifications are content, so their texts
 * live here in both languages and are written in the student's preferred language.
 */

type Lang = 'es' | 'ca';

const TEXTS: Record<Lang, { titulo: string; cuerpo: (oferta: string, estado: string) => string; motivo: string }> = {
  es: {
    titulo: 'Tu candidatura ha cambiado de estado',
    cuerpo: (oferta, estado) =>
      `<p>Tu candidatura a la oferta <strong>${oferta}</strong> ha pasado al estado <strong>${estado}</strong>.</p>`,
    motivo: 'Motivo',
  },
  ca: {
    titulo: "La teva candidatura ha canviat d'estat",
    cuerpo: (oferta, estado) =>
      `<p>La teva candidatura a l'oferta <strong>${oferta}</strong> ha passat a l'estat <strong>${estado}</strong>.</p>`,
    motivo: 'Motiu',
  },
};

export interface CandidatureChangeNotice {
  studentId: number;
  offerTitle: string;
  offerUrl: string;
  /** State id of estadosCandidaturasAlumno. */
  estado: number;
  idMotivo: number | null;
  motivoTexto: string | null;
}

async function labelsFor(db: Kysely<Database>, list: string, id: number | null) {
  if (id === null) return null;
  return db
    .selectFrom('domain_items')
    .select(['name_es', 'name_ca'])
    .where('list', '=', list)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Inserts the student's notification (inside the caller's transaction). */
export async function notifyCandidatureChange(
  db: Kysely<Database>,
  notice: CandidatureChangeNotice,
  now: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('preferred_language')
    .where('id', '=', notice.studentId)
    .executeTakeFirst();
  const lang: Lang = user?.preferred_language === 'ca' ? 'ca' : 'es';
  const [state, reason] = await Promise.all([
    labelsFor(db, 'estadosCandidaturasAlumno', notice.estado),
    labelsFor(db, 'motivosCambioEstadoCandidatura', notice.idMotivo),
  ]);
  const t = TEXTS[lang];
  const stateName = state ? (lang === 'ca' ? state.name_ca : state.name_es) : String(notice.estado);
  const reasonName = reason ? (lang === 'ca' ? reason.name_ca : reason.name_es) : null;
  const reasonText = [reasonName, notice.motivoTexto]
    .filter((x): x is string => !!x)
    .map(escapeHtml)
    .join('. ');
  const texto =
    t.cuerpo(escapeHtml(notice.offerTitle), escapeHtml(stateName)) +
    (reasonText ? `<p>${t.motivo}: ${reasonText}</p>` : '');
  await insertNotification(db, {
    userId: notice.studentId,
    titulo: t.titulo,
    texto,
    importante: false,
    // The student's application page, from the route table (SPEC §2 'My applications').
    url: routePath('my-application', { id: notice.offerUrl }),
    now,
  });
}
