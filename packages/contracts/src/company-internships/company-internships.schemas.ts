import { z } from 'zod';
import { ZInternshipState } from '../internships/internships.schemas';
import { zCoercedId, zId } from '../validation/ids';
import { zDate, zHoursPerDay, zHoursPerWeek, zOptionalText, zRequiredText } from '../validation/fields';

/**
 * The company side of assigned internships and their documents (SPEC §2 /practicas_asignadas,
 * /solicitar-cambio-practicas, /documentacion; §6 'Courses from 2023-24 need digital-certificate
 * signing of practice documents'; §7 damePracticas, damePracticasIncluyeDocumentacion,
 * dameDocumentosPracticas, dameDocumentosPracticasPorPrograma, dameAnexosPracticas,
 * documentosAportados, dameNotasInformativasPracticasCurricularExtraordinaria, adddoc, deldoc,
 * solictitarAccionSobrePractica).
 */

/** SPEC §6: from this course on, practice documents are signed with a digital certificate. */
export const DIGITAL_SIGNATURE_FROM_COURSE = '2023-24';

/** True for a course label ('2025-26') from 2023-24 on. */
export function requiresDigitalSignature(course: string | null): boolean {
  return course !== null && /^\d{4}-\d{2}$/.test(course) && course >= DIGITAL_SIGNATURE_FROM_COURSE;
}

/** The academic course of a date: courses start in September ('2025-26'). */
export function academicCourse(now: Date = new Date()): string {
  const start = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const ZPracticeDocument = z.object({
  idDocumento: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  fecha: z.string(),
  descripcion: z.string().nullable(),
  idTipoDocumento: z.number().int().nullable(),
  curso: z.string().nullable(),
  idPractica: z.number().int().nullable(),
  /** Signed with a digital certificate. */
  firmado: z.boolean(),
  /** SPEC §8: the 2023-24 digital-certificate notice applies to this document. */
  requiereFirmaDigital: z.boolean(),
  /** Uploaded by my company (deldoc may remove it). */
  aportadoPorEmpresa: z.boolean(),
});
export type TPracticeDocument = z.infer<typeof ZPracticeDocument>;
export const ZPracticeDocumentList = z.array(ZPracticeDocument);

export const ZCompanyInternship = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  estado: ZInternshipState,
  alumno: z.object({ nombre: z.string(), apellidos: z.string(), email: z.string() }),
  tipo: z.string().nullable(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  curso: z.string(),
  horario: z.string().nullable(),
  horasDia: z.number().nullable(),
  horasSemana: z.number().nullable(),
  horasTotales: z.number().nullable(),
  ayudaEstudio: z.number().nullable(),
  titulacion: z.string().nullable(),
  programa: z.object({ idPrograma: z.number().int(), nombre: z.string() }).nullable(),
  centroTrabajo: z.object({ idCentro: z.number().int(), nombre: z.string() }).nullable(),
  tutorEmpresa: z.object({
    idContacto: z.number().int().nullable(),
    nombre: z.string().nullable(),
    apellidos: z.string().nullable(),
    email: z.string().nullable(),
  }),
  tutorUniversidad: z.object({ nombre: z.string().nullable(), email: z.string().nullable() }),
  /** SPEC §6 digital-certificate notice (courses from 2023-24). */
  requiereFirmaDigital: z.boolean(),
});
export type TCompanyInternship = z.infer<typeof ZCompanyInternship>;
export const ZCompanyInternshipList = z.array(ZCompanyInternship);

export const ZCompanyInternshipWithDocs = ZCompanyInternship.extend({ documentos: ZPracticeDocumentList });
export const ZCompanyInternshipWithDocsList = z.array(ZCompanyInternshipWithDocs);

/** dameDocumentosPracticasPorPrograma: my internships' documents grouped by programme. */
export const ZDocumentsByProgramme = z.array(
  z.object({
    idPrograma: z.number().int().nullable(),
    programa: z.string().nullable(),
    documentos: ZPracticeDocumentList,
  }),
);

/** Optional ?idPractica= filter of dameDocumentosPracticas. */
export const ZPracticeDocumentsQuery = z.object({
  idPractica: zCoercedId('malformed').optional(),
});

/** adddoc: a company document, or a document of one of my internships with idPractica. */
export const ZAddCompanyDocumentBody = z.object({
  ficheroB64ParaAltas: z.string({ error: 'required' }).min(1, 'required'),
  extension_adjunto: z.string({ error: 'required' }).trim().min(1, 'required').max(10, '46'),
  nombre: zRequiredText(1, 150),
  descripcion: zOptionalText(500),
  idPractica: zId('malformed').optional(),
  idTipoDocumento: zId('malformed').optional(),
});
export type TAddCompanyDocumentBody = z.output<typeof ZAddCompanyDocumentBody>;

export const ZDocumentIdBody = z.object({ id: zId('required') });

/** Actions a company may ask for on an internship (/solicitar-cambio-practicas). */
export const INTERNSHIP_ACTIONS = ['cambio_fechas', 'cambio_horario', 'cambio_tutor', 'baja', 'otro'] as const;

/**
 * solictitarAccionSobrePractica: the change request of /solicitar-cambio-practicas (notice 529);
 * hours per week at most 35 (SPEC §9, code 102).
 */
export const ZInternshipActionRequestBody = z.object({
  idPractica: zId('required'),
  accion: z.enum(INTERNSHIP_ACTIONS, { error: 'required' }),
  descripcion: zRequiredText(3, 2000),
  fechaInicio: zDate().optional(),
  fechaFin: zDate().optional(),
  horasSemana: zHoursPerWeek().optional(),
  horasDia: zHoursPerDay().optional(),
  horario: zOptionalText(500),
  idTutor: zId('malformed').optional(),
});
export type TInternshipActionRequestBody = z.output<typeof ZInternshipActionRequestBody>;

export const ZInternshipActionRequestResult = z.object({ idSolicitud: z.number().int() });
