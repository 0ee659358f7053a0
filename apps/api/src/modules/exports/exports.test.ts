import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CATALAN_HOST, officeLogin } from '../office/office-test-kit';
import { listedIds, parseCsv, parseXlsx } from './export-test-kit';

// Exports of the lists (issue #17 'Exports'): each export answers exactly the rows its list shows
// the same person for the same filters, in a CSV Excel opens (BOM, ';', CRLF, neutralised formulas)
// or an XLSX parsed back here; the column choice is remembered; other roles, companies and brands
// are refused and get no rows.

let t: TestApp;
let gestor: string;
let oficina: string;
let tutora: string;
let empresa: string;
let grupo: string;
let alumna: string;
let otherBrand: string;
const AGREEMENTS = '/api/Gestion/convenios';
/** Demo offer 1 (empresa@, company 1): candidatures 1, 12, 13, 14. */
const CANDIDATES = '/api/Empresa/procesos/1/candidatos';

beforeAll(async () => {
  t = await buildTestApp();
  gestor = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  otherBrand = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
  alumna = await loginAs(t.app, 'alumna@demo.test');
  // A company whose name a spreadsheet would run as a formula, with a formalised agreement.
  const now = new Date().toISOString();
  const company = await t.app.db
    .insertInto('companies')
    .values({
      nombre: '=HYPERLINK("http://x.test")',
      cif: 'B98765432',
      brand_key: 'default',
      validated: 1,
      blocked: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('agreements')
    .values({
      company_id: company.id,
      estado: 'formalizado',
      codigo: 'EXPORT-001',
      brand_key: 'default',
      fecha_solicitud: '2026-01-15',
      fecha_caducidad: '2030-01-15',
      nombre: 'Núria',
      apellidos: 'Pérez Vidal',
      dni: '12345678Z',
      cargo: 'Gerente',
      email: 'nuria@export.test',
      created_at: now,
      updated_at: now,
      estado_desde: now,
    })
    .execute();
});
afterAll(async () => t?.close());

/** Every id the agreements list shows for these filters, page after page. */
const listIds = (token: string, query: string) => listedIds(t.app, AGREEMENTS, 'idConvenio', token, query);

describe("the office's agreements export (GET /api/Gestion/convenios/exportar)", () => {
  it.each(['formalizado', 'firmado_empresa', 'generado'])(
    'answers exactly the rows of the list for the state %s, as a CSV Excel opens',
    async (estado) => {
      const res = await call(
        t.app,
        'GET',
        `${AGREEMENTS}/exportar?estado=${estado}&columnas=idConvenio,codigo,empresa`,
        gestor,
      );
      expect(res.http).toBe(200);
      expect(res.res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const date = new Date().toISOString().slice(0, 10);
      expect(res.res.headers['content-disposition']).toBe(
        `attachment; filename="convenios-${date}.csv"; filename*=UTF-8''convenios-${date}.csv`,
      );
      const [header, ...rows] = parseCsv(res.res.rawPayload);
      expect(header).toEqual(['Id', 'Código', 'Empresa']);
      expect(rows.map((r) => Number(r[0]))).toEqual(await listIds(gestor, `estado=${estado}`));
    },
  );

  it('applies the search of the list and neutralises a cell that starts a formula in CSV (XLSX keeps the text)', async () => {
    const q = 'estado=formalizado&q=EXPORT-001';
    const csv = await call(t.app, 'GET', `${AGREEMENTS}/exportar?${q}&formato=csv`, gestor);
    const [header, row, ...rest] = parseCsv(csv.res.rawPayload);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Id',
      'Código',
      'Empresa',
      'CIF',
      'Estado',
      'En el estado desde',
      'Días esperando',
      'Fecha de solicitud',
      'Fecha de caducidad',
      'Firmante',
      'Correo del firmante',
    ]);
    expect(row.slice(1, 5)).toEqual(['EXPORT-001', `'=HYPERLINK("http://x.test")`, 'B98765432', 'Formalizado']);
    expect(row.slice(7)).toEqual(['2026-01-15', '2030-01-15', 'Núria Pérez Vidal', 'nuria@export.test']);

    const xlsx = await call(t.app, 'GET', `${AGREEMENTS}/exportar?${q}&formato=xlsx`, gestor);
    expect(xlsx.res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { sheet, rows } = await parseXlsx(xlsx.res.rawPayload);
    expect(rows[0]).toEqual(header);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rows).toHaveLength(2);
    expect(typeof rows[1][0]).toBe('number');
    // XLSX: a string cell, never a formula, holds the text as stored (ADR 0038).
    expect(rows[1][2]).toBe(`=HYPERLINK("http://x.test")`);
    expect(typeof rows[1][6]).toBe('number');
    expect(rows[1][7]).toEqual(new Date('2026-01-15T00:00:00.000Z'));
  });

  it('refuses an unknown column (280), and the tutor, a company and a student get no rows', async () => {
    const unknown = await call(t.app, 'GET', `${AGREEMENTS}/exportar?columnas=codigo,dni`, gestor);
    expect([unknown.http, unknown.body.status]).toEqual([400, 280]);
    for (const token of [tutora, empresa, alumna]) {
      const res = await call(t.app, 'GET', `${AGREEMENTS}/exportar?estado=formalizado`, token);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.body.datos).toBeNull();
      expect(res.res.body).not.toContain('EXPORT-001');
    }
  });

  it("gives the campus-scoped gestor the list's rows, and the other brand only its own", async () => {
    const scoped = await call(t.app, 'GET', `${AGREEMENTS}/exportar?estado=formalizado&columnas=idConvenio`, oficina);
    expect(
      parseCsv(scoped.res.rawPayload)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(await listIds(oficina, 'estado=formalizado'));
    const other = await call(
      t.app,
      'GET',
      `${AGREEMENTS}/exportar?estado=formalizado&columnas=idConvenio,codigo`,
      otherBrand,
      undefined,
      CATALAN_HOST,
    );
    expect(other.http).toBe(200);
    const rows = parseCsv(other.res.rawPayload);
    // Catalan headers for a Catalan office; none of the default brand's agreements.
    expect(rows[0]).toEqual(['Id', 'Codi']);
    expect(rows.slice(1).map((r) => r[1])).not.toContain('EXPORT-001');
    const brandIds = await t.app.db.selectFrom('agreements').select('id').where('brand_key', '=', 'default').execute();
    const defaultIds = new Set(brandIds.map((r) => r.id));
    expect(rows.slice(1).filter((r) => defaultIds.has(Number(r[0])))).toEqual([]);
  });

  it('takes more than 50,000 rows to a background export (202) before sending a byte', async () => {
    const company = await t.app.db
      .selectFrom('companies')
      .select('id')
      .where('cif', '=', 'B98765432')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const rows = Array.from({ length: 50_001 }, (_, i) => ({
      company_id: company.id,
      estado: 'caducado' as const,
      codigo: `BULK-${i}`,
      fecha_solicitud: '2020-01-01',
      brand_key: 'default',
      nombre: 'A',
      apellidos: 'B',
      dni: '1X',
      cargo: 'C',
      email: 'bulk@export.test',
      created_at: now,
      updated_at: now,
      estado_desde: now,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await t.app.db
        .insertInto('agreements')
        .values(rows.slice(i, i + 2000))
        .execute();
    const res = await call(t.app, 'GET', `${AGREEMENTS}/exportar?estado=caducado`, gestor);
    // export-jobs.test.ts follows such an export to its file.
    expect([res.http, res.body.status, res.body.datos?.estado]).toEqual([202, 0, 'queued']);
    // Under the limit, many keyset pages: every row of the list once (BULK-1, BULK-10.., BULK-1xxxx).
    const some = await call(
      t.app,
      'GET',
      `${AGREEMENTS}/exportar?estado=caducado&q=BULK-1&columnas=idConvenio`,
      gestor,
    );
    const ids = parseCsv(some.res.rawPayload)
      .slice(1)
      .map((r) => Number(r[0]));
    const list = await call(t.app, 'GET', `${AGREEMENTS}?estado=caducado&q=BULK-1&tamano=1`, gestor);
    expect(ids).toHaveLength(list.body.datos.total);
    expect(ids.length).toBeGreaterThan(10_000);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);
});

describe("the office's companies export (GET /api/Gestion/empresas/exportar)", () => {
  /** Every id the companies list shows for these filters, page after page. */
  const companyIds = (token: string, query: string, headers: Record<string, string> = {}) =>
    listedIds(t.app, '/api/Gestion/empresas', 'idEmpresa', token, query, headers);

  it.each(['estado=validada', 'estado=pendiente', 'nombre=hyperlink', 'cif=B98765432'])(
    'answers exactly the rows of the list for %s',
    async (query) => {
      const res = await call(t.app, 'GET', `/api/Gestion/empresas/exportar?${query}&columnas=idEmpresa,estado`, gestor);
      expect(res.http).toBe(200);
      const [header, ...rows] = parseCsv(res.res.rawPayload);
      expect(header).toEqual(['Id', 'Estado']);
      expect(rows.map((r) => Number(r[0]))).toEqual(await companyIds(gestor, query));
      if (query === 'estado=validada') expect(rows.every((r) => r[1] === 'Validada')).toBe(true);
    },
  );

  it('gives the other brand only its own companies, and refuses the tutor, a company and a student', async () => {
    const other = await call(
      t.app,
      'GET',
      '/api/Gestion/empresas/exportar?columnas=idEmpresa',
      otherBrand,
      undefined,
      CATALAN_HOST,
    );
    expect(
      parseCsv(other.res.rawPayload)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(await companyIds(otherBrand, 'dir=asc', CATALAN_HOST));
    for (const token of [tutora, empresa, alumna]) {
      const res = await call(t.app, 'GET', '/api/Gestion/empresas/exportar', token);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.body.datos).toBeNull();
    }
  });
});

describe("the office's offers export (GET /api/Gestion/ofertas/exportar; #17 'Exports', continued)", () => {
  /** Every id the offers list shows for these filters, page after page. */
  const offerIds = (token: string, query: string, headers: Record<string, string> = {}) =>
    listedIds(t.app, '/api/Gestion/ofertas', 'idOferta', token, query, headers);

  it.each([
    'estado=pendiente_validacion',
    'estado=publicada',
    'estado=publicada&tipo=practicas',
    'estado=publicada&q=a',
  ])('answers exactly the rows of the list for %s', async (query) => {
    const res = await call(t.app, 'GET', `/api/Gestion/ofertas/exportar?${query}&columnas=idOferta,estado`, gestor);
    expect(res.http).toBe(200);
    const [header, ...rows] = parseCsv(res.res.rawPayload);
    expect(header).toEqual(['Id', 'Estado']);
    const expected = await offerIds(gestor, query);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected);
    if (query === 'estado=publicada') {
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.every((r) => r[1] === 'Publicada')).toBe(true);
    }
  });

  it('answers the XLSX with the chosen columns', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/Gestion/ofertas/exportar?estado=publicada&formato=xlsx&columnas=idOferta,titulo,empresa',
      gestor,
    );
    expect(res.http).toBe(200);
    const { rows } = await parseXlsx(res.res.rawPayload);
    expect(rows[0]).toEqual(['Id', 'Título', 'Empresa']);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(await offerIds(gestor, 'estado=publicada'));
  });

  it('gives the other brand only its own offers, and refuses the tutor, a company and a student', async () => {
    const other = await call(
      t.app,
      'GET',
      '/api/Gestion/ofertas/exportar?estado=publicada&columnas=idOferta',
      otherBrand,
      undefined,
      CATALAN_HOST,
    );
    expect(
      parseCsv(other.res.rawPayload)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(await offerIds(otherBrand, 'estado=publicada', CATALAN_HOST));
    for (const token of [tutora, empresa, alumna]) {
      const res = await call(t.app, 'GET', '/api/Gestion/ofertas/exportar?estado=publicada', token);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.body.datos).toBeNull();
    }
  });
});

describe("the office's internships export (GET /api/Gestion/practicas/exportar; #17 'Exports', continued)", () => {
  /** Every id the internships list shows for these filters, page after page. */
  const internshipIds = (token: string, query: string, headers: Record<string, string> = {}) =>
    listedIds(t.app, '/api/Gestion/practicas', 'idPractica', token, query, headers);

  it.each(['estado=en_curso', 'q=lucía', 'dir=asc'])('answers exactly the rows of the list for %s', async (query) => {
    const res = await call(
      t.app,
      'GET',
      `/api/Gestion/practicas/exportar?${query}&columnas=idPractica,estado,alumno`,
      gestor,
    );
    expect(res.http).toBe(200);
    const [header, ...rows] = parseCsv(res.res.rawPayload);
    expect(header).toEqual(['Id', 'Estado', 'Estudiante']);
    const expected = await internshipIds(gestor, query);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected);
    if (query === 'estado=en_curso') expect(rows.every((r) => r[1] === 'En curso')).toBe(true);
  });

  it("gives the campus-scoped gestor only their campuses' internships, as the list does", async () => {
    // An internship of master@ (user 2, campus 3), outside oficina@'s campus 1.
    const { id: _id, ...copy } = await t.app.db
      .selectFrom('internships')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('internships')
      .values({ ...copy, student_id: 2, offer_id: null, application_id: null, titulo: 'Prácticas en la sede 3' })
      .execute();
    const res = await call(t.app, 'GET', '/api/Gestion/practicas/exportar?columnas=idPractica,sede', oficina);
    expect(res.http).toBe(200);
    const ids = parseCsv(res.res.rawPayload)
      .slice(1)
      .map((r) => Number(r[0]));
    const scoped = await internshipIds(oficina, 'dir=asc');
    expect(ids).toEqual(scoped);
    // oficina@ is scoped to campus 1: fewer than the whole brand, and none of another campus's students.
    expect(ids.length).toBeLessThan((await internshipIds(gestor, 'dir=asc')).length);
    const outside = await t.app.db
      .selectFrom('internships as i')
      .innerJoin('students as s', 's.user_id', 'i.student_id')
      .select('i.id')
      .where('s.campus_id', '!=', 1)
      .execute();
    expect(outside.length).toBeGreaterThan(0);
    expect(ids.filter((id) => outside.some((o) => Number(o.id) === id))).toEqual([]);
  });

  it('gives the other brand only its own internships, and refuses the tutor, a company and a student', async () => {
    const other = await call(
      t.app,
      'GET',
      '/api/Gestion/practicas/exportar?columnas=idPractica',
      otherBrand,
      undefined,
      CATALAN_HOST,
    );
    expect(other.http).toBe(200);
    expect(
      parseCsv(other.res.rawPayload)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(await internshipIds(otherBrand, 'dir=asc', CATALAN_HOST));
    for (const token of [tutora, empresa, alumna]) {
      const res = await call(t.app, 'GET', '/api/Gestion/practicas/exportar', token);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.body.datos).toBeNull();
    }
  });
});

