import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import type { TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import {
  EXPIRING_SOON_DAYS,
  type TOfferEditable,
  type TProposalCard,
} from '@portal/contracts/proposals/proposals.schemas';
import {
  canTransitionOffer,
  effectiveOfferState,
  OFFER_STATE_IDS,
  OFFER_STATE_LABELS,
  offerEditBlock,
  type TLang,
  type TOfferState,
} from '@portal/contracts/proposals/states';
import { addDays } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { ddmmyyyy, domainLabels, idsOf } from './labels';
import * as repo from './proposals.repository';
import type { OfferListRecord, OfferRecord } from './proposals.repository';

/** Offer rows as SPEC §3 shapes: the card, the detail a student sees, the editable form. */

/** SPEC §3 textoPerfilOferta: 'Prácticas' means internship, anything else a job. */
const PERFIL_TEXT = { placement: 'Prácticas', job: 'Empleo' } as const;

export function offerState(row: Pick<OfferRecord, 'estado' | 'fecha_caducidad'>, today: string): TOfferState {
  return effectiveOfferState(row.estado, row.fecha_caducidad, today);
}

/** SPEC §2 'expiring soon': still open and its expiry date within EXPIRING_SOON_DAYS. */
export function isExpiringSoon(row: Pick<OfferRecord, 'estado' | 'fecha_caducidad'>, today: string): boolean {
  const state = offerState(row, today);
  if ((state !== 'publicada' && state !== 'pendiente_validacion') || !row.fecha_caducidad) return false;
  return row.fecha_caducidad.slice(0, 10) <= addDays(today, EXPIRING_SOON_DAYS);
}

export function editBlockOf(row: Pick<OfferRecord, 'estado' | 'fecha_caducidad' | 'gestor_user_id'>, today: string) {
  return offerEditBlock(
    { estado: row.estado, fechaCaducidad: row.fecha_caducidad, hasManager: row.gestor_user_id !== null },
    today,
  );
}

export function toCard(row: OfferListRecord, lang: TLang, today: string, asStudent = false): TProposalCard {
  const state = offerState(row, today);
  const hidden = asStudent && Number(row.ocultar_datos_empresa) === 1;
  return {
    empresa: hidden ? null : (row.company_comercial ?? row.company_nombre),
    titulo: row.titulo,
    idoferta: row.id,
    estado: OFFER_STATE_LABELS[state][lang],
    descripcionEstadoMotivo: row.descripcion_estado_motivo,
    fecha: ddmmyyyy(row.published_at ?? row.created_at),
    fechaDestacada: ddmmyyyy(row.fecha_destacada),
    provincia: (lang === 'ca' ? row.province_ca : row.province_es) ?? null,
    nombreIsla: (lang === 'ca' ? (row.island_name_ca ?? row.island_name) : row.island_name) ?? null,
    idIsla: row.island_id,
    urlAcceso: row.url_acceso,
    textoPerfilOferta: row.id_perfil === 1 ? PERFIL_TEXT.job : PERFIL_TEXT.placement,
    idPerfil: row.id_perfil,
    tipo: row.tipo,
    idEstado: OFFER_STATE_IDS[state],
    fechaCaducidad: row.fecha_caducidad,
    caducaPronto: isExpiringSoon(row, today),
    numCandidatos: Number(row.num_candidatos ?? 0),
    numCandidatosNoLeidos: Number(row.num_no_leidos ?? 0),
    conCandidatoPreseleccionado: row.preselected_student_id !== null,
    bloqueoEdicion: editBlockOf(row, today),
    puedeCerrar: canTransitionOffer('company', state, 'cerrada'),
    puedeEliminar: canTransitionOffer('company', state, 'eliminada'),
  };
}

// The card's optional pay and modality (#16 part 2) are the detail's own required fields here.
type DetailBase = Omit<
  TOfferDetail,
  'candidatura' | Exclude<keyof TProposalCard, 'salario' | 'ayudaEstudio' | 'idModalidad'>
>;

/**
 * The conditions of an offer (SPEC §3 'Offer form fields') as both the detail a student sees and
 * the editable form name them.
 */
function offerConditions(row: OfferRecord) {
  return {
    descripcion: row.descripcion,
    tareas: row.tareas,
    plazas: Number(row.plazas),
    experienciaRequerida: row.experiencia_requerida,
    experienciaDeseable: row.experiencia_deseable,
    horario: row.horario,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    contrato: row.contrato,
    salario: row.salario,
    otraRemuneracion: row.otra_remuneracion,
    ayudaEstudio: row.ayuda_estudio,
    horasDia: row.horas_dia,
    horasSemana: row.horas_semana,
    horasTotales: row.horas_totales,
    dedicacion: row.dedicacion,
    diasSemana: row.dias_semana,
    meses: row.meses,
    idModalidad: row.modalidad_id,
    idAreaFuncional: row.area_funcional_id,
    idSector: row.sector_id,
    idPrograma: row.programme_id,
    trabajoFin: row.thesis ? { tipo: row.thesis, nombre: row.thesis_nombre, tutor: row.thesis_tutor } : null,
    localidad: row.localidad,
    idProvincia: row.province_id,
    idPais: row.country_id,
  };
}

/** The fields of SPEC §3 'Offer form fields' a student sees (shared by both company views). */
export async function detailFields(db: Db, row: OfferListRecord, lang: TLang, asStudent: boolean): Promise<DetailBase> {
  const [degrees, languages, etiquetas] = await Promise.all([
    repo.offerDegrees(db, row.id),
    repo.offerLanguages(db, row.id),
    repo.offerLabels(db, row.id),
  ]);
  const docIds = idsOf(row.documentos_requeridos);
  const [langNames, levelNames, docNames] = await Promise.all([
    domainLabels(
      db,
      'idiomas',
      languages.map((l) => l.language_id),
      lang,
    ),
    domainLabels(
      db,
      'nivelesIdioma',
      languages.flatMap((l) => (l.level_id === null ? [] : [l.level_id])),
      lang,
    ),
    domainLabels(db, 'tiposDocumentoAlumnoPracticas', docIds, lang),
  ]);
  const hidden = asStudent && Number(row.ocultar_datos_empresa) === 1;
  return {
    ...offerConditions(row),
    tipoPractica: row.tipo_practica,
    internacional: Number(row.international) === 1,
    titulaciones: degrees.map((d) => ({
      id: d.degree_id,
      descripcion: lang === 'ca' ? d.name_ca : d.name_es,
      obligatoria: Number(d.required) === 1,
    })),
    idiomas: languages.map((l) => ({
      idIdioma: l.language_id,
      idioma: langNames.get(l.language_id) ?? '',
      idNivel: l.level_id,
      nivel: l.level_id === null ? null : (levelNames.get(l.level_id) ?? null),
      certificacion: Number(l.certification) === 1,
    })),
    etiquetas,
    documentosRequeridos: docIds.map((id) => ({ idTipoDocumento: id, descripcion: docNames.get(id) ?? '' })),
    urlInscripcion: row.url_inscripcion,
    urlInfo: row.url_info,
    datosEmpresa: hidden
      ? null
      : {
          nombre: row.company_comercial ?? row.company_nombre,
          web: row.company_web,
          descripcion: row.company_descripcion,
        },
  };
}

/** dameDatosProcesoComoAlumno: the offer exactly as a student would see it (SPEC §2 /visor-oferta). */
export async function toStudentView(db: Db, row: OfferListRecord, lang: TLang, today: string): Promise<TOfferDetail> {
  const card = toCard(row, lang, today, true);
  const base: Omit<TOfferDetail, keyof DetailBase | 'candidatura' | 'fechaCaducidad'> = {
    empresa: card.empresa,
    titulo: card.titulo,
    idoferta: card.idoferta,
    estado: card.estado,
    descripcionEstadoMotivo: card.descripcionEstadoMotivo,
    fecha: card.fecha,
    fechaDestacada: card.fechaDestacada,
    provincia: card.provincia,
    nombreIsla: card.nombreIsla,
    idIsla: card.idIsla,
    urlAcceso: card.urlAcceso,
    textoPerfilOferta: card.textoPerfilOferta,
    idPerfil: card.idPerfil,
    tipo: card.tipo,
  };
  return {
    ...base,
    ...(await detailFields(db, row, lang, true)),
    fechaCaducidad: row.fecha_caducidad,
    candidatura: null,
  };
}

const bool = (v: number) => Number(v) === 1;

/** dameOfertaEditable: the stored offer in addOferta's shape. */
export async function toEditable(db: Db, row: OfferRecord): Promise<TOfferEditable> {
  const children = await repo.readChildren(db, row.id);
  const tags = (kind: string) =>
    children.tags
      .filter((t) => t.kind === kind)
      .map((t) => t.item_id)
      .sort((a, b) => a - b);
  const hasCompanyTutor = [
    row.tutor_empresa_nombre,
    row.tutor_empresa_apellidos,
    row.tutor_empresa_email,
    row.tutor_empresa_contact_id,
  ].some((v) => v !== null);
  const dni =
    row.preselected_student_id === null
      ? null
      : ((await repo.findStudentDni(db, row.preselected_student_id))?.dni ?? null);
  return {
    idOferta: row.id,
    tipo: row.tipo as TProposalKind,
    titulo: row.titulo,
    ...offerConditions(row),
    tipoPractica:
      row.tipo_practica === 'curricular' || row.tipo_practica === 'extracurricular' ? row.tipo_practica : null,
    idNivelTitulacion: row.nivel_titulacion_id,
    idTipoFormacion: row.tipo_formacion_id,
    idCentro: row.work_centre_id,
    idIsla: row.island_id,
    tutorEmpresa: hasCompanyTutor
      ? {
          idContacto: row.tutor_empresa_contact_id,
          nombre: row.tutor_empresa_nombre,
          apellidos: row.tutor_empresa_apellidos,
          email: row.tutor_empresa_email,
          telefono: row.tutor_empresa_telefono,
          cargo: row.tutor_empresa_cargo,
          titulacion: row.tutor_empresa_titulacion,
          departamento: row.tutor_empresa_departamento,
          dni: row.tutor_empresa_dni,
        }
      : null,
    tutorUniversidad:
      row.tutor_universidad_nombre || row.tutor_universidad_email
        ? { nombre: row.tutor_universidad_nombre, email: row.tutor_universidad_email }
        : null,
    titulaciones: children.degrees.map((d) => ({ idTitulacion: d.degree_id, obligatoria: bool(d.required) })),
    idiomas: children.languages.map((l) => ({
      idIdioma: l.language_id,
      idNivel: l.level_id,
      certificacion: bool(l.certification),
    })),
    programasInformaticos: tags('it_program'),
    intereses: tags('interest'),
    competencias: tags('skill'),
    paisesNacionalidad: idsOf(row.paises_nacionalidad),
    paisesResidencia: idsOf(row.paises_residencia),
    provinciasResidencia: idsOf(row.provincias_residencia),
    vehiculoPropio: bool(row.vehiculo_propio),
    carnetConducir: bool(row.carnet_conducir),
    disponibilidadExtranjero: bool(row.disponibilidad_extranjero),
    disponibilidadTraslado: bool(row.disponibilidad_traslado),
    edadMaxima: row.edad_maxima,
    salarioMaximo: row.salario_maximo,
    anioPromocionMaximo: row.anio_promocion_maximo,
    ultimoCurso: bool(row.ultimo_curso),
    perfilNoUniversitario: bool(row.perfil_no_universitario),
    documentosRequeridos: idsOf(row.documentos_requeridos),
    urlInscripcion: row.url_inscripcion,
    urlInfo: row.url_info,
    ocultarDatosEmpresa: bool(row.ocultar_datos_empresa),
    fechaCaducidad: row.fecha_caducidad,
    etiquetas: children.labels.sort(),
    dniCandidato: dni,
  };
}
