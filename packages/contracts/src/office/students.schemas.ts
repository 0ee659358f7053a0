import { z } from 'zod';
import { ZCandidateCv } from '../candidates/candidates.schemas';
import { zDni, zEmailCode, zRequiredText } from '../validation/fields';
import { zCoercedId } from '../validation/ids';
import { ZTimelineEntry } from './companies.schemas';

/**
 * Students in the office console (issue #15 'Students'): a searchable list, a sheet (personal data,
 * degrees, the CV as a company sees it, applications, internships, surveys answered, timeline),
 * block / unblock / resend the set-password link, and the CSV import from the university's records
 * (a dry run stored with its report, then an apply of the stored file).
 */

/** active: has signed in or set a password; pending: never set a password (first access); blocked: refused at sign-in (90). */
export const STUDENT_STATES = ['activo', 'pendiente', 'bloqueado'] as const;
export const ZStudentState = z.enum(STUDENT_STATES);
export type TStudentState = z.infer<typeof ZStudentState>;

export const STUDENT_SORTS = ['nombre', 'dni', 'email', 'alta'] as const;

const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional();

export const ZStudentListQuery = z.object({
  /** Name, DNI/NIE or e-mail (login or personal), case-insensitive, part of it. */
  q: z.string().trim().max(100, 'malformed').optional(),
  titulacion: optionalId,
  sede: optionalId,
  /** Course year of a current degree (1..6). */
  curso: z.coerce.number().int().min(1).max(6).optional(),
  /** Graduation year (año de promoción). */
  promocion: z.coerce.number().int().min(1950).max(2100).optional(),
  estado: ZStudentState.optional(),
  orden: z.enum(STUDENT_SORTS).default('nombre'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TStudentListQuery = z.infer<typeof ZStudentListQuery>;

export const ZStudentDegree = z.object({
  idTitulacion: z.number().int().nullable(),
  titulo: z.string(),
  sede: z.string().nullable(),
  curso: z.number().int().nullable(),
  finalizada: z.boolean(),
});

export const ZStudentListItem = z.object({
  idAlumno: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  dni: z.string().nullable(),
  email: z.string(),
  sede: z.string().nullable(),
  idSede: z.number().int().nullable(),
  titulaciones: z.array(z.string()),
  promocion: z.number().int().nullable(),
  estado: ZStudentState,
  alta: z.string(),
});
export type TStudentListItem = z.infer<typeof ZStudentListItem>;

export const ZStudentPage = z.object({
  items: z.array(ZStudentListItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TStudentPage = z.infer<typeof ZStudentPage>;

export const ZStudentParams = z.object({ idAlumno: zCoercedId() });

/** The CV exactly as a company sees a candidate's (dameCvCandidato), without the candidature. */
export const ZStudentCv = ZCandidateCv.omit({ idCandidatura: true });
export type TStudentCv = z.infer<typeof ZStudentCv>;

export const ZStudentSheet = ZStudentListItem.extend({
  datos: z.object({
    tipo: z.string(),
    emailPersonal: z.string().nullable(),
    telefono: z.string().nullable(),
    fechaNacimiento: z.string().nullable(),
    ultimoAcceso: z.string().nullable(),
    primerAcceso: z.string().nullable(),
  }),
  estudios: z.array(ZStudentDegree),
  cv: ZStudentCv,
  candidaturas: z.array(
    z.object({
      id: z.number().int(),
      oferta: z.string(),
      empresa: z.string().nullable(),
      estado: z.string(),
      fecha: z.string(),
    }),
  ),
  practicas: z.array(
    z.object({
      id: z.number().int(),
      titulo: z.string().nullable(),
      empresa: z.string().nullable(),
      estado: z.string(),
      fechaInicio: z.string().nullable(),
      fechaFin: z.string().nullable(),
    }),
  ),
  encuestas: z.array(z.object({ id: z.number().int(), titulo: z.string(), fecha: z.string().nullable() })),
  historial: z.array(ZTimelineEntry),
});
export type TStudentSheet = z.infer<typeof ZStudentSheet>;

// ---- CSV import ----

/**
 * The columns of the import file (docs/office-students-import.md), by header name, in any order,
 * separated by ';' or ',', UTF-8 or Windows-1252, with or without BOM. One row per student-degree.
 */
export const IMPORT_COLUMNS = [
  'dni',
  'email',
  'nombre',
  'apellidos',
  'titulacion',
  'sede',
  'curso',
  // Optional: the two surnames apart, as the CV keeps them (else split from `apellidos`).
  'primerapellido',
  'segundoapellido',
] as const;
export const IMPORT_REQUIRED_COLUMNS = ['dni', 'email', 'nombre', 'apellidos', 'titulacion'] as const;
/** Data rows one file may hold (321 beyond): a dry run's work and its answer stay bounded (ADR 0033). */
export const IMPORT_MAX_ROWS = 20_000;
/** Refused rows listed in an answer; all of them are downloaded as CSV (ADR 0033). */
export const IMPORT_REFUSED_LISTED = 100;
/** A dry run may be applied this long (and only the author's latest one: 320 otherwise). */
export const IMPORT_DRY_RUN_MINUTES = 60;

/** A row's fields, checked by the same rules as the forms (DNI/NIE letter 66, e-mail 69). */
export const ZStudentImportRow = z.object({
  dni: zDni(),
  email: zEmailCode(),
  nombre: zRequiredText(1),
  apellidos: zRequiredText(1),
  titulacion: z.coerce.number({ error: 'malformed' }).int('malformed').min(1, 'malformed'),
  sede: z
    .union([z.literal('').transform(() => undefined), z.coerce.number().int('malformed').min(1, 'malformed')])
    .optional(),
  curso: z
    .union([
      z.literal('').transform(() => undefined),
      z.coerce.number().int('malformed').min(1, 'malformed').max(6, 'malformed'),
    ])
    .optional(),
  primerapellido: z.string().trim().max(150, 'maxLength').optional(),
  segundoapellido: z.string().trim().max(150, 'maxLength').optional(),
});
export type TStudentImportRow = z.infer<typeof ZStudentImportRow>;

/** Why a row is refused: a field's rule, or a check against the reference lists, the file or the database. */
export const IMPORT_ERRORS = [
  'dni',
  'email',
  'nombre',
  'apellidos',
  'titulacion',
  'sede',
  'curso',
  'columnas',
  'titulacionDesconocida',
  'sedeDesconocida',
  'duplicadoEnFichero',
  'inconsistenteEnFichero',
  'emailEnUso',
  'dniEnUso',
  /** A scoped gestor imports only students of their campuses (the campus the row names). */
  'fueraDeSede',
  /**
   * The row's DNI or e-mail is of an account a scoped gestor may not see (another campus's
   * student, a company, another brand...): one reason for all, so the dry run tells nothing of
   * whom (ADR 0033). An admin imports it.
   */
  'noPermitido',
] as const;
export type TImportError = (typeof IMPORT_ERRORS)[number];

export const ZImportRowError = z.object({
  linea: z.number().int(),
  dni: z.string().nullable(),
  email: z.string().nullable(),
  errores: z.array(z.enum(IMPORT_ERRORS)),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportRowSample = z.object({
  linea: z.number().int(),
  dni: z.string(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  titulacion: z.number().int(),
  /**
   * The row gives the account a new login: 'directo' when it never signed in (corrected now),
   * 'confirmacion' when it has (the student confirms it from the new address; ADR 0033).
   */
  cambioEmail: z.enum(['directo', 'confirmacion']).nullable(),
});

export const ZImportReport = z.object({
  filas: z.number().int(),
  crear: z.number().int(),
  actualizar: z.number().int(),
  sinCambios: z.number().int(),
  errores: z.number().int(),
  /** Logins the student must confirm from the new address (ADR 0033); the rest change now. */
  emailsPorConfirmar: z.number().int(),
  /** The first IMPORT_REFUSED_LISTED refused rows by line; every one is in the CSV download. */
  filasConError: z.array(ZImportRowError),
  /** The first rows to create and to update (the counts are complete). */
  muestraCrear: z.array(ZImportRowSample),
  muestraActualizar: z.array(ZImportRowSample),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const ZStudentImport = z.object({
  idImportacion: z.number().int(),
  fichero: z.string(),
  creado: z.string(),
  autor: z.string().nullable(),
  aplicado: z.string().nullable(),
  enviarInvitacion: z.boolean(),
  /** Until when the dry run may be applied (null once applied, or for older imports). */
  caduca: z.string().nullable(),
  /** The dry run can no longer be applied: expired, or the author made a newer one (320). */
  caducada: z.boolean(),
  /** The download of every refused row with its reasons (CSV). */
  urlErrores: z.string(),
  /** The dry run's report, or the apply's once applied. */
  informe: ZImportReport,
});
export type TStudentImport = z.infer<typeof ZStudentImport>;

export const ZStudentImportBody = z.object({
  nombreFichero: z.string().trim().min(1, 'required').max(200, 'malformed'),
  /** The CSV in base64 (platform/files checkUpload: size, extension, UTF-8 text). */
  fichero: z.string().min(1, 'required'),
});
export type TStudentImportBody = z.infer<typeof ZStudentImportBody>;

export const ZStudentImportParams = z.object({ idImportacion: zCoercedId() });

export const ZStudentImportApplyBody = z
  .object({
    /** Sends the set-password mail to each created student (off by default: no bulk mail). */
    enviarInvitacion: z.boolean().default(false),
  })
  .default({ enviarInvitacion: false });
export type TStudentImportApplyBody = z.infer<typeof ZStudentImportApplyBody>;

export const ZStudentImportList = z.object({
  items: z.array(
    ZStudentImport.omit({ informe: true }).extend({
      informe: ZImportReport.omit({
        filasConError: true,
        muestraCrear: true,
        muestraActualizar: true,
        emailsPorConfirmar: true,
      }),
    }),
  ),
});
export type TStudentImportList = z.infer<typeof ZStudentImportList>;
