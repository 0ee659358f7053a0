import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { bearer, loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { studentClient } from '../offers/student-test-client';

/**
 * Issue #16 part 4: the timeline of my application (GET dameHistorialCandidatura/{id}). Every
 * state change writes an application_history row: applying, the company's candidate changes, the
 * pre-enrolment reply. Only the student who owns the application sees it: another student and a
 * missing application are 404/31, a company 403/71. Offer 5 is a job offer of empresa@'s company;
 * alumna@'s demo application to offer 1 is a pre-enrolment (16) by the office.
 */
describe('application history', () => {
  let t: TestApp;
  let api: ReturnType<typeof studentClient>;
  let alumna: string;
  let master: string;
  let empresa: string;

  beforeAll(async () => {
    t = await buildTestApp();
    api = studentClient(t.app);
    alumna = await loginAs(t.app, 'alumna@demo.test');
    master = await loginAs(t.app, 'master@demo.test');
    empresa = await loginAs(t.app, 'empresa@demo.test');
  });
  afterAll(() => t.close());

  const history = (ref: string | number, token: string, lang?: 'ca') =>
    t.app
      .inject({
        method: 'GET',
        url: `/api/Alumno/dameHistorialCandidatura/${ref}`,
        headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
      })
      .then((res) => ({ http: res.statusCode, ...res.json() }));
  const states = async (ref: string | number) =>
    ((await history(ref, alumna)).datos.historial as Array<{ idEstado: number }>).map((h) => h.idEstado);
  const changeState = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Empresa/cambiaEstadoCandidatura',
      headers: bearer(empresa),
      payload: body,
    });

  it('applying writes the first step; withdrawing deletes the application and its steps (31)', async () => {
    const applied = await api.post('/api/Alumno/inscribirse', alumna, { urlOferta: demoOfferSlug(5) });
    expect(applied).toMatchObject({ status: 0, aviso: 502 });
    const seen = await history(demoOfferSlug(5), alumna);
    expect(seen).toMatchObject({
      http: 200,
      status: 0,
      datos: { idCandidatura: applied.datos.idCandidatura, idEstado: 1, estado: 'Inscrito' },
    });
    expect(seen.datos.historial).toEqual([
      { idEstado: 1, estado: 'Inscrito', motivo: null, fecha: expect.any(String) },
    ]);
    expect(Date.parse(seen.datos.historial[0].fecha)).not.toBeNaN();
    // By id as well as by access url, as /mis-candidaturas/{id} is reached.
    expect(await states(5)).toEqual([1]);

    await api.post('/api/Alumno/desinscribirse', alumna, { urlOferta: demoOfferSlug(5) });
    expect(await history(demoOfferSlug(5), alumna)).toMatchObject({ http: 404, status: 31, datos: null });
  });

  it("the company's state changes are steps, newest last, with the reason of a discard", async () => {
    const applied = await api.post('/api/Alumno/inscribirse', alumna, { urlOferta: demoOfferSlug(5) });
    const id = applied.datos.idCandidatura as number;
    expect(await states(5)).toEqual([1]);

    expect((await changeState({ idCandidatura: id, idEstado: 4 })).json()).toMatchObject({ status: 0 });
    expect((await changeState({ idCandidatura: id, idEstado: 17, idMotivo: 14 })).json()).toMatchObject({
      status: 0,
    });
    const seen = await history(demoOfferSlug(5), alumna);
    expect(seen.datos).toMatchObject({ idCandidatura: id, idEstado: 17, estado: 'Descartado' });
    expect(seen.datos.historial).toMatchObject([
      { idEstado: 1, estado: 'Inscrito', motivo: null },
      { idEstado: 4, estado: 'Entrevista', motivo: null },
      { idEstado: 17, estado: 'Descartado', motivo: 'El perfil no se ajusta a los requisitos de la oferta' },
    ]);
    const dates = (seen.datos.historial as Array<{ fecha: string }>).map((h) => h.fecha);
    expect([...dates].sort()).toEqual(dates);

    // In the page's language.
    const ca = await history(demoOfferSlug(5), alumna, 'ca');
    expect(ca.datos.historial.map((h: { estado: string }) => h.estado)).toEqual(['Inscrit', 'Entrevista', 'Descartat']);
    expect(ca.datos.historial[2].motivo).toBe("El perfil no s'ajusta als requisits de l'oferta");
  });

  it("the pre-enrolment reply is a step after the office's pre-enrolment", async () => {
    expect(await states(1)).toEqual([16]);
    expect(await api.post('/api/Alumno/aceptarPreinscripcion', alumna, { urlOferta: demoOfferSlug(1) })).toMatchObject({
      status: 0,
      aviso: 519,
    });
    const seen = await history(demoOfferSlug(1), alumna);
    expect(seen.datos).toMatchObject({ idEstado: 18, estado: 'Preinscripción aceptada' });
    expect(await states(1)).toEqual([16, 18]);
  });

  it('another student, a company and no application are refused, and the history stays as it was', async () => {
    const before = await history(demoOfferSlug(5), alumna);
    const rows = () =>
      t.app.db
        .selectFrom('application_history')
        .selectAll()
        .where('application_id', '=', before.datos.idCandidatura)
        .orderBy('id')
        .execute();
    const stored = await rows();

    // master@ has no application to offer 5: the same answer as for none at all.
    expect(await history(demoOfferSlug(5), master)).toMatchObject({ http: 404, status: 31, datos: null });
    expect(await history(5, master)).toMatchObject({ http: 404, status: 31 });
    expect(await history('no-such-offer', alumna)).toMatchObject({ http: 404, status: 31 });
    expect(await history(99999, alumna)).toMatchObject({ http: 404, status: 31 });
    // A company (even the offer's own) is not a student.
    expect(await history(demoOfferSlug(5), empresa)).toMatchObject({ http: 403, status: 71 });
    // Without a session.
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/Alumno/dameHistorialCandidatura/5` });
    expect(anonymous.statusCode).toBe(401);

    expect(await rows()).toEqual(stored);
    expect(await history(demoOfferSlug(5), alumna)).toEqual(before);
  });
});
