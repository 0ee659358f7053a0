import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../../db/schema-helpers';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin } from '../office-test-kit';

// The office's survey builder (issue #15 'Survey builder'). gestor@ (7) is the default brand's
// admin, oficina@ (90) a gestor scoped to campus 1, tutora@ (91) an academic tutor; alumna@ (1)
// has internship 1 with empresa@'s company (1).

let t: TestApp;
let admin: string;
let alumna: string;
const S = '/api/Gestion/encuestas';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => t?.close());

/** A survey with a jump (answer 'No' of question 0 leads to question 2) and a mandatory question. */
function draft(over: Record<string, unknown> = {}) {
  return {
    titulo: 'Satisfacción con las prácticas',
    titulo_ca: 'Satisfacció amb les pràctiques',
    descripcion: 'Cinco minutos',
    activa: true,
    paraAlumnos: true,
    preguntas: [
      {
        tipo: 'single',
        texto: '¿Recomendarías tu empresa?',
        texto_ca: 'Recomanaries la teva empresa?',
        obligatoria: true,
        respuestas: [
          { texto: 'Sí', texto_ca: 'Sí' },
          { texto: 'No', destino: 2 },
        ],
      },
      {
        tipo: 'scale',
        texto: 'Valoración',
        obligatoria: true,
        respuestas: [1, 2, 3, 4, 5].map((n) => ({ texto: String(n) })),
      },
      { tipo: 'text', texto: 'Comentarios', respuestas: [] },
    ],
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}, token = admin) {
  const res = await call(t.app, 'POST', S, token, draft(over));
  expect(res.body.status, JSON.stringify(res.body)).toBe(0);
  return res.body.datos as {
    idEncuesta: number;
    urlAcceso: string;
    enlace: string;
    preguntas: Array<{ idPregunta: number; respuestas: Array<{ idRespuesta: number; destino: number | null }> }>;
  };
}

/** Everything a builder call could change. */
async function state() {
  const db = t.app.db;
  return {
    surveys: await db.selectFrom('surveys').selectAll().orderBy('id').execute(),
    questions: await db.selectFrom('survey_questions').selectAll().orderBy('id').execute(),
    responses: await db.selectFrom('survey_responses').select(['id', 'finished', 'respuestas']).orderBy('id').execute(),
    audit: await db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  };
}