describe("the office's students export (GET /api/Gestion/alumnos/exportar; #17 'Exports', continued)", () => {
  /** Every id the students list shows for these filters, page after page. */
  const studentIds = (token: string, query: string, headers: Record<string, string> = {}) =>
    listedIds(t.app, '/api/Gestion/alumnos', 'idAlumno', token, query, headers);

  it.each(['dir=asc', 'sede=1', 'estado=activo', 'q=martínez'])(
    'answers exactly the rows of the list for %s',
    async (query) => {
      const res = await call(
        t.app,
        'GET',
        `/api/Gestion/alumnos/exportar?${query}&columnas=idAlumno,estado,email`,
        gestor,
      );
      expect(res.http).toBe(200);
      const [header, ...rows] = parseCsv(res.res.rawPayload);
      expect(header).toEqual(['Id', 'Estado', 'Correo electrónico']);
      const expected = await studentIds(gestor, query);
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r) => Number(r[0]))).toEqual(expected);
      if (query === 'estado=activo') expect(rows.every((r) => r[1] === 'Activo')).toBe(true);
    },
  );

  it("gives the campus-scoped gestor only their campuses' students, as the list does", async () => {
    const res = await call(t.app, 'GET', '/api/Gestion/alumnos/exportar?columnas=idAlumno,titulaciones', oficina);
    expect(res.http).toBe(200);
    const ids = parseCsv(res.res.rawPayload)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(ids).toEqual(await studentIds(oficina, 'dir=asc'));
    // oficina@ is scoped to campus 1: master@ (2, campus 3) is not there, alumna@ (1, campus 1) is.
    expect(ids).toContain(1);
    expect(ids).not.toContain(2);
    expect((await studentIds(gestor, 'dir=asc')).length).toBeGreaterThan(ids.length);
  });

  it('gives the other brand only its own students, and refuses the tutor, a company and a student', async () => {
    const other = await call(
      t.app,
      'GET',
      '/api/Gestion/alumnos/exportar?columnas=idAlumno',
      otherBrand,
      undefined,
      CATALAN_HOST,
    );
    expect(other.http).toBe(200);
    expect(
      parseCsv(other.res.rawPayload)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(await studentIds(otherBrand, 'dir=asc', CATALAN_HOST));
    for (const token of [tutora, empresa, alumna]) {
      const res = await call(t.app, 'GET', '/api/Gestion/alumnos/exportar', token);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.body.datos).toBeNull();
    }
  });
});

