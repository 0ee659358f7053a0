import type {
  TImportError,
  TImportReport,
  TImportRowError,
  TStudentImportRow,
} from '@portal/contracts/office/students.schemas';
import type { Surnames } from './student-import-names';

/** The shapes the import's plan, classification and writer share (docs/office-students-import.md). */

export interface ValidRow {
  line: number;
  data: TStudentImportRow;
  surnames: Surnames;
  documentType: number;
  campusId: number;
  /** The first row of this DNI in the file: it carries the person's data. */
  first: boolean;
}

export interface PlanCounts {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  errors: number;
  /** New logins the students must confirm (ADR 0033). */
  emailsToConfirm: number;
}

/** A student the import matched, as the classification compares it with the row. */
export interface MatchedStudent {
  id: number;
  email: string;
  nombre: string;
  apellidos: string;
  dni: string | null;
  campus_id: number | null;
  apellido1: string | null;
  apellido2: string | null;
  tipo_documento_id: number | null;
  preferred_language: string | null;
  /** Signed in at least once, or chose a password: its login is the student's (ADR 0033). */
  owned: boolean;
}

export type EmailChangeKind = 'directo' | 'confirmacion';

export interface PlanWriter {
  /** Called per batch with what to write; the dry run passes none. */
  create(
    rows: { row: ValidRow; degreeName: string; campusName: string | null; kind: 'grado' | 'master' }[],
  ): Promise<void>;
  updatePerson(student: MatchedStudent, row: ValidRow, emailChange: EmailChangeKind | null): Promise<void>;
  addStudy(studentId: number, row: ValidRow, degreeName: string, campusName: string | null): Promise<void>;
  updateStudy(studyId: number, row: ValidRow): Promise<void>;
}

export type FailRow = (line: number, dni: string | null, email: string | null, errores: TImportError[]) => void;

export interface Plan {
  counts: PlanCounts;
  /** Counts, samples and the first refused rows (IMPORT_REFUSED_LISTED). */
  report: TImportReport;
  /** Every refused row by line (at most IMPORT_MAX_ROWS: the file's cap bounds it). */
  refused: TImportRowError[];
}
