import type { TOfferDetail, TOfferFit, TRequiredDocument } from '@portal/contracts/offers/offers.schemas';
import { getLangLists } from '../domains/domains-lists.service';
import { localized } from '../../platform/content-language';
import { toCard, type Lang } from './offer-cards';
import { selectOfferDegrees, selectOfferLabels, selectOfferLanguages, type OfferFullRow } from './offers.repository';
import { offerFit } from './offer-fit';
import { clock, findOfferForStudent, loadAudience, type StudentContext } from './offers.service';
import { jsonIds, selectProfile } from './student-profile.repository';
import type { Db } from '../../platform/db';

/** GET dameOferta/{id}: the whole offer as a student sees it (SPEC §3 Offer form fields). */

type Labels = Map<number, string>;

async function labelsOf(
  db: Db,
  lang: Lang,
  list: 'idiomas' | 'nivelesIdioma' | 'tiposDocumentoAlumnoPracticas' | 'estadosCandidaturasAlumno',
): Promise<Labels> {
  const lists = await getLangLists(db, lang);
  return new Map(lists.dominios[list].map((i) => [i.id, i.descripcion]));
}

/** The documents an offer asks for (offers.documentos_requeridos), with their names. */
export async function requiredDocuments(
  db: Db,
  lang: Lang,
  offer: Pick<OfferFullRow, 'documentos_requeridos'>,
): Promise<TRequiredDocument[]> {
  const names = await labelsOf(db, lang, 'tiposDocumentoAlumnoPracticas');
  return jsonIds(offer.documentos_requeridos).map((id) => ({
    idTipoDocumento: id,
    descripcion: names.get(id) ?? String(id),
  }));
}

export async function applicationStateLabel(db: Db, lang: Lang, estado: number): Promise<string> {
  return (await labelsOf(db, lang, 'estadosCandidaturasAlumno')).get(estado) ?? String(estado);
}

export async function offerDetail(ctx: StudentContext, ref: string): Promise<TOfferDetail> {
  const audience = await loadAudience(ctx);
  const { offer, application } = await findOfferForStudent(ctx, ref, audience.grupo);
  const [view, encaje] = await Promise.all([
    studentOfferView({ db: ctx.db, lang: ctx.lang }, offer, application),
    fitFor(ctx, offer),
  ]);
  return encaje ? { ...view, encaje } : view;
}

/** Issue #16 part 4: how the signed-in student meets the offer (none without a student profile). */
async function fitFor(ctx: StudentContext, offer: OfferFullRow): Promise<TOfferFit | undefined> {
  const [profile, degrees, languages, language, level] = await Promise.all([
    selectProfile(ctx.db, ctx.userId),
    selectOfferDegrees(ctx.db, offer.id),
    selectOfferLanguages(ctx.db, offer.id),
    labelsOf(ctx.db, ctx.lang, 'idiomas'),
    labelsOf(ctx.db, ctx.lang, 'nivelesIdioma'),
  ]);
  if (!profile) return undefined;
  return offerFit(offer, degrees, languages, profile, {
    today: clock(ctx).today,
    lang: ctx.lang,
    names: { language, level },
  });
}

/**
 * The mapping of an offer row to what a student sees: the student's own detail above, and the
 * office console's preview of an offer awaiting validation (issue #14 '3. Offers').
 */
export async function studentOfferView(
  ctx: { db: Db; lang: Lang },
  offer: OfferFullRow,
  application: { id: number; estado: number } | null,
): Promise<TOfferDetail> {
  const [degrees, languages, labels, documents, languageNames, levelNames] = await Promise.all([
    selectOfferDegrees(ctx.db, offer.id),
    selectOfferLanguages(ctx.db, offer.id),
    selectOfferLabels(ctx.db, offer.id),
    requiredDocuments(ctx.db, ctx.lang, offer),
    labelsOf(ctx.db, ctx.lang, 'idiomas'),
    labelsOf(ctx.db, ctx.lang, 'nivelesIdioma'),
  ]);
  const hidden = offer.ocultar_datos_empresa === 1;
  return {
    ...toCard(offer, ctx.lang),
    descripcion: localized(offer.descripcion, offer.descripcion_ca, ctx.lang),
    tareas: localized(offer.tareas, offer.tareas_ca, ctx.lang),
    plazas: offer.plazas,
    horario: offer.horario,
    fechaInicio: offer.fecha_inicio,
    fechaFin: offer.fecha_fin,
    fechaCaducidad: offer.fecha_caducidad,
    contrato: offer.contrato,
    salario: offer.salario,
    otraRemuneracion: offer.otra_remuneracion,
    ayudaEstudio: offer.ayuda_estudio,
    horasDia: offer.horas_dia,
    horasSemana: offer.horas_semana,
    horasTotales: offer.horas_totales,
    dedicacion: offer.dedicacion,
    diasSemana: offer.dias_semana,
    meses: offer.meses,
    idModalidad: offer.modalidad_id,
    tipoPractica: offer.tipo_practica,
    idAreaFuncional: offer.area_funcional_id,
    idSector: offer.sector_id,
    idPrograma: offer.programme_id,
    experienciaRequerida: offer.experiencia_requerida,
    experienciaDeseable: offer.experiencia_deseable,
    trabajoFin: offer.thesis ? { tipo: offer.thesis, nombre: offer.thesis_nombre, tutor: offer.thesis_tutor } : null,
    localidad: offer.localidad,
    idProvincia: offer.province_id,
    idPais: offer.country_id,
    internacional: offer.international === 1,
    titulaciones: degrees.map((d) => ({
      id: d.id,
      descripcion: ctx.lang === 'ca' ? d.name_ca : d.name_es,
      obligatoria: d.required === 1,
    })),
    idiomas: languages.map((l) => ({
      idIdioma: l.language_id,
      idioma: languageNames.get(l.language_id) ?? String(l.language_id),
      idNivel: l.level_id,
      nivel: l.level_id === null ? null : (levelNames.get(l.level_id) ?? String(l.level_id)),
      certificacion: l.certification === 1,
    })),
    etiquetas: labels,
    documentosRequeridos: documents,
    urlInscripcion: offer.url_inscripcion,
    urlInfo: offer.url_info,
    datosEmpresa: hidden
      ? null
      : {
          nombre: offer.empresa_comercial ?? offer.empresa_nombre,
          web: offer.empresa_web,
          descripcion: offer.empresa_descripcion,
        },
    candidatura: application
      ? {
          idCandidatura: application.id,
          idEstado: application.estado,
          estado: await applicationStateLabel(ctx.db, ctx.lang, application.estado),
        }
      : null,
  };
}
