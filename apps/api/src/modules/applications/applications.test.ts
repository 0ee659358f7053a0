import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { studentClient } from '../offers/student-test-client';

/**
 * SPEC §4 Candidature and §7: apply, follow, withdraw. alumna@'s demo applications: offer 1
 * (state 16), 2 (20), 3 (2), 15 (1), 17 (17, reason 13), 22 (4).
 */
describe('applications', () => {
  let t: TestApp;
  let api: ReturnType<typeof studentClient>;
  let alumna: string;
  let master: string;

  beforeAll(async () => {
    t = await buildTestApp();
    api = studentClient(t.app);
    alumna = await loginAs(t.app, 'alumna@demo.test');
    master = await loginAs(t.app, 'master@demo.test');
  });
  afterAll(() => t.close());

  const today = () => {
    const d = new Date().toISOString();
    return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  };
  const jobs = async (token: string) =>
    (await api.get('/api/Alumno/dameCandidaturasEmpleoUsuario', token)).datos as Array<Record<string, unknown>>;

  it('applies, shows the application, withdraws (501), and a second withdrawal is 31', async () => {
    const applied = await api.post('/api/Alumno/inscribirse', alumna, { urlOferta: demoOfferSlug(5) });
    expect(applied).toMatchObject({
      http: 200,
      status: 0,
      aviso: 502,
      datos: { idEstado: 1, urlAcceso: demoOfferSlug(5) },
    });

    const mine = (await jobs(alumna)).find((a) => a.idoferta === 5);
    expect(mine).toMatchObject({
      idCandidatura: applied.datos.idCandidatura,
      idEstado: 1,
      estado: 'Inscrito',
      descripcionEstadoMotivo: null,
      fecha: today(),
      puedeDesinscribirse: true,
      preinscripcionPendiente: false,
      empresa: 'Levante Tech',
      textoPerfilOferta: 'Empleo',
    });
    expect((await api.get('/api/Alumno/dameOferta/5', alumna)).datos.candidatura).toMatchObject({
      idEstado: 1,
      estado: 'Inscrito',
    });

    // Another student cannot withdraw it: they have no application there.
    expect(await api.post('/api/Alumno/desinscribirse', master, { urlOferta: demoOfferSlug(5) })).toMatchObject({
      http: 404,
      status: 31,
    });

    const withdrawn = await api.post('/api/Alumno/desinscribirse', alumna, { urlOferta: demoOfferSlug(5) });
    expect(withdrawn).toMatchObject({ http: 200, status: 0, aviso: 501, datos: null });
    expect((await jobs(alumna)).some((a) => a.idoferta === 5)).toBe(false);
    expect(await api.post('/api/Alumno/desinscribirse', alumna, { urlOferta: demoOfferSlug(5) })).toMatchObject({
      http: 404,
      status: 31,
    });
    expect(await api.post('/api/Alumno/desinscribirse', alumna, { idOferta: 99999 })).toMatchObject({
      http: 404,
      status: 31,
    });
  });

  it('cannot withdraw once the company processed the application (30)', async () => {
    expect(await api.post('/api/Alumno/desinscribirse', alumna, { idOferta: 3 })).toMatchObject({
      http: 400,
      status: 30,
    });
    // A pre-enrolment is answered, not withdrawn.
    expect(await api.post('/api/Alumno/desinscribirse', alumna, { idOferta: 1 })).toMatchObject({ status: 30 });
    expect((await jobs(alumna)).some((a) => a.idoferta === 3)).toBe(true);
  });

  it('lists my applications by kind, with state and reason text, and only mine', async () => {
    const practicas = (await api.get('/api/Alumno/dameCandidaturasPracticasUsuario', alumna)).datos as Array<
      Record<string, unknown>
    >;
    expect(practicas.map((a) => a.idCandidatura).sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 4, 5, 26]);
    expect(practicas.find((a) => a.idoferta === 17)).toMatchObject({
      idEstado: 17,
      estado: 'Descartado',
      idMotivo: 15,
      descripcionEstadoMotivo: 'Otra candidatura se ajusta mejor al puesto',
      puedeDesinscribirse: false,
    });
    expect(practicas.find((a) => a.idoferta === 1)).toMatchObject({ idEstado: 16, preinscripcionPendiente: true });
    expect(practicas.find((a) => a.idoferta === 23)).toMatchObject({ idEstado: 16, preinscripcionPendiente: true });
    expect(practicas.find((a) => a.idoferta === 15)).toMatchObject({ idEstado: 1, puedeDesinscribirse: true });
    const empleo = await jobs(alumna);
    expect(empleo.map((a) => [a.idoferta, a.estado])).toEqual(
      expect.arrayContaining([
        [3, 'En proceso'],
        [22, 'Entrevista'],
      ]),
    );
    expect(empleo.every((a) => a.textoPerfilOferta === 'Empleo')).toBe(true);
    const theirs = (await api.get('/api/Alumno/dameCandidaturasPracticasUsuario', master)).datos as Array<
      Record<string, unknown>
    >;
    expect(theirs.map((a) => a.idCandidatura).sort()).toEqual([7, 8]);
  });

  it('names states in my language', async () => {
    await t.app.db.updateTable('users').set({ preferred_language: 'ca' }).where('id', '=', 2).execute();
    const theirs = (await api.get('/api/Alumno/dameCandidaturasPracticasUsuario', master)).datos as Array<
      Record<string, unknown>
    >;
    expect(theirs.find((a) => a.idCandidatura === 7)?.estado).toBe('Inscrit');
  });

  it('is for students only', async () => {
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    expect(await api.get('/api/Alumno/dameCandidaturasEmpleoUsuario', empresa)).toMatchObject({
      http: 403,
      status: 71,
    });
    expect(await api.post('/api/Alumno/desinscribirse', empresa, { idOferta: 3 })).toMatchObject({
      http: 403,
      status: 71,
    });
    expect(await api.get('/api/Alumno/dameCandidaturasPracticasUsuario', null)).toMatchObject({ http: 401, status: 2 });
  });
});
