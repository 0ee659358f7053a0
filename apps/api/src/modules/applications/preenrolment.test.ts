import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { studentClient } from '../offers/student-test-client';

/**
 * SPEC §4 Pre-enrolment (state 16): accept, or reject with a reason of state 17 for the offer's
 * profile or with no profile. Reasons: 1-5 employment, 6-10 placements, 11-13 any.
 */
describe('pre-enrolment reply', () => {
  let t: TestApp;
  let api: ReturnType<typeof studentClient>;
  let alumna: string;
  let master: string;

  beforeAll(async () => {
    t = await buildTestApp();
    api = studentClient(t.app);
    alumna = await loginAs(t.app, 'alumna@demo.test');
    master = await loginAs(t.app, 'master@demo.test');
    // Two more pre-enrolments of alumna@: internship offer 15 and job offer 22.
    await t.app.db.updateTable('applications').set({ estado: 16 }).where('id', 'in', [4, 6]).execute();
  });
  afterAll(() => t.close());

  const stateOf = async (applicationId: number) =>
    await t.app.db
      .selectFrom('applications')
      .select(['estado', 'id_motivo'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();

  it('accepts a pre-enrolment (519) once; another state answers 49', async () => {
    const accepted = await api.post('/api/Alumno/aceptarPreinscripcion', alumna, { urlOferta: demoOfferSlug(1) });
    expect(accepted).toMatchObject({ http: 200, status: 0, aviso: 519, datos: { idCandidatura: 1, idEstado: 18 } });
    const list = (await api.get('/api/Alumno/dameCandidaturasPracticasUsuario', alumna)).datos as Array<
      Record<string, unknown>
    >;
    expect(list.find((a) => a.idCandidatura === 1)).toMatchObject({
      idEstado: 18,
      estado: 'Preinscripción aceptada',
      preinscripcionPendiente: false,
    });
    expect(await api.post('/api/Alumno/aceptarPreinscripcion', alumna, { urlOferta: demoOfferSlug(1) })).toMatchObject({
      http: 400,
      status: 49,
    });
    expect(
      await api.post('/api/Alumno/rechazarPreinscripcion', alumna, { urlOferta: demoOfferSlug(1), idMotivo: 12 }),
    ).toMatchObject({ status: 49 });
    expect(await api.post('/api/Alumno/aceptarPreinscripcion', alumna, { idOferta: 3 })).toMatchObject({ status: 49 });
  });

  it('needs a reason to reject, of state 17 and of the offer profile or none', async () => {
    const url = demoOfferSlug(15);
    expect(await api.post('/api/Alumno/rechazarPreinscripcion', alumna, { urlOferta: url })).toMatchObject({
      http: 400,
      status: 15,
    });
    for (const idMotivo of [1, 5, 999]) {
      const seen = await api.post('/api/Alumno/rechazarPreinscripcion', alumna, { urlOferta: url, idMotivo });
      expect([seen.http, seen.status]).toEqual([400, 15]);
      expect(seen.datos.campos).toEqual([{ campo: 'idMotivo', error: 'malformed' }]);
    }
    expect((await stateOf(4)).estado).toBe(16);
    const rejected = await api.post('/api/Alumno/rechazarPreinscripcion', alumna, { urlOferta: url, idMotivo: 7 });
    expect(rejected).toMatchObject({ http: 200, status: 0, aviso: 520, datos: { idCandidatura: 4, idEstado: 19 } });
    expect(await stateOf(4)).toEqual({ estado: 19, id_motivo: 7 });
    const list = (await api.get('/api/Alumno/dameCandidaturasPracticasUsuario', alumna)).datos as Array<
      Record<string, unknown>
    >;
    expect(list.find((a) => a.idCandidatura === 4)).toMatchObject({
      estado: 'Preinscripción rechazada',
      descripcionEstadoMotivo: 'Ya estoy realizando otras prácticas',
    });
  });

  it('takes employment reasons or reasons without profile for a job offer', async () => {
    const url = demoOfferSlug(22);
    expect((await api.post('/api/Alumno/rechazarPreinscripcion', alumna, { urlOferta: url, idMotivo: 7 })).status).toBe(
      15,
    );
    expect(await api.post('/api/Alumno/rechazarPreinscripcion', alumna, { idOferta: 22, idMotivo: 12 })).toMatchObject({
      status: 0,
      aviso: 520,
      datos: { idEstado: 19 },
    });
  });

  it("refuses another student's pre-enrolment with 404/31", async () => {
    // master@'s application to offer 4 awaits master@, not alumna@.
    await t.app.db.updateTable('applications').set({ estado: 16 }).where('id', '=', 7).execute();
    expect(await api.post('/api/Alumno/aceptarPreinscripcion', alumna, { idOferta: 4 })).toMatchObject({
      http: 404,
      status: 31,
    });
    expect(await api.post('/api/Alumno/rechazarPreinscripcion', alumna, { idOferta: 4, idMotivo: 12 })).toMatchObject({
      http: 404,
      status: 31,
    });
    expect((await stateOf(7)).estado).toBe(16);
    expect(await api.post('/api/Alumno/aceptarPreinscripcion', master, { idOferta: 4 })).toMatchObject({
      status: 0,
      aviso: 519,
    });
    expect(await api.post('/api/Alumno/aceptarPreinscripcion', alumna, { idOferta: 99999 })).toMatchObject({
      http: 404,
      status: 31,
    });
  });

  it('is for students only', async () => {
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    expect(await api.post('/api/Alumno/aceptarPreinscripcion', empresa, { idOferta: 1 })).toMatchObject({
      http: 403,
      status: 71,
    });
    expect(await api.post('/api/Alumno/rechazarPreinscripcion', null, { idOferta: 1, idMotivo: 12 })).toMatchObject({
      http: 401,
      status: 2,
    });
  });
});
