import { z } from 'zod';

/**
 * The student's CV as GET /api/Alumno/dameCvUsuario answers it (SPEC §3 Student CV and
 * Personal fields, §2 Student CV sections). Field names are the spec's; where the spec names a
 * section without its fields, names follow the database columns in the spec's camelCase style.
 * A field the brand hides (SPEC §1 field rules, `visible: false`) is answered as null.
 */

const id = z.number().int();
const text = z.string().nullable();

/** SPEC §3 Uploaded document, as listed in the CV (the content is fetched by `enlace`). */
export const ZCvDocument = z.object({
  id,
  nombre: z.string(),
  extension: z.string(),
  /** Upload date, ISO-8601 UTC. */
  fecha: z.string(),
  /** Domain list tiposDocumentoAlumnoPracticas (1 = CV, 8 = copy of the degree ...). */
  idTipoDocumento: id.nullable(),
  /** Where to fetch it: the API download path (bearer token) or the URL given instead of a file. */
  enlace: z.string(),
  size: z.number().int(),
});
export type TCvDocument = z.infer<typeof ZCvDocument>;

/** SPEC §3 Personal fields. Names are also the keys of the brand's `fields.personal` rules. */
export const ZCvPersonal = z.object({
  nombre: z.string(),
  primerApellido: text,
  segundoApellido: text,
  /** Domain list tiposDocumentoIdentidad: 1 DNI, 2 NIE, 3 passport. */
  idTipoDocumento: id.nullable(),
  dni: text,
  fechaNacimiento: text,
  idGenero: id.nullable(),
  /** Personal email (SPEC §3 "personales (including email and comunicacionesEnEmailEstudiante)"). */
  email: text,
  /** The university's student email. */
  emailEstudiante: text,
  /** Communications go to the student email instead of the personal one. */
  comunicacionesEnEmailEstudiante: z.boolean(),
  telefono1: text,
  telefono2: text,
  idTipoVia: id.nullable(),
  direccion: text,
  cp: text,
  localidad: text,
  idLocalidad: id.nullable(),
  idProvincia: id.nullable(),
  idPais: id.nullable(),
  /** Address during the course. */
  direccionCurso: text,
  cpCurso: text,
  localidadCurso: text,
  idProvinciaCurso: id.nullable(),
  iban: text,
  /** SPEC §9: 12 digits; cannot change once set (error 84). */
  numeroSeguridadSocial: text,
  /** Country ids. */
  nacionalidades: z.array(id).nullable(),
  /** SPEC §9: disability over 33%. */
  discapacidad: z.boolean().nullable(),
  aceptaNewsletter: z.boolean().nullable(),
  aceptaInformacion: z.boolean().nullable(),
  /** 1 = es, 2 = ca. */
  idiomaPreferido: id.nullable(),
});
export type TCvPersonal = z.infer<typeof ZCvPersonal>;

/** SPEC §3 academicos: each with id, deLaUniversidad and nota (1 to 4). */
export const ZCvStudy = z.object({
  id,
  /** Studies of this university: managed by the office (withdrawn with bajaEstudioUniversidad). */
  deLaUniversidad: z.boolean(),
  idTitulacion: id.nullable(),
  titulo: z.string(),
  centro: text,
  nota: z.number().nullable(),
  fechaInicio: text,
  fechaFin: text,
  finalizado: z.boolean(),
  idTipoFormacion: id.nullable(),
  idNivel: id.nullable(),
  idAmbito: id.nullable(),
  idEspecialidad: id.nullable(),
  idSede: id.nullable(),
  idPais: id.nullable(),
  curso: id.nullable(),
  /** Withdrawn from this degree (bajaEstudioUniversidad). */
  baja: z.boolean(),
});
export type TCvStudy = z.infer<typeof ZCvStudy>;

/** SPEC §3 profesional.experiencia: each with id and adjunto. */
export const ZCvExperience = z.object({
  id,
  empresa: z.string(),
  puesto: z.string(),
  idTipoContrato: id.nullable(),
  idAreaFuncional: id.nullable(),
  idSector: id.nullable(),
  fechaInicio: text,
  fechaFin: text,
  actual: z.boolean(),
  descripcion: text,
  localidad: text,
  idPais: id.nullable(),
  /** A link the student gives (project, company page). */
  enlace: text,
  adjunto: ZCvDocument.nullable(),
});
export type TCvExperience = z.infer<typeof ZCvExperience>;

