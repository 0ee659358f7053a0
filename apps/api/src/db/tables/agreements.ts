import type { Generated } from 'kysely';

/** Collaboration agreements (convenios): SPEC §3 'Signer', §4 'Agreement (convenio) states'. */
export type AgreementState =
  'generado' | 'firmado_empresa' | 'erroneo_empresa' | 'enviado_secretaria' | 'formalizado' | 'caducado';

export interface AgreementRow {
  id: Generated<number>;
  company_id: number;
  estado: AgreementState;
  /** Agreement ID (SPEC §9: min 9 characters). */
  codigo: string;
  brand_key: string;
  fecha_solicitud: string;
  fecha_firma: string | null;
  fecha_caducidad: string | null;
  // Signer at the time of the request.
  nombre: string;
  apellidos: string;
  dni: string;
  cargo: string;
  email: string;
  fecha_escritura: string | null;
  notario: string | null;
  localidad_notario: string | null;
  /** Why the office marked it 'erroneo_empresa'. */
  observaciones: string | null;
  requested_by_user_id: number | null;
  created_at: string;
  updated_at: string | null;
  /** When it entered its state (migration 0016: set by triggers on every state change). */
  estado_desde: string | null;
  /** The Catalan text of the Erróneo reason, beside `observaciones`. */
  observaciones_ca: string | null;
  /** Formalised by a signature outside the portal: when, and who signed for the university. */
  firma_fuera_fecha: string | null;
  firma_fuera_por: string | null;
}

/** Signers of an agreement, any number per side, each with the date they signed (issue #14 '4. Agreements'). */
export interface AgreementSignerRow {
  id: Generated<number>;
  agreement_id: number;
  lado: 'empresa' | 'universidad';
  nombre: string;
  cargo: string | null;
  email: string | null;
  fecha_firma: string;
  created_by_user_id: number | null;
  created_at: string;
}

export interface AgreementTables {
  agreements: AgreementRow;
  agreement_signers: AgreementSignerRow;
}
