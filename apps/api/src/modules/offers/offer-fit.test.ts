import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { setOfferDegrees } from './offer-fixtures';
import { alumnaApp, copyOfJobOffer5, type AlumnaApp } from './offers-test-kit';

/**
 * Issue #16 part 4: dameOferta tells the signed-in student which requirements she meets
 * (`encaje`), by the enrolment gates' own rules, so 'not met' on the page is what applying
 * answers. Copies of job offer 5 (empresa@'s company). alumna@ (grado): driving licence, no car;
 * Spanish native, Catalan C1 and English B2 certified (offer-requirements.test.ts).
 */
describe('offer detail: how I meet the requirements', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;

  beforeAll(async () => ({ t, api, alumna } = await alumnaApp()));
  afterAll(() => t.close());

  it('names my degree as met and each language and other requirement as met or not', async () => {
    const id = await copyOfJobOffer5(t.app.db, { vehiculo_propio: 1 });
    await t.app.db.deleteFrom('offer_languages').where('offer_id', '=', id).execute();
    await t.app.db
      .insertInto('offer_languages')
      .values([
        { offer_id: id, language_id: 3, level_id: 4, certification: 1 },
        { offer_id: id, language_id: 4, level_id: 1, certification: 0 },
      ])
      .execute();
    const seen = await api.get(`/api/Alumno/dameOferta/${id}`, alumna);
    expect(seen).toMatchObject({ http: 200, status: 0 });
    expect(seen.datos.encaje).toMatchObject({
      titulacion: true,
      idiomas: [
        { idIdioma: 3, cumple: true },
        { idIdioma: 4, cumple: false },
      ],
      otrosNoCumplidos: ['vehículo propio'],
    });
    // Offer 5 may target degrees of several levels (no level rule): met or not asked.
    expect([true, null]).toContain(seen.datos.encaje.nivel);
    // The same answer as applying: requirements unmet (80).
    expect((await api.post('/api/Alumno/inscribirse', alumna, { idOferta: id })).status).toBe(80);
  });

  it("says a master's offer is not for my degree nor my level, as applying answers 19", async () => {
    const mine = await t.app.db.selectFrom('student_studies').select('degree_id').where('student_id', '=', 1).execute();
    const master = await t.app.db
      .selectFrom('degrees')
      .select('id')
      .where('level', '=', 'master')
      .where(
        'id',
        'not in',
        mine.map((m) => m.degree_id ?? 0),
      )
      .executeTakeFirstOrThrow();
    const id = await copyOfJobOffer5(t.app.db);
    await setOfferDegrees(t.app.db, id, [master.id]);
    await t.app.db.deleteFrom('offer_languages').where('offer_id', '=', id).execute();

    const seen = await api.get(`/api/Alumno/dameOferta/${id}`, alumna);
    expect(seen.datos.encaje).toEqual({ titulacion: false, nivel: false, idiomas: [], otrosNoCumplidos: [] });
    expect((await api.post('/api/Alumno/inscribirse', alumna, { idOferta: id })).status).toBe(19);
  });

  it('speaks Catalan when the page does', async () => {
    const id = await copyOfJobOffer5(t.app.db, { vehiculo_propio: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Alumno/dameOferta/${id}`,
      headers: { authorization: `Bearer ${alumna}`, 'accept-language': 'ca' },
    });
    expect(res.json().datos.encaje.otrosNoCumplidos).toEqual(['vehicle propi']);
  });
});