describe("the office's audit log export (GET /api/Gestion/auditoria/exportar; #17 'Exports', continued)", () => {
  /** Every id the audit list shows for these filters, page after page. */
  const auditIds = (token: string, query: string, headers: Record<string, string> = {}) =>
    listedIds(t.app, '/api/Gestion/auditoria', 'id', token, query, headers);

  it.each(['q=staff', 'desde=2000-01-01', 'tipoObjeto=offer'])(
    'answers exactly the rows of the list for %s',
    async (query) => {
      const expected = await auditIds(gestor, query);
      if (query === 'desde=2000-01-01') expect(expected.length).toBeGreaterThan(0);
      const res = await call(t.app, 'GET', `/api/Gestion/auditoria/exportar?${query}&columnas=id,accion`, gestor);
      expect(res.http).toBe(200);
      const [header, ...rows] = parseCsv(res.res.rawPayload);
      expect(header).toEqual(['Id', 'Acción']);
      expect(rows.map((r) => Number(r[0]))).toEqual(expected);
    },
  );

  it('gives the other brand only its own log, and refuses the scoped gestor, the tutor, a company and a student', async () => {
    // Read before: the export writes its own audit row once its last page is read.
    const expected = await auditIds(otherBrand, 'desde=2000-01-01', CATALAN_HOST);
    const other = await call(
      t.app,
      'GET',
      '/api/Gestion/auditoria/exportar?columnas=id',
      otherBrand,
      undefined,
      CATALAN_HOST,
    );
    expect(other.http).toBe(200);
    expect(
      parseCsv(other.res.rawPayload)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(expected);
    // The list itself refuses oficina@ (no audit.read): so does its export.
    expect((await call(t.app, 'GET', '/api/Gestion/auditoria', oficina)).body.status).not.toBe(0);
    for (const token of [oficina, tutora, empresa, alumna]) {
      const res = await call(t.app, 'GET', '/api/Gestion/auditoria/exportar', token);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.body.datos).toBeNull();
    }
  });
});

