import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../db/seed/reference';
import { buildTestApp, type TestApp } from '../../test/test-app';

interface Item {
  id: number;
  descripcion: string;
  [k: string]: unknown;
}

type Reason = Item & { idMotivo: number; idEstado: number; idPerfil: number | null };

const REFERENCE_TABLES = [
  'countries',
  'provinces',
  'islands',
  'localities',
  'campuses',
  'degrees',
  'domain_items',
  'schools',
];

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The demo seed calls seedReference; calling it again here is harmless (idempotent) and keeps
  // this file independent of the demo data.
  await seedReference(t.app.db);
});

afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, body: res.json() as { status: number; datos: unknown } };
}

async function post(url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
  return { res, body: res.json() as { status: number; datos: unknown } };
}

function byId(items: Item[], id: number): Item | undefined {
  return items.find((i) => i.id === id);
}

describe('GET /api/Dominios/dominios/{lang}', () => {
  it('answers every list, Spain first with id 1, cacheable, without a token', async () => {
    const { res, body } = await get('/api/Dominios/dominios/es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body.status).toBe(0);
    const d = body.datos as Record<string, Item[]>;
    for (const list of [
      'paises',
      'provincias',
      'localidades',
      'islas',
      'areasFuncionales',
      'sectoresActividad',
      'tiposContrato',
      'tiposContratoOfertaPracticas',
      'tiposDocumentoAlumnoPracticas',
      'estadosCandidaturasAlumno',
      'ambitos',
      'tiposContacoEmpresa',
      'tiposVia',
      'titulaciones',
      'programasInformaticos',
      'competencias',
      'tiposEstancia',
      'nivelesIdioma',
      'nivelesInformatica',
      'motivosCambioEstadoCandidatura',
      'tiposFormacionAcademica',
      'tiposDocumentoIdentidad',
      'tiposContratoExperiencia',
      'nivelesTitulacion',
      'rangosFacturacion',
      'rangosEmpleados',
      'opcionesPublicacion',
      'tagsInteresAlumno',
      'rangosCreditos',
      'nivelesFormativosSNE',
      'estadosDestinoCandidaturaEmpresa',
      'idiomas',
      'tiposEmpresa',
      'tiposSociedad',
      'generos',
      'areasTitulaciones',
      'sedes',
    ]) {
      expect(d[list]?.length, list).toBeGreaterThan(0);
    }
    expect(d.paises[0]).toMatchObject({ id: 1, descripcion: 'España', codigo: 'ES', ue: true });
    expect(d.paises.length).toBe(249);
    expect(byId(d.paises, 4)).toMatchObject({ descripcion: 'Alemania', ue: true });
    expect(d.paises.find((p) => p.codigo === 'MA')).toMatchObject({ ue: false });
    expect(d.provincias.length).toBe(52);
    expect(byId(d.provincias, 7)).toMatchObject({ descripcion: 'Illes Balears', tieneIslas: true });
    expect(byId(d.provincias, 28)).toMatchObject({ descripcion: 'Madrid', tieneIslas: false });
    expect(byId(d.localidades, 4601)).toMatchObject({ descripcion: 'València', idProvincia: 46 });
    expect(d.islas.find((i) => i.descripcion === 'Lanzarote')).toMatchObject({ idProvincia: 35 });
    expect(byId(d.estadosCandidaturasAlumno, 16)?.descripcion).toBe('Preinscrito: pendiente de tu respuesta');
    expect(byId(d.estadosCandidaturasAlumno, 17)?.descripcion).toBe('Descartado');
    expect(byId(d.tiposContacoEmpresa, 9)?.descripcion).toBe('Contacto general');
    expect(byId(d.tiposContratoOfertaPracticas, 5)).toMatchObject({ cuotaGestion: true });
    const informatica = byId(d.ambitos, 1) as Item & { especialidadesAmbitoEstudio: Item[] };
    expect(informatica.ambitoEstudo).toBe('Informática');
    expect(informatica.especialidadesAmbitoEstudio.length).toBeGreaterThan(0);
  });

  it('gives Catalan names in ca', async () => {
    const { body } = await get('/api/Dominios/dominios/ca');
    const d = body.datos as Record<string, Item[]>;
    expect(d.paises[0]).toMatchObject({ id: 1, descripcion: 'Espanya' });
    expect(byId(d.paises, 4)?.descripcion).toBe('Alemanya');
    expect(byId(d.provincias, 7)?.descripcion).toBe('Illes Balears');
    expect(byId(d.provincias, 8)?.descripcion).toBe('Barcelona');
    expect(byId(d.provincias, 50)?.descripcion).toBe('Saragossa');
    expect(d.islas.find((i) => i.idIsla === 3)?.descripcion).toBe('Eivissa');
    expect(byId(d.estadosCandidaturasAlumno, 17)?.descripcion).toBe('Descartat');
    expect(d.sedes[0]).toEqual({ id: 5, descripcion: 'Totes' });
  });

  it('answers HTTP 400 status 15 for a language other than es or ca', async () => {
    for (const url of ['/api/Dominios/dominios/en', '/api/Dominios/dominiosList/fr', '/api/Dominios/titulaciones/xx']) {
      const { res, body } = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(body.status, url).toBe(15);
    }
    const { res, body } = await post('/api/Dominios/titulacionesPorSedesSinDoctorados/de', { idSedes: [5] });
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(15);
  });

  it('matches paths case-insensitively', async () => {
    const { res, body } = await get('/api/dominios/DOMINIOS/es');
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(0);
  });
});

describe('GET /api/Dominios/dominiosList/{lang}', () => {
  it('answers the same lists as [{ nombre, items }]', async () => {
    const { body } = await get('/api/Dominios/dominiosList/es');
    const lists = body.datos as Array<{ nombre: string; items: Item[] }>;
    const provincias = lists.find((l) => l.nombre === 'provincias');
    expect(provincias?.items.length).toBe(52);
    const localidades = lists.find((l) => l.nombre === 'localidades');
    expect(localidades?.items[0]).toHaveProperty('idProvincia');
    const { body: all } = await get('/api/Dominios/dominios/es');
    expect(lists.map((l) => l.nombre).sort()).toEqual(Object.keys(all.datos as object).sort());
  });
});

describe('degrees and campuses', () => {
  it('lists sedes with Todas (5) first, then by name', async () => {
    const { res, body } = await get('/api/Dominios/sedes?lang=es');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const sedes = body.datos as Item[];
    expect(sedes[0]).toEqual({ id: 5, descripcion: 'Todas' });
    const rest = sedes.slice(1).map((s) => s.descripcion);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es')));
    expect(sedes.length).toBe(5);
  });

  it('lists every degree with level, campus and area', async () => {
    const { body } = await get('/api/Dominios/titulaciones/es');
    const degrees = body.datos as Item[];
    expect(byId(degrees, 1)).toMatchObject({
      descripcion: 'Grado en Ingeniería Informática',
      nivel: 'grado',
      idSede: 1,
    });
    expect(byId(degrees, 21)).toMatchObject({ nivel: 'master', dosAnios: true, creditos: 120 });
    expect(byId(degrees, 31)).toMatchObject({ nivel: 'ciclo' });
    for (let id = 1; id <= 20; id++) expect(byId(degrees, id)?.nivel).toBe('grado');
    for (let id = 21; id <= 30; id++) expect(byId(degrees, id)?.nivel).toBe('master');
    for (let id = 31; id <= 35; id++) expect(byId(degrees, id)?.nivel).toBe('ciclo');
    const { body: ca } = await get('/api/Dominios/titulaciones/ca');
    expect(byId(ca.datos as Item[], 1)?.descripcion).toBe('Grau en Enginyeria Informàtica');
  });

  it('filters degrees by campus without doctorates; 5 means every campus', async () => {
    const { res, body } = await post('/api/Dominios/titulacionesPorSedesSinDoctorados/es', { idSedes: [1] });
    expect(res.statusCode).toBe(200);
    const campus1 = body.datos as Item[];
    expect(campus1.length).toBeGreaterThan(0);
    expect(campus1.every((d) => d.idSede === 1 && d.nivel !== 'doctorado')).toBe(true);
    expect(byId(campus1, 31)).toBeDefined();

    const { body: two } = await post('/api/Dominios/titulacionesPorSedesSinDoctorados/es', { idSedes: [1, 2] });
    expect((two.datos as Item[]).some((d) => d.idSede === 2)).toBe(true);

    const { body: all } = await post('/api/Dominios/titulacionesPorSedesSinDoctorados/es', { idSedes: [5] });
    const allDegrees = all.datos as Item[];
    expect(allDegrees.length).toBeGreaterThanOrEqual(35);
    expect(allDegrees.some((d) => d.nivel === 'doctorado')).toBe(false);
    expect(new Set(allDegrees.map((d) => d.idSede))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('filters degrees with placement areas (grado and máster only)', async () => {
    const { body } = await post('/api/Dominios/titulacionesPorSedesDeAreasDePracticas/ca', { idSedes: [5] });
    const degrees = body.datos as Item[];
    expect(degrees.every((d) => d.nivel === 'grado' || d.nivel === 'master')).toBe(true);
    expect(degrees.length).toBe(30);
    const { body: campus3 } = await post('/api/Dominios/titulacionesPorSedesDeAreasDePracticas/es', { idSedes: [3] });
    expect((campus3.datos as Item[]).every((d) => d.idSede === 3)).toBe(true);
  });

  it('rejects a body without campuses with HTTP 400 status 15', async () => {
    for (const payload of [{}, { idSedes: [] }, { idSedes: ['x'] }]) {
      const { res, body } = await post('/api/Dominios/titulacionesPorSedesSinDoctorados/es', payload);
      expect(res.statusCode).toBe(400);
      expect(body.status).toBe(15);
    }
  });
});

describe('single lists', () => {
  it('answers rejection reasons with idMotivo, idEstado 17 and idPerfil', async () => {
    const { body } = await get('/api/Dominios/tipoMotivoCambioEstadoCandidatura');
    const reasons = body.datos as Array<Item & { idMotivo: number; idEstado: number; idPerfil: number | null }>;
    expect(reasons.every((r) => r.idEstado === 17 && r.idMotivo === r.id)).toBe(true);
    expect(reasons.filter((r) => r.idPerfil === 1).length).toBeGreaterThanOrEqual(4);
    expect(reasons.filter((r) => r.idPerfil === 2).length).toBeGreaterThanOrEqual(4);
    expect(reasons.filter((r) => r.idPerfil === null).length).toBeGreaterThanOrEqual(2);
    // The candidate's list has none of the company's reasons (a student never gives them).
    expect(reasons.map((r) => r.descripcion)).not.toContain('Otra candidatura se ajusta mejor al puesto');
  });

  it("answers the company's discard reasons with ambito=empresa, with SPEC §9 profile ids only (1, 2 or none)", async () => {
    const every = [
      ...((await get('/api/Dominios/tipoMotivoCambioEstadoCandidatura')).body.datos as Reason[]),
      ...((await get('/api/Dominios/tipoMotivoCambioEstadoCandidatura?ambito=empresa')).body.datos as Reason[]),
      ...((await get('/api/Dominios/dominios/es')).body.datos as { motivosCambioEstadoCandidatura: Reason[] })
        .motivosCambioEstadoCandidatura,
    ];
    expect(every.filter((r) => ![1, 2, null].includes(r.idPerfil))).toEqual([]);
    const company = (await get('/api/Dominios/tipoMotivoCambioEstadoCandidatura?ambito=empresa&lang=ca')).body
      .datos as Reason[];
    expect(company.map((r) => r.descripcion)).toContain("Una altra candidatura s'ajusta millor al lloc");
    // A client following SPEC §4 (the offer's profile or none) shows the company all of them, on either profile.
    for (const profile of [1, 2]) {
      expect(company.filter((r) => r.idEstado === 17 && (r.idPerfil === null || r.idPerfil === profile))).toHaveLength(
        company.length,
      );
    }
    expect(company.map((r) => r.descripcion)).not.toContain('Ja estic fent altres pràctiques');
    const wrong = await get('/api/Dominios/tipoMotivoCambioEstadoCandidatura?ambito=otro');
    expect([wrong.res.statusCode, wrong.body.status]).toEqual([400, 15]);
  });

  it('answers tags, IT programs and contact types (9 Contacto general)', async () => {
    const tags = await get('/api/Dominios/TagsInteresAlumno');
    expect((tags.body.datos as Item[]).length).toBeGreaterThan(0);
    const programs = await get('/api/Dominios/ProgramasInformaticos');
    expect((programs.body.datos as Item[]).some((p) => p.descripcion === 'Microsoft Excel')).toBe(true);
    const contacts = await get('/api/Dominios/tiposContacoEmpresa?lang=ca');
    expect(byId(contacts.body.datos as Item[], 9)?.descripcion).toBe('Contacte general');
    const bad = await get('/api/Dominios/tiposContacoEmpresa?lang=en');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.status).toBe(15);
  });

  it('answers schools of a province, and an empty list for an unknown one', async () => {
    const { res, body } = await get('/api/Dominios/centrosEducativosDeProvincia/46');
    expect(res.statusCode).toBe(200);
    expect((body.datos as Item[]).some((s) => s.descripcion === 'IES Lluís Vives')).toBe(true);
    const unknown = await get('/api/Dominios/centrosEducativosDeProvincia/999');
    expect(unknown.body).toEqual({ status: 0, datos: [] });
    const bad = await get('/api/Dominios/centrosEducativosDeProvincia/abc');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.status).toBe(15);
  });
});

describe('GET /api/dominios/esProvinciaConIslas/{province}', () => {
  it('is true for the island provinces and false otherwise', async () => {
    for (const [id, expected] of [
      [7, true],
      [35, true],
      [38, true],
      [28, false],
      [46, false],
      [999, false],
    ] as const) {
      const { res, body } = await get(`/api/dominios/esProvinciaConIslas/${id}`);
      expect(res.statusCode).toBe(200);
      expect(body, String(id)).toEqual({ status: 0, datos: expected });
    }
  });

  it('answers HTTP 400 status 15 for a non-numeric province', async () => {
    const { res, body } = await get('/api/dominios/esProvinciaConIslas/madrid');
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(15);
  });
});

describe('GET /api/Publico/programasPracticasActivos', () => {
  it('lists active programmes of every brand or of the request brand, sorted by name', async () => {
    const db = t.app.db;
    const now = new Date().toISOString();
    // Far ids so that demo programmes, if any, do not collide.
    await db
      .insertInto('programmes')
      .values([
        {
          id: 9001,
          nombre_es: 'Zeta programa',
          nombre_ca: 'Zeta programa',
          activo: 1,
          brand_key: null,
          created_at: now,
        },
        {
          id: 9002,
          nombre_es: 'Alfa programa',
          nombre_ca: 'Alfa programa',
          activo: 1,
          brand_key: 'default',
          created_at: now,
        },
        {
          id: 9003,
          nombre_es: 'Beta inactivo',
          nombre_ca: 'Beta inactiu',
          activo: 0,
          brand_key: null,
          created_at: now,
        },
        {
          id: 9004,
          nombre_es: 'Gamma otra marca',
          nombre_ca: 'Gamma altra marca',
          activo: 1,
          brand_key: 'otra-marca',
          created_at: now,
        },
      ])
      .execute();
    const { res, body } = await get('/api/Publico/programasPracticasActivos');
    expect(res.statusCode).toBe(200);
    const programmes = body.datos as Array<{ id: number; nombre: string }>;
    const ids = programmes.map((p) => p.id);
    expect(ids).toContain(9001);
    expect(ids).toContain(9002);
    expect(ids).not.toContain(9003);
    expect(ids).not.toContain(9004);
    expect(ids.indexOf(9002)).toBeLessThan(ids.indexOf(9001));
    const names = programmes.map((p) => p.nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });
});

describe('OpenAPI', () => {
  it('documents every domains endpoint', async () => {
    const { res } = await get('/api/openapi.json');
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/api/Dominios/dominios/{lang}',
      '/api/Dominios/dominiosList/{lang}',
      '/api/Dominios/titulacionesPorSedesSinDoctorados/{lang}',
      '/api/dominios/esProvinciaConIslas/{province}',
      '/api/Publico/programasPracticasActivos',
      '/api/Dominios/sedes',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});

describe('seedReference', () => {
  it('changes nothing when run again', async () => {
    const count = async () => {
      const counts: Record<string, number> = {};
      for (const table of REFERENCE_TABLES) {
        const r = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(t.app.db);
        counts[table] = Number(r.rows[0].n);
      }
      return counts;
    };
    const before = await count();
    expect(before.provinces).toBe(52);
    expect(before.countries).toBe(249);
    await seedReference(t.app.db);
    expect(await count()).toEqual(before);
  });
});
