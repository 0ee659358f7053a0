import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { injectClient } from '../../test/inject';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Demo survey 2 ('valoracion-eventos', anonymous, students): question 4 'Sí' jumps to 5, 'No'
// to 7 (past 5 and 6); 4 and 5 are mandatory; 7 is free text. Survey 5 ('evaluacion-estudiante')
// is alumna@'s evaluation of internship 1, where she saved [{14: 4}]. Survey 4 is empresa@'s.
let t: TestApp;
let alumna: string;
let master: string;
let antiguo: string;
let empresa: string;
const CATALUNYA = { host: 'catalunya.localhost' };

const { get, post } = injectClient(() => t.app);
type Answer = { idPregunta: number; idRespuesta?: number; texto?: string };
const submit = (
  id: string,
  token: string,
  lContestaciones: Answer[],
  headers: Record<string, string> = {},
  idPractica?: number,
) => post(`/api/Encuestas/guardaContestacionEncuesta/${id}`, token, { lContestaciones, idPractica }, headers);
const progress = (id: string, token: string, answers: Answer[] | string, headers: Record<string, string> = {}) =>
  post(
    `/api/Encuestas/guardaProgresoEncuesta/${id}`,
    token,
    { lContestacionesJSON: typeof answers === 'string' ? answers : JSON.stringify(answers) },
    headers,
  );
const anonymousToken = async (id: string, headers: Record<string, string> = {}) =>
  (await post(`/api/Encuestas/logaAnonimo/${id}`, undefined, undefined, headers)).json().datos.token as string;

beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
  master = await loginAs(t.app, 'master@demo.test');
  antiguo = await loginAs(t.app, 'antiguo@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/Encuestas/{id}', () => {
  it('answers the questions with their jumps, the finish flag and the restored progress', async () => {
    const res = await get('/api/Encuestas/evaluacion-estudiante', alumna);
    expect(res.statusCode).toBe(200);
    const datos = res.json().datos;
    expect(datos).toMatchObject({
      idEncuesta: 5,
      idPractica: 1,
      anonima: false,
      maxLongitudRespuesta: 6000,
      lContestaciones: [{ idPregunta: 14, idRespuesta: 4 }],
    });
    expect(datos.preguntas.map((q: { idPregunta: number; ultima: boolean }) => [q.idPregunta, q.ultima])).toEqual([
      [14, false],
      [15, false],
      [16, true],
    ]);
    const jumps = (await get('/api/Encuestas/valoracion-eventos', alumna)).json().datos.preguntas[0];
    expect(jumps).toEqual({
      idPregunta: 4,
      orden: 1,
      texto: '¿Has asistido a algún taller este curso?',
      tipo: 'single',
      respuestaObligatoria: true,
      error: false,
      ultima: false,
      respuestas: [
        { idRespuesta: 1, texto: 'Sí', idPreguntaDestino: 5 },
        { idRespuesta: 2, texto: 'No', idPreguntaDestino: 7 },
      ],
    });
  });

  it("never shows another student's progress", async () => {
    const other = await get('/api/Encuestas/evaluacion-estudiante', master);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ status: 38, datos: null });
    expect((await progress('valoracion-eventos', alumna, [{ idPregunta: 4, idRespuesta: 1 }])).json().status).toBe(0);
    const mine = await get('/api/Encuestas/valoracion-eventos', master);
    expect(mine.json().datos.lContestaciones).toEqual([]);
    expect((await get('/api/Encuestas/valoracion-eventos', alumna)).json().datos.lContestaciones).toEqual([
      { idPregunta: 4, idRespuesta: 1 },
    ]);
  });

  it('answers 401/2 without a bearer', async () => {
    const res = await get('/api/Encuestas/valoracion-eventos');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(2);
  });
});

