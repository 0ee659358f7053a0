import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { zBoolFlag, zDate, zOptional, zOptionalText } from '../validation/fields';
import { zId, zOptionalGrade, zOptionalId } from './cv-fields.schemas';

/**
 * Studies of the CV (SPEC §7 Student 'Studies'): addEstudio (studies elsewhere),
 * addEstudioUniversidad (a degree of this university), editEstudio, delEstudio,
 * bajaEstudioUniversidad. `nota` is 1 to 4 with a decimal comma accepted (SPEC §5). The brand's
 * `fields.academic` rules apply by these names (`nota` required in one brand, hidden in another).
 */

/** Academic fields always required (when shown and editable). */
export const STUDY_BASE_REQUIRED = ['titulo'] as const;

/** Curso: year of the degree, 1 to 6. */
const zOptionalCourse = () => zOptionalId().refine((n) => n === undefined || n <= 6, { message: 'malformed' });

export const ZStudyBody = z.object({
  titulo: zOptionalText(TEXT_MAX, 1),
  centro: zOptionalText(TEXT_MAX, 1),
  nota: zOptionalGrade(),
  fechaInicio: zOptional(zDate()),
  fechaFin: zOptional(zDate()),
  finalizado: zBoolFlag().optional(),
  idTipoFormacion: zOptionalId(),
  idNivel: zOptionalId(),
  idAmbito: zOptionalId(),
  idEspecialidad: zOptionalId(),
  idPais: zOptionalId(),
  curso: zOptionalCourse(),
});
export type TStudyBody = z.infer<typeof ZStudyBody>;

export const ZEditStudyBody = ZStudyBody.extend({ id: zId() });
export type TEditStudyBody = z.infer<typeof ZEditStudyBody>;

/** addEstudioUniversidad: the degree (reference list of degrees) and the student's data on it. */
export const ZUniversityStudyBody = z.object({
  idTitulacion: zId(),
  /** SPEC §5 required 'sede' (issue #12 item 30); 5 is 'Todas' (SPEC §9). */
  idSede: zId(),
  curso: zOptionalCourse(),
  fechaInicio: zOptional(zDate()),
  nota: zOptionalGrade(),
});
export type TUniversityStudyBody = z.infer<typeof ZUniversityStudyBody>;

/** The academic field names a brand rule can name. */
export const ACADEMIC_FIELDS = [
  'titulo',
  'centro',
  'nota',
  'fechaInicio',
  'fechaFin',
  'finalizado',
  'idTipoFormacion',
  'idNivel',
  'idAmbito',
  'idEspecialidad',
  'idPais',
  'curso',
  'idSede',
] as const;

/** The new study's id; `aviso` 537 may ask for a copy of the degree. */
export const ZNewId = z.object({ idNuevaAlta: z.number().int() });
export type TNewId = z.infer<typeof ZNewId>;
