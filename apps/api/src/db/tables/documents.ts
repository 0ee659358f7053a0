import type { Generated } from 'kysely';

/**
 * Uploaded files of every kind (SPEC §3 'Uploaded document'); the bytes live in file storage
 * under `storage_key` (content hash). The context columns say what a document belongs to.
 */
export type DocumentKind =
  | 'cv'
  | 'document'
  | 'private'
  | 'process'
  | 'internship'
  | 'agreement'
  | 'company'
  | 'photo'
  | 'logo'
  | 'experience'
  | 'offer_info'
  | 'annex'
  | 'info_note'
  | 'programme'
  // Office content served by /api/Publico/ficheroContenido (issue #12 item 11).
  | 'guide'
  | 'guide_image'
  | 'event_image';

export interface DocumentRow {
  id: Generated<number>;
  /** Uploader; null for university documents (annexes, information notes). */
  owner_user_id: number | null;
  company_id: number | null;
  kind: DocumentKind;
  nombre: string;
  extension: string;
  mime: string;
  size: number;
  /** Content hash in file storage; null when only `url` is given (files over 2 MB). */
  storage_key: string | null;
  url: string | null;
  descripcion: string | null;
  /** Domain list 'tiposDocumentoAlumnoPracticas'. */
  tipo_documento_id: number | null;
  internship_id: number | null;
  offer_id: number | null;
  agreement_id: number | null;
  experience_id: number | null;
  programme_id: number | null;
  practice_request_id: number | null;
  brand_key: string | null;
  /** Course the document belongs to ('2025-26'), for internship documentation. */
  course: string | null;
  /** Signed with a digital certificate (required from 2023-24). */
  signed: Generated<number>;
  created_at: string;
}

export interface DocumentTables {
  documents: DocumentRow;
}
