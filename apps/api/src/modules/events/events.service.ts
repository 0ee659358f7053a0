import type { TBrand } from '@portal/contracts/brand';
import type {
  TEventCard,
  TEventEnrolBody,
  TEventListQuery,
  TEventSheet,
  TPublicEventSheet,
} from '@portal/contracts/events/events.schemas';
import { idFromText } from '@portal/contracts/validation/ids';
import { AppError } from '../../platform/app-error';
import { dayIn, now as clockNow } from '../../platform/clock';
import { localized, type ContentLang } from '../../platform/content-language';
import type { Db } from '../../platform/db';
import { buildEventIcs } from './event-ics';
import { contentReader } from '../content-files/content-reader.repository';
import * as repo from './events.repository';
import type { EventRecord, EventRef, EventVisibility } from './events.repository';
import { Status } from '@portal/contracts/status-names';

/** Where the .ics file of an event is: the student's path, or the public one for public events. */
export const ICS_PATHS = { student: '/api/Alumno/eventoIcs', public: '/api/Publico/eventoIcs' } as const;

/**
 * A brand without events (flag hasEventos off, SPEC §6) answers every events call HTTP 403
 * status 71, like the web's brand-flag guard: the feature does not exist on that brand.
 */
function ensureEventsOn(brand: TBrand): void {
  if (!brand.flags.hasEventos) throw new AppError(Status.NoPermission);
}

/** SPEC §8 74: missing, of another brand, or (for enrolment) already started. HTTP 404. */
function unavailable(): AppError {
  return new AppError(Status.EventNotFound);
}

/**
 * What a signed-in student may see today (SPEC §2 events): published, for their degrees and campuses.
 * "Today" is the brand's day (DESIGN 'one clock'): an event published from 8 December shows at
 * 00:46 on that day in Madrid, while UTC is still on the 7th.
 */
async function forStudent(db: Db, brand: TBrand, userId: number, now: Date): Promise<EventVisibility> {
  return { today: dayIn(now, brand.timeZone), reader: await contentReader(db, 'student', userId) };
}

/** What anybody may see on the public paths: published today (the brand's day). */
function forPublic(brand: TBrand, now = clockNow()): EventVisibility {
  return { today: dayIn(now, brand.timeZone), reader: null };
}

/** `{id}` is the event's id, or its urlAcceso (SPEC §2 /eventos/{urlAcceso}). */
export function eventRef(param: string): EventRef {
  // Digits past the id range read as a slug: nothing matches, 74 (issue #12 item 2).
  const id = idFromText(param);
  return id !== null ? { id } : { slug: param };
}

/**
 * The event with its texts in the request's language (issue #12 item 22): the Catalan ones where
 * written, the Spanish ones otherwise. The category's slug stays the filter key in both languages.
 */
function inLanguage(e: EventRecord, lang: ContentLang): EventRecord {
  return {
    ...e,
    titulo: localized(e.titulo, e.titulo_ca, lang),
    entradilla: localized(e.entradilla, e.entradilla_ca, lang),
    descripcion: localized(e.descripcion, e.descripcion_ca, lang),
    categoria: localized(e.categoria, e.categoria_ca, lang),
    lugar: localized(e.lugar, e.lugar_ca, lang),
  };
}

function toCard(e: EventRecord, inscrito: boolean): TEventCard {
  return {
    idEvento: e.id,
    titulo: e.titulo,
    entradilla: e.entradilla,
    categoria: e.categoria ? { nombre: e.categoria, slug: e.categoria_slug ?? '' } : null,
    fecha: e.fecha,
    fechaFin: e.fecha_fin,
    lugar: e.lugar,
    ulrImagenPrincipal: e.url_imagen,
    destacado: Number(e.destacado) === 1,
    urlAcceso: e.url_acceso,
    publico: Number(e.publico) === 1,
    paraQuien: e.audience,
    inscripcionAbierta: Number(e.inscripcion_abierta) === 1,
    inscrito,
  };
}

async function toSheet(db: Db, e: EventRecord, inscrito: boolean, icsBase: string): Promise<TEventSheet> {
  const plazasLibres = e.plazas === null ? null : Math.max(0, e.plazas - (await repo.countEnrolments(db, e.id)));
  return {
    ...toCard(e, inscrito),
    descripcion: e.descripcion,
    plazas: e.plazas,
    plazasLibres,
    urlIcs: `${icsBase}/${e.id}`,
  };
}

/**
 * GET dameEventos: the brand's events by date. The student home asks `proximos` and `limite=3`
 * (SPEC §2: at most 3 upcoming events sorted by date).
 */
