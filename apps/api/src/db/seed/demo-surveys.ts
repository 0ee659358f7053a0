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
  /** issue #12 item 22: the answer's Catalan text. */
  texto_ca?: string;
  idPreguntaDestino?: number;
}

const SCALE: Answer[] = [1, 2, 3, 4, 5].map((n) => ({ idRespuesta: n, texto: String(n) }));

export async function seedDemoSurveys(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const survey = (
    s: Partial<Insertable<SurveyRow>> & Required<Pick<Insertable<SurveyRow>, 'id' | 'titulo' | 'url_acceso'>>,
  ): Insertable<SurveyRow> => ({
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
      survey({
        id: 1,
        titulo: 'Encuesta de inserción laboral',
        titulo_ca: "Enquesta d'inserció laboral",
        url_acceso: 'insercion-laboral',
        obligatoria: 1,
        para_alumnos: 1,
        descripcion: 'Imprescindible para acceder al portal este curso.',
        descripcion_ca: 'Imprescindible per accedir al portal aquest curs.',
      }),
      survey({
        id: 2,
        titulo: 'Valoración de talleres y eventos',
        titulo_ca: 'Valoració de tallers i esdeveniments',
        url_acceso: 'valoracion-eventos',
        anonima: 1,
        para_alumnos: 1,
        descripcion: 'Anónima: tus respuestas no se asocian a tu cuenta.',
        descripcion_ca: "Anònima: les teves respostes no s'associen al teu compte.",
      }),
      survey({
        id: 3,
        titulo: 'Encuesta a empresas colaboradoras',
        titulo_ca: 'Enquesta a empreses col·laboradores',
        url_acceso: 'empresas-colaboradoras',
        para_empresa: 1,
        max_length: 6000,
      }),
      survey({
        id: 4,
        titulo: 'Evaluación de prácticas: tutor de empresa',
        titulo_ca: "Avaluació de pràctiques: tutor d'empresa",
        url_acceso: 'evaluacion-tutor-empresa',
        para_empresa: 1,
        internship_id: 1,
      }),
      survey({
        id: 5,
        titulo: 'Evaluación de prácticas: estudiante',
        titulo_ca: 'Avaluació de pràctiques: estudiant',
        url_acceso: 'evaluacion-estudiante',
        para_alumnos: 1,
        internship_id: 1,
      }),
    ])
    .execute();

  type Q = [
    id: number,
    survey: number,
    orden: number,
    texto: string,
    tipo: SurveyQuestionRow['tipo'],
    obligatoria: number,
    opciones: Answer[],
    textoCa: string,
  ];
  const YES = { texto: 'Sí', texto_ca: 'Sí' };
  const questions: Q[] = [
    [
      1,
      1,
      1,
      '¿Cuál es tu situación laboral actual?',
      'single',
      1,
      [
        { idRespuesta: 1, texto: 'Trabajo', texto_ca: 'Treballo' },
        { idRespuesta: 2, texto: 'Busco empleo', texto_ca: 'Busco feina' },
        { idRespuesta: 3, texto: 'Sigo estudiando', texto_ca: 'Continuo estudiant', idPreguntaDestino: 3 },
      ],
      'Quina és la teva situació laboral actual?',
    ],
    [
      2,
      1,
      2,
      '¿Qué grado de relación tiene tu trabajo o búsqueda con tus estudios?',
      'scale',
      1,
      SCALE,
      'Quin grau de relació té la teva feina o cerca amb els teus estudis?',
    ],
    [3, 1, 3, 'Comentarios', 'text', 0, [], 'Comentaris'],
    // Survey 2: 'No' jumps past the workshop questions to question 7.
    [
      4,
      2,
      1,
      '¿Has asistido a algún taller este curso?',
      'single',
      1,
      [
        { idRespuesta: 1, ...YES, idPreguntaDestino: 5 },
        { idRespuesta: 2, texto: 'No', idPreguntaDestino: 7 },
      ],
      'Has assistit a algun taller aquest curs?',
    ],
    [
      5,
      2,
      2,
      '¿Cómo valoras los talleres a los que asististe?',
      'scale',
      1,
      SCALE,
      'Com valores els tallers als quals vas assistir?',
    ],
    [
      6,
      2,
      3,
      '¿Qué talleres te resultaron más útiles?',
      'multi',
      0,
      [
        { idRespuesta: 1, texto: 'CV y carta de presentación', texto_ca: 'CV i carta de presentació' },
        { idRespuesta: 2, texto: 'Entrevista' },
        { idRespuesta: 3, texto: 'LinkedIn' },
      ],
      'Quins tallers et van resultar més útils?',
    ],
    [7, 2, 4, '¿Qué temas te gustaría que tratáramos?', 'text', 0, [], "Quins temes t'agradaria que tractéssim?"],
    [
      8,
      3,
      1,
      '¿Cómo valoras la preparación de los estudiantes en prácticas?',
      'scale',
      1,
      SCALE,
      'Com valores la preparació dels estudiants en pràctiques?',
    ],
    [
      9,
      3,
      2,
      '¿Volverías a colaborar con la universidad?',
      'single',
      1,
      [
        { idRespuesta: 1, ...YES },
        { idRespuesta: 2, texto: 'No', idPreguntaDestino: 10 },
      ],
      'Tornaries a col·laborar amb la universitat?',
    ],
    [10, 3, 3, '¿Qué podríamos mejorar?', 'text', 0, [], 'Què podríem millorar?'],
    [
      11,
      4,
      1,
      'Valoración global del desempeño del estudiante',
      'scale',
      1,
      SCALE,
      "Valoració global de l'acompliment de l'estudiant",
    ],
    [
      12,
      4,
      2,
      'Competencias más destacadas',
      'multi',
      0,
      [
        { idRespuesta: 1, texto: 'Trabajo en equipo', texto_ca: 'Treball en equip' },
        { idRespuesta: 2, texto: 'Iniciativa' },
        { idRespuesta: 3, texto: 'Capacidad analítica', texto_ca: 'Capacitat analítica' },
      ],
      'Competències més destacades',
    ],
    [13, 4, 3, 'Observaciones', 'text', 0, [], 'Observacions'],
    [14, 5, 1, 'Valoración global de las prácticas', 'scale', 1, SCALE, 'Valoració global de les pràctiques'],
    [
      15,
      5,
      2,
      '¿Las tareas se correspondían con el proyecto formativo?',
      'single',
      1,
      [
        { idRespuesta: 1, ...YES },
        { idRespuesta: 2, texto: 'En parte', texto_ca: 'En part' },
        { idRespuesta: 3, texto: 'No' },
      ],
      'Les tasques es corresponien amb el projecte formatiu?',
    ],
    [16, 5, 3, '¿Qué has aprendido?', 'text', 0, [], 'Què has après?'],
  ];
  await db
    .insertInto('survey_questions')
    .values(
      questions.map(([id, survey_id, orden, texto, tipo, obligatoria, opciones, texto_ca]) => ({
        id,
        survey_id,
        orden,
        texto,
        texto_ca,
        tipo,
        obligatoria,
        opciones: JSON.stringify(opciones),
      })),
    )
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
