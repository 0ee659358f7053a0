import { REJECTION_STATE, SSN_DIGITS } from '@portal/contracts/limits';
import type {
  TInternshipDetail,
  TInternshipState,
  TInternshipSummary,
} from '@portal/contracts/internships/internships.schemas';
import { recordStudentAudit } from '../applications/student-audit';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { requiredDocuments } from '../offers/offer-detail.service';
import type { Lang } from '../offers/offer-cards';
import type { StudentContext } from '../offers/offers.service';
import { selectStudentDocumentTypes } from '../applications/applications.repository';
import { PREENROLMENT_REJECTED } from '../applications/preenrolment.service';
import {
  changeInternshipState,
  selectAnnexes,
  selectApplicationsAskingDocuments,
  selectInternshipDocuments,
  selectLiveInternshipAid,
  selectOwnInternship,
  selectStudentInternships,
  selectStudentPersonalData,
  type OwnInternship,
} from './internships.repository';
import { getLangLists } from '../domains/domains-lists.service';
import { Status } from '@portal/contracts/status-names';

/**
 * The student's internships (SPEC §2 My internships, §4 'Practices can be accepted or rejected
 * by the student', §7 Practices). Another student's internship is 404/45 ('practice student not
 * found'), never revealed.
 */

const STATE_LABELS: Readonly<Record<TInternshipState, Readonly<Record<Lang, string>>>> = {
  pendiente: { es: 'Pendiente de tu aceptación', ca: 'Pendent de la teva acceptació' },
  aceptada: { es: 'Aceptada', ca: 'Acceptada' },
  rechazada: { es: 'Rechazada', ca: 'Rebutjada' },
  en_curso: { es: 'En curso', ca: 'En curs' },
  finalizada: { es: 'Finalizada', ca: 'Finalitzada' },
  cancelada: { es: 'Cancelada', ca: 'Cancel·lada' },
};

/** Marks the vocational-training follow-up document among an internship's documents. */
export const FOLLOW_UP_MARKER = 'seguimiento_cf';
/** SPEC §6: courses from 2023-24 need digital-certificate signing of practice documents. */
export const DIGITAL_SIGNATURE_FROM_COURSE = '2023-24';

interface SummarySource {
  id: number;
  titulo: string;
  estado: string;
  fecha_inicio: string;
  fecha_fin: string;
  course: string;
  tipo: string | null;
  empresa_nombre: string;
  empresa_comercial: string | null;
}

function toSummary(row: SummarySource, lang: Lang): TInternshipSummary {
  const estado = row.estado as TInternshipState;
  return {
    idPractica: row.id,
    titulo: row.titulo,
    empresa: row.empresa_comercial ?? row.empresa_nombre,
    estado,
    descripcionEstado: STATE_LABELS[estado]?.[lang] ?? row.estado,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    curso: row.course,
    tipo: row.tipo,
    pendienteAceptacion: estado === 'pendiente',
  };
}

export async function listInternships(ctx: StudentContext): Promise<TInternshipSummary[]> {
  return (await selectStudentInternships(ctx.db, ctx.userId)).map((r) => toSummary(r, ctx.lang));
}

export async function ownInternship(ctx: StudentContext, id: number): Promise<OwnInternship> {
  const row = await selectOwnInternship(ctx.db, id, ctx.userId);
  if (!row) throw new AppError(Status.StudentNotFound);
  return row;
}

/** A vocational-training (CF) internship: of a ciclo formativo degree or from an alternance offer. */
export function isVocational(row: Pick<OwnInternship, 'degree_level' | 'offer_tipo'>): boolean {
  return row.degree_level === 'ciclo' || row.offer_tipo === 'alternancia';
}

