import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CATALAN_HOST, officeLogin } from '../office/office-test-kit';
import { parseCsv, parseXlsx } from './export-test-kit';

// The exports of the remaining lists (issue #17 'Exports', continued): an event's enrolments and a
// survey's answers for the office, the company's offers and internships. Each answers exactly the
// rows its list shows the same person, as CSV and XLSX; other roles, companies and brands get none.

let t: TestApp;
let gestor: string;
let oficina: string;
let tutora: string;
let empresa: string;
let grupo: string;
let alumna: string;
let otherBrand: string;
/** Demo event 1 (shared by every brand): alumna@ (1) is enrolled. */
const ENROLMENTS = '/api/Gestion/contenidos/eventos/1/inscritos';
const OFFERS = '/api/Empresa/dameProcesosEmpleoYpracticas';
const INTERNSHIPS = '/api/Empresa/damePracticas';
/** gestor@catalunya.demo.test, a person of the other brand. */
const OTHER_BRAND_USER = 92;

beforeAll(async () => {
  t = await buildTestApp();
  gestor = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  otherBrand = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
  alumna = await loginAs(t.app, 'alumna@demo.test');
  // A person of the other brand enrolled in the same shared event: never in this brand's file.
  await t.app.db
    .insertInto('event_enrolments')
    .values({ event_id: 1, user_id: OTHER_BRAND_USER, created_at: new Date().toISOString() })
    .execute();
});
afterAll(async () => t?.close());

/** Refused with an error envelope and no file. */
function expectRefused(res: Awaited<ReturnType<typeof call>>, expected: [number, number], who: string) {
  expect([res.http, res.body.status], who).toEqual(expected);
  expect(res.body.datos, who).toBeNull();
  expect(res.res.headers['content-disposition'], who).toBeUndefined();
}

describe("an event's enrolments export (GET /api/Gestion/contenidos/eventos/:idEvento/inscritos/exportar)", () => {
  it('answers exactly the people of the list, as CSV and as XLSX', async () => {
    const list = await call(t.app, 'GET', ENROLMENTS, gestor);
    expect(list.body.status).toBe(0);
    const listed = list.body.datos as { idUsuario: number; nombre: string; email: string; asistio: boolean | null }[];
    expect(listed.map((p) => p.idUsuario)).toEqual([1]);

    const csv = await call(t.app, 'GET', `${ENROLMENTS}/exportar`, gestor);
    expect(csv.http).toBe(200);
    expect(csv.res.headers['content-disposition']).toContain(`inscritos-${new Date().toISOString().slice(0, 10)}.csv`);
    const [header, ...rows] = parseCsv(csv.res.rawPayload);
    expect(header).toEqual(['Id', 'Nombre', 'Correo electrónico', 'Fecha de inscripción', 'Asistió']);
    expect(rows.map((r) => [Number(r[0]), r[1], r[2], r[4]])).toEqual(
      // Attendance not yet marked stays empty, not 'No'.
      listed.map((p) => [p.idUsuario, p.nombre, p.email, p.asistio === null ? '' : p.asistio ? 'Sí' : 'No']),
    );

    const xlsx = await call(
      t.app,
      'GET',
      `${ENROLMENTS}/exportar?formato=xlsx&columnas=email,fechaInscripcion`,
      gestor,
    );
    const sheet = (await parseXlsx(xlsx.res.rawPayload)).rows;
    expect(sheet[0]).toEqual(['Correo electrónico', 'Fecha de inscripción']);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(listed.map((p) => p.email));
    // The enrolment day typed as a date, not text.
    expect(sheet[1][1]).toBeInstanceOf(Date);
  });

  it('gives the other brand only its own people, and refuses the tutor, a company and a student', async () => {
    const theirs = await call(
      t.app,
      'GET',
      `${ENROLMENTS}/exportar?columnas=idUsuario`,
      otherBrand,
      undefined,
      CATALAN_HOST,
    );
    expect(theirs.http).toBe(200);
    const listed = await call(t.app, 'GET', ENROLMENTS, otherBrand, undefined, CATALAN_HOST);
    const ids = parseCsv(theirs.res.rawPayload)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(ids).toEqual(listed.body.datos.map((p: { idUsuario: number }) => p.idUsuario));
    expect(ids).toEqual([OTHER_BRAND_USER]);
    // An unknown event answers like the list: 230.
    expectRefused(
      await call(t.app, 'GET', '/api/Gestion/contenidos/eventos/999999/inscritos/exportar', gestor),
      [404, 230],
      'unknown event',
    );
    for (const [who, token, expected] of [
      ['tutor', tutora, [403, 143]],
      ['company', empresa, [403, 71]],
      ['student', alumna, [403, 71]],
      ['other brand here', otherBrand, [401, 2]],
    ] as const) {
      expect((await call(t.app, 'GET', ENROLMENTS, token)).body.status, who).toBe(expected[1]);
      expectRefused(await call(t.app, 'GET', `${ENROLMENTS}/exportar`, token), [...expected], who);
    }
  });
});

