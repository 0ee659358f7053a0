import type { TItKnowledgeBody, TProfessionalBody } from '@portal/contracts/cv/cv-sections.schemas';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers';
import type { StudentRow } from '../../db/tables/people';
import type { Db } from '../../platform/db';
import { requireStudent } from './cv-read.service';
import { replaceInterests, replaceItPrograms, replaceSkills } from './cv-set-writes.repository';
import * as repo from './cv.repository';
import { checkReferences } from './field-rules';

/**
 * The one-value and list sections of the CV (SPEC §7 editInteres, editCompetencias,
 * editConocimientosInformaticos, editProfesionales, editPresentacion, editEnlacePortfolio,
 * editDatosPreferenciaPracticas, editDatosBusquedaActivaPracticas/Trabajo, editarNivelFormativoSNE,
 * editRecibirInformacionUniversidad). Lists are replaced as a whole; every id must exist (15).
 */

export async function updateStudent(db: Db, userId: number, values: Updateable<StudentRow>): Promise<void> {
  await requireStudent(db, userId);
  await repo.updateStudent(db, userId, { ...values, updated_at: nowIso() });
}

/** editInteres: interest tags (tagsInteresAlumno). */
export async function editInterests(db: Db, userId: number, tags: number[]): Promise<void> {
  await requireStudent(db, userId);
  await checkReferences(db, [{ field: 'tagsInteres', ref: { list: 'tagsInteresAlumno' }, ids: tags }]);
  await replaceInterests(db, userId, tags);
}

/** editCompetencias: professional skills (competencias). */
export async function editSkills(db: Db, userId: number, skills: number[]): Promise<void> {
  await requireStudent(db, userId);
  await checkReferences(db, [{ field: 'competencias', ref: { list: 'competencias' }, ids: skills }]);
  await replaceSkills(db, userId, skills);
}

/** editConocimientosInformaticos: IT programs with a level (one entry per program). */
export async function editItKnowledge(db: Db, userId: number, body: TItKnowledgeBody): Promise<void> {
  await requireStudent(db, userId);
  const byProgram = new Map(body.programasInformaticos.map((p) => [p.idPrograma, p.idNivel ?? null]));
  await checkReferences(db, [
    { field: 'programasInformaticos', ref: { list: 'programasInformaticos' }, ids: [...byProgram.keys()] },
    {
      field: 'programasInformaticos',
      ref: { list: 'nivelesInformatica' },
      ids: [...byProgram.values()].filter((n): n is number => n !== null),
    },
  ]);
  await replaceItPrograms(db, userId, byProgram);
}

/** editProfesionales: what the student looks for and can offer; fields left out keep their value. */
export async function editProfessional(db: Db, userId: number, body: TProfessionalBody): Promise<void> {
  await checkReferences(db, [
    { field: 'areasFuncionales', ref: { list: 'areasFuncionales' }, ids: body.areasFuncionales ?? [] },
    { field: 'sectores', ref: { list: 'sectoresActividad' }, ids: body.sectores ?? [] },
  ]);
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const values: Updateable<StudentRow> = {
    areas_funcionales: body.areasFuncionales ? JSON.stringify(body.areasFuncionales) : undefined,
    sectores: body.sectores ? JSON.stringify(body.sectores) : undefined,
    salario_deseado: body.salarioDeseado === undefined ? undefined : body.salarioDeseado,
    carnet_conducir: flag(body.carnetConducir),
    vehiculo_propio: flag(body.vehiculoPropio),
    disponibilidad_extranjero: flag(body.disponibilidadExtranjero),
    disponibilidad_traslado: flag(body.disponibilidadTraslado),
    linkedin: body.linkedin ?? null,
  };
  await updateStudent(db, userId, Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
}

/** editarNivelFormativoSNE {id}: a level of nivelesFormativosSNE. */
export async function editSneLevel(db: Db, userId: number, id: number): Promise<void> {
  await checkReferences(db, [{ field: 'id', ref: { list: 'nivelesFormativosSNE' }, ids: [id] }]);
  await updateStudent(db, userId, { id_nivel_formativo_sne: id });
}

/** editRecibirInformacionUniversidad: the account's consent to news from the university. */
export async function editUniversityInfo(db: Db, userId: number, recibir: boolean): Promise<void> {
  await requireStudent(db, userId);
  await repo.updateUser(db, userId, { recibir_informacion: recibir ? 1 : 0, updated_at: nowIso() });
}
