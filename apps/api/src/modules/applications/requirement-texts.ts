import type { TRequirementKey } from '@portal/contracts/applications/applications.schemas';
import type { Lang } from '../offers/offer-cards';
import type { UnmetRequirement } from '../offers/offer-requirements';

/**
 * SPEC §7 'Status 80 means unmet requirements; the custom message lists the failed requirements
 * and suggests contacting the support address with the user ID and offer reference'. One of the
 * server messages the spec names, so the API writes it, in the student's language.
 */
const NAMES: Readonly<Record<TRequirementKey, Readonly<Record<Lang, string>>>> = {
  nacionalidad: { es: 'nacionalidad requerida', ca: 'nacionalitat requerida' },
  paisResidencia: { es: 'país de residencia requerido', ca: 'país de residència requerit' },
  provinciaResidencia: { es: 'provincia de residencia requerida', ca: 'província de residència requerida' },
  vehiculoPropio: { es: 'vehículo propio', ca: 'vehicle propi' },
  carnetConducir: { es: 'carné de conducir', ca: 'carnet de conduir' },
  disponibilidadExtranjero: {
    es: 'disponibilidad para trabajar en el extranjero',
    ca: "disponibilitat per treballar a l'estranger",
  },
  disponibilidadTraslado: {
    es: 'disponibilidad para cambiar de residencia',
    ca: 'disponibilitat per canviar de residència',
  },
  edadMaxima: { es: 'edad máxima', ca: 'edat màxima' },
  salarioMaximo: { es: 'salario máximo', ca: 'salari màxim' },
  anioPromocionMaximo: { es: 'año de promoción máximo', ca: 'any de promoció màxim' },
  ultimoCurso: { es: 'estar en el último curso', ca: "ser a l'últim curs" },
  idioma: { es: 'idioma', ca: 'idioma' },
};

const CERTIFIED: Readonly<Record<Lang, string>> = { es: 'con certificado', ca: 'amb certificat' };

export interface RequirementNames {
  language: ReadonlyMap<number, string>;
  level: ReadonlyMap<number, string>;
}

export function describeRequirement(u: UnmetRequirement, lang: Lang, names: RequirementNames): string {
  if (u.key !== 'idioma') return NAMES[u.key][lang];
  const language = names.language.get(u.languageId ?? 0) ?? String(u.languageId);
  const level = u.levelId ? ` ${names.level.get(u.levelId) ?? u.levelId}` : '';
  return `${NAMES.idioma[lang]} ${language}${level}${u.certification ? ` ${CERTIFIED[lang]}` : ''}`;
}

export function requirementsMessage(
  unmet: UnmetRequirement[],
  ctx: { lang: Lang; supportEmail: string; userId: number; offerId: number; names: RequirementNames },
): { mensaje: string; requisitos: Array<{ requisito: TRequirementKey; descripcion: string }> } {
  const requisitos = unmet.map((u) => ({ requisito: u.key, descripcion: describeRequirement(u, ctx.lang, ctx.names) }));
  const list = requisitos.map((r) => r.descripcion).join('; ');
  const mensaje =
    ctx.lang === 'ca'
      ? `No compleixes aquests requisits de l'oferta: ${list}. Si creus que és un error, escriu a ${ctx.supportEmail} indicant el teu ID d'usuari (${ctx.userId}) i la referència de l'oferta (${ctx.offerId}).`
      : `No cumples estos requisitos de la oferta: ${list}. Si crees que es un error, escribe a ${ctx.supportEmail} indicando tu ID de usuario (${ctx.userId}) y la referencia de la oferta (${ctx.offerId}).`;
  return { mensaje, requisitos };
}
