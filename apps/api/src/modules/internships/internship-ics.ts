import type { TBrand } from '@portal/contracts/brand';
import type { TInternshipState } from '@portal/contracts/internships/internship-states';
import type { FastifyReply } from 'fastify';
import ical, { ICalEventStatus } from 'ical-generator';
import { addDays, now } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

/**
 * An internship in the calendars of its student, its company and its tutors (beside the events'
 * .ics files): one all-day event from the start day to the end day (DTEND is the day after, as
 * RFC 5545 §3.6.1 makes it exclusive), summary with the title and the company. The UID is the
 * internship's, so that a file downloaded again after an amendment replaces the first one; the
 * SEQUENCE counts its amendments. Built with ical-generator (DESIGN 'CSV in, iCal'): escaping,
 * folding at 75 octets and CRLF lines are the library's.
 */
export interface IcsFile {
  filename: string;
  body: string;
}

/** The internship as a calendar needs it, with who it belongs to (the callers authorise). */
export function icsSource(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('users as su', 'su.id', 'i.student_id')
    .leftJoin('students as s', 's.user_id', 'i.student_id')
    .leftJoin('users as au', 'au.id', 'i.academic_tutor_user_id')
    .select((eb) => [
      'i.id',
      'i.titulo',
      'i.estado',
      'i.fecha_inicio',
      'i.fecha_fin',
      'i.student_id',
      'i.company_id',
      'i.academic_tutor_user_id',
      'i.tutor_empresa_nombre',
      'i.tutor_empresa_apellidos',
      's.campus_id',
      'c.nombre as company_name',
      'c.nombre_comercial',
      'su.nombre as student_nombre',
      'su.apellidos as student_apellidos',
      'au.nombre as academic_nombre',
      'au.apellidos as academic_apellidos',
      eb
        .selectFrom('internship_amendments as m')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('m.internship_id', '=', 'i.id')
        .as('amendments'),
    ])
    .where('i.id', '=', id)
    .where('c.brand_key', '=', brandKey)
    .executeTakeFirst();
}
export type IcsSource = NonNullable<Awaited<ReturnType<typeof icsSource>>>;

const TEXTS = {
  es: {
    summary: (title: string, company: string) => `Prácticas «${title}» en ${company}`,
    student: 'Estudiante',
    companyTutor: 'Tutor/a de empresa',
    academicTutor: 'Tutor/a académico/a',
  },
  ca: {
    summary: (title: string, company: string) => `Pràctiques «${title}» a ${company}`,
    student: 'Estudiant',
    companyTutor: "Tutor/a d'empresa",
    academicTutor: 'Tutor/a acadèmic/a',
  },
} as const;

const name = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ').trim();
const CANCELLED: readonly TInternshipState[] = ['rechazada', 'cancelada'];

/** The .ics file of one internship; `page` is the absolute address of its page for the reader. */
export function buildInternshipIcs(
  row: IcsSource,
  brand: Pick<TBrand, 'key' | 'name'>,
  lang: 'es' | 'ca',
  page: string,
): IcsFile {
  const t = TEXTS[lang];
  const company = row.nombre_comercial ?? row.company_name;
  const people: Array<[string, string]> = [
    [t.student, name(row.student_nombre, row.student_apellidos)],
    [t.companyTutor, name(row.tutor_empresa_nombre, row.tutor_empresa_apellidos)],
    [t.academicTutor, name(row.academic_nombre, row.academic_apellidos)],
  ];
  const calendar = ical({ prodId: { company: brand.name[lang], product: 'Portal de prácticas', language: 'ES' } });
  calendar.createEvent({
    id: `practica-${row.id}@${brand.key}.placement-portal`,
    sequence: Number(row.amendments ?? 0),
    stamp: now(),
    allDay: true,
    start: row.fecha_inicio,
    end: addDays(row.fecha_fin, 1),
    summary: t.summary(row.titulo, company),
    description: people
      .filter(([, who]) => who)
      .map(([role, who]) => `${role}: ${who}`)
      .join('\n'),
    url: page,
    status: CANCELLED.includes(row.estado) ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too.
  return { filename: `practica-${row.id}.ics`, body: `${calendar.toString()}\r\n` };
}

/** The routes' answer: a calendar file, not the envelope (errors still are); as the events' .ics. */
export const icsResponse = { 200: fileResponse(MEDIA.ics, 'An RFC 5545 VCALENDAR with one all-day VEVENT') };

export function sendIcs(reply: FastifyReply, file: IcsFile) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.body, 'utf8'));
}
