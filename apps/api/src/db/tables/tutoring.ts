import type { Generated } from 'kysely';

/** The academic tutor's notes and the final evaluations of an internship (migration 0022, issue #15). */
export interface InternshipFollowUpRow {
  id: Generated<number>;
  internship_id: number;
  author_user_id: number | null;
  texto: string;
  created_at: string;
}

export type EvaluatorKind = 'academico' | 'empresa';

export interface InternshipEvaluationRow {
  id: Generated<number>;
  internship_id: number;
  evaluador: EvaluatorKind;
  /** 0-10; null until submitted. */
  nota: number | null;
  comentario: string | null;
  /** JSON object of criterion -> score (1-5). */
  criterios: string | null;
  submitted_at: string | null;
  /** The academic tutor who submitted it; null for the company tutor (no account). */
  evaluator_user_id: number | null;
  /** SHA-256 (hex) of the company tutor's link token; the token itself is only in the mail. */
  token_hash: string | null;
  token_expires_at: string | null;
  /** When the link was last mailed. */
  sent_at: string | null;
  reminders_sent: Generated<number>;
  created_at: string;
}

export interface TutoringTables {
  internship_follow_ups: InternshipFollowUpRow;
  internship_evaluations: InternshipEvaluationRow;
}
