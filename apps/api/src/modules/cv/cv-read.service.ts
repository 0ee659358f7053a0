import type { TBrand } from '@portal/contracts/brand';
import { PERSONAL_FIELDS } from '@portal/contracts/cv/cv-personal.schemas';
import type { TCurrentDegree, TCv, TCvDocument, TCvPersonal, TCvStudy } from '@portal/contracts/cv/cv.schemas';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { isVisible } from './field-rules';
import * as repo from './cv.repository';
import { parseIds, PERSONAL_COLUMNS, readValue } from './personal-fields';
import { Status } from '@portal/contracts/status-names';

/**
 * GET dameCvUsuario and dameTitulacionesActuales (SPEC §3 Student CV, §7 Studies). A student
 * reads only their own CV: every query is scoped to the token's user. Hidden fields of the brand
 * (SPEC §1) are answered as null.
 */

/** Where the web fetches a CV document (with the bearer token), see cv-documents.routes.ts. */
export const DOCUMENT_PATH = '/api/Alumno/dameDocumentoCv';

export function documentLink(doc: Pick<repo.CvDocumentRow, 'id' | 'url' | 'storage_key'>): string {
  return !doc.storage_key && doc.url ? doc.url : `${DOCUMENT_PATH}/${doc.id}`;
}

export function presentDocument(doc: repo.CvDocumentRow): TCvDocument {
  return {
    id: doc.id,
    nombre: doc.nombre,
    extension: doc.extension,
    fecha: doc.created_at,
    idTipoDocumento: doc.tipo_documento_id,
    enlace: documentLink(doc),
    size: doc.size,
  };
}

export async function requireStudent(db: Db, userId: number): Promise<repo.StudentProfile> {
  const profile = await repo.studentProfile(db, userId);
  // A student token always has a students row; a missing one is a data fault, not a client error.
  if (!profile) throw new AppError(Status.NoStudies);
  return profile;
}

export function presentPersonal(brand: TBrand, profile: repo.StudentProfile): TCvPersonal {
  const out: Record<string, unknown> = {};
  for (const field of PERSONAL_FIELDS) {
    const { column, kind } = PERSONAL_COLUMNS[field];
    const visible = field === 'nombre' || isVisible(brand, 'personal', field);
    out[field] = visible ? readValue(kind, (profile as Record<string, unknown>)[column]) : null;
  }
  // The booleans of the contract are never null: a hidden checkbox reads as unticked.
  out.comunicacionesEnEmailEstudiante = Boolean(out.comunicacionesEnEmailEstudiante);
  return out as TCvPersonal;
}

type StudyRow = Awaited<ReturnType<typeof repo.studies>>[number];

export function presentStudy(brand: TBrand, s: StudyRow): TCvStudy {
  const shown = <T>(field: string, value: T): T | null => (isVisible(brand, 'academic', field) ? value : null);
  return {
    id: s.id,
    deLaUniversidad: !!s.from_university,
    idTitulacion: s.degree_id,
    titulo: s.titulo,
    centro: shown('centro', s.centro),
    nota: shown('nota', s.nota === null ? null : Number(s.nota)),
    fechaInicio: shown('fechaInicio', s.fecha_inicio),
    fechaFin: shown('fechaFin', s.fecha_fin),
    finalizado: !!s.finished,
    idTipoFormacion: shown('idTipoFormacion', s.tipo_formacion_id),
    idNivel: shown('idNivel', s.nivel_id),
    idAmbito: shown('idAmbito', s.ambito_id),
    idEspecialidad: shown('idEspecialidad', s.especialidad_id),
    idSede: shown('idSede', s.campus_id),
    idPais: shown('idPais', s.country_id),
    curso: shown('curso', s.curso),
    baja: !!s.baja,
  };
}

