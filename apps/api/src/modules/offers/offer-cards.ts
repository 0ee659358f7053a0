import { PERFIL_TEXT, type TOfferCard, type TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { companyLogoUrl } from '@portal/contracts/company/company-logo.schemas';
import type { OfferState } from '../../db/tables/offers';
import { localized } from '../../platform/content-language';

/** Maps offer rows to the SPEC §3 offer card. */

export type Lang = 'es' | 'ca';

/** Offer state labels (data, like the domain lists' labels, not UI sentences). */
export const OFFER_STATE_LABELS: Readonly<Record<OfferState, Readonly<Record<Lang, string>>>> = {
  borrador: { es: 'Borrador', ca: 'Esborrany' },
  pendiente_validacion: { es: 'Pendiente de validación', ca: 'Pendent de validació' },
  publicada: { es: 'Publicada', ca: 'Publicada' },
  cerrada: { es: 'Cerrada', ca: 'Tancada' },
  caducada: { es: 'Caducada', ca: 'Caducada' },
  eliminada: { es: 'Eliminada', ca: 'Eliminada' },
};

/** 'YYYY-MM-DD…' (date or ISO timestamp, UTC) -> 'dd/mm/yyyy' (SPEC §3 fechaDestacada). */
export function ddmmyyyy(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
}

export interface CardSource {
  id: number;
  titulo: string;
  /** Catalan title (migration 0007); companies may write Spanish only, then it is null. */
  titulo_ca?: string | null;
  url_acceso: string;
  tipo: string;
  id_perfil: number;
  estado: string;
  descripcion_estado_motivo: string | null;
  published_at: string | null;
  fecha_destacada: string | null;
  ocultar_datos_empresa: number;
  company_id: number;
  modalidad_id: number | null;
  salario: number | null;
  ayuda_estudio: number | null;
  fecha_caducidad: string | null;
  empresa_nombre: string;
  empresa_logo_key: string | null;
  empresa_logo_autorizado: number;
  empresa_comercial: string | null;
  provincia_es: string | null;
  provincia_ca: string | null;
  isla_id: number | null;
  isla_nombre: string | null;
  isla_nombre_ca: string | null;
}

export function companyName(
  row: Pick<CardSource, 'ocultar_datos_empresa' | 'empresa_nombre' | 'empresa_comercial'>,
): string | null {
  return row.ocultar_datos_empresa === 1 ? null : (row.empresa_comercial ?? row.empresa_nombre);
}

/**
 * #16 part 2: the public logo's address when the company authorised it, a logo is stored and the
 * offer does not hide the company; otherwise null (the card shows the initials).
 */
export function logoOf(
  row: Pick<CardSource, 'ocultar_datos_empresa' | 'company_id' | 'empresa_logo_key' | 'empresa_logo_autorizado'>,
): string | null {
  if (row.ocultar_datos_empresa === 1 || !row.empresa_logo_key || Number(row.empresa_logo_autorizado) !== 1)
    return null;
  return companyLogoUrl(Number(row.company_id), row.empresa_logo_key);
}

/** Amounts are stored as numbers; PostgreSQL's numeric columns arrive as text. */
function amount(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

export function toCard(row: CardSource, lang: Lang): TOfferCard {
  const tipo = row.tipo as TOfferKind;
  return {
    empresa: companyName(row),
    // issue #12 item 22: the Catalan title on a Catalan page, the Spanish one where none is written.
    titulo: localized(row.titulo, row.titulo_ca, lang),
    idoferta: row.id,
    estado: OFFER_STATE_LABELS[row.estado as OfferState]?.[lang] ?? row.estado,
    descripcionEstadoMotivo: row.descripcion_estado_motivo,
    fecha: ddmmyyyy(row.published_at),
    fechaDestacada: ddmmyyyy(row.fecha_destacada),
    provincia: lang === 'ca' ? row.provincia_ca : row.provincia_es,
    nombreIsla:
      row.isla_id === null ? null : lang === 'ca' && row.isla_nombre_ca ? row.isla_nombre_ca : row.isla_nombre,
    idIsla: row.isla_id,
    urlAcceso: row.url_acceso,
    // SPEC §3: 'Prácticas' means internship (alternance is one), anything else a job.
    textoPerfilOferta: tipo === 'empleo' ? PERFIL_TEXT.empleo : PERFIL_TEXT.practicas,
    idPerfil: row.id_perfil,
    tipo,
    logo: logoOf(row),
    idModalidad: row.modalidad_id,
    salario: amount(row.salario),
    ayudaEstudio: amount(row.ayuda_estudio),
    fechaCaducidad: row.fecha_caducidad,
  };
}