describe("the company's candidates export (GET /api/Empresa/procesos/:id/candidatos/exportar)", () => {
  it('answers the candidates of its own offer with three chosen columns, as XLSX', async () => {
    const res = await call(
      t.app,
      'GET',
      `${CANDIDATES}/exportar?formato=xlsx&columnas=apellidos,nombre,estado`,
      empresa,
    );
    expect(res.http).toBe(200);
    expect(res.res.headers['content-disposition']).toContain('candidatos-');
    const { rows } = await parseXlsx(res.res.rawPayload);
    expect(rows[0]).toEqual(['Apellidos', 'Nombre', 'Estado']);
    const detail = await call(t.app, 'GET', '/api/Empresa/dameDatosProceso/1', empresa);
    const listed = detail.body.datos.candidatos as { nombre: string; apellidos: string; estado: string }[];
    expect(rows.slice(1).sort()).toEqual(listed.map((c) => [c.apellidos, c.nombre, c.estado]).sort());
    expect(rows).toHaveLength(1 + 4);
  });

  it("applies the list's unread filter", async () => {
    const res = await call(
      t.app,
      'GET',
      `${CANDIDATES}/exportar?soloNoLeidos=true&columnas=idCandidatura,leida`,
      empresa,
    );
    const detail = await call(t.app, 'GET', '/api/Empresa/dameDatosProceso/1?soloNoLeidos=true', empresa);
    const rows = parseCsv(res.res.rawPayload).slice(1);
    expect(rows.map((r) => Number(r[0])).sort()).toEqual(
      detail.body.datos.candidatos.map((c: { idCandidatura: number }) => c.idCandidatura).sort(),
    );
    expect(rows.every((r) => r[1] === 'No')).toBe(true);
  });

  it("refuses another company's offer (4) and the other roles, with no rows", async () => {
    const other = await call(t.app, 'GET', `${CANDIDATES}/exportar`, grupo);
    expect([other.http, other.body.status, other.body.datos]).toEqual([404, 4, null]);
    for (const token of [gestor, alumna]) {
      const res = await call(t.app, 'GET', `${CANDIDATES}/exportar`, token);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.body.datos).toBeNull();
    }
  });
});

