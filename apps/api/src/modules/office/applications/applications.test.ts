import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { CATALAN_HOST, officeLogin } from '../office-test-kit';
import { parseCsv, parseXlsx } from '../../exports/export-test-kit';

// The office's applications list and its export (issue #17: "applications" among the console's
// lists). Demo: gestor@ is the default brand's admin, oficina@ a gestor scoped to campus 1,
// tutora@ a tutor; alumna@ (1, campus 1, degree 1) applied to offers 1, 2, 3, 15, 17, 22 and 23
// (application 1 on offer 1 is pre-enrolled, state 16); master@ (2, campus 3, degree 21) to 4 and 23.

let t: TestApp;
let admin: string;
let oficina: string;
let tutora: string;
let otherBrand: string;
let empresa: string;
let alumna: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  otherBrand = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
  empresa = await loginAs(t.app, 'empresa@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => t?.close());

const L = '/api/Gestion/candidaturas';
type Item = { idCandidatura: number; idAlumno: number; idOferta: number; idEmpresa: number; fecha: string };
const ids = (datos: { items: Item[] }) => datos.items.map((i) => i.idCandidatura);
/** Every application the person sees, all pages. */
async function everything(token: string, filter = '', headers?: Record<string, string>) {
  const res = await call(t.app, 'GET', `${L}?tamano=100${filter}`, token, undefined, headers);
  expect(res.body.status).toBe(0);
  return res.body.datos as { items: Item[]; total: number };
}

describe('office applications list (GET /api/Gestion/candidaturas)', () => {
  it('lists the brand applications newest first, with offer, company, student, degree, state and dates', async () => {
    const all = await everything(admin);
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(10);
    const dates = all.items.map((i) => i.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = (await everything(admin, '&oferta=1&estado=16')).items;
    expect(first).toEqual([
      expect.objectContaining({
        idCandidatura: 1,
        idOferta: 1,
        idAlumno: 1,
        alumno: 'Lucía Martínez Soler',
        email: 'alumna@demo.test',
        titulaciones: ['Grado en Ingeniería Informática'],
        idEstado: 16,
        // #16 part 4: the office's neutral name, not the student's 'pendiente de tu respuesta'.
        estado: 'Preinscrito: pendiente de respuesta del alumno',
        oferta: expect.any(String),
        empresa: expect.any(String),
        actualizada: expect.any(String),
      }),
    ]);
  });

  it('filters by offer, company, state, degree and text, and pages', async () => {
    const byOffer = await call(t.app, 'GET', `${L}?oferta=1`, admin);
    expect(byOffer.body.datos.oferta).toMatchObject({ id: 1 });
    expect(byOffer.body.datos.items.every((i: Item) => i.idOferta === 1)).toBe(true);
    expect(ids(byOffer.body.datos)).toEqual(expect.arrayContaining([1, 12, 13, 14]));
    const companyId = byOffer.body.datos.items[0].idEmpresa as number;
    const byCompany = await call(t.app, 'GET', `${L}?empresa=${companyId}&tamano=100`, admin);
    expect(byCompany.body.datos.empresa).toMatchObject({ id: companyId });
    expect(byCompany.body.datos.items.every((i: Item) => i.idEmpresa === companyId)).toBe(true);
    expect(ids(byCompany.body.datos)).toEqual(expect.arrayContaining([1, 12]));
    const discarded = await everything(admin, '&estado=17');
    expect(ids(discarded)).toEqual(expect.arrayContaining([5, 14]));
    expect(discarded.items.every((i) => (i as Item & { idEstado: number }).idEstado === 17)).toBe(true);
    const master = await everything(admin, '&titulacion=21');
    expect(ids(master).sort((a, b) => a - b)).toEqual([7, 8]);
    expect(ids(await everything(admin, '&q=MASTER@demo'))).toEqual(ids(master));
    expect(ids(await everything(admin, '&q=martínez soler'))).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 26]));
    const all = await everything(admin);
    const page = await call(t.app, 'GET', `${L}?tamano=3&pagina=2`, admin);
    expect(page.body.datos).toMatchObject({ total: all.total, pagina: 2, tamano: 3 });
    expect(ids(page.body.datos)).toEqual(ids(all).slice(3, 6));
    expect((await call(t.app, 'GET', `${L}?estado=otro`, admin)).http).toBe(400);
  });

  it('keeps a scoped gestor to their campuses and each brand to its own; refuses tutor, company and student', async () => {
    const scoped = await everything(oficina);
    expect(ids(scoped)).toContain(1);
    expect(ids(scoped)).not.toContain(7);
    expect(ids(scoped)).not.toContain(8);
    expect(scoped.total).toBeLessThan((await everything(admin)).total);
    // master@'s applications are out of scope even when asked for by name.
    expect((await everything(oficina, '&titulacion=21')).items).toEqual([]);
    // The other brand's staff never see this brand's applications, filtered by its offer or not.
    const theirs = await everything(otherBrand, '&oferta=1', CATALAN_HOST);
    expect(theirs).toMatchObject({ items: [], total: 0 });
    expect((await call(t.app, 'GET', `${L}?oferta=1`, otherBrand, undefined, CATALAN_HOST)).body.datos.oferta).toBe(
      null,
    );
    const mine = ids(await everything(admin));
    const other = ids(await everything(otherBrand, '', CATALAN_HOST));
    expect(other.filter((id) => mine.includes(id))).toEqual([]);
    for (const [who, token, expected] of [
      ['tutor', tutora, 143],
      ['company', empresa, 71],
      ['student', alumna, 71],
    ] as const) {
      const res = await call(t.app, 'GET', L, token);
      expect(res.body.status, who).toBe(expected);
      expect(res.body.datos, who).toBeNull();
    }
    expect((await call(t.app, 'GET', L, otherBrand)).body.status).toBe(2);
  });
});