describe('POST /api/Encuestas/guardaProgresoEncuesta/{id}', () => {
  it('saves progress with notice 539 and restores it', async () => {
    const answers = [
      { idPregunta: 14, idRespuesta: 5 },
      { idPregunta: 16, texto: 'Power BI' },
    ];
    const res = await progress('evaluacion-estudiante', alumna, answers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, aviso: 539, datos: { fecha: expect.any(String) } });
    expect((await get('/api/Encuestas/evaluacion-estudiante', alumna)).json().datos.lContestaciones).toEqual(answers);
    const rows = await t.app.db
      .selectFrom('survey_responses')
      .select('id')
      .where('survey_id', '=', 5)
      .where('user_id', '=', 1)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 15 for text that is not a JSON answer list, or answers that do not fit the questions', async () => {
    for (const body of [
      'not json',
      '{"idPregunta":14}',
      JSON.stringify([{ idPregunta: 99, idRespuesta: 1 }]),
      JSON.stringify([{ idPregunta: 14, idRespuesta: 9 }]),
    ]) {
      const res = await progress('evaluacion-estudiante', alumna, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(15);
    }
  });

  it('answers 38 to a company on a students-only survey', async () => {
    expect((await progress('valoracion-eventos', empresa, [])).json().status).toBe(38);
  });
});

