import { SAVED_SEARCHES_MAX } from '@portal/contracts/offers/offers.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import type { TestApp } from '../../test/test-app';
import { alumnaApp, type AlumnaApp } from './offers-test-kit';

/** SPEC §2 saved searches and search history, kept on the server, each student's own. */
describe('saved searches and search history', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;
  let master: string;

  beforeAll(async () => {
    ({ t, api, alumna } = await alumnaApp());
    master = await loginAs(t.app, 'master@demo.test');
  });
  afterAll(() => t.close());

  const names = async (token: string) =>
    ((await api.get('/api/Alumno/dameBusquedasGuardadas', token)).datos.busquedas as Array<{ nombre: string }>).map(
      (b) => b.nombre,
    );

  it('saves, lists and deletes my searches; another student neither sees nor deletes them', async () => {
    const saved = await api.post('/api/Alumno/guardaBusqueda', alumna, {
      nombre: 'Datos en Valencia',
      tipo: 'practicas',
      filtros: { titulo: 'datos', provincia: [46], omitirInscritos: true },
    });
    expect(saved.status).toBe(0);
    const mine = saved.datos.busquedas.find((b: { nombre: string }) => b.nombre === 'Datos en Valencia');
    expect(mine).toMatchObject({
      tipo: 'practicas',
      filtros: { omitirInscritos: true, provincia: [46], titulo: 'datos' },
    });
    expect(await names(master)).not.toContain('Datos en Valencia');

    const stolen = await api.post('/api/Alumno/eliminaBusqueda', master, { id: mine.id });
    expect([stolen.http, stolen.status]).toEqual([403, 48]);
    expect(await names(alumna)).toContain('Datos en Valencia');

    const removed = await api.post('/api/Alumno/eliminaBusqueda', alumna, { id: mine.id });
    expect(removed.status).toBe(0);
    expect(await names(alumna)).not.toContain('Datos en Valencia');
    expect((await api.post('/api/Alumno/eliminaBusqueda', alumna, { id: mine.id })).status).toBe(48);
  });

  it('validates a saved search: a name, a type, and filters of that type', async () => {
    expect((await api.post('/api/Alumno/guardaBusqueda', alumna, { tipo: 'practicas', filtros: {} })).status).toBe(15);
    const wrong = await api.post('/api/Alumno/guardaBusqueda', alumna, {
      nombre: 'Contratos',
      tipo: 'practicas',
      filtros: { contrato: [5] },
    });
    expect([wrong.http, wrong.status]).toEqual([400, 15]);
    expect(wrong.datos.campos).toEqual([{ campo: 'contrato', error: 'malformed' }]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} saved searches`, async () => {
    const start = (await names(master)).length;
    for (let i = start; i < SAVED_SEARCHES_MAX; i++) {
      expect(
        (
          await api.post('/api/Alumno/guardaBusqueda', master, {
            nombre: `Búsqueda ${i}`,
            tipo: 'empleo',
            filtros: { salario: 20000 + i },
          })
        ).status,
      ).toBe(0);
    }
    const over = await api.post('/api/Alumno/guardaBusqueda', master, {
      nombre: 'Una más',
      tipo: 'empleo',
      filtros: {},
    });
    expect(over.status).toBe(48);
  });

  it('records my filtered searches (first page, no repeats) in my history only', async () => {
    const history = async (token: string) =>
      (await api.get('/api/Alumno/dameHistorialBusquedas', token)).datos.historial as Array<{
        tipo: string;
        filtros: Record<string, unknown>;
      }>;
    const masterBefore = await history(master);

    await api.get('/api/Alumno/dameOfertasUsuario/practicas/1?titulo=robotica&provincia=46', alumna);
    await api.get('/api/Alumno/dameOfertasUsuario/practicas/1?provincia=46&titulo=robotica', alumna);
    await api.get('/api/Alumno/dameOfertasUsuario/practicas/2?titulo=otra', alumna);
    await api.get('/api/Alumno/dameOfertasUsuario/empleo/1', alumna);
    const mine = await history(alumna);
    expect(mine[0]).toMatchObject({ tipo: 'practicas', filtros: { provincia: [46], titulo: 'robotica' } });
    expect(mine.filter((h) => h.filtros.titulo === 'robotica')).toHaveLength(1);
    expect(mine.some((h) => h.filtros.titulo === 'otra')).toBe(false);
    expect(await history(master)).toEqual(masterBefore);

    expect((await api.post('/api/Alumno/eliminaHistorialBusquedas', alumna)).datos).toEqual({ historial: [] });
    expect(await history(alumna)).toEqual([]);
    expect(await history(master)).toEqual(masterBefore);
    // After clearing, the same search is recorded again.
    await api.get('/api/Alumno/dameOfertasUsuario/practicas/1?titulo=robotica&provincia=46', alumna);
    expect(await history(alumna)).toHaveLength(1);
  });

  it('is for students only', async () => {
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    expect(await api.get('/api/Alumno/dameBusquedasGuardadas', empresa)).toMatchObject({ http: 403, status: 71 });
    expect(await api.get('/api/Alumno/dameHistorialBusquedas', null)).toMatchObject({ http: 401, status: 2 });
  });
});
