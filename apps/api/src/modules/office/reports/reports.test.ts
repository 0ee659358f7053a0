import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';
import { ago, BASICA, DEGREE_1, DEGREE_2, seedReportFixture, type ReportFixture } from './reports.fixtures';

/**
 * The office's figures (issue #17 'Office dashboard of figures'): each figure against the
 * hand-built data set of reports.fixtures.ts, on the engine of the run (TEST_DB), and who is refused.
 */
let t: TestApp;
let fx: ReportFixture;
let admin: string;
let scoped: string;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedReportFixture(t.app);
  admin = await officeLogin(t.app, 'admin@basica.test', BASICA);
  scoped = await officeLogin(t.app, 'sede1@basica.test', BASICA);
});
afterAll(async () => t?.close());

const get = (path: string, token: string | null, headers: Record<string, string> = BASICA) =>
  call(t.app, 'GET', `/api/Gestion/informes/${path}`, token, undefined, headers);
const counts = (buckets: Array<{ clave: string; total: number }>) =>
  Object.fromEntries(buckets.map((b) => [b.clave, b.total]));

describe('office figures (issue #17 "Office dashboard of figures")', () => {
  it('agreements: per state, age bands, median days to Formalizado, expiring in 30 days, who they wait on', async () => {
    const res = await get('convenios', admin);
    expect(res.body.status).toBe(0);
    const d = res.body.datos;
    expect(counts(d.porEstado)).toEqual({
      generado: 1,
      firmado_empresa: 1,
      erroneo_empresa: 1,
      enviado_secretaria: 1,
      formalizado: 3,
      caducado: 1,
    });
    expect(counts(d.antiguedad)).toEqual({ '0-7': 1, '8-30': 1, '31-90': 1, '90+': 1 });
    expect(d.medianaSolicitudFormalizado).toEqual({ dias: 20, muestras: 3 });
    expect(d.caducanEn30Dias).toBe(1);
    expect(counts(d.esperandoA)).toEqual({ empresa: 2, oficina: 1, secretaria: 1 });
  });

  it('offers: per month and type, sector, degree, applications per offer, idle offers, medians', async () => {
    const d = (await get('ofertas', admin)).body.datos;
    const months: Record<string, { practicas: number; empleo: number; alternancia: number }> = {};
    for (const [iso, tipo] of [
      [ago(30), 'practicas'],
      [ago(20), 'empleo'],
      [ago(16), 'practicas'],
      [ago(5), 'alternancia'],
    ] as const) {
      const m = (months[iso.slice(0, 7)] ??= { practicas: 0, empleo: 0, alternancia: 0 });
      m[tipo] += 1;
    }
    expect(d.publicadasPorMes).toEqual(fx.months.map((mes) => ({ mes, ...months[mes] })));
    expect(counts(d.porSector)).toEqual({ '1': 2, '2': 1, sin: 1 });
    expect(d.porSector.find((s: { clave: string }) => s.clave === '1').nombreEs).toBeTruthy();
    expect(counts(d.porTitulacion)).toEqual({ [DEGREE_1]: 2, [DEGREE_2]: 1 });
    expect(counts(d.candidaturasPorOferta)).toEqual({ '0': 2, '1': 1, '2-5': 1, '6-10': 0, '11+': 0 });
    expect(d.sinCandidaturas14Dias).toBe(1);
    expect(d.medianaPrimerCambio).toEqual({ dias: 6, muestras: 2 });
    expect(d.medianaCubierta).toEqual({ dias: 10, muestras: 1 });
  });

  it('offers: the period and the degree filter what is counted', async () => {
    const since = ago(22).slice(0, 10);
    const d = (await get(`ofertas?desde=${since}`, admin)).body.datos;
    expect(counts(d.candidaturasPorOferta)).toMatchObject({ '0': 2, '1': 1, '2-5': 0 });
    expect(d.sinCandidaturas14Dias).toBe(1);
    const byDegree = (await get(`ofertas?titulacion=${DEGREE_2}`, admin)).body.datos;
    expect(counts(byDegree.porTitulacion)).toEqual({ [DEGREE_2]: 1 });
    expect(byDegree.medianaCubierta).toEqual({ dias: 10, muestras: 1 });
  });

  it('students: placement rate per degree, top hosts, students abroad', async () => {
    const d = (await get('estudiantes', admin)).body.datos;
    expect(
      d.colocacion.map((r: Record<string, unknown>) => [r.idTitulacion, r.elegibles, r.colocados, r.tasa]),
    ).toEqual([
      [DEGREE_1, 3, 2, 0.667],
      [DEGREE_2, 2, 1, 0.5],
    ]);
    expect(d.empresasAnfitrionas.map((h: { nombreEs: string; total: number }) => [h.nombreEs, h.total])).toEqual([
      ['Anfitriona SA', 1],
      ['Lejana GmbH', 1],
    ]);
    expect(d.enElExtranjero).toBe(1);
  });

  it("students: a scoped gestor counts only their campus; another campus is refused (285) and the admin's campus filter applies", async () => {
    const mine = (await get('estudiantes', scoped)).body.datos;
    expect(mine.colocacion.map((r: Record<string, unknown>) => [r.idTitulacion, r.elegibles, r.colocados])).toEqual([
      [DEGREE_1, 2, 1],
      [DEGREE_2, 1, 0],
    ]);
    expect(mine.empresasAnfitrionas.map((h: { nombreEs: string }) => h.nombreEs)).toEqual(['Anfitriona SA']);
    expect(mine.enElExtranjero).toBe(0);
    expect((await get('estudiantes?sede=1', scoped)).body.status).toBe(0);
    for (const area of ['estudiantes', 'convenios', 'ofertas', 'encuestas', 'oficina']) {
      const other = await get(`${area}?sede=2`, scoped);
      expect([other.http, other.body.status, other.body.datos], area).toEqual([403, 285, null]);
    }
    const campus2 = (await get('estudiantes?sede=2', admin)).body.datos;
    expect(campus2.colocacion.map((r: Record<string, unknown>) => [r.idTitulacion, r.elegibles, r.colocados])).toEqual([
      [DEGREE_1, 1, 1],
      [DEGREE_2, 1, 1],
    ]);
    expect(campus2.enElExtranjero).toBe(1);
  });

  it('surveys: response rate per survey and audience', async () => {
    const d = (await get('encuestas', admin)).body.datos;
    const mine = d.encuestas.filter((r: { idEncuesta: number }) =>
      [fx.surveyStudents, fx.surveyCompanies].includes(r.idEncuesta),
    );
    expect(
      mine.map((r: Record<string, unknown>) => [r.idEncuesta, r.audiencia, r.destinatarios, r.respuestas, r.tasa]),
    ).toEqual([
      [fx.surveyStudents, 'alumnos', 5, 2, 0.4],
      [fx.surveyCompanies, 'empresas', 2, 1, 0.5],
    ]);
  });

  it("the office's work: items validated per week and median days in each queue", async () => {
    const d = (await get('oficina', admin)).body.datos;
    expect(d.validadosPorSemana).toEqual([
      { semana: '2026-11-02', empresas: 2, ofertas: 1, convenios: 0, solicitudes: 0, planes: 0 },
      { semana: '2026-11-09', empresas: 0, ofertas: 1, convenios: 0, solicitudes: 1, planes: 1 },
    ]);
    expect(d.tiempoEnCola).toEqual([
      { cola: 'empresas', dias: 6.5, muestras: 2 },
      { cola: 'ofertas', dias: 3, muestras: 2 },
      { cola: 'practicas', dias: 1.5, muestras: 1 },
      { cola: 'cambio', dias: null, muestras: 0 },
      { cola: 'educacion', dias: null, muestras: 0 },
      { cola: 'baja', dias: null, muestras: 0 },
    ]);
    const week2 = (await get('oficina?desde=2026-11-09&hasta=2026-11-15', admin)).body.datos;
    expect(week2.validadosPorSemana.map((w: { semana: string }) => w.semana)).toEqual(['2026-11-09']);
    expect(week2.tiempoEnCola[0]).toEqual({ cola: 'empresas', dias: null, muestras: 0 });
  });

  it('refuses a reversed period (286) and a malformed date', async () => {
    const reversed = await get('convenios?desde=2026-02-01&hasta=2026-01-01', admin);
    expect([reversed.http, reversed.body.status]).toEqual([400, 286]);
    for (const [field, value] of [
      ['desde', 'ayer'],
      ['hasta', '2026-13-45'],
    ]) {
      const malformed = await get(`convenios?${field}=${value}`, admin);
      expect([malformed.http, malformed.body.datos?.campos], field).toEqual([
        400,
        [{ campo: field, error: 'malformed' }],
      ]);
    }
  });

  it("never counts the other brand's data: the default brand's admin sees none of basica's agreements", async () => {
    const gestor = await officeLogin(t.app, 'gestor@demo.test');
    const res = await call(t.app, 'GET', '/api/Gestion/informes/convenios', gestor);
    expect(res.body.status).toBe(0);
    const own = await t.app.db
      .selectFrom('agreements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand_key', '=', 'default')
      .executeTakeFirstOrThrow();
    const total = res.body.datos.porEstado.reduce((s: number, b: { total: number }) => s + b.total, 0);
    expect(total).toBe(Number(own.n));
  });

  it('refuses a tutor (143), a student and a company (71), and a token of another brand (401)', async () => {
    const tutor = await get('convenios', await officeLogin(t.app, 'tutora@demo.test'), {});
    expect([tutor.http, tutor.body.status, tutor.body.datos]).toEqual([403, 143, null]);
    const student = await get('ofertas', await loginAs(t.app, 'alumna@demo.test'), {});
    expect([student.http, student.body.status]).toEqual([403, 71]);
    const company = await get('estudiantes', await loginAs(t.app, 'empresa@demo.test'), {});
    expect([company.http, company.body.status]).toEqual([403, 71]);
    const otherBrand = await get('oficina', await officeLogin(t.app, 'gestor@demo.test'));
    expect([otherBrand.http, otherBrand.body.status]).toEqual([401, 2]);
  });
});
