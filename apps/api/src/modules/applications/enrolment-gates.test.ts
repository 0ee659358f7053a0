import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOfferSlug } from '../../db/seed/demo-offers';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { cloneOffer, daysFromNow } from '../offers/offer-fixtures';
import { studentClient } from '../offers/student-test-client';
import { ENROLMENT_GATES } from './enrolment-gates.service';

/**
 * SPEC §6 'Students need' / §7 Enrol: every gate of `inscribirse` with its code, in order. Each
 * test arranges its case by changing the demo rows (alumna@: grado in degree 1, both searches
 * on, a CV, an internship until day +60; master@: two-year master under 50 % of credits).
 */
describe('enrolment gates', () => {
  let t: TestApp;
  let api: ReturnType<typeof studentClient>;
  let alumna: string;
  let master: string;
  const enrol = (token: string, body: Record<string, unknown>) => api.post('/api/Alumno/inscribirse', token, body);

  beforeAll(async () => {
    t = await buildTestApp();
    api = studentClient(t.app);
    alumna = await loginAs(t.app, 'alumna@demo.test');
    master = await loginAs(t.app, 'master@demo.test');
  });
  afterAll(() => t.close());

  it('runs the gates in the order of the issue', () => {
    expect(ENROLMENT_GATES.map(([name]) => name)).toEqual([
      'activeSearch',
      'ownCv',
      'credits',
      'degreeLevel',
      'targetDegrees',
      'overlap',
      'alreadyCandidate',
      'documents',
      'requirements',
      'weeklyHours',
      'openOffer',
    ]);
  });

  it('54: the active search of the offer kind must be on', async () => {
    const db = t.app.db;
    await db.updateTable('students').set({ active_search_jobs: 0 }).where('user_id', '=', 1).execute();
    try {
      expect(await enrol(alumna, { idOferta: 5 })).toMatchObject({ http: 400, status: 54, datos: null });
      // Already a candidate of offer 3 too, but 54 comes first.
      expect((await enrol(alumna, { idOferta: 3 })).status).toBe(54);
      // The internship search is still on: an internship offer passes this gate.
      expect((await enrol(alumna, { idOferta: 4 })).status).not.toBe(54);
    } finally {
      await db.updateTable('students').set({ active_search_jobs: 1 }).where('user_id', '=', 1).execute();
    }
  });

  it('55: my own CV must be attached', async () => {
    const db = t.app.db;
    await db.updateTable('documents').set({ kind: 'document' }).where('id', '=', 1).execute();
    try {
      expect(await enrol(alumna, { idOferta: 5 })).toMatchObject({ http: 400, status: 55 });
    } finally {
      await db.updateTable('documents').set({ kind: 'cv' }).where('id', '=', 1).execute();
    }
  });

  it('52: a two-year master student under 50 % of credits, warned beforehand', async () => {
    expect(await enrol(master, { idOferta: 14 })).toMatchObject({ http: 400, status: 52 });
    const warning = await api.get(
      `/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${demoOfferSlug(14)}`,
      master,
    );
    expect(warning.datos).toEqual({ sacaAviso: true, porcentajeCreditos: 30, porcentajeMinimo: 50 });
    // Credits matter for internships only; and not for a grado student.
    expect((await api.get('/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/5', master)).datos.sacaAviso).toBe(
      false,
    );
    expect((await api.get('/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/14', alumna)).datos.sacaAviso).toBe(
      false,
    );
    expect((await api.get('/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/8', master)).status).toBe(4);

    await t.app.db.updateTable('students').set({ credits_passed_percent: 55 }).where('user_id', '=', 2).execute();
    try {
      expect((await api.get('/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/14', master)).datos.sacaAviso).toBe(
        false,
      );
      expect((await enrol(master, { idOferta: 14 })).status).not.toBe(52);
    } finally {
      await t.app.db.updateTable('students').set({ credits_passed_percent: 30 }).where('user_id', '=', 2).execute();
    }
  });

  it('19: an offer for postgraduates only', async () => {
    const id = await cloneOffer(t.app.db, 5, {}, [21, 27]);
    expect(await enrol(alumna, { idOferta: id })).toMatchObject({ http: 400, status: 19 });
  });

  it('18: an offer for undergraduates only', async () => {
    const db = t.app.db;
    const id = await cloneOffer(db, 5, {}, [2, 3]);
    // master@ also finished a grado (study 4): withdraw it so that only the master is left.
    await db.updateTable('student_studies').set({ baja: 1 }).where('id', '=', 4).execute();
    try {
      expect(await enrol(master, { idOferta: id })).toMatchObject({ http: 400, status: 18 });
    } finally {
      await db.updateTable('student_studies').set({ baja: 0 }).where('id', '=', 4).execute();
    }
  });

  it('13 / 47: an offer for other degrees (13 internships, 47 jobs)', async () => {
    const internship = await cloneOffer(t.app.db, 14, {}, [2, 3]);
    const job = await cloneOffer(t.app.db, 5, {}, [2, 27]);
    expect(await enrol(alumna, { idOferta: internship })).toMatchObject({ http: 400, status: 13 });
    expect(await enrol(alumna, { idOferta: job })).toMatchObject({ http: 400, status: 47 });
    // A degree the offer only desires counts as a target degree.
    const desirable = await cloneOffer(t.app.db, 5, {}, [2, 1]);
    expect((await enrol(alumna, { idOferta: desirable })).status).toBe(0);
  });

  it('17: an internship that overlaps mine', async () => {
    expect(await enrol(alumna, { urlOferta: demoOfferSlug(4) })).toMatchObject({ http: 400, status: 17 });
  });

  it('10: already a candidate', async () => {
    expect(await enrol(alumna, { idOferta: 3 })).toMatchObject({ http: 409, status: 10 });
  });

  it('11: documents missing, listed in datos.documentacionNecesaria', async () => {
    const id = await cloneOffer(t.app.db, 5, { documentos_requeridos: '[1,5]' });
    const seen = await enrol(alumna, { idOferta: id });
    expect([seen.http, seen.status]).toEqual([400, 11]);
    expect(seen.datos).toEqual({ documentacionNecesaria: [{ idTipoDocumento: 5, descripcion: 'Permiso de trabajo' }] });
  });

  it('80: unmet requirements, listed in mensaje with the support address, my ID and the offer reference', async () => {
    const id = await cloneOffer(t.app.db, 5, { vehiculo_propio: 1 });
    await t.app.db
      .insertInto('offer_languages')
      .values({ offer_id: id, language_id: 3, level_id: 5, certification: 1 })
      .execute();
    const seen = await enrol(alumna, { idOferta: id });
    expect([seen.http, seen.status]).toEqual([400, 80]);
    expect(seen.datos.requisitos).toEqual([
      { requisito: 'vehiculoPropio', descripcion: 'vehículo propio' },
      { requisito: 'idioma', descripcion: 'idioma Inglés C1 - Dominio operativo eficaz con certificado' },
    ]);
    expect(seen.mensaje).toBe(
      `No cumples estos requisitos de la oferta: vehículo propio; idioma Inglés C1 - Dominio operativo eficaz con certificado. ` +
        `Si crees que es un error, escribe a practicas@ulevante.example indicando tu ID de usuario (1) y la referencia de la oferta (${id}).`,
    );
    await t.app.db.updateTable('users').set({ preferred_language: 'ca' }).where('id', '=', 1).execute();
    try {
      const ca = await enrol(alumna, { idOferta: id });
      expect(ca.mensaje).toMatch(/^No compleixes aquests requisits de l'oferta: vehicle propi; idioma Anglès/);
    } finally {
      await t.app.db.updateTable('users').set({ preferred_language: 'es' }).where('id', '=', 1).execute();
    }
  });

  it('102: an internship of more than 35 hours a week', async () => {
    const later = { fecha_inicio: daysFromNow(100), fecha_fin: daysFromNow(190) };
    const long = await cloneOffer(t.app.db, 14, { ...later, horas_semana: 40 });
    expect(await enrol(alumna, { idOferta: long })).toMatchObject({ http: 400, status: 102 });
    const fine = await cloneOffer(t.app.db, 14, { ...later, horas_semana: 35 });
    expect((await enrol(alumna, { idOferta: fine })).status).toBe(0);
  });

  it('closed, expired or unpublished offers take no candidates: 404/4', async () => {
    const expired = await cloneOffer(t.app.db, 5, { fecha_caducidad: daysFromNow(-1) });
    for (const ref of [{ idOferta: 8 }, { idOferta: 7 }, { idOferta: expired }, { urlOferta: 'no-such-offer' }]) {
      expect(await enrol(alumna, ref)).toMatchObject({ http: 404, status: 4 });
    }
  });

  it('refuses a body without an offer with 15, and a company with 403/71', async () => {
    expect(await enrol(alumna, {})).toMatchObject({ http: 400, status: 15 });
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    expect(await enrol(empresa, { idOferta: 5 })).toMatchObject({ http: 403, status: 71 });
  });
});