export const ZCvProfessional = z.object({
  experiencia: z.array(ZCvExperience),
  areasFuncionales: z.array(id),
  sectores: z.array(id),
  salarioDeseado: z.number().nullable(),
  carnetConducir: z.boolean(),
  vehiculoPropio: z.boolean(),
  disponibilidadExtranjero: z.boolean(),
  disponibilidadTraslado: z.boolean(),
  linkedin: text,
});
export type TCvProfessional = z.infer<typeof ZCvProfessional>;

/** SPEC §5: a CV language needs a language and a level. */
export const ZCvLanguage = z.object({
  id,
  /** Domain list idiomas. */
  idIdioma: id,
  /** Domain list nivelesIdioma. */
  idNivel: id,
  certificacion: z.boolean(),
  certificado: text,
});
export type TCvLanguage = z.infer<typeof ZCvLanguage>;

/** SPEC §3 interes (programasInformaticos), plus interest tags and professional skills. */
export const ZCvInterests = z.object({
  /** Domain list tagsInteresAlumno. */
  tagsInteres: z.array(id),
  /** Domain list competencias. */
  competencias: z.array(id),
  programasInformaticos: z.array(z.object({ idPrograma: id, idNivel: id.nullable() })),
});
export type TCvInterests = z.infer<typeof ZCvInterests>;

/** GET dameCvUsuario. */
export const ZCv = z.object({
  personales: ZCvPersonal,
  academicos: z.array(ZCvStudy),
  profesional: ZCvProfessional,
  idiomas: z.array(ZCvLanguage),
  interes: ZCvInterests,
  documentos: z.array(ZCvDocument),
  documentosPrivados: z.array(ZCvDocument),
  /** Documents uploaded for applications (read-only here). */
  documentosProcesos: z.array(ZCvDocument.extend({ idOferta: id.nullable() })),
  /** Link of the latest attached CV (a document of type 1), or null (SPEC §2 'sinCV'). */
  urlCV: text,
  tienePermisoTrabajo: z.boolean(),
  /** No EU nationality among the student's nationalities (SPEC §8 code 34). */
  necesitaPermisoTrabajo: z.boolean(),
  urlImagenPerfil: text,
  idPeriodoPreferenciaPracticas: id.nullable(),
  busquedaPracticasActiva: z.boolean(),
  busquedaTrabajoActiva: z.boolean(),
  presentacion: text,
  validadoDOIP: z.boolean(),
  idNivelFormativoSNE: id.nullable(),
  enlacePortfolio: text,
  recibirInformacionUniversidad: z.boolean(),
});
export type TCv = z.infer<typeof ZCv>;

/** GET dameTitulacionesActuales: the student's current degrees of this university. */
export const ZCurrentDegree = z.object({
  /** The study's id (student_studies). */
  id,
  idTitulacion: id,
  titulacion: z.string(),
  /** 'grado' | 'master' | 'doctorado' | 'ciclo'. */
  nivel: z.string(),
  idSede: id.nullable(),
  curso: id.nullable(),
});
export const ZCurrentDegreeList = z.array(ZCurrentDegree);
export type TCurrentDegree = z.infer<typeof ZCurrentDegree>;

/**
 * GET faltanDatosPersonalesObligatorios (SPEC §2 Popups): the personal fields the brand requires
 * that are still empty, and the social-security-number request (notice 518).
 */
export const ZMissingPersonalData = z.object({
  /** Show the missing-personal-data popup: the brand has it (missingDataPopupAlumno) and a field is missing. */
  faltanDatos: z.boolean(),
  /** Names of the missing fields (ZCvPersonal keys). */
  campos: z.array(z.string()),
  /** The brand shows the social-security number and the student has none (notice 518). */
  faltaNumeroSeguridadSocial: z.boolean(),
  /** The brand shows the IBAN and the student has none (notice 518 asks for both). */
  faltaIban: z.boolean(),
});
export type TMissingPersonalData = z.infer<typeof ZMissingPersonalData>;
