import type { TInternshipState } from '@portal/contracts/internships/internship-states';
import type { Generated } from 'kysely';

/**
 * Internships (prácticas asignadas), practice programmes, and the requests around them
 * (SPEC §4 'Practice request', 'Education requests', practice-change requests).
 */
export interface ProgrammeRow {
  id: Generated<number>;
  nombre_es: string;
  nombre_ca: string;
  descripcion_es: string | null;
  descripcion_ca: string | null;
  activo: Generated<number>;
  requiere_adhesion: Generated<number>;
  /** Required dedication % and months (SPEC §9: 80% and 12 months, error 58). */
  dedicacion: number | null;
  meses: number | null;
  para_alumnos: Generated<number>;
  para_empresas: Generated<number>;
  brand_key: string | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  created_at: string;
}

export type AdhesionState = 'solicitada' | 'aceptada' | 'rechazada';

export interface ProgrammeAdhesionRow {
  id: Generated<number>;
  programme_id: number;
  /** The adhering student; null for a company adhesion. */
  user_id: number | null;
  /** The adhering company; null for a student adhesion. */
  company_id: number | null;
  /** The company contact who asked. */
  requested_by_user_id: number | null;
  estado: Generated<AdhesionState>;
  created_at: string;
  /** The office's decision (issue #15, migration 0026): who, when, and the reason sent on a refusal. */
  decided_by_user_id: number | null;
  decided_at: string | null;
  decision_reason: string | null;
}

/** 'pendiente' awaits the student's acceptance (aceptarPractica / rechazarPractica). */
export type InternshipState = TInternshipState;

export type TrainingPlanState = 'pendiente' | 'validado' | 'devuelto';

export interface InternshipRow {
  id: Generated<number>;
  student_id: number;
  company_id: number;
  offer_id: number | null;
  application_id: number | null;
  programme_id: number | null;
  work_centre_id: number | null;
  degree_id: number | null;
  titulo: string;
  estado: InternshipState;
  /** 'curricular' | 'extracurricular'. */
  tipo: string | null;
  tareas: string | null;
  horario: string | null;
  modalidad_id: number | null;
  fecha_inicio: string;
  fecha_fin: string;
  horas_dia: number | null;
  horas_semana: number | null;
  horas_totales: number | null;
  ayuda_estudio: number | null;
  /** Academic course like '2025-26'; from 2023-24 documents need a digital signature. */
  course: string;
  tutor_empresa_contact_id: number | null;
  tutor_empresa_nombre: string | null;
  tutor_empresa_apellidos: string | null;
  tutor_empresa_email: string | null;
  tutor_empresa_telefono: string | null;
  tutor_universidad_nombre: string | null;
  tutor_universidad_email: string | null;
  /** The brand's `tutor` staff account who tutors it (issue #15, migration 0020); null when none. */
  academic_tutor_user_id: number | null;
  /** Learning goals of the training plan (the tasks are `tareas`). */
  objetivos: string | null;
  /** The academic tutor's review of the training plan; null while there is none. */
  plan_estado: TrainingPlanState | null;
  /** Why the plan was returned. */
  plan_comentario: string | null;
  plan_revisado_at: string | null;
  created_at: string;
  updated_at: string | null;
  /** The agreement it runs under (migration 0021); null for internships created before the console. */
  agreement_id: number | null;
  /** The company practice request it was created from (migration 0021). */
  practice_request_id: number | null;
}

export type RequestState = 'borrador' | 'pendiente' | 'aceptada' | 'rechazada';

/** solicitudPractica: a company (or a student on its behalf) asks for an internship. */
export interface PracticeRequestRow {
  id: Generated<number>;
  company_id: number | null;
  student_id: number | null;
  /** compruebaDNIalumno: the preselected candidate's identity number. */
  dni_alumno: string | null;
  requested_by_user_id: number | null;
  programme_id: number | null;
  work_centre_id: number | null;
  degree_id: number | null;
  estado: Generated<RequestState>;
  titulo: string;
  tareas: string | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  horas_dia: number | null;
  /** Max 35 (SPEC §9, error 102). */
  horas_semana: number | null;
  horas_totales: number | null;
  ayuda_estudio: number | null;
  dedicacion: number | null;
  meses: number | null;
  tutor_empresa_contact_id: number | null;
  tutor_empresa_nombre: string | null;
  tutor_empresa_email: string | null;
  /** JSON of any further form fields. */
  datos: Generated<string>;
  created_at: string;
  updated_at: string | null;
  /** The office's decision (migration 0017, issue #14 '5. Requests'): who, when, why. */
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
}

/** Education-internship requests (solicitudes de prácticas de educación), answered by the company. */
export interface EducationRequestRow {
  id: Generated<number>;
  company_id: number;
  student_id: number | null;
  school_id: number | null;
  estado: Generated<RequestState>;
  curso: string | null;
  titulo: string;
  descripcion: string | null;
  plazas: number | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  motivo_rechazo: string | null;
  datos: Generated<string>;
  created_at: string;
  updated_at: string | null;
  /** The office's decision (migration 0017, issue #14 '5. Requests'): who, when, why. */
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
}

/** solictitarAccionSobrePractica / solicitar-cambio-practicas. */
export interface InternshipChangeRequestRow {
  id: Generated<number>;
  internship_id: number | null;
  company_id: number;
  requested_by_user_id: number | null;
  /** Requested action, e.g. 'cambio_fechas', 'baja', 'cambio_tutor'. */
  accion: string;
  motivo_id: number | null;
  descripcion: string | null;
  estado: Generated<RequestState>;
  datos: Generated<string>;
  created_at: string;
  /** The office's decision (migration 0017, issue #14 '5. Requests'): who, when, why. */
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
}

/**
 * What an accepted change request changed (migration 0021, issue #15): `cambios` is JSON
 * {field: [before, after]}, `fecha_efecto` the date the change applies from.
 */
export interface InternshipAmendmentRow {
  id: Generated<number>;
  internship_id: number;
  change_request_id: number | null;
  cambios: string;
  fecha_efecto: string;
  approved_by_user_id: number | null;
  created_at: string;
}

export interface InternshipTables {
  programmes: ProgrammeRow;
  programme_adhesions: ProgrammeAdhesionRow;
  internships: InternshipRow;
  practice_requests: PracticeRequestRow;
  education_requests: EducationRequestRow;
  internship_change_requests: InternshipChangeRequestRow;
  internship_amendments: InternshipAmendmentRow;
}
