import { z } from 'zod';
import { INTERNSHIP_RULES } from '../brand';
import { ZInternshipState } from '../internships/internships.schemas';
import { zDate } from '../validation/fields';
import { zCoercedId, zId } from '../validation/ids';
import { ZTimelineEntry } from './companies.schemas';

/**
 * The office's internships (issue #15 'Internships'): the brand's list, the internship sheet (its
 * data, documents, change requests, amendments and timeline), the form that creates one from an
 * accepted application, a company practice request or from scratch, and edits it. Each save runs
 * the rules of the brand's `office.internshipRules`: a blocking rule answers its own code, a
 * warning rule answers 201 with `datos.avisos` until the client repeats with `confirmarAvisos`.
 */
export type { TInternshipState } from '../internships/internship-states';

export const ZOfficeInternshipListQuery = z.object({
  /** Searches the student, the company and the title. */
  q: z.string().trim().max(100, 'malformed').optional(),
  estado: ZInternshipState.optional(),
  /** Academic course like '2025-26'. */
  curso: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'malformed')
    .optional(),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TOfficeInternshipListQuery = z.infer<typeof ZOfficeInternshipListQuery>;

export const ZOfficeInternshipListItem = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  estado: ZInternshipState,
  alumno: z.string(),
  empresa: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  curso: z.string(),
  sede: z.string().nullable(),
});
export type TOfficeInternshipListItem = z.infer<typeof ZOfficeInternshipListItem>;

