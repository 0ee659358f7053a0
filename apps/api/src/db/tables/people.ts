import type { Generated } from 'kysely';

/**
 * Users, students and their CV (SPEC §3 'Student CV', 'Personal fields'), plus the account
 * bookkeeping the spec's flows need (password links, outgoing mail, deregistration requests).
 * Booleans are integer 0/1, timestamps ISO-8601 UTC text, dates 'YYYY-MM-DD' text (ADR 0003).
 */
export type UserRole = 'student' | 'company' | 'staff';
export type UserStatus = 'active' | 'blocked' | 'deregistered';
export type LanguageCode = 'es' | 'ca';

export interface UserRow {
  id: Generated<number>;
  /** Stored lower-case; the login name (`eUsuario`). */
  email: string;
  /** argon2id; null until the user sets a password (SPEC /establecer-login). */
  password_hash: string | null;
  role: UserRole;
  status: Generated<UserStatus>;
  brand_key: string;
  preferred_language: Generated<LanguageCode>;
  /** Bumped to revoke every token issued before (password change, block). */
  token_version: Generated<number>;
  first_access_at: string | null;
  last_login_at: string | null;
  /** Graduates of the single-sign-on university must use it (SPEC §8 code 95). */
  sso_required: Generated<number>;
  nombre: string;
  /** Display surname(s); a student's two surnames also live in students.apellido1/apellido2. */
  apellidos: string;
  /** editRecibirInformacionUniversidad. */
  recibir_informacion: Generated<number>;
  created_at: string;
  updated_at: string | null;
}

export type StudentKind = 'grado' | 'master' | 'alumnus';

export interface StudentRow {
  user_id: number;
  kind: StudentKind;
  /** Main campus (sede); null means 'Todas' (5). */
  campus_id: number | null;
  // Personal fields (SPEC §3).
  apellido1: string | null;
  apellido2: string | null;
  /** Domain list of identity document types (DNI, NIE, passport). */
  tipo_documento_id: number | null;
  dni: string | null;
  fecha_nacimiento: string | null;
  genero_id: number | null;
  email_personal: string | null;
  email_estudiante: string | null;
  comunicaciones_en_email_estudiante: Generated<number>;
  telefono1: string | null;
  telefono2: string | null;
  tipo_via_id: number | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  locality_id: number | null;
  province_id: number | null;
  country_id: number | null;
  /** Second address: where the student lives during the course. */
  direccion_curso: string | null;
  cp_curso: string | null;
  localidad_curso: string | null;
  province_curso_id: number | null;
  iban: string | null;
  /** 12 digits (SPEC §9); missing triggers the faltaNumeroSeguridadSocial request. */
  social_security_number: string | null;
  /** JSON array of country ids. */
  nacionalidades: Generated<string>;
  /** Disability over 33% (SPEC §9). */
  discapacidad: Generated<number>;
  acepta_newsletter: Generated<number>;
  acepta_informacion: Generated<number>;
  // CV fields (SPEC §3 'Student CV').
  credits_passed_percent: number | null;
  active_search_internships: Generated<number>;
  active_search_jobs: Generated<number>;
  /** soloCiclosUAX: vocational-training-only student. */
  only_vocational: Generated<number>;
  url_cv: string | null;
  tiene_permiso_trabajo: Generated<number>;
  necesita_permiso_trabajo: Generated<number>;
  /** Storage key of the profile photo (also a documents row of kind 'photo'). */
  url_imagen_perfil: string | null;
  id_periodo_preferencia_practicas: number | null;
  presentacion: string | null;
  validado_doip: Generated<number>;
  id_nivel_formativo_sne: number | null;
  enlace_portfolio: string | null;
  linkedin: string | null;
  /** editProfesionales: JSON arrays of functional areas and sectors of interest. */
  areas_funcionales: Generated<string>;
  sectores: Generated<string>;
  salario_deseado: number | null;
  carnet_conducir: Generated<number>;
  vehiculo_propio: Generated<number>;
  disponibilidad_extranjero: Generated<number>;
  disponibilidad_traslado: Generated<number>;
  /** Student group an offer may require (SPEC §8 code 22). */
  grupo: string | null;
  /** Final year of studies (offers 'for last-year students'). */
  ultimo_curso: Generated<number>;
  anio_promocion: number | null;
  updated_at: string | null;
}

export interface StudentStudyRow {
  id: Generated<number>;
  student_id: number;
  degree_id: number | null;
  /** deLaUniversidad: studies of this university are managed by the office, not the student. */
  from_university: Generated<number>;
  titulo: string;
  centro: string | null;
  /** Average grade 1 to 4 (SPEC §9). */
  nota: number | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  finished: Generated<number>;
  tipo_formacion_id: number | null;
  nivel_id: number | null;
  ambito_id: number | null;
  especialidad_id: number | null;
  campus_id: number | null;
  country_id: number | null;
  /** Current year of the degree (1..6). */
  curso: number | null;
  /** bajaEstudioUniversidad: withdrawn from this degree. */
  baja: Generated<number>;
  created_at: string;
}

export interface StudentLanguageRow {
  id: Generated<number>;
  student_id: number;
  language_id: number;
  level_id: number;
  certification: Generated<number>;
  certificado: string | null;
  created_at: string;
}

export interface StudentExperienceRow {
  id: Generated<number>;
  student_id: number;
  empresa: string;
  puesto: string;
  tipo_contrato_id: number | null;
  area_funcional_id: number | null;
  sector_id: number | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  actual: Generated<number>;
  descripcion: string | null;
  localidad: string | null;
  country_id: number | null;
  enlace: string | null;
  created_at: string;
}

export interface StudentSkillRow {
  student_id: number;
  skill_id: number;
}

export interface StudentItProgramRow {
  student_id: number;
  program_id: number;
  level_id: number | null;
}

export interface StudentInterestRow {
  student_id: number;
  tag_id: number;
}

export type PasswordTokenPurpose = 'reset' | 'set';

export interface PasswordTokenRow {
  id: Generated<number>;
  user_id: number;
  /** sha-256 of the token sent by mail; the token itself is never stored. */
  token_hash: string;
  purpose: PasswordTokenPurpose;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface OutboxMailRow {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  sent_at: string | null;
}

/** solicitarBajaServicio / solicitarBajaServicioConDatos (SPEC §7). */
export interface DeregistrationRequestRow {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  motivo: string | null;
  /** JSON of the extra data the ConDatos variant sends. */
  datos: string | null;
  /** 'procesada' is the state of requests settled before the office console; it decides 'aceptada' or 'rechazada'. */
  estado: Generated<'pendiente' | 'procesada' | 'aceptada' | 'rechazada'>;
  created_at: string;
  /** The office's decision (migration 0017, issue #14 '5. Requests'): who, when, why. */
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
}

export interface PeopleTables {
  users: UserRow;
  students: StudentRow;
  student_studies: StudentStudyRow;
  student_languages: StudentLanguageRow;
  student_experiences: StudentExperienceRow;
  student_skills: StudentSkillRow;
  student_it_programs: StudentItProgramRow;
  student_interests: StudentInterestRow;
  password_tokens: PasswordTokenRow;
  outbox_mail: OutboxMailRow;
  deregistration_requests: DeregistrationRequestRow;
}
