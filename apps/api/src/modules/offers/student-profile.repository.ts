import type { DegreeLevel } from '../../db/tables/reference';
import type { Db } from '../../platform/db';
import { precompiled } from '../../platform/precompiled';

/**
 * What the offer rules need to know about a student: the audience (degrees and group) decides
 * which offers the lists show; the profile adds what the enrolment gates and the matching mode
 * check (SPEC §6 Students need).
 */
export interface StudentAudience {
  userId: number;
  grupo: string | null;
  /** University degrees the student is or was enrolled in (not withdrawn). */
  degreeIds: number[];
}

export interface StudentStudy {
  degreeId: number;
  level: DegreeLevel;
  twoYear: boolean;
  finished: boolean;
}

export interface StudentLanguage {
  languageId: number;
  levelId: number;
  certification: boolean;
}

export interface StudentProfile extends StudentAudience {
  kind: 'grado' | 'master' | 'alumnus';
  creditsPassedPercent: number | null;
  activeSearchInternships: boolean;
  activeSearchJobs: boolean;
  nacionalidades: number[];
  countryId: number | null;
  provinceId: number | null;
  vehiculoPropio: boolean;
  carnetConducir: boolean;
  disponibilidadExtranjero: boolean;
  disponibilidadTraslado: boolean;
  fechaNacimiento: string | null;
  salarioDeseado: number | null;
  anioPromocion: number | null;
  ultimoCurso: boolean;
  studies: StudentStudy[];
  languages: StudentLanguage[];
}

/** One query: the student's group and university degrees (who sees which offers). */
const audienceQuery = precompiled(['userId'], (db, v: { userId: number }) =>
  db
    .selectFrom('students as s')
    .leftJoin('student_studies as ss', (join) =>
      join
        .onRef('ss.student_id', '=', 's.user_id')
        .on('ss.from_university', '=', 1)
        .on('ss.baja', '=', 0)
        .on('ss.degree_id', 'is not', null),
    )
    .select(['s.grupo', 'ss.degree_id'])
    .where('s.user_id', '=', v.userId),
);

export async function selectAudience(db: Db, userId: number): Promise<StudentAudience | null> {
  const rows = await audienceQuery(db, { userId });
  if (rows.length === 0) return null;
  const degreeIds = [...new Set(rows.map((r) => r.degree_id).filter((d): d is number => d !== null))].sort(
    (a, b) => a - b,
  );
  return { userId, grupo: rows[0].grupo, degreeIds };
}

function jsonIds(text: string | null): number[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

export async function selectProfile(db: Db, userId: number): Promise<StudentProfile | null> {
  const [student, studies, languages] = await Promise.all([
    db
      .selectFrom('students')
      .select([
        'kind',
        'grupo',
        'credits_passed_percent',
        'active_search_internships',
        'active_search_jobs',
        'nacionalidades',
        'country_id',
        'province_id',
        'vehiculo_propio',
        'carnet_conducir',
        'disponibilidad_extranjero',
        'disponibilidad_traslado',
        'fecha_nacimiento',
        'salario_deseado',
        'anio_promocion',
        'ultimo_curso',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('student_studies as ss')
      .innerJoin('degrees as d', 'd.id', 'ss.degree_id')
      .select(['d.id', 'd.level', 'd.two_year', 'ss.finished'])
      .where('ss.student_id', '=', userId)
      .where('ss.from_university', '=', 1)
      .where('ss.baja', '=', 0)
      .execute(),
    db
      .selectFrom('student_languages')
      .select(['language_id', 'level_id', 'certification'])
      .where('student_id', '=', userId)
      .execute(),
  ]);
  if (!student) return null;
  const studyList = studies.map((s) => ({
    degreeId: s.id,
    level: s.level,
    twoYear: s.two_year === 1,
    finished: s.finished === 1,
  }));
  return {
    userId,
    grupo: student.grupo,
    degreeIds: [...new Set(studyList.map((s) => s.degreeId))].sort((a, b) => a - b),
    kind: student.kind,
    creditsPassedPercent: student.credits_passed_percent,
    activeSearchInternships: student.active_search_internships === 1,
    activeSearchJobs: student.active_search_jobs === 1,
    nacionalidades: jsonIds(student.nacionalidades),
    countryId: student.country_id,
    provinceId: student.province_id,
    vehiculoPropio: student.vehiculo_propio === 1,
    carnetConducir: student.carnet_conducir === 1,
    disponibilidadExtranjero: student.disponibilidad_extranjero === 1,
    disponibilidadTraslado: student.disponibilidad_traslado === 1,
    fechaNacimiento: student.fecha_nacimiento,
    salarioDeseado: student.salario_deseado,
    anioPromocion: student.anio_promocion,
    ultimoCurso: student.ultimo_curso === 1,
    studies: studyList,
    languages: languages.map((l) => ({
      languageId: l.language_id,
      levelId: l.level_id,
      certification: l.certification === 1,
    })),
  };
}

export { jsonIds };
