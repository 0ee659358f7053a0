import type { Insertable } from 'kysely';
import type { SurveyQuestionRow, SurveyRow } from '../tables/content';
import type { DemoContext, DemoDb } from './demo-context';

/**
 * Demo surveys (SPEC §3 Survey, §4 Survey flow):
 * 1 mandatory for students, with a jump ('Sigo estudiando' skips the question about work),
 * assigned to one candidate-only student (8) and to none of the demo accounts: a pending
 * mandatory survey blocks the whole portal, and every demo student is walked by journeys and
 * tests that must not be blocked; they assign it where they show it (docs/surveys.md). (Without
 * any assignment a survey goes to its whole audience.) 2 anonymous, with answer jumps (idPreguntaDestino); 3 for companies; 4
 * and 5 evaluations of alumna@'s internship by the company tutor and by the student (she has
 * saved progress in 5).
 */
interface Answer {
  idRespuesta: number;
  texto: string;
  idPreguntaDestino?: number;
}

const SCALE: Answer[] = [1, 2, 3, 4, 5].map((n) => ({ idRespuesta: n, texto: String(n) }));

export async function seedDemoSurveys(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const survey = (s: Partial<Insertable<SurveyRow>> & Required<Pick<Insertable<SurveyRow>, 'id' | 'titulo' | 'url_acceso'>>): Insertable<SurveyRow> => ({
    brand_key: null,
    descripcion: null,
    obligatoria: 0,
    anonima: 0,
    para_alumnos: 0,
    para_empresa: 0,
    para_tutor_academico: 0,
    solo_nuevos: 0,
    internship_id: null,
    max_length: null,
    activa: 1,
    fecha_desde: clock.day(-30),
    fecha_hasta: clock.day(60),
    created_at: clock.at(-30),
    ...s,
  });
  await db
    .insertInto('surveys')
    .values([
      survey({ id: 1, titulo: 'Encuesta de inserción laboral', url_acceso: 'insercion-laboral', obligatoria: 1, para_alumnos: 1, descripcion: 'Imprescindible para acceder al portal este curso.' }),
      survey({ id: 2, titulo: 'Valoración de talleres y eventos', url_acceso: 'valoracion-eventos', anonima: 1, para_alumnos: 1, descripcion: 'Anónima: tus respuestas no se asocian a tu cuenta.' }),
      survey({ id: 3, titulo: 'Encuesta a empresas colaboradoras', url_acceso: 'empresas-colaboradoras', para_empresa: 1, max_length: 6000 }),
      survey({ id: 4, titulo: 'Evaluación de prácticas: tutor de empresa', url_acceso: 'evaluacion-tutor-empresa', para_empresa: 1, internship_id: 1 }),
      survey({ id: 5, titulo: 'Evaluación de prácticas: estudiante', url_acceso: 'evaluacion-estudiante', para_alumnos: 1, internship_id: 1 }),
    ])
    .execute();

  type Q = [id: number, survey: number, orden: number, texto: string, tipo: SurveyQuestionRow['tipo'], obligatoria: number, opciones: Answer[]];
  const questions: Q[] = [
    [1, 1, 1, '¿Cuál es tu situación laboral actual?', 'single', 1, [
      { idRespuesta: 1, texto: 'Trabajo' }, { idRespuesta: 2, texto: 'Busco empleo' }, { idRespuesta: 3, texto: 'Sigo estudiando', idPreguntaDestino: 3 },
    ]],
    [2, 1, 2, '¿Qué grado de relación tiene tu trabajo o búsqueda con tus estudios?', 'scale', 1, SCALE],
    [3, 1, 3, 'Comentarios', 'text', 0, []],
    // Survey 2: 'No' jumps past the workshop questions to question 7.
    [4, 2, 1, '¿Has asistido a algún taller este curso?', 'single', 1, [
      { idRespuesta: 1, texto: 'Sí', idPreguntaDestino: 5 }, { idRespuesta: 2, texto: 'No', idPreguntaDestino: 7 },
    ]],
    [5, 2, 2, '¿Cómo valoras los talleres a los que asististe?', 'scale', 1, SCALE],
    [6, 2, 3, '¿Qué talleres te resultaron más útiles?', 'multi', 0, [
      { idRespuesta: 1, texto: 'CV y carta de presentación' }, { idRespuesta: 2, texto: 'Entrevista' }, { idRespuesta: 3, texto: 'LinkedIn' },
    ]],
    [7, 2, 4, '¿Qué temas te gustaría que tratáramos?', 'text', 0, []],
    [8, 3, 1, '¿Cómo valoras la preparación de los estudiantes en prácticas?', 'scale', 1, SCALE],
    [9, 3, 2, '¿Volverías a colaborar con la universidad?', 'single', 1, [
      { idRespuesta: 1, texto: 'Sí' }, { idRespuesta: 2, texto: 'No', idPreguntaDestino: 10 },
    ]],
    [10, 3, 3, '¿Qué podríamos mejorar?', 'text', 0, []],
    [11, 4, 1, 'Valoración global del desempeño del estudiante', 'scale', 1, SCALE],
    [12, 4, 2, 'Competencias más destacadas', 'multi', 0, [
      { idRespuesta: 1, texto: 'Trabajo en equipo' }, { idRespuesta: 2, texto: 'Iniciativa' }, { idRespuesta: 3, texto: 'Capacidad analítica' },
    ]],
    [13, 4, 3, 'Observaciones', 'text', 0, []],
    [14, 5, 1, 'Valoración global de las prácticas', 'scale', 1, SCALE],
    [15, 5, 2, '¿Las tareas se correspondían con el proyecto formativo?', 'single', 1, [
      { idRespuesta: 1, texto: 'Sí' }, { idRespuesta: 2, texto: 'En parte' }, { idRespuesta: 3, texto: 'No' },
    ]],
    [16, 5, 3, '¿Qué has aprendido?', 'text', 0, []],
  ];
  await db
    .insertInto('survey_questions')
    .values(questions.map(([id, survey_id, orden, texto, tipo, obligatoria, opciones]) => ({ id, survey_id, orden, texto, tipo, obligatoria, opciones: JSON.stringify(opciones) })))
    .execute();

  await db
    .insertInto('survey_assignments')
    .values([
      { id: 1, survey_id: 1, user_id: 8, internship_id: null, created_at: clock.at(-30) },
      { id: 2, survey_id: 4, user_id: 4, internship_id: 1, created_at: clock.at(-20) },
      { id: 3, survey_id: 5, user_id: 1, internship_id: 1, created_at: clock.at(-20) },
    ])
    .execute();

  await db
    .insertInto('survey_responses')
    .values({
      id: 1,
      survey_id: 5,
      user_id: 1,
      anonymous_token: null,
      internship_id: 1,
      respuestas: JSON.stringify([{ idPregunta: 14, idRespuesta: 4 }]),
      finished: 0,
      created_at: clock.at(-1),
      updated_at: clock.at(-1),
    })
    .execute();
}
