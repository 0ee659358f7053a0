import type { Generated } from 'kysely';

/**
 * Content the office publishes and per-user messages: notifications, communications, events,
 * guides and surveys (SPEC §3). `brand_key` null means every brand.
 */
export interface NotificationRow {
  id: Generated<number>;
  user_id: number;
  /** For company users: the company the notification is about (a user may have several). */
  company_id: number | null;
  titulo: string;
  /** HTML. */
  texto: string;
  importante: Generated<number>;
  leida: Generated<number>;
  url_acceso: string | null;
  created_at: string;
}

/** 'student': students of the university (not graduates); 'graduate': graduates (alumnus). */
export type CommunicationAudience = 'student' | 'graduate' | 'company' | 'all';

/** Columns migration 0023 added to communications, events and guides (issue #15 'Content'). */
export interface PublishedContentColumns {
  /** 1: a draft nobody but the office sees. */
  borrador: Generated<number>;
  /** Narrows the audience to the students of a degree or of a campus. */
  degree_id: number | null;
  campus_id: number | null;
  updated_at: string | null;
}

export interface CommunicationRow extends PublishedContentColumns {
  id: Generated<number>;
  brand_key: string | null;
  audience: CommunicationAudience;
  fecha_desde: string;
  fecha_hasta: string | null;
  descripcion_es: string;
  descripcion_ca: string;
  enlace: string | null;
  created_at: string;
}

export type EventAudience = 'all' | 'students' | 'graduates';

export interface EventRow extends PublishedContentColumns {
  /** 'YYYY-MM-DD' (migration 0023); null: since always / for ever. */
  publicar_desde: string | null;
  publicar_hasta: string | null;
  id: Generated<number>;
  brand_key: string | null;
  titulo: string;
  entradilla: string | null;
  descripcion: string | null;
  categoria: string | null;
  categoria_slug: string | null;
  /** ISO datetime. */
  fecha: string;
  fecha_fin: string | null;
  lugar: string | null;
  url_imagen: string | null;
  destacado: Generated<number>;
  url_acceso: string;
  /** Visible at /evento-publico/{id} without sign-in. */
  publico: Generated<number>;
  audience: Generated<EventAudience>;
  plazas: number | null;
  inscripcion_abierta: Generated<number>;
  created_at: string;
  /** Catalan texts (migration 0007); null falls back to the Spanish one. */
  titulo_ca: string | null;
  entradilla_ca: string | null;
  descripcion_ca: string | null;
  categoria_ca: string | null;
  lugar_ca: string | null;
}

export interface EventEnrolmentRow {
  event_id: number;
  user_id: number;
  created_at: string;
  /** Attendance the office marks (migration 0023): 1 attended, 0 did not, null not marked yet. */
  asistio: Generated<number | null>;
}

export interface GuideRow extends PublishedContentColumns {
  /** 'YYYY-MM-DD' (migration 0023); null: since always / for ever. */
  publicar_desde: string | null;
  publicar_hasta: string | null;
  /** Who sees it (migration 0023). */
  audience: Generated<EventAudience>;
  id: Generated<number>;
  brand_key: string | null;
  titulo: string;
  descripcion: string | null;
  url_fichero: string | null;
  url_imagen: string | null;
  sort: Generated<number>;
  created_at: string;
  /** Catalan texts (migration 0007); null falls back to the Spanish one. */
  titulo_ca: string | null;
  descripcion_ca: string | null;
}

export interface SurveyRow {
  id: Generated<number>;
  brand_key: string | null;
  titulo: string;
  descripcion: string | null;
  url_acceso: string;
  /** A candidate cannot enter the portal until it is answered (SPEC §4 Survey flow). */
  obligatoria: Generated<number>;
  /** sacaOpcionAnonima. */
  anonima: Generated<number>;
  para_alumnos: Generated<number>;
  para_empresa: Generated<number>;
  para_tutor_academico: Generated<number>;
  /** Not for existing users (SPEC §8 code 36). */
  solo_nuevos: Generated<number>;
  internship_id: number | null;
  /** Max answer length (SPEC §9: 256 or 6000 by brand); null uses the brand's. */
  max_length: number | null;
  activa: Generated<number>;
  fecha_desde: string | null;
  fecha_hasta: string | null;
  created_at: string;
  /** Catalan texts (migration 0007); null falls back to the Spanish one. */
  titulo_ca: string | null;
  descripcion_ca: string | null;
}

export type SurveyQuestionType = 'single' | 'multi' | 'text' | 'scale';

export interface SurveyQuestionRow {
  id: Generated<number>;
  survey_id: number;
  orden: number;
  texto: string;
  tipo: SurveyQuestionType;
  obligatoria: Generated<number>;
  /** JSON array of answers: { idRespuesta, texto, texto_ca?, idPreguntaDestino? } (jump target). */
  opciones: Generated<string>;
  /** Catalan text (migration 0007); null falls back to the Spanish one. */
  texto_ca: string | null;
}

/**
 * A survey addressed to one user (e.g. an internship evaluation). A survey with assignment rows
 * is addressed only to those users; one without any, to every user its para_* flags allow.
 * (The demo's mandatory survey 1 is assigned to master@ only, so alumna@ is not blocked.)
 */
export interface SurveyAssignmentRow {
  id: Generated<number>;
  survey_id: number;
  user_id: number;
  internship_id: number | null;
  created_at: string;
}

export interface SurveyResponseRow {
  id: Generated<number>;
  survey_id: number;
  user_id: number | null;
  anonymous_token: string | null;
  internship_id: number | null;
  /** JSON of lContestaciones. */
  respuestas: Generated<string>;
  finished: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ContentTables {
  notifications: NotificationRow;
  communications: CommunicationRow;
  events: EventRow;
  event_enrolments: EventEnrolmentRow;
  guides: GuideRow;
  surveys: SurveyRow;
  survey_questions: SurveyQuestionRow;
  survey_assignments: SurveyAssignmentRow;
  survey_responses: SurveyResponseRow;
}