describe("a survey's answers export (GET /api/Gestion/encuestas/:idEncuesta/resultados/exportar)", () => {
  const S = '/api/Gestion/encuestas';
  async function create(anonima: boolean) {
    const res = await call(t.app, 'POST', S, gestor, {
      titulo: anonima ? 'Encuesta anónima de exportación' : 'Encuesta de exportación',
      activa: true,
      paraAlumnos: true,
      anonima,
      preguntas: [
        {
          tipo: 'single',
          texto: '¿Recomendarías tu empresa?',
          texto_ca: 'Recomanaries la teva empresa?',
          obligatoria: true,
          respuestas: [{ texto: 'Sí', texto_ca: 'Sí' }, { texto: 'No' }],
        },
        { tipo: 'text', texto: 'Comentarios', respuestas: [] },
      ],
    });
    expect(res.body.status, JSON.stringify(res.body)).toBe(0);
    return res.body.datos as {
      idEncuesta: number;
      urlAcceso: string;
      preguntas: Array<{ idPregunta: number; respuestas: Array<{ idRespuesta: number }> }>;
    };
  }

  it('answers one row per answered question with who answered, in long format (CSV and XLSX)', async () => {
    const s = await create(false);
    const [q0, q1] = s.preguntas;
    const saved = await call(t.app, 'POST', `/api/Encuestas/guardaContestacionEncuesta/${s.urlAcceso}`, alumna, {
      lContestaciones: [
        { idPregunta: q0.idPregunta, idRespuesta: q0.respuestas[1].idRespuesta },
        { idPregunta: q1.idPregunta, texto: '=Muy buena experiencia' },
      ],
    });
    expect(saved.body.status).toBe(0);
    const csv = await call(t.app, 'GET', `${S}/${s.idEncuesta}/resultados/exportar`, gestor);
    expect(csv.http).toBe(200);
    expect(csv.res.headers['content-disposition']).toContain('respuestas-encuesta-');
    const [header, ...rows] = parseCsv(csv.res.rawPayload);
    expect(header).toEqual(['Respuesta', 'Enviada', 'Persona', 'Orden', 'Pregunta', 'Contestación']);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r[2], r[4], r[5]])).toEqual([
      ['Lucía Martínez Soler', '¿Recomendarías tu empresa?', 'No'],
      // A text that a spreadsheet would run as a formula is neutralised.
      ['Lucía Martínez Soler', 'Comentarios', "'=Muy buena experiencia"],
    ]);
    expect(rows[0][0]).toBe(rows[1][0]);
    // The brand's wall-clock time with its offset (SPEC §2).
    expect(rows[0][1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    // The results count the same answer.
    const results = await call(t.app, 'GET', `${S}/${s.idEncuesta}/resultados`, gestor);
    expect(results.body.datos.preguntas[0].opciones.map((o: { total: number }) => o.total)).toEqual([0, 1]);

    const xlsx = await call(
      t.app,
      'GET',
      `${S}/${s.idEncuesta}/resultados/exportar?formato=xlsx&columnas=orden,pregunta,respuesta`,
      gestor,
    );
    expect((await parseXlsx(xlsx.res.rawPayload)).rows).toEqual([
      ['Orden', 'Pregunta', 'Contestación'],
      [1, '¿Recomendarías tu empresa?', 'No'],
      // XLSX: a string cell holds the text as typed (ADR 0038).
      [2, 'Comentarios', '=Muy buena experiencia'],
    ]);
  });

  it('never exports who answered an anonymous survey, nor when', async () => {
    const s = await create(true);
    const [q0, q1] = s.preguntas;
    await call(t.app, 'POST', `/api/Encuestas/guardaContestacionEncuesta/${s.urlAcceso}`, alumna, {
      lContestaciones: [
        { idPregunta: q0.idPregunta, idRespuesta: q0.respuestas[0].idRespuesta },
        { idPregunta: q1.idPregunta, texto: 'Todo bien' },
      ],
    });
    const csv = await call(t.app, 'GET', `${S}/${s.idEncuesta}/resultados/exportar`, gestor);
    const text = csv.res.rawPayload.toString('utf8');
    for (const identity of ['Lucía', 'Martínez', 'alumna']) expect(text, identity).not.toContain(identity);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const rows = parseCsv(csv.res.rawPayload).slice(1);
    expect(rows.map((r) => [r[0], r[1], r[2], r[5]])).toEqual([
      ['1', '', '', 'Sí'],
      ['1', '', '', 'Todo bien'],
    ]);
  });

  it('refuses the other brand (250), the tutor, a company and a student, with no rows', async () => {
    const s = await create(false);
    const url = `${S}/${s.idEncuesta}/resultados/exportar`;
    expectRefused(await call(t.app, 'GET', url, otherBrand, undefined, CATALAN_HOST), [404, 250], 'other brand');
    for (const [who, token, expected] of [
      ['tutor', tutora, [403, 143]],
      ['company', empresa, [403, 71]],
      ['student', alumna, [403, 71]],
      ['other brand here', otherBrand, [401, 2]],
    ] as const)
      expectRefused(await call(t.app, 'GET', url, token), [...expected], who);
    // The campus-scoped gestor builds surveys, so reads their answers as the results page does.
    expect((await call(t.app, 'GET', url, oficina)).http).toBe(200);
  });
});