export async function internshipDetail(ctx: StudentContext, id: number): Promise<TInternshipDetail> {
  const row = await ownInternship(ctx, id);
  const [documents, { dominios }] = await Promise.all([
    selectInternshipDocuments(ctx.db, row.id),
    getLangLists(ctx.db, ctx.lang),
  ]);
  const docTypes = new Map(dominios.tiposDocumentoAlumnoPracticas.map((t) => [t.id, t.descripcion]));
  return {
    ...toSummary(row, ctx.lang),
    tareas: row.tareas,
    horario: row.horario,
    idModalidad: row.modalidad_id,
    horasDia: row.horas_dia,
    horasSemana: row.horas_semana,
    horasTotales: row.horas_totales,
    ayudaEstudio: row.ayuda_estudio,
    titulacion: ctx.lang === 'ca' ? row.degree_ca : row.degree_es,
    programa: ctx.lang === 'ca' ? row.programa_ca : row.programa_es,
    centroTrabajo: row.centro_nombre
      ? { nombre: row.centro_nombre, direccion: row.centro_direccion, localidad: row.centro_localidad }
      : null,
    tutorEmpresa: {
      nombre: row.tutor_empresa_nombre,
      apellidos: row.tutor_empresa_apellidos,
      email: row.tutor_empresa_email,
      telefono: row.tutor_empresa_telefono,
    },
    tutorUniversidad: { nombre: row.tutor_universidad_nombre, email: row.tutor_universidad_email },
    urlAccesoOferta: row.offer_url,
    requiereFirmaDigital: row.course >= DIGITAL_SIGNATURE_FROM_COURSE,
    esCicloFormativo: isVocational(row),
    documentos: documents.map((d) => ({
      id: d.id,
      nombre: d.nombre,
      extension: d.extension,
      fecha: d.created_at,
      idTipoDocumento: d.tipo_documento_id,
      tipoDocumento: d.tipo_documento_id === null ? null : (docTypes.get(d.tipo_documento_id) ?? null),
      firmado: d.signed === 1,
      seguimientoCF: d.descripcion === FOLLOW_UP_MARKER,
    })),
  };
}

/** aceptarPractica / rechazarPractica: only an internship awaiting me ('pendiente'); else 49. */
export async function answerInternship(ctx: StudentContext, id: number, accept: boolean): Promise<TInternshipSummary> {
  const row = await ownInternship(ctx, id);
  if (row.estado !== 'pendiente') throw new AppError(Status.StateCannotChange);
  const to = accept ? 'aceptada' : 'rechazada';
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await changeInternshipState(trx, row.id, ctx.userId, 'pendiente', to);
    if (!moved) throw new AppError(Status.StateCannotChange);
    await recordStudentAudit(trx, ctx, {
      action: accept ? 'internship.accept' : 'internship.reject',
      objectType: 'internship',
      objectId: row.id,
      from: 'pendiente',
      to,
    });
  });
  return toSummary({ ...row, estado: accept ? 'aceptada' : 'rechazada' }, ctx.lang);
}

/**
 * faltaDatosNecesariosPorPractica: the personal data an internship of mine needs and I lack
 * (identity number, phone, address, a 12-digit social-security number, and an IBAN when the
 * internship pays a study aid). Nothing is missing without a live internship.
 */
export async function missingInternshipData(ctx: StudentContext) {
  const [live, person] = await Promise.all([
    selectLiveInternshipAid(ctx.db, ctx.userId),
    selectStudentPersonalData(ctx.db, ctx.userId),
  ]);
  if (live.length === 0 || !person) return { faltanDatos: false, campos: [] };
  const blank = (v: string | null) => v === null || v.trim() === '';
  const campos: Array<'dni' | 'telefono' | 'direccion' | 'numeroSeguridadSocial' | 'iban'> = [];
  if (blank(person.dni)) campos.push('dni');
  if (blank(person.telefono1)) campos.push('telefono');
  if (blank(person.direccion) || blank(person.cp) || blank(person.localidad)) campos.push('direccion');
  if (!new RegExp(`^\\d{${SSN_DIGITS}}$`).test(person.social_security_number ?? ''))
    campos.push('numeroSeguridadSocial');
  if (live.some((i) => (i.ayuda_estudio ?? 0) > 0) && blank(person.iban)) campos.push('iban');
  return { faltanDatos: campos.length > 0, campos };
}

/** documentacionDeProcesosSolicitada: per offer I am still in, the documents it asks for and whether I have them. */
export async function requestedProcessDocuments(ctx: StudentContext) {
  const [offers, have] = await Promise.all([
    selectApplicationsAskingDocuments(ctx.db, ctx.userId, [REJECTION_STATE, PREENROLMENT_REJECTED]),
    selectStudentDocumentTypes(ctx.db, ctx.userId),
  ]);
  return Promise.all(
    offers.map(async (o) => ({
      idOferta: o.id,
      urlAcceso: o.url_acceso,
      titulo: o.titulo,
      documentos: (await requiredDocuments(ctx.db, ctx.lang, o)).map((d) => ({
        ...d,
        aportado: have.has(d.idTipoDocumento),
      })),
    })),
  );
}

/** dameAnexosPracticasUsuario: the university's annexes and information notes of my brand. */
export async function annexes(db: Db, brandKey: string) {
  return (await selectAnnexes(db, brandKey)).map((d) => ({
    id: d.id,
    nombre: d.nombre,
    descripcion: d.descripcion,
    tipo: d.kind === 'annex' ? ('anexo' as const) : ('notaInformativa' as const),
    curso: d.course,
    fecha: d.created_at,
  }));
}