export async function readCv(db: Db, brand: TBrand, userId: number): Promise<TCv> {
  const profile = await requireStudent(db, userId);
  const [studyRows, languageRows, experienceRows, skills, tags, programs, docs] = await Promise.all([
    repo.studies(db, userId),
    repo.languages(db, userId),
    repo.experiences(db, userId),
    repo.skillIds(db, userId),
    repo.interestIds(db, userId),
    repo.itPrograms(db, userId),
    repo.documentsOf(db, userId, ['cv', 'document', 'private', 'process', 'photo', 'experience']),
  ]);
  const ofKind = (...kinds: string[]) => docs.filter((d) => kinds.includes(d.kind));
  const latest = (kind: string) => ofKind(kind).at(-1);
  const attachmentOf = (experienceId: number) =>
    ofKind('experience')
      .filter((d) => d.experience_id === experienceId)
      .at(-1);
  const expShown = (field: string) => isVisible(brand, 'experience', field);
  const cvDoc = latest('cv');
  const photo = latest('photo');

  return {
    personales: presentPersonal(brand, profile),
    academicos: studyRows.map((s) => presentStudy(brand, s)),
    profesional: {
      experiencia: experienceRows.map((e) => {
        const attachment = attachmentOf(e.id);
        return {
          id: e.id,
          empresa: e.empresa,
          puesto: e.puesto,
          idTipoContrato: expShown('idTipoContrato') ? e.tipo_contrato_id : null,
          idAreaFuncional: expShown('idAreaFuncional') ? e.area_funcional_id : null,
          idSector: expShown('idSector') ? e.sector_id : null,
          fechaInicio: expShown('fechaInicio') ? e.fecha_inicio : null,
          fechaFin: expShown('fechaFin') ? e.fecha_fin : null,
          actual: !!e.actual,
          descripcion: expShown('descripcion') ? e.descripcion : null,
          localidad: expShown('localidad') ? e.localidad : null,
          idPais: expShown('idPais') ? e.country_id : null,
          enlace: expShown('enlace') ? e.enlace : null,
          adjunto: attachment && expShown('adjunto') ? presentDocument(attachment) : null,
        };
      }),
      areasFuncionales: parseIds(profile.areas_funcionales),
      sectores: parseIds(profile.sectores),
      salarioDeseado: profile.salario_deseado === null ? null : Number(profile.salario_deseado),
      carnetConducir: !!profile.carnet_conducir,
      vehiculoPropio: !!profile.vehiculo_propio,
      disponibilidadExtranjero: !!profile.disponibilidad_extranjero,
      disponibilidadTraslado: !!profile.disponibilidad_traslado,
      linkedin: profile.linkedin,
    },
    idiomas: languageRows.map((l) => ({
      id: l.id,
      idIdioma: l.language_id,
      idNivel: l.level_id,
      certificacion: !!l.certification,
      certificado: l.certificado,
    })),
    interes: {
      tagsInteres: tags,
      competencias: skills,
      programasInformaticos: programs.map((p) => ({ idPrograma: p.program_id, idNivel: p.level_id })),
    },
    documentos: ofKind('cv', 'document').map(presentDocument),
    documentosPrivados: ofKind('private').map(presentDocument),
    documentosProcesos: ofKind('process').map((d) => ({ ...presentDocument(d), idOferta: d.offer_id })),
    urlCV: cvDoc ? documentLink(cvDoc) : profile.url_cv,
    tienePermisoTrabajo: !!profile.tiene_permiso_trabajo,
    necesitaPermisoTrabajo: !!profile.necesita_permiso_trabajo,
    urlImagenPerfil: photo ? documentLink(photo) : null,
    idPeriodoPreferenciaPracticas: profile.id_periodo_preferencia_practicas,
    busquedaPracticasActiva: !!profile.active_search_internships,
    busquedaTrabajoActiva: !!profile.active_search_jobs,
    presentacion: profile.presentacion,
    validadoDOIP: !!profile.validado_doip,
    idNivelFormativoSNE: profile.id_nivel_formativo_sne,
    enlacePortfolio: profile.enlace_portfolio,
    recibirInformacionUniversidad: !!profile.recibir_informacion,
  };
}

/** GET dameTitulacionesActuales: the degrees of this university the student is studying now. */
export async function currentDegrees(db: Db, userId: number, lang: 'es' | 'ca'): Promise<TCurrentDegree[]> {
  await requireStudent(db, userId);
  const rows = await repo.currentDegrees(db, userId);
  return rows.map((r) => ({
    id: r.id,
    idTitulacion: r.degree_id as number,
    titulacion: lang === 'ca' ? r.name_ca : r.name_es,
    nivel: r.level,
    idSede: r.campus_id,
    curso: r.curso,
  }));
}
