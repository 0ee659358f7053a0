import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginAs } from '../../test/login';
import { injectClient } from '../../test/inject';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { hashSurveyToken } from './survey-access';

// Demo surveys (seed demo-surveys.ts): 1 mandatory for students, assigned here to master@;
// 2 anonymous for students, with jumps; 3 for companies; 4 company-tutor evaluation of
// internship 1 assigned to empresa@; 5 student evaluation of internship 1 assigned to alumna@
// (who saved progress). Users: 1 alumna@, 2 master@, 4 empresa@, 5 grupo@.
let t: TestApp;
let alumna: string;
let master: string;
let empresa: string;
let grupo: string;

const { get, post } = injectClient(() => t.app);
const access = (id: string, token?: string, payload?: object) =>
  post(`/api/Encuestas/accesoEncuesta/${id}`, token, payload);
const cardIds = (res: { json(): { datos: Array<{ idEncuesta: number }> } }) =>
  res.json().datos.map((c) => c.idEncuesta);

async function addSurvey(values: Record<string, unknown>): Promise<number> {
  const row = await t.app.db
    .insertInto('surveys')
    .values({
      titulo: 'Encuesta de prueba',
      url_acceso: `prueba-${Math.random().toString(36).slice(2)}`,
      para_alumnos: 1,
      created_at: new Date().toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  // The demo assigns the mandatory survey to a candidate-only student (8), not to the demo
  // accounts (it would block the portal): master@ gets it here.
  await t.app.db
    .insertInto('survey_assignments')
    .values({ survey_id: 1, user_id: 2, internship_id: null, created_at: new Date().toISOString() })
    .execute();
  alumna = await loginAs(t.app, 'alumna@demo.test');
  master = await loginAs(t.app, 'master@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
});
afterAll(async () => {
  await t.close();
});

describe('survey lists', () => {
  it('gives a student the surveys addressed to them, with saved progress marked', async () => {
    const res = await get('/api/Alumno/dameEncuestasUsuario', alumna);
    expect(res.statusCode).toBe(200);
    expect(cardIds(res)).toEqual([2, 5]);
    expect(res.json().datos[1]).toEqual({
      idEncuesta: 5,
      titulo: 'Evaluación de prácticas: estudiante',
      descripcion: null,
      urlAcceso: 'evaluacion-estudiante',
      obligatoria: false,
      sacaOpcionAnonima: false,
      idPractica: 1,
      enCurso: true,
      fechaHasta: expect.any(String),
    });
  });

  it('puts mandatory surveys first and follows assignments', async () => {
    const res = await get('/api/Alumno/dameEncuestasUsuario', master);
    expect(cardIds(res)).toEqual([1, 2]);
    expect(res.json().datos[0]).toMatchObject({ obligatoria: true, urlAcceso: 'insercion-laboral', enCurso: false });
  });

  it('gives companies the company surveys (dameEncuestas), evaluations to the assigned contact only', async () => {
    expect(cardIds(await get('/api/Empresa/dameEncuestas', empresa))).toEqual([3, 4]);
    expect(cardIds(await get('/api/Empresa/dameEncuestas', grupo))).toEqual([3]);
  });

  it('answers 401/2 without a token and 403/71 on the other role’s path', async () => {
    expect((await get('/api/Alumno/dameEncuestasUsuario')).statusCode).toBe(401);
    expect((await get('/api/Alumno/dameEncuestasUsuario', empresa)).json().status).toBe(71);
    expect((await get('/api/Empresa/dameEncuestas', alumna)).json().status).toBe(71);
    expect((await get('/api/Alumno/dameEncuestasObligatoriasPendientes', empresa)).json().status).toBe(71);
  });
});

describe('GET /api/Alumno/dameEncuestasObligatoriasPendientes', () => {
  it('names the mandatory surveys that block the candidate', async () => {
    const res = await get('/api/Alumno/dameEncuestasObligatoriasPendientes', master);
    expect(res.json()).toEqual({
      status: 0,
      datos: [{ titulo: 'Encuesta de inserción laboral', urlAcceso: 'insercion-laboral' }],
    });
    expect((await get('/api/Alumno/dameEncuestasObligatoriasPendientes', alumna)).json().datos).toEqual([]);
  });

  it('lets the candidate in once answered', async () => {
    const answers = [
      { idPregunta: 1, idRespuesta: 1 },
      { idPregunta: 2, idRespuesta: 4 },
    ];
    const res = await post('/api/Encuestas/guardaContestacionEncuesta/insercion-laboral', master, {
      lContestaciones: answers,
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { finalizada: true } });
    expect((await get('/api/Alumno/dameEncuestasObligatoriasPendientes', master)).json().datos).toEqual([]);
    expect(cardIds(await get('/api/Alumno/dameEncuestasUsuario', master))).toEqual([2]);
  });
});

describe('POST /api/Encuestas/accesoEncuesta/{id}', () => {
  it('answers the access data without sign-in', async () => {
    const res = await access('valoracion-eventos');
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toEqual({
      idEncuesta: 2,
      titulo: 'Valoración de talleres y eventos',
      descripcion: 'Anónima: tus respuestas no se asocian a tu cuenta.',
      urlAcceso: 'valoracion-eventos',
      obligatoria: false,
      sacaOpcionAnonima: true,
      paraAlumnos: true,
      paraEmpresa: false,
      paraTutorAcademico: false,
      idPractica: null,
      token: null,
      identificado: false,
    });
    expect((await access('2', undefined, { querystringValue: '' })).json().datos.idEncuesta).toBe(2);
  });

  it('checks the signed-in caller and names the internship of an evaluation', async () => {
    const res = await access('evaluacion-estudiante', alumna, { querystringValue: 'idPractica=1' });
    expect(res.json().datos).toMatchObject({ idEncuesta: 5, idPractica: 1, identificado: true });
  });

  it('answers 35 for a missing, inactive, expired or other-brand survey', async () => {
    const inactive = await addSurvey({ activa: 0 });
    const expired = await addSurvey({ fecha_hasta: '2020-01-01' });
    const future = await addSurvey({ fecha_desde: '2999-01-01' });
    const catalunya = await addSurvey({ brand_key: 'catalunya' });
    for (const id of ['no-existe', '999', String(inactive), String(expired), String(future), String(catalunya)]) {
      const res = await access(id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 35, datos: null });
    }
    const there = await t.app.inject({
      method: 'POST',
      url: `/api/Encuestas/accesoEncuesta/${catalunya}`,
      headers: { host: 'catalunya.localhost' },
    });
    expect(there.json().status).toBe(0);
  });

  it('answers 36 to a signed-in user for a survey meant for new people only', async () => {
    const id = await addSurvey({ solo_nuevos: 1, anonima: 1 });
    expect((await access(String(id), alumna)).json().status).toBe(36);
    const login = await post(`/api/Encuestas/logaUsuario/${id}`, undefined, {
      eUsuario: 'alumna@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(login.json().status).toBe(36);
    expect((await post(`/api/Encuestas/logaAnonimo/${id}`)).json().status).toBe(0);
  });

  it('answers 38 out of the target: a company on a students-only survey, a student not assigned, another company', async () => {
    for (const [id, token] of [
      ['valoracion-eventos', empresa],
      ['insercion-laboral', alumna],
      ['evaluacion-tutor-empresa', alumna],
      ['evaluacion-tutor-empresa', grupo],
      ['evaluacion-estudiante', master],
    ] as const) {
      const res = await access(id, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 38, datos: null });
    }
    expect((await access('evaluacion-estudiante', alumna, { querystringValue: 'idPractica=2' })).json().status).toBe(
      38,
    );
  });

  it('answers 38 for a survey tied to an internship to anyone but its student or company', async () => {
    const id = await addSurvey({ para_alumnos: 1, para_empresa: 1, internship_id: 1 });
    expect((await access(String(id), alumna)).json().datos.idPractica).toBe(1);
    expect((await access(String(id), empresa)).json().status).toBe(0);
    expect((await access(String(id), master)).json().status).toBe(38);
    expect((await access(String(id), grupo)).json().status).toBe(38);
  });

  it('answers 39 once answered', async () => {
    const res = await access('insercion-laboral', master);
    expect(res.json()).toMatchObject({ status: 39, datos: null });
  });

  it('answers an anonymous token carried by the link back while it is usable', async () => {
    const { token } = (await post('/api/Encuestas/logaAnonimo/valoracion-eventos')).json().datos;
    const res = await access('valoracion-eventos', undefined, { querystringValue: `?token=${token}` });
    expect(res.json().datos).toMatchObject({ token, identificado: true });
    const unknown = await access('valoracion-eventos', undefined, { querystringValue: 'token=enc_desconocido' });
    expect(unknown.json().datos).toMatchObject({ token: null, identificado: false });
  });

  it('answers 401/2 for an invalid bearer', async () => {
    expect((await access('valoracion-eventos', 'not-a-token')).statusCode).toBe(401);
    expect((await access('valoracion-eventos', 'enc_forged')).json().status).toBe(2);
  });
});

describe('POST /api/Encuestas/logaUsuario/{id}', () => {
  it('signs a user in for a survey with the portal credentials', async () => {
    await t.app.db.deleteFrom('survey_responses').where('survey_id', '=', 1).execute();
    const res = await post('/api/Encuestas/logaUsuario/insercion-laboral', undefined, {
      eUsuario: 'master@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { token, rol } = res.json().datos;
    expect(rol).toBe('student');
    const sheet = await get('/api/Encuestas/insercion-laboral', token);
    expect(sheet.json()).toMatchObject({ status: 0, datos: { idEncuesta: 1, anonima: false } });
  });

  it('answers 3 for wrong credentials, also for an unknown address', async () => {
    for (const eUsuario of ['master@demo.test', 'nadie@demo.test']) {
      const res = await post('/api/Encuestas/logaUsuario/insercion-laboral', undefined, {
        eUsuario,
        ePassword: 'Incorrecta1',
      });
      expect(res.json().status).toBe(3);
    }
  });

  it('answers 38 to a company for a students-only survey and revokes the token it issued', async () => {
    const before = await t.app.db.selectFrom('revoked_tokens').select('jti').execute();
    const res = await post('/api/Encuestas/logaUsuario/valoracion-eventos', undefined, {
      eUsuario: 'empresa@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 38, datos: null });
    const after = await t.app.db.selectFrom('revoked_tokens').select('jti').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('lets a contact of several companies pick one first', async () => {
    const first = await post('/api/Encuestas/logaUsuario/empresas-colaboradoras', undefined, {
      eUsuario: 'grupo@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(first.json().datos.empresas.map((e: { idEmpresa: number }) => e.idEmpresa)).toEqual([2, 3]);
    const picked = await post('/api/Encuestas/logaUsuario/empresas-colaboradoras', undefined, {
      eUsuario: 'grupo@demo.test',
      ePassword: DEMO_PASSWORD,
      eidEmpresa: 3,
    });
    expect(picked.json().datos).toMatchObject({ rol: 'company', idEmpresa: 3 });
  });

  it('answers 35 for a survey that cannot be answered', async () => {
    expect(
      (
        await post('/api/Encuestas/logaUsuario/no-existe', undefined, {
          eUsuario: 'master@demo.test',
          ePassword: DEMO_PASSWORD,
        })
      ).json().status,
    ).toBe(35);
  });
});

describe('anonymous access and single sign-on', () => {
  it('answers 37 on a survey without the anonymous option', async () => {
    const res = await post('/api/Encuestas/logaAnonimo/insercion-laboral');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 37, datos: null });
  });

  it('gives a survey-scoped token, stored hashed', async () => {
    const res = await post('/api/Encuestas/logaAnonimo/valoracion-eventos');
    expect(res.json()).toMatchObject({ status: 0, datos: { idEncuesta: 2 } });
    const { token } = res.json().datos;
    expect(token).toMatch(/^enc_[A-Za-z0-9_-]{43}$/);
    const row = await t.app.db
      .selectFrom('survey_responses')
      .select(['anonymous_token', 'user_id'])
      .where('anonymous_token', '=', hashSurveyToken(token))
      .executeTakeFirst();
    expect(row).toEqual({ anonymous_token: hashSurveyToken(token), user_id: null });
    expect(
      await t.app.db
        .selectFrom('survey_responses')
        .select('id')
        .where('anonymous_token', '=', token)
        .executeTakeFirst(),
    ).toBeUndefined();
    // Scoped: the token does not open another survey.
    const other = await get('/api/Encuestas/evaluacion-estudiante', token);
    expect(other.statusCode).toBe(401);
    expect(other.json().status).toBe(2);
  });

  it('answers 37 when the office turns the anonymous option off after the token was given', async () => {
    const id = await addSurvey({ anonima: 1 });
    const { token } = (await post(`/api/Encuestas/logaAnonimo/${id}`)).json().datos;
    await t.app.db.updateTable('surveys').set({ anonima: 0 }).where('id', '=', id).execute();
    expect((await get(`/api/Encuestas/${id}`, token)).json().status).toBe(37);
  });

  it('single sign-on for a survey: 35 for an unknown survey, 48 on a brand without a provider (the flow: sso.test.ts)', async () => {
    expect(
      (
        await post('/api/Encuestas/validaRespuestaLoginIntegrado/no-existe', undefined, { respuesta: 'code=x&state=y' })
      ).json().status,
    ).toBe(35);
    const res = await post('/api/Encuestas/validaRespuestaLoginIntegrado/valoracion-eventos', undefined, {
      respuesta: 'code=x&state=y',
    });
    expect([res.statusCode, res.json().status]).toEqual([403, 48]);
  });

  it('records the data-protection acceptance of a signed-in survey user (401/2 without a session)', async () => {
    const res = await get('/api/Encuestas/guardaAceptacionRGPD', alumna);
    expect(res.json()).toMatchObject({ status: 0, datos: { idTexto: expect.any(Number) } });
    expect((await get('/api/Encuestas/guardaAceptacionRGPD')).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every call of the area', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json().paths);
    for (const p of [
      '/api/Alumno/dameEncuestasUsuario',
      '/api/Empresa/dameEncuestas',
      '/api/Alumno/dameEncuestasObligatoriasPendientes',
      '/api/Encuestas/accesoEncuesta/{id}',
      '/api/Encuestas/{id}',
      '/api/Encuestas/logaUsuario/{id}',
      '/api/Encuestas/validaRespuestaLoginIntegrado/{id}',
      '/api/Encuestas/logaAnonimo/{id}',
      '/api/Encuestas/guardaContestacionEncuesta/{id}',
      '/api/Encuestas/guardaProgresoEncuesta/{id}',
      '/api/Encuestas/guardaAceptacionRGPD',
      '/api/Alumno/dameEventos',
      '/api/Alumno/dameFichaEvento/{id}',
      '/api/Publico/dameFichaEvento/{id}',
      '/api/Alumno/inscribirseEnEvento',
      '/api/Alumno/eventoIcs/{id}',
      '/api/Publico/eventoIcs/{id}',
      '/api/Alumno/dameGuiaOrientacion',
      '/api/Alumno/dameComunicaciones',
      '/api/Empresa/dameComunicaciones',
      '/api/Empresa/programasDeLaEmpresa',
      '/api/Alumno/detallePrograma/{id}',
      '/api/Empresa/detallePrograma/{id}',
      '/api/Alumno/solicitaAdhesionPrograma/{id}',
      '/api/Empresa/solicitaAhesionPrograma/{id}',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