describe('office survey builder (issue #15 "Survey builder")', () => {
  it('#15.D creates a survey in one call: questions, answers, a jump resolved to the target question, the access link, an audit row', async () => {
    const s = await create();
    expect(s.enlace).toMatch(new RegExp(`^https?://[^/]+/encuestas/${s.urlAcceso}$`));
    const [q0, , q2] = s.preguntas;
    expect(q0.respuestas.map((a) => a.destino)).toEqual([null, 2]);
    // The runner sees the jump as idPreguntaDestino of the third question.
    const sheet = await call(t.app, 'GET', `/api/Encuestas/${s.urlAcceso}`, alumna);
    expect(sheet.body.status).toBe(0);
    expect(sheet.body.datos.preguntas[0].respuestas[1].idPreguntaDestino).toBe(q2.idPregunta);
    expect(sheet.body.datos.preguntas.map((q: { tipo: string }) => q.tipo)).toEqual(['single', 'scale', 'text']);
    const audit = await auditRows(t.app, 'survey.create');
    expect(audit.at(-1)).toMatchObject({ object_id: String(s.idEncuesta), actor_user_id: 7, to_state: 'publicada' });
    const list = await call(t.app, 'GET', S, admin);
    const item = list.body.datos.items.find((i: { idEncuesta: number }) => i.idEncuesta === s.idEncuesta);
    expect(item).toMatchObject({ estado: 'abierta', respuestas: 0 });
    // The demo's shared surveys (no brand) are not the office's to edit.
    expect(list.body.datos.items.map((i: { idEncuesta: number }) => i.idEncuesta)).not.toContain(1);
  });

  it('#15.D lists draft, scheduled, open and closed surveys by their dates', async () => {
    const d = await create({ activa: false });
    const p = await create({ fechaDesde: '2099-01-01' });
    const c = await create({ fechaDesde: '2020-01-01', fechaHasta: '2020-02-01' });
    const list = await call(t.app, 'GET', S, admin);
    const stateOf = (id: number) =>
      list.body.datos.items.find((i: { idEncuesta: number }) => i.idEncuesta === id).estado;
    expect([stateOf(d.idEncuesta), stateOf(p.idEncuesta), stateOf(c.idEncuesta)]).toEqual([
      'borrador',
      'programada',
      'cerrada',
    ]);
  });

  it('#15.D refuses a wrong builder (jump target, empty question, wrong kind, no audience, dates) with its code and changes nothing', async () => {
    const base = draft();
    const q = base.preguntas;
    const cases: Array<[string, Record<string, unknown>, number]> = [
      [
        'jump backwards',
        { preguntas: [q[0], { ...q[1], respuestas: [{ texto: 'a', destino: 0 }, { texto: 'b' }] }, q[2]] },
        251,
      ],
      [
        'jump to itself',
        { preguntas: [{ ...q[0], respuestas: [{ texto: 'a', destino: 0 }, { texto: 'b' }] }, q[1]] },
        251,
      ],
      [
        'jump past the end',
        { preguntas: [{ ...q[0], respuestas: [{ texto: 'a', destino: 7 }, { texto: 'b' }] }, q[1]] },
        251,
      ],
      ['jump from several choices', { preguntas: [{ ...q[0], tipo: 'multi' }, q[1], q[2]] }, 251],
      ['empty question text', { preguntas: [{ ...q[0], texto: '  ' }, q[1], q[2]] }, 252],
      ['a choice with one answer', { preguntas: [{ ...q[0], respuestas: [{ texto: 'Sí' }] }, q[1]] }, 252],
      ['an empty answer', { preguntas: [{ ...q[0], respuestas: [{ texto: 'Sí' }, { texto: '' }] }, q[1]] }, 252],
      ['no questions', { preguntas: [] }, 252],
      ['unknown kind', { preguntas: [q[0], { ...q[1], tipo: 'matrix' }] }, 253],
      ['free text with answers', { preguntas: [q[0], { ...q[2], respuestas: [{ texto: 'x' }, { texto: 'y' }] }] }, 253],
      ['no audience', { paraAlumnos: false }, 255],
      ['closing before opening', { fechaDesde: '2026-05-01', fechaHasta: '2026-04-01' }, 27],
    ];
    const existing = await create();
    for (const [name, over, code] of cases) {
      const before = await state();
      const created = await call(t.app, 'POST', S, admin, draft(over));
      expect([created.http, created.body.status], `create: ${name}`).toEqual([400, code]);
      expect(created.body.datos?.idEncuesta, name).toBeUndefined();
      const edited = await call(t.app, 'POST', `${S}/${existing.idEncuesta}/editar`, admin, draft(over));
      expect([edited.http, edited.body.status], `edit: ${name}`).toEqual([400, code]);
      expect(await state(), name).toEqual(before);
    }
  });

  it('#15.D saves the whole survey in one transaction: a failure half-way leaves the survey as it was', async () => {
    const s = await create();
    // A question text the database refuses, written after the survey row and the first questions.
    if (isPostgres(t.app.db)) {
      await sql`CREATE OR REPLACE FUNCTION boom() RETURNS trigger AS $$ BEGIN IF NEW.texto = 'BOOM' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        t.app.db,
      );
      await sql`CREATE TRIGGER boom BEFORE INSERT ON survey_questions FOR EACH ROW EXECUTE FUNCTION boom()`.execute(
        t.app.db,
      );
    } else {
      await sql`CREATE TRIGGER boom BEFORE INSERT ON survey_questions WHEN NEW.texto = 'BOOM' BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(
        t.app.db,
      );
    }
    try {
      const before = await state();
      const body = draft({ titulo: 'Cambiada' });
      body.preguntas = [...body.preguntas, { tipo: 'text', texto: 'BOOM', respuestas: [] }];
      const res = await call(t.app, 'POST', `${S}/${s.idEncuesta}/editar`, admin, body);
      expect(res.http).toBe(500);
      expect(await state()).toEqual(before);
      const sheet = await call(t.app, 'GET', `${S}/${s.idEncuesta}`, admin);
      expect(sheet.body.datos.titulo).toBe('Satisfacción con las prácticas');
      expect(sheet.body.datos.preguntas).toHaveLength(3);
    } finally {
      await sql`DROP TRIGGER boom${sql.raw(isPostgres(t.app.db) ? ' ON survey_questions' : '')}`.execute(t.app.db);
    }
  });

  it('#15.D edits: questions reordered and removed before answers; with answers only texts and settings change (254)', async () => {
    const s = await create();
    const sheet = (await call(t.app, 'GET', `${S}/${s.idEncuesta}`, admin)).body.datos;
    // Before any answer: the free-text question moves first, the scale question goes.
    const [q0, , q2] = sheet.preguntas;
    const reordered = await call(t.app, 'POST', `${S}/${s.idEncuesta}/editar`, admin, {
      ...draft(),
      preguntas: [q2, { ...q0, respuestas: q0.respuestas.map((a: object) => ({ ...a, destino: null })) }],
    });
    expect(reordered.body.status).toBe(0);
    expect(reordered.body.datos.preguntas.map((q: { idPregunta: number }) => q.idPregunta)).toEqual([
      q2.idPregunta,
      q0.idPregunta,
    ]);
    // alumna@ answers.
    const answered = await call(t.app, 'POST', `/api/Encuestas/guardaContestacionEncuesta/${s.urlAcceso}`, alumna, {
      lContestaciones: [{ idPregunta: q0.idPregunta, idRespuesta: q0.respuestas[0].idRespuesta }],
    });
    expect(answered.body.status).toBe(0);
    const locked = (await call(t.app, 'GET', `${S}/${s.idEncuesta}`, admin)).body.datos;
    expect(locked).toMatchObject({ respuestas: 1, estructuraBloqueada: true });
    const before = await state();
    for (const preguntas of [
      [locked.preguntas[1]],
      [locked.preguntas[1], locked.preguntas[0]],
      [...locked.preguntas, { tipo: 'text', texto: 'Nueva', respuestas: [] }],
      [locked.preguntas[0], { ...locked.preguntas[1], tipo: 'scale' }],
      [
        locked.preguntas[0],
        { ...locked.preguntas[1], respuestas: locked.preguntas[1].respuestas.slice(0, 1).concat([{ texto: 'Otra' }]) },
      ],
    ]) {
      const res = await call(t.app, 'POST', `${S}/${s.idEncuesta}/editar`, admin, { ...draft(), preguntas });
      expect([res.http, res.body.status]).toEqual([409, 254]);
      expect(await state()).toEqual(before);
    }
    const texts = await call(t.app, 'POST', `${S}/${s.idEncuesta}/editar`, admin, {
      ...draft({ titulo: 'Nuevo título', obligatoria: true }),
      preguntas: locked.preguntas.map((q: { texto: string }) => ({ ...q, texto: `${q.texto} (revisada)` })),
    });
    expect(texts.body.status).toBe(0);
    expect(texts.body.datos.titulo).toBe('Nuevo título');
    expect(texts.body.datos.preguntas[1].texto).toBe('¿Recomendarías tu empresa? (revisada)');
  });
});