export async function listEvents(
  db: Db,
  brand: TBrand,
  userId: number,
  q: TEventListQuery,
  lang: ContentLang,
  now = clockNow(),
): Promise<TEventCard[]> {
  ensureEventsOn(brand);
  const rows = await repo.listEvents(db, brand.key, {
    from: q.proximos ? now.toISOString() : undefined,
    destacados: q.destacados,
    categoriaSlug: q.categoria || undefined,
    limit: q.limite,
    visible: await forStudent(db, brand, userId, now),
  });
  const enrolled = await repo.enrolledEventIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCard(inLanguage(r, lang), enrolled.has(r.id)));
}

export async function eventSheet(
  db: Db,
  brand: TBrand,
  userId: number,
  ref: EventRef,
  lang: ContentLang,
  now = clockNow(),
): Promise<TEventSheet> {
  ensureEventsOn(brand);
  const event = await repo.findEvent(db, brand.key, ref, await forStudent(db, brand, userId, now));
  if (!event) throw unavailable();
  const enrolled = await repo.enrolledEventIds(db, userId, [event.id]);
  return toSheet(db, inLanguage(event, lang), enrolled.has(event.id), ICS_PATHS.student);
}

/** /api/Publico/dameFichaEvento/{id}: only events marked public; the others answer 74 as if missing. */
export async function publicEventSheet(
  db: Db,
  brand: TBrand,
  ref: EventRef,
  lang: ContentLang,
): Promise<TPublicEventSheet> {
  ensureEventsOn(brand);
  const event = await repo.findEvent(db, brand.key, ref, forPublic(brand));
  if (!event || Number(event.publico) !== 1) throw unavailable();
  const { inscrito: _omit, ...sheet } = await toSheet(db, inLanguage(event, lang), false, ICS_PATHS.public);
  return sheet;
}

/**
 * POST inscribirseEnEvento (SPEC §7; codes of SPEC §8): 74 unavailable or started, 75 enrolment
 * closed or no places left, 77 for students only (a graduate asks), 78 for graduates only,
 * 76 already enrolled. The place count and the insert share a transaction holding the event row.
 */
export async function enrol(
  db: Db,
  brand: TBrand,
  userId: number,
  body: TEventEnrolBody,
  lang: ContentLang,
  now = clockNow(),
): Promise<TEventSheet> {
  ensureEventsOn(brand);
  const ref: EventRef = body.idEvento ? { id: body.idEvento } : { slug: String(body.urlEvento) };
  const visible = await forStudent(db, brand, userId, now);
  const eventId = await db.transaction().execute(async (trx) => {
    const event = await repo.findEvent(trx, brand.key, ref, visible, true);
    if (!event || event.fecha <= now.toISOString()) throw unavailable();
    if (Number(event.inscripcion_abierta) !== 1) throw new AppError(Status.EventWithoutEnrolment);
    const kind = await repo.studentKind(trx, userId);
    if (event.audience === 'students' && kind === 'alumnus') throw new AppError(Status.EventForStudents);
    if (event.audience === 'graduates' && kind !== 'alumnus') throw new AppError(Status.EventForGraduates);
    if ((await repo.enrolledEventIds(trx, userId, [event.id])).has(event.id))
      throw new AppError(Status.AlreadyEnrolledInEvent);
    if (event.plazas !== null && (await repo.countEnrolments(trx, event.id)) >= event.plazas)
      throw new AppError(Status.EventWithoutEnrolment);
    if ((await repo.insertEnrolment(trx, event.id, userId, now.toISOString())) === 0)
      throw new AppError(Status.AlreadyEnrolledInEvent);
    return event.id;
  });
  return eventSheet(db, brand, userId, { id: eventId }, lang, now);
}

export interface IcsFile {
  filename: string;
  body: string;
}

/** The .ics of an event: any event of the brand for a student, public events only on the public path. */
export async function eventIcs(
  db: Db,
  brand: TBrand,
  ref: EventRef,
  opts: { publicOnly: boolean; origin: string; lang: 'es' | 'ca' },
): Promise<IcsFile> {
  ensureEventsOn(brand);
  const event = await repo.findEvent(db, brand.key, ref, forPublic(brand));
  if (!event || (opts.publicOnly && Number(event.publico) !== 1)) throw unavailable();
  const page = Number(event.publico) === 1 ? `/evento-publico/${event.id}` : `/eventos/${event.id}`;
  const body = buildEventIcs(inLanguage(event, opts.lang), {
    brandKey: brand.key,
    brandName: brand.name[opts.lang],
    url: `${opts.origin}${page}`,
  });
  return { filename: `evento-${event.url_acceso.replace(/[^a-z0-9-]/gi, '') || event.id}.ics`, body };
}