describe('the column choice (GET/POST /api/Exportaciones/:lista/columnas)', () => {
  it('offers every column first, remembers a choice per user and list, and the export uses it', async () => {
    const first = await call(t.app, 'GET', '/api/Exportaciones/candidatos/columnas', empresa);
    expect(first.body.status).toBe(0);
    expect(first.body.datos.elegidas).toEqual(first.body.datos.disponibles.map((c: { key: string }) => c.key));
    const saved = await call(t.app, 'POST', '/api/Exportaciones/candidatos/columnas', empresa, {
      columnas: ['email', 'nombre'],
    });
    expect(saved.body.datos.elegidas).toEqual(['email', 'nombre']);
    expect((await call(t.app, 'GET', '/api/Exportaciones/candidatos/columnas', empresa)).body.datos.elegidas).toEqual([
      'email',
      'nombre',
    ]);
    const csv = await call(t.app, 'GET', `${CANDIDATES}/exportar`, empresa);
    expect(parseCsv(csv.res.rawPayload)[0]).toEqual(['Correo electrónico', 'Nombre']);
    // Another user of the same list still has every column.
    const otherUser = await call(t.app, 'GET', '/api/Exportaciones/candidatos/columnas', grupo);
    expect(otherUser.body.datos.elegidas).toHaveLength(8);
  });

  it('refuses an unknown column (280) and changes nothing', async () => {
    const res = await call(t.app, 'POST', '/api/Exportaciones/convenios/columnas', gestor, {
      columnas: ['codigo', 'iban'],
    });
    expect([res.http, res.body.status]).toEqual([400, 280]);
    const rows = await t.app.db
      .selectFrom('export_preferences')
      .selectAll()
      .where('list_key', '=', 'convenios')
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses a list of another role or an unknown list (282), and the tutor the office's agreements", async () => {
    for (const [token, lista] of [
      [empresa, 'convenios'],
      [gestor, 'candidatos'],
      [alumna, 'candidatos'],
      [gestor, 'nada'],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/Exportaciones/${lista}/columnas`, token);
      expect([res.http, res.body.status], `${lista}`).toEqual([403, 282]);
    }
    const tutor = await call(t.app, 'POST', '/api/Exportaciones/convenios/columnas', tutora, { columnas: ['codigo'] });
    expect(tutor.body.status).not.toBe(0);
    expect(
      await t.app.db.selectFrom('export_preferences').selectAll().where('list_key', '=', 'convenios').execute(),
    ).toEqual([]);
  });
});