describe('POST /api/Encuestas/guardaContestacionEncuesta/{id}', () => {
  it('answers 40 with the unanswered mandatory questions of the followed path', async () => {
    const res = await submit('valoracion-eventos', master, [{ idPregunta: 4, idRespuesta: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 40, datos: { preguntasSinContestar: [5] } });
    expect((await submit('valoracion-eventos', master, [])).json().datos.preguntasSinContestar).toEqual([4, 5]);
  });

  it('does not require the questions a jump skipped, and drops their answers', async () => {
    const res = await submit('valoracion-eventos', antiguo, [
      { idPregunta: 4, idRespuesta: 2 },
      { idPregunta: 5, idRespuesta: 3 },
      { idPregunta: 7, texto: 'Más talleres' },
    ]);
    expect(res.json()).toMatchObject({ status: 0, datos: { finalizada: true } });
    const row = await t.app.db
      .selectFrom('survey_responses')
      .select(['respuestas', 'finished'])
      .where('survey_id', '=', 2)
      .where('user_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(Number(row.finished)).toBe(1);
    expect(JSON.parse(row.respuestas)).toEqual([
      { idPregunta: 4, idRespuesta: 2 },
      { idPregunta: 7, texto: 'Más talleres' },
    ]);
  });

  it('finishes the saved response, after which the survey answers 39', async () => {
    const res = await submit('valoracion-eventos', master, [
      { idPregunta: 4, idRespuesta: 1 },
      { idPregunta: 5, idRespuesta: 4 },
      { idPregunta: 6, idRespuesta: 2 },
    ]);
    expect(res.json().status).toBe(0);
    for (const again of [
      await get('/api/Encuestas/valoracion-eventos', master),
      await progress('valoracion-eventos', master, []),
      await submit('valoracion-eventos', master, [{ idPregunta: 4, idRespuesta: 2 }]),
    ]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status: 39, datos: null });
    }
    expect(
      (await get('/api/Alumno/dameEncuestasUsuario', master))
        .json()
        .datos.map((c: { idEncuesta: number }) => c.idEncuesta),
    ).not.toContain(2);
  });

  it('answers an internship evaluation for its assigned company contact', async () => {
    const sheet = await get('/api/Encuestas/evaluacion-tutor-empresa', empresa);
    expect(sheet.json().datos.idPractica).toBe(1);
    const res = await submit(
      'evaluacion-tutor-empresa',
      empresa,
      [
        { idPregunta: 11, idRespuesta: 5 },
        { idPregunta: 12, idRespuesta: 1 },
        { idPregunta: 12, idRespuesta: 3 },
      ],
      {},
      1,
    );
    expect(res.json().status).toBe(0);
    const row = await t.app.db
      .selectFrom('survey_responses')
      .select(['internship_id', 'respuestas'])
      .where('survey_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(row.internship_id).toBe(1);
    expect(JSON.parse(row.respuestas)).toHaveLength(3);
  });

  it('answers 38 to a company on a students-only survey and 15 to a malformed body', async () => {
    const res = await submit('valoracion-eventos', empresa, [{ idPregunta: 4, idRespuesta: 2 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 38, datos: null });
    const bad = await post('/api/Encuestas/guardaContestacionEncuesta/valoracion-eventos', alumna, {
      lContestaciones: 'x',
    });
    expect(bad.json().status).toBe(15);
  });
});

describe('anonymous answering', () => {
  it('saves, restores and finishes through the survey token', async () => {
    const token = await anonymousToken('valoracion-eventos');
    const sheet = await get('/api/Encuestas/valoracion-eventos', token);
    expect(sheet.json().datos).toMatchObject({ anonima: true, lContestaciones: [] });
    expect((await progress('valoracion-eventos', token, [{ idPregunta: 4, idRespuesta: 2 }])).json()).toMatchObject({
      status: 0,
      aviso: 539,
    });
    expect((await get('/api/Encuestas/valoracion-eventos', token)).json().datos.lContestaciones).toEqual([
      { idPregunta: 4, idRespuesta: 2 },
    ]);
    expect((await submit('valoracion-eventos', token, [{ idPregunta: 4, idRespuesta: 2 }])).json().status).toBe(0);
    expect((await get('/api/Encuestas/valoracion-eventos', token)).json().status).toBe(39);
    const rows = await t.app.db
      .selectFrom('survey_responses')
      .select('user_id')
      .where('survey_id', '=', 2)
      .where('anonymous_token', 'is not', null)
      .where('finished', '=', 1)
      .execute();
    expect(rows.every((r) => r.user_id === null)).toBe(true);
  });
});

describe('maximum answer length per brand (SPEC §9)', () => {
  const text = (n: number) => [
    { idPregunta: 4, idRespuesta: 2 },
    { idPregunta: 7, texto: 'x'.repeat(n) },
  ];

  it('allows 6000 characters on the default brand and refuses 6001 with 15', async () => {
    const token = await anonymousToken('valoracion-eventos');
    expect((await get('/api/Encuestas/valoracion-eventos', token)).json().datos.maxLongitudRespuesta).toBe(6000);
    expect((await progress('valoracion-eventos', token, text(6000))).json().status).toBe(0);
    const res = await progress('valoracion-eventos', token, text(6001));
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(15);
    expect((await submit('valoracion-eventos', token, text(6001))).json().status).toBe(15);
  });

  it('allows 256 characters on catalunya.localhost and refuses 257 with 15, naming the field', async () => {
    const token = await anonymousToken('valoracion-eventos', CATALUNYA);
    expect((await get('/api/Encuestas/valoracion-eventos', token, CATALUNYA)).json().datos.maxLongitudRespuesta).toBe(
      256,
    );
    const res = await progress('valoracion-eventos', token, text(257), CATALUNYA);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 15,
      datos: { campos: [{ campo: 'lContestaciones/1/texto', error: 'maxLength' }], maxLongitudRespuesta: 256 },
    });
    expect((await submit('valoracion-eventos', token, text(257), CATALUNYA)).json().status).toBe(15);
    expect((await submit('valoracion-eventos', token, text(256), CATALUNYA)).json().status).toBe(0);
  });

  it("applies the survey's own maximum over the brand's", async () => {
    const student = await loginAs(t.app, 'alumna@demo.test', { headers: CATALUNYA });
    await t.app.db.updateTable('surveys').set({ max_length: 6000 }).where('id', '=', 5).execute();
    const res = await progress(
      'evaluacion-estudiante',
      student,
      [{ idPregunta: 16, texto: 'x'.repeat(1000) }],
      CATALUNYA,
    );
    expect(res.json().status).toBe(0);
  });
});