describe('office survey audiences, results and preview (issue #15 "Survey builder")', () => {
  it('#15.D a mandatory survey for students blocks alumna@ and no company; a draft or another audience blocks nobody', async () => {
    const pending = async (token: string) =>
      (await call(t.app, 'GET', '/api/Alumno/dameEncuestasObligatoriasPendientes', token)).body.datos.map(
        (s: { urlAcceso: string }) => s.urlAcceso,
      );
    const forCompanies = await create({ paraAlumnos: false, paraEmpresa: true, obligatoria: true });
    const drafted = await create({ obligatoria: true, activa: false });
    const mandatory = await create({ obligatoria: true });
    const blocked = await pending(alumna);
    expect(blocked).toContain(mandatory.urlAcceso);
    expect(blocked).not.toContain(forCompanies.urlAcceso);
    expect(blocked).not.toContain(drafted.urlAcceso);
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    const companyCards = (await call(t.app, 'GET', '/api/Empresa/dameEncuestas', empresa)).body.datos;
    expect(companyCards.map((c: { urlAcceso: string }) => c.urlAcceso)).toContain(forCompanies.urlAcceso);
    expect(companyCards.map((c: { urlAcceso: string }) => c.urlAcceso)).not.toContain(mandatory.urlAcceso);
    // Answering lifts the block.
    const q = mandatory.preguntas;
    const done = await call(t.app, 'POST', `/api/Encuestas/guardaContestacionEncuesta/${mandatory.urlAcceso}`, alumna, {
      lContestaciones: [{ idPregunta: q[0].idPregunta, idRespuesta: q[0].respuestas[1].idRespuesta }],
    });
    expect(done.body.status).toBe(0);
    expect(await pending(alumna)).not.toContain(mandatory.urlAcceso);
  });

  it("#15.D a survey for one internship's people reaches its student, not another student", async () => {
    const s = await create({ idPractica: 1 });
    const master = await loginAs(t.app, 'master@demo.test');
    const cards = async (token: string) =>
      (await call(t.app, 'GET', '/api/Alumno/dameEncuestasUsuario', token)).body.datos.map(
        (c: { urlAcceso: string }) => c.urlAcceso,
      );
    expect(await cards(alumna)).toContain(s.urlAcceso);
    expect(await cards(master)).not.toContain(s.urlAcceso);
    const refused = await call(t.app, 'GET', `/api/Encuestas/${s.urlAcceso}`, master);
    expect(refused.body.status).toBe(38);
  });

  it('#15.D results: response rate over the audience, counts per answer, free-text answers with their author and day', async () => {
    const s = await create({ idPractica: 1 });
    const [q0, q1, q2] = s.preguntas;
    await call(t.app, 'POST', `/api/Encuestas/guardaContestacionEncuesta/${s.urlAcceso}`, alumna, {
      lContestaciones: [
        { idPregunta: q0.idPregunta, idRespuesta: q0.respuestas[0].idRespuesta },
        { idPregunta: q1.idPregunta, idRespuesta: q1.respuestas[3].idRespuesta },
        { idPregunta: q2.idPregunta, texto: 'Muy buena experiencia' },
      ],
    });
    const res = await call(t.app, 'GET', `${S}/${s.idEncuesta}/resultados`, admin);
    expect(res.body.status).toBe(0);
    const r = res.body.datos;
    // The audience of internship 1 for students: alumna@ alone.
    expect(r).toMatchObject({ audiencia: 1, respuestas: 1, tasa: 1, anonima: false });
    expect(r.preguntas[0].opciones.map((o: { total: number }) => o.total)).toEqual([1, 0]);
    expect(r.preguntas[1].opciones.map((o: { total: number }) => o.total)).toEqual([0, 0, 0, 1, 0]);
    expect(r.preguntas[1].contestadas).toBe(1);
    expect(r.preguntas[2].textos).toEqual([
      { texto: 'Muy buena experiencia', autor: 'Lucía Martínez Soler', fecha: new Date().toISOString().slice(0, 10) },
    ]);
  });

  it('#15.D results of an anonymous survey carry nothing that identifies a person', async () => {
    const s = await create({ anonima: true });
    const [q0, , q2] = s.preguntas;
    // One answer signed in, one through an anonymous token.
    await call(t.app, 'POST', `/api/Encuestas/guardaContestacionEncuesta/${s.urlAcceso}`, alumna, {
      lContestaciones: [
        { idPregunta: q0.idPregunta, idRespuesta: q0.respuestas[1].idRespuesta },
        { idPregunta: q2.idPregunta, texto: 'Zeta: sin comentarios' },
      ],
    });
    const anon = await call(t.app, 'POST', `/api/Encuestas/logaAnonimo/${s.urlAcceso}`);
    const done = await call(
      t.app,
      'POST',
      `/api/Encuestas/guardaContestacionEncuesta/${s.urlAcceso}`,
      anon.body.datos.token,
      {
        lContestaciones: [
          { idPregunta: q0.idPregunta, idRespuesta: q0.respuestas[1].idRespuesta },
          { idPregunta: q2.idPregunta, texto: 'Alfa: todo bien' },
        ],
      },
    );
    expect(done.body.status).toBe(0);
    const res = await call(t.app, 'GET', `${S}/${s.idEncuesta}/resultados`, admin);
    const r = res.body.datos;
    expect(r).toMatchObject({ anonima: true, respuestas: 2 });
    expect(r.preguntas[0].opciones.map((o: { total: number }) => o.total)).toEqual([0, 2]);
    expect(r.preguntas[2].textos).toEqual([
      { texto: 'Alfa: todo bien', autor: null, fecha: null },
      { texto: 'Zeta: sin comentarios', autor: null, fecha: null },
    ]);
    const raw = res.res.body;
    for (const identity of ['Lucía', 'Martínez', 'alumna', 'idUsuario', 'userId', 'user_id', 'token'])
      expect(raw, identity).not.toContain(identity);
    expect(raw).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('#15.D preview: the runner sheet of a draft, answers checked as the runner does and never stored', async () => {
    const s = await create({ activa: false });
    // A draft cannot be answered through the portal...
    expect((await call(t.app, 'GET', `/api/Encuestas/${s.urlAcceso}`, alumna)).body.status).toBe(35);
    // ...but the office previews it with the runner's sheet.
    const preview = await call(t.app, 'GET', `${S}/${s.idEncuesta}/vista-previa`, admin);
    expect(preview.body.status).toBe(0);
    expect(preview.body.datos).toMatchObject({ titulo: 'Satisfacción con las prácticas', lContestaciones: [] });
    expect(preview.body.datos.preguntas).toHaveLength(3);
    const before = await state();
    const missing = await call(t.app, 'POST', `${S}/${s.idEncuesta}/vista-previa`, admin, { lContestaciones: [] });
    expect(missing.body.status).toBe(40);
    const [q0] = s.preguntas;
    // 'No' jumps to the free-text question: the mandatory scale question is skipped.
    const ok = await call(t.app, 'POST', `${S}/${s.idEncuesta}/vista-previa`, admin, {
      lContestaciones: [{ idPregunta: q0.idPregunta, idRespuesta: q0.respuestas[1].idRespuesta }],
    });
    expect(ok.body).toMatchObject({ status: 0, datos: { finalizada: true, guardada: false } });
    expect(await state()).toEqual(before);
  });
});

describe('office survey authorisation (issue #15 "Survey builder")', () => {
  it('#15.D refuses a tutor, a student, a company and the other brand, and changes nothing', async () => {
    const s = await create();
    const tutor = await officeLogin(t.app, 'tutora@demo.test');
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    const other = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const calls: Array<[string, 'GET' | 'POST', string, unknown]> = [
      ['list', 'GET', S, undefined],
      ['create', 'POST', S, draft()],
      ['read', 'GET', `${S}/${s.idEncuesta}`, undefined],
      ['edit', 'POST', `${S}/${s.idEncuesta}/editar`, draft({ titulo: 'Intruso' })],
      ['results', 'GET', `${S}/${s.idEncuesta}/resultados`, undefined],
      ['preview', 'GET', `${S}/${s.idEncuesta}/vista-previa`, undefined],
    ];
    for (const [name, method, url, body] of calls) {
      const before = await state();
      for (const [who, token, headers, expected] of [
        ['tutor', tutor, {}, [403, 143]],
        ['student', alumna, {}, [403, 71]],
        ['company', empresa, {}, [403, 71]],
        ['other brand here', other, {}, [401, 2]],
      ] as const) {
        const res = await call(t.app, method, url, token, body, headers);
        expect([res.http, res.body.status], `${name} as ${who}`).toEqual(expected);
        expect(res.body.datos, `${name} as ${who}`).toBeNull();
      }
      // The other brand's admin on their own brand: this brand's survey does not exist for them.
      if (url !== S) {
        const res = await call(t.app, method, url, other, body, CATALAN_HOST);
        expect([res.http, res.body.status], `${name} as the other brand`).toEqual([404, 250]);
      }
      expect(await state(), name).toEqual(before);
    }
    const theirs = await call(t.app, 'GET', S, other, undefined, CATALAN_HOST);
    expect(theirs.body.datos.items.map((i: { idEncuesta: number }) => i.idEncuesta)).not.toContain(s.idEncuesta);
  });

  it("#15.D a campus-scoped gestor builds surveys but not for an internship of another campus' student (144)", async () => {
    const oficina = await officeLogin(t.app, 'oficina@demo.test');
    const mine = await create({}, oficina);
    expect(mine.idEncuesta).toBeGreaterThan(0);
    // Internship 4's student (Núria, 9) studies at campus 3 here.
    await t.app.db.updateTable('students').set({ campus_id: 3 }).where('user_id', '=', 9).execute();
    const outside = { id: 4 };
    const before = await state();
    const res = await call(t.app, 'POST', S, oficina, draft({ idPractica: outside.id }));
    expect([res.http, res.body.status]).toEqual([403, 144]);
    const edit = await call(
      t.app,
      'POST',
      `${S}/${mine.idEncuesta}/editar`,
      oficina,
      draft({ idPractica: outside.id }),
    );
    expect([edit.http, edit.body.status]).toEqual([403, 144]);
    expect(await state()).toEqual(before);
    const unknown = await call(t.app, 'POST', S, admin, draft({ idPractica: 99999 }));
    expect([unknown.http, unknown.body.status]).toEqual([404, 256]);
  });
});
