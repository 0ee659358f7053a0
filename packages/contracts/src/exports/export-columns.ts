import type { TRole } from '../auth/auth.schemas';
import type { TRouteId } from '../routes';

/**
 * The columns of every exportable list, declared once (issue #17 'Exports'): the column picker,
 * the CSV and the XLSX all read this table; the server maps a row to one value per key.
 */
export const EXPORT_COLUMN_TYPES = ['text', 'number', 'date', 'datetime', 'boolean'] as const;
export type TExportColumnType = (typeof EXPORT_COLUMN_TYPES)[number];

export interface TExportColumn {
  key: string;
  es: string;
  ca: string;
  type: TExportColumnType;
}

export interface TExportList {
  /** Who may export it (282 for anyone else). */
  role: TRole;
  /** File name stem: `<file>-<yyyy-mm-dd>.csv|xlsx`. */
  file: string;
  /**
   * The page whose export menu offers the file: the ready notification of a background export
   * links there (ADR 0020). `params` fill the page's path: a fixed value, or `:name` for the
   * export request's own path parameter.
   */
  page: { route: TRouteId; params?: Record<string, string> };
  columns: readonly TExportColumn[];
}

const col = (key: string, type: TExportColumnType, es: string, ca: string): TExportColumn => ({ key, type, es, ca });