export const ZOfficeInternshipPage = z.object({
  items: z.array(ZOfficeInternshipListItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
  /** The courses of the brand's internships, newest first, for the course filter. */
  cursos: z.array(z.string()),
});
export type TOfficeInternshipPage = z.infer<typeof ZOfficeInternshipPage>;

export const ZOfficeInternshipParams = z.object({ idPractica: zCoercedId() });

const hours = (max: number) =>
  z.number({ error: 'required' }).positive('malformed').max(max, 'malformed').multipleOf(0.25, 'malformed');
const optionalId = zId().nullable().optional();
const text = (max: number) => z.string().trim().max(max, 'malformed').nullable().optional();

/** The fields staff fill in to create or change an internship. */
const ZFieldsObject = z.object({
  idAlumno: zId('required'),
  idEmpresa: zId('required'),
  idCentroTrabajo: optionalId,
  idTutorEmpresa: optionalId,
  idTutorAcademico: optionalId,
  idConvenio: optionalId,
  idPrograma: optionalId,
  titulo: z.string().trim().min(3, 'required').max(200, 'malformed'),
  tipo: z.enum(['curricular', 'extracurricular']).nullable().optional(),
  fechaInicio: zDate(),
  fechaFin: zDate(),
  horasDia: hours(24),
  horasSemana: hours(168),
  ayudaEstudio: z.number().min(0, 'malformed').max(100_000, 'malformed').nullable().optional(),
  tareas: text(4000),
  objetivos: text(4000),
});
export const ZOfficeInternshipFields = ZFieldsObject.refine((b) => b.fechaInicio <= b.fechaFin, {
  message: '27',
  path: ['fechaFin'],
});
export type TOfficeInternshipFields = z.infer<typeof ZOfficeInternshipFields>;

/** Where a new internship comes from: nothing (from scratch), an accepted application, a pending practice request. */
export const ZOfficeInternshipCreateBody = z.object({
  datos: ZOfficeInternshipFields,
  idCandidatura: optionalId,
  idSolicitud: optionalId,
  /** The office has read the warnings of the last answer 201 and saves anyway (recorded on the timeline). */
  confirmarAvisos: z.boolean().optional(),
});
export type TOfficeInternshipCreateBody = z.infer<typeof ZOfficeInternshipCreateBody>;

export const ZOfficeInternshipEditBody = z.object({
  datos: ZOfficeInternshipFields,
  confirmarAvisos: z.boolean().optional(),
});
export type TOfficeInternshipEditBody = z.infer<typeof ZOfficeInternshipEditBody>;

/** The datos of answer 201: the codes of the warning rules the internship does not meet. */
export const ZInternshipWarnings = z.object({ avisos: z.array(z.number().int()) });

export const ZInternshipRuleName = z.enum(INTERNSHIP_RULES);

export const ZOfficeInternshipSheet = z.object({
  idPractica: z.number().int(),
  estado: ZInternshipState,
  curso: z.string(),
  datos: z.object({
    idAlumno: z.number().int(),
    idEmpresa: z.number().int(),
    idCentroTrabajo: z.number().int().nullable(),
    idTutorEmpresa: z.number().int().nullable(),
    idTutorAcademico: z.number().int().nullable(),
    idConvenio: z.number().int().nullable(),
    idPrograma: z.number().int().nullable(),
    titulo: z.string(),
    tipo: z.enum(['curricular', 'extracurricular']).nullable(),
    fechaInicio: z.string(),
    fechaFin: z.string(),
    horasDia: z.number().nullable(),
    horasSemana: z.number().nullable(),
    ayudaEstudio: z.number().nullable(),
    tareas: z.string().nullable(),
    objetivos: z.string().nullable(),
  }),
  alumno: z.object({ nombre: z.string(), email: z.string(), dni: z.string().nullable(), sede: z.string().nullable() }),
  empresa: z.string(),
  centroTrabajo: z.string().nullable(),
  tutorEmpresa: z.string().nullable(),
  tutorAcademico: z.string().nullable(),
  convenio: z.string().nullable(),
  programa: z.string().nullable(),
  planEstado: z.enum(['pendiente', 'validado', 'devuelto']).nullable(),
  idCandidatura: z.number().int().nullable(),
  idSolicitud: z.number().int().nullable(),
  documentos: z.array(z.object({ idDocumento: z.number().int(), nombre: z.string(), fecha: z.string() })),
  solicitudesCambio: z.array(
    z.object({
      idSolicitud: z.number().int(),
      accion: z.string(),
      descripcion: z.string().nullable(),
      estado: z.string(),
      fecha: z.string(),
    }),
  ),
  enmiendas: z.array(
    z.object({
      id: z.number().int(),
      fecha: z.string(),
      fechaEfecto: z.string(),
      aprobadoPor: z.string().nullable(),
      idSolicitud: z.number().int().nullable(),
      cambios: z.array(
        z.object({
          campo: z.string(),
          antes: z.union([z.string(), z.number()]).nullable(),
          despues: z.union([z.string(), z.number()]).nullable(),
        }),
      ),
    }),
  ),
  historial: z.array(ZTimelineEntry),
});
export type TOfficeInternshipSheet = z.infer<typeof ZOfficeInternshipSheet>;

const ZOption = z.object({ id: z.number().int(), nombre: z.string() });

/** What the form offers: the brand's students (in the caller's campus scope), companies, tutors, programmes; of one company its centres, contacts and agreements. */
export const ZOfficeInternshipOptionsQuery = z.object({ idEmpresa: zCoercedId().optional() });
export const ZOfficeInternshipOptions = z.object({
  alumnos: z.array(ZOption),
  empresas: z.array(ZOption),
  tutoresAcademicos: z.array(ZOption),
  programas: z.array(ZOption),
  centros: z.array(ZOption),
  tutoresEmpresa: z.array(ZOption),
  convenios: z.array(ZOption),
});
export type TOfficeInternshipOptions = z.infer<typeof ZOfficeInternshipOptions>;

/** A draft of the form from an accepted application or a pending practice request. */
export const ZOfficeInternshipDraftQuery = z.object({
  idCandidatura: zCoercedId().optional(),
  idSolicitud: zCoercedId().optional(),
});
export const ZOfficeInternshipDraft = z.object({ datos: ZFieldsObject.partial() });
export type TOfficeInternshipDraft = z.infer<typeof ZOfficeInternshipDraft>;