describe("the company's offers export (GET /api/Empresa/dameProcesosEmpleoYpracticas/exportar)", () => {
  it.each(['', 'soloConCandidatos=true', 'tipo=practicas', 'titulo=zzzz-nada'])(
    'answers exactly the cards of the list for "%s"',
    async (query) => {
      const list = await call(t.app, 'GET', `${OFFERS}?${query}`, empresa);
      expect(list.body.status).toBe(0);
      const cards = list.body.datos.procesos as { idoferta: number; titulo: string; numCandidatos: number }[];
      const res = await call(
        t.app,
        'GET',
        `${OFFERS}/exportar?${query}&columnas=idOferta,titulo,numCandidatos`,
        empresa,
      );
      expect(res.http).toBe(200);
      const [header, ...rows] = parseCsv(res.res.rawPayload);
      expect(header).toEqual(['Id', 'Título', 'Candidatos']);
      expect(rows).toEqual(cards.map((c) => [String(c.idoferta), c.titulo, String(c.numCandidatos)]));
      if (query === '') expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('answers the XLSX with typed cells', async () => {
    const res = await call(t.app, 'GET', `${OFFERS}/exportar?formato=xlsx&columnas=idOferta,estado,fecha`, empresa);
    expect(res.res.headers['content-disposition']).toContain('ofertas-');
    const { rows } = await parseXlsx(res.res.rawPayload);
    expect(rows[0]).toEqual(['Id', 'Estado', 'Fecha de publicación']);
    const cards = (await call(t.app, 'GET', OFFERS, empresa)).body.datos.procesos as {
      idoferta: number;
      estado: string;
    }[];
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(cards.map((c) => [c.idoferta, c.estado]));
    expect(rows[1][2]).toBeInstanceOf(Date);
  });

  it('gives another company only its own offers, and refuses the office and a student', async () => {
    const mine = (await call(t.app, 'GET', OFFERS, empresa)).body.datos.procesos.map(
      (c: { idoferta: number }) => c.idoferta,
    );
    const res = await call(t.app, 'GET', `${OFFERS}/exportar?columnas=idOferta`, grupo);
    expect(res.http).toBe(200);
    const theirs = parseCsv(res.res.rawPayload)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(theirs).toEqual(
      (await call(t.app, 'GET', OFFERS, grupo)).body.datos.procesos.map((c: { idoferta: number }) => c.idoferta),
    );
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    for (const [who, token] of [
      ['office', gestor],
      ['student', alumna],
    ] as const) {
      const refused = await call(t.app, 'GET', `${OFFERS}/exportar`, token);
      expect(refused.http, who).toBe(403);
      expect(refused.body.datos, who).toBeNull();
    }
    // Nor may the office read or save the company list's columns (282).
    expect((await call(t.app, 'GET', '/api/Exportaciones/procesos/columnas', gestor)).body.status).toBe(282);
  });
});

describe("the company's internships export (GET /api/Empresa/damePracticas/exportar)", () => {
  it('answers exactly the internships of the list, as CSV and as XLSX', async () => {
    const list = await call(t.app, 'GET', INTERNSHIPS, empresa);
    const listed = list.body.datos as { idPractica: number; titulo: string; alumno: { email: string } }[];
    expect(listed.length).toBeGreaterThan(0);
    const csv = await call(t.app, 'GET', `${INTERNSHIPS}/exportar?columnas=idPractica,titulo,email`, empresa);
    expect(csv.http).toBe(200);
    expect(csv.res.headers['content-disposition']).toContain('practicas-');
    const [header, ...rows] = parseCsv(csv.res.rawPayload);
    expect(header).toEqual(['Id', 'Título', 'Correo del estudiante']);
    expect(rows).toEqual(listed.map((i) => [String(i.idPractica), i.titulo, i.alumno.email]));

    const { rows: xlsx } = await parseXlsx(
      (await call(t.app, 'GET', `${INTERNSHIPS}/exportar?formato=xlsx&columnas=idPractica,fechaInicio`, empresa)).res
        .rawPayload,
    );
    expect(xlsx[0]).toEqual(['Id', 'Fecha de inicio']);
    expect(xlsx.slice(1).map((r) => r[0])).toEqual(listed.map((i) => i.idPractica));
    expect(xlsx[1][1]).toBeInstanceOf(Date);
  });

  it('gives another company only its own internships, and refuses the office and a student', async () => {
    const mine = (await call(t.app, 'GET', INTERNSHIPS, empresa)).body.datos.map(
      (i: { idPractica: number }) => i.idPractica,
    );
    const res = await call(t.app, 'GET', `${INTERNSHIPS}/exportar?columnas=idPractica`, grupo);
    expect(res.http).toBe(200);
    const theirs = parseCsv(res.res.rawPayload)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(theirs).toEqual(
      (await call(t.app, 'GET', INTERNSHIPS, grupo)).body.datos.map((i: { idPractica: number }) => i.idPractica),
    );
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    for (const [who, token] of [
      ['office', gestor],
      ['student', alumna],
    ] as const) {
      const refused = await call(t.app, 'GET', `${INTERNSHIPS}/exportar`, token);
      expect(refused.http, who).toBe(403);
      expect(refused.body.datos, who).toBeNull();
    }
  });
});