export const EXPORT_LISTS = {
  /** The office's agreements (GET /api/Gestion/convenios/exportar). */
  convenios: {
    role: 'staff',
    file: 'convenios',
    page: { route: 'office-agreements' },
    columns: [
      col('idConvenio', 'number', 'Id', 'Id'),
      col('codigo', 'text', 'Código', 'Codi'),
      col('empresa', 'text', 'Empresa', 'Empresa'),
      col('cif', 'text', 'CIF', 'CIF'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('desde', 'datetime', 'En el estado desde', "En l'estat des de"),
      col('diasEsperando', 'number', 'Días esperando', 'Dies esperant'),
      col('fechaSolicitud', 'date', 'Fecha de solicitud', 'Data de sol·licitud'),
      col('fechaCaducidad', 'date', 'Fecha de caducidad', 'Data de caducitat'),
      col('firmante', 'text', 'Firmante', 'Signant'),
      col('emailFirmante', 'text', 'Correo del firmante', 'Correu del signant'),
    ],
  },
  /** The office's companies (GET /api/Gestion/empresas/exportar). */
  empresas: {
    role: 'staff',
    file: 'empresas',
    page: { route: 'office-companies' },
    columns: [
      col('idEmpresa', 'number', 'Id', 'Id'),
      col('nombre', 'text', 'Razón social', 'Raó social'),
      col('nombreComercial', 'text', 'Nombre comercial', 'Nom comercial'),
      col('cif', 'text', 'CIF', 'CIF'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('sector', 'text', 'Sector', 'Sector'),
      col('provincia', 'text', 'Provincia', 'Província'),
      col('alta', 'datetime', 'Fecha de alta', "Data d'alta"),
    ],
  },
  /** The candidates of one of the company's offers (GET /api/Empresa/procesos/:id/candidatos/exportar). */
  candidatos: {
    role: 'company',
    file: 'candidatos',
    page: { route: 'my-proposal', params: { id: ':id' } },
    columns: [
      col('idCandidatura', 'number', 'Id', 'Id'),
      col('nombre', 'text', 'Nombre', 'Nom'),
      col('apellidos', 'text', 'Apellidos', 'Cognoms'),
      col('email', 'text', 'Correo electrónico', 'Correu electrònic'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('fecha', 'datetime', 'Fecha de candidatura', 'Data de candidatura'),
      col('leida', 'boolean', 'Leída', 'Llegida'),
      col('origen', 'text', 'Origen', 'Origen'),
    ],
  },
  /** The office's offers (GET /api/Gestion/ofertas/exportar; #17 'Exports', continued). */
  ofertas: {
    role: 'staff',
    file: 'ofertas',
    page: { route: 'office-offers' },
    columns: [
      col('idOferta', 'number', 'Id', 'Id'),
      col('titulo', 'text', 'Título', 'Títol'),
      col('empresa', 'text', 'Empresa', 'Empresa'),
      col('tipo', 'text', 'Tipo', 'Tipus'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('creada', 'datetime', 'Creada', 'Creada'),
      col('actualizada', 'datetime', 'Actualizada', 'Actualitzada'),
      col('diasEsperando', 'number', 'Días esperando', 'Dies esperant'),
    ],
  },
  /** The office's internships, campus-scoped like the list (GET /api/Gestion/practicas/exportar; #17 'Exports', continued). */
  practicas: {
    role: 'staff',
    file: 'practicas',
    page: { route: 'office-internships' },
    columns: [
      col('idPractica', 'number', 'Id', 'Id'),
      col('titulo', 'text', 'Título', 'Títol'),
      col('alumno', 'text', 'Estudiante', 'Estudiant'),
      col('empresa', 'text', 'Empresa', 'Empresa'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('fechaInicio', 'date', 'Fecha de inicio', "Data d'inici"),
      col('fechaFin', 'date', 'Fecha de fin', 'Data de fi'),
      col('curso', 'text', 'Curso', 'Curs'),
      col('sede', 'text', 'Sede', 'Seu'),
    ],
  },
  /** The office's students, campus-scoped like the list (GET /api/Gestion/alumnos/exportar; #17 'Exports', continued). */
  alumnos: {
    role: 'staff',
    file: 'alumnos',
    page: { route: 'office-students' },
    columns: [
      col('idAlumno', 'number', 'Id', 'Id'),
      col('nombre', 'text', 'Nombre', 'Nom'),
      col('apellidos', 'text', 'Apellidos', 'Cognoms'),
      col('dni', 'text', 'DNI/NIE', 'DNI/NIE'),
      col('email', 'text', 'Correo electrónico', 'Correu electrònic'),
      col('sede', 'text', 'Sede', 'Seu'),
      col('titulaciones', 'text', 'Titulaciones', 'Titulacions'),
      col('promocion', 'number', 'Promoción', 'Promoció'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('alta', 'datetime', 'Fecha de alta', "Data d'alta"),
    ],
  },
  /** The office's applications, campus-scoped like the students list (GET /api/Gestion/candidaturas/exportar; #17 'Exports'). */
  candidaturas: {
    role: 'staff',
    file: 'candidaturas',
    page: { route: 'office-applications' },
    columns: [
      col('idCandidatura', 'number', 'Id', 'Id'),
      col('oferta', 'text', 'Oferta', 'Oferta'),
      col('empresa', 'text', 'Empresa', 'Empresa'),
      col('alumno', 'text', 'Estudiante', 'Estudiant'),
      col('email', 'text', 'Correo electrónico', 'Correu electrònic'),
      col('titulaciones', 'text', 'Titulaciones', 'Titulacions'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('fecha', 'datetime', 'Fecha de candidatura', 'Data de candidatura'),
      col('actualizada', 'datetime', 'Último cambio', 'Darrer canvi'),
    ],
  },
  /** The brand's audit log, admins only like the list (GET /api/Gestion/auditoria/exportar; #17 'Exports', continued). */
  auditoria: {
    role: 'staff',
    file: 'auditoria',
    page: { route: 'office-audit' },
    columns: [
      col('id', 'number', 'Id', 'Id'),
      col('fecha', 'datetime', 'Fecha', 'Data'),
      col('emailActor', 'text', 'Correo del autor', "Correu de l'autor"),
      col('rolActor', 'text', 'Rol del autor', "Rol de l'autor"),
      col('accion', 'text', 'Acción', 'Acció'),
      col('tipoObjeto', 'text', 'Tipo de objeto', "Tipus d'objecte"),
      col('idObjeto', 'text', 'Id del objeto', "Id de l'objecte"),
      col('estadoAnterior', 'text', 'Estado anterior', 'Estat anterior'),
      col('estadoNuevo', 'text', 'Estado nuevo', 'Estat nou'),
      col('motivo', 'text', 'Motivo', 'Motiu'),
      col('idPeticion', 'text', 'Id de la petición', 'Id de la petició'),
      col('ip', 'text', 'IP', 'IP'),
    ],
  },
  /** The people enrolled in an event, as its list shows them (GET /api/Gestion/contenidos/eventos/:idEvento/inscritos/exportar; #17 'Exports', continued). */
  inscritos: {
    role: 'staff',
    file: 'inscritos',
    page: { route: 'office-content-item', params: { tipo: 'eventos', id: ':idEvento' } },
    columns: [
      col('idUsuario', 'number', 'Id', 'Id'),
      col('nombre', 'text', 'Nombre', 'Nom'),
      col('email', 'text', 'Correo electrónico', 'Correu electrònic'),
      col('fechaInscripcion', 'datetime', 'Fecha de inscripción', "Data d'inscripció"),
      col('asistio', 'boolean', 'Asistió', 'Hi va assistir'),
    ],
  },
  /**
   * The answers of a survey in long format, one row per answered question, to pivot in a spreadsheet
   * (GET /api/Gestion/encuestas/:idEncuesta/resultados/exportar; #17 'Exports', continued). An
   * anonymous survey leaves who answered and when empty, as its results do.
   */
  respuestas: {
    role: 'staff',
    file: 'respuestas-encuesta',
    page: { route: 'office-survey-results', params: { idEncuesta: ':idEncuesta' } },
    columns: [
      col('idRespuesta', 'number', 'Respuesta', 'Resposta'),
      col('fecha', 'datetime', 'Enviada', 'Enviada'),
      col('persona', 'text', 'Persona', 'Persona'),
      col('orden', 'number', 'Orden', 'Ordre'),
      col('pregunta', 'text', 'Pregunta', 'Pregunta'),
      col('respuesta', 'text', 'Contestación', 'Resposta donada'),
    ],
  },
  /** The company's own offers, with the list's filters (GET /api/Empresa/dameProcesosEmpleoYpracticas/exportar; #17 'Exports', continued). */
  procesos: {
    role: 'company',
    file: 'ofertas',
    page: { route: 'my-proposals' },
    columns: [
      col('idOferta', 'number', 'Id', 'Id'),
      col('titulo', 'text', 'Título', 'Títol'),
      col('tipo', 'text', 'Tipo', 'Tipus'),
      col('estado', 'text', 'Estado', 'Estat'),
      col('fecha', 'date', 'Fecha de publicación', 'Data de publicació'),
      col('fechaCaducidad', 'date', 'Fecha de caducidad', 'Data de caducitat'),
      col('provincia', 'text', 'Provincia', 'Província'),
      col('numCandidatos', 'number', 'Candidatos', 'Candidats'),
      col('numCandidatosNoLeidos', 'number', 'Candidatos sin leer', 'Candidats sense llegir'),
    ],
  },
  /** The company's internships (GET /api/Empresa/damePracticas/exportar; #17 'Exports', continued). */
  practicasEmpresa: {
    role: 'company',
    file: 'practicas',
    page: { route: 'assigned-internships' },
    columns: [
      col('idPractica', 'number', 'Id', 'Id'),
      col('titulo', 'text', 'Título', 'Títol'),
      col('alumno', 'text', 'Estudiante', 'Estudiant'),
      col('email', 'text', 'Correo del estudiante', "Correu de l'estudiant"),
      col('estado', 'text', 'Estado', 'Estat'),
      col('fechaInicio', 'date', 'Fecha de inicio', "Data d'inici"),
      col('fechaFin', 'date', 'Fecha de fin', 'Data de fi'),
      col('curso', 'text', 'Curso', 'Curs'),
      col('titulacion', 'text', 'Titulación', 'Titulació'),
      col('tutorEmpresa', 'text', 'Tutor de empresa', "Tutor d'empresa"),
      col('horasTotales', 'number', 'Horas totales', 'Hores totals'),
    ],
  },
} as const satisfies Record<string, TExportList>;

export type TExportListKey = keyof typeof EXPORT_LISTS;

/** Above this many rows a browser request should not wait: 281 (a background job will take them). */
export const EXPORT_MAX_ROWS = 50_000;