describe('office applications export (GET /api/Gestion/candidaturas/exportar)', () => {
  it('exports the filtered rows with the declared headers, as CSV and as XLSX', async () => {
    const listed = await everything(admin, '&estado=17');
    const csv = await call(t.app, 'GET', `${L}/exportar?estado=17&columnas=idCandidatura,alumno,estado,fecha`, admin);
    expect(csv.http).toBe(200);
    expect(csv.res.headers['content-disposition']).toContain(
      `candidaturas-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const [header, ...rows] = parseCsv(csv.res.rawPayload);
    expect(header).toEqual(['Id', 'Estudiante', 'Estado', 'Fecha de candidatura']);
    expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(ids(listed).sort((a, b) => a - b));
    expect(rows.find((r) => r[0] === '5')).toEqual(['5', 'Lucía Martínez Soler', 'Descartado', expect.any(String)]);

    const xlsx = await call(
      t.app,
      'GET',
      `${L}/exportar?formato=xlsx&estado=17&columnas=idCandidatura,oferta,empresa,estado,actualizada`,
      admin,
    );
    expect(xlsx.http).toBe(200);
    const [xHeader, ...xRows] = (await parseXlsx(xlsx.res.rawPayload)).rows;
    expect(xHeader).toEqual(['Id', 'Oferta', 'Empresa', 'Estado', 'Último cambio']);
    expect(xRows.map((r) => r[0]).sort()).toEqual(ids(listed).sort());
    const five = xRows.find((r) => r[0] === 5)!;
    expect(five[3]).toBe('Descartado');
    expect(five[4]).toBeInstanceOf(Date);
  });

  it('names state 16 neutrally in the file, while the student keeps her own name of it (#16 part 4)', async () => {
    const csv = await call(t.app, 'GET', `${L}/exportar?oferta=1&estado=16&columnas=idCandidatura,estado`, admin);
    expect(csv.http).toBe(200);
    expect(parseCsv(csv.res.rawPayload)).toEqual([
      ['Id', 'Estado'],
      ['1', 'Preinscrito: pendiente de respuesta del alumno'],
    ]);
    const mine = await call(t.app, 'GET', '/api/Alumno/dameCandidaturasPracticasUsuario', alumna);
    expect(mine.body.status).toBe(0);
    const states = JSON.stringify(mine.body.datos);
    expect(states).toContain('Preinscrito: pendiente de tu respuesta');
    expect(states).not.toContain('pendiente de respuesta del alumno');
  });

  it('answers exactly the rows the same person sees: the scoped gestor, the other brand; refuses the rest', async () => {
    for (const [token, headers] of [
      [oficina, undefined],
      [otherBrand, CATALAN_HOST],
    ] as const) {
      const listed = await everything(token, '', headers);
      const res = await call(t.app, 'GET', `${L}/exportar?columnas=idCandidatura`, token, undefined, headers);
      expect(res.http).toBe(200);
      const exported = parseCsv(res.res.rawPayload)
        .slice(1)
        .map((r) => Number(r[0]));
      expect(exported.sort((a, b) => a - b)).toEqual(ids(listed).sort((a, b) => a - b));
    }
    for (const [who, token, expected] of [
      ['tutor', tutora, [403, 143]],
      ['company', empresa, [403, 71]],
      ['student', alumna, [403, 71]],
      ['other brand here', otherBrand, [401, 2]],
    ] as const) {
      const res = await call(t.app, 'GET', `${L}/exportar`, token);
      expect([res.http, res.body.status], who).toEqual([...expected]);
      expect(res.res.headers['content-disposition'], who).toBeUndefined();
    }
    // The column picker offers the declared columns to the office, and to nobody else.
    const choice = await call(t.app, 'GET', '/api/Exportaciones/candidaturas/columnas', admin);
    expect(choice.body.datos.disponibles.map((c: { key: string }) => c.key)).toContain('alumno');
    expect((await call(t.app, 'GET', '/api/Exportaciones/candidaturas/columnas', tutora)).body.status).toBe(143);
  });
});
