import type { Generated } from 'kysely';

/**
 * Offers (proposals on the company side) and applications (candidaturas): SPEC §3 'Process',
 * 'Offer form fields', §4 'Offers', 'Candidature', 'Pre-enrolment'.
 */
export type OfferType = 'practicas' | 'empleo' | 'alternancia';
export type OfferState = 'borrador' | 'pendiente_validacion' | 'publicada' | 'cerrada' | 'caducada' | 'eliminada';

export interface OfferRow {
  id: Generated<number>;
  company_id: number;
  work_centre_id: number | null;
  /** Random slug used in links (urlAcceso, urlOferta). */
  url_acceso: string;
  tipo: OfferType;
  /** 1 employment, 2 placements (SPEC §9); alternancia is a placement. */
  id_perfil: number;
  estado: OfferState;
  /** Reason shown with the state (descripcionEstadoMotivo). */
  descripcion_estado_motivo: string | null;
  titulo: string;
  descripcion: string;
  tareas: string | null;
  brand_key: string;
  plazas: Generated<number>;
  experiencia_requerida: string | null;
  experiencia_deseable: string | null;
  horario: string | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  /** Contract type id (tiposContrato / tiposContratoOfertaPracticas); 5 is the fee-bearing one. */
  contrato: number | null;
  /** Salary range id of the filter list; `salario` is the amount. */
  salario_id: number | null;
  salario: number | null;
  otra_remuneracion: string | null;
  ayuda_estudio: number | null;
  horas_dia: number | null;
  horas_semana: number | null;
  horas_totales: number | null;
  /** % of working day, 0..100. */
  dedicacion: number | null;
  dias_semana: number | null;
  meses: number | null;
  modalidad_id: number | null;
  /** 'curricular' | 'extracurricular' for internships. */
  tipo_practica: string | null;
  area_funcional_id: number | null;
  sector_id: number | null;
  nivel_titulacion_id: number | null;
  tipo_formacion_id: number | null;
  programme_id: number | null;
  thesis: 'TFG' | 'TFM' | null;
  thesis_nombre: string | null;
  thesis_tutor: string | null;
  tutor_empresa_contact_id: number | null;
  tutor_empresa_nombre: string | null;
  tutor_empresa_apellidos: string | null;
  tutor_empresa_email: string | null;
  tutor_empresa_telefono: string | null;
  tutor_empresa_cargo: string | null;
  tutor_empresa_titulacion: string | null;
  tutor_empresa_departamento: string | null;
  tutor_empresa_dni: string | null;
  tutor_universidad_nombre: string | null;
  tutor_universidad_email: string | null;
  // Requirements.
  /** JSON arrays of country ids / province ids. */
  paises_nacionalidad: Generated<string>;
  paises_residencia: Generated<string>;
  provincias_residencia: Generated<string>;
  vehiculo_propio: Generated<number>;
  carnet_conducir: Generated<number>;
  disponibilidad_extranjero: Generated<number>;
  disponibilidad_traslado: Generated<number>;
  edad_maxima: number | null;
  salario_maximo: number | null;
  anio_promocion_maximo: number | null;
  ultimo_curso: Generated<number>;
  perfil_no_universitario: Generated<number>;
  /** JSON array of required document type ids (tiposDocumentoAlumnoPracticas). */
  documentos_requeridos: Generated<string>;
  url_inscripcion: string | null;
  url_info: string | null;
  ocultar_datos_empresa: Generated<number>;
  fecha_caducidad: string | null;
  published_at: string | null;
  /** Highlighted date; lists sort by it, else by published date (SPEC §4). */
  fecha_destacada: string | null;
  province_id: number | null;
  island_id: number | null;
  localidad: string | null;
  country_id: number | null;
  international: Generated<number>;
  student_group: string | null;
  /** Proposal with a preselected candidate. */
  preselected_student_id: number | null;
  /** Office manager; an offer with a manager cannot be edited (SPEC §8 code 25). */
  gestor_user_id: number | null;
  copied_from_offer_id: number | null;
  /** Answer to 'was a candidate proposed by the university chosen?' when closing. */
  cierre_candidato_universidad: number | null;
  fecha_cierre: string | null;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  /** Catalan texts (migration 0007, issue #12 item 22); null falls back to the Spanish one. */
  titulo_ca: string | null;
  descripcion_ca: string | null;
  tareas_ca: string | null;
  /** The office's last decision the company must read (migration 0015, issue #14 '3. Offers'). */
  office_decision: 'rechazada' | 'devuelta' | null;
  office_reason_code: string | null;
  office_comment: string | null;
  office_decided_at: string | null;
}

export interface OfferDegreeRow {
  offer_id: number;
  degree_id: number;
  /** 1 required, 0 desirable. */
  required: Generated<number>;
}

export interface OfferLabelRow {
  offer_id: number;
  label: string;
}

export interface OfferLanguageRow {
  offer_id: number;
  language_id: number;
  level_id: number | null;
  certification: Generated<number>;
}

export type OfferTagKind = 'it_program' | 'skill' | 'interest';

export interface OfferTagRow {
  offer_id: number;
  kind: OfferTagKind;
  item_id: number;
}

export interface ApplicationRow {
  id: Generated<number>;
  offer_id: number;
  student_id: number;
  /** Id of the list 'estadosCandidaturasAlumno'; 16 awaits the student's pre-enrolment reply, 17 rejected. */
  estado: number;
  id_motivo: number | null;
  motivo_texto: string | null;
  leida_empresa: Generated<number>;
  /** 'student' (enrolled), 'preselected' (company proposal), 'university' (proposed by the office). */
  origen: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface ApplicationHistoryRow {
  id: Generated<number>;
  application_id: number;
  estado: number;
  id_motivo: number | null;
  motivo_texto: string | null;
  changed_by_user_id: number | null;
  created_at: string;
}

export interface SavedSearchRow {
  id: Generated<number>;
  student_id: number;
  nombre: string;
  tipo: OfferType;
  /** JSON of the filter state (SPEC §3 'Filter state'). */
  filtros: string;
  created_at: string;
}

export interface SearchHistoryRow {
  id: Generated<number>;
  student_id: number;
  tipo: OfferType;
  filtros: string;
  created_at: string;
}

export interface OfferTables {
  offers: OfferRow;
  offer_degrees: OfferDegreeRow;
  offer_labels: OfferLabelRow;
  offer_languages: OfferLanguageRow;
  offer_tags: OfferTagRow;
  applications: ApplicationRow;
  application_history: ApplicationHistoryRow;
  saved_searches: SavedSearchRow;
  search_history: SearchHistoryRow;
}
