/**
 * Columns the content issue needed beyond the schema (migration 0005-content-extras).
 * What a programme adhesion request committed to (SPEC §9: 80% and 12 months, error 58) and,
 * for a company, the student it wants to host (who must be adhered and accepted, error 91).
 */
export interface ProgrammeAdhesionDetailRow {
  adhesion_id: number;
  dedicacion: number | null;
  meses: number | null;
  student_user_id: number | null;
  created_at: string;
}

export interface ContentExtrasTables {
  programme_adhesion_details: ProgrammeAdhesionDetailRow;
}
