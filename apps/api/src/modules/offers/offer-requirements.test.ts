import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferRow } from '../../db/tables/offers';
import type { TestApp } from '../../test/test-app';
import { ageOn } from './offer-requirements';
import { idsOf } from './student-test-client';
import { alumnaApp, copyOfJobOffer5, type AlumnaApp } from './offers-test-kit';

/**
 * The requirement rules are written twice (offer-requirements.ts): in SQL for matching mode and
 * in code for the enrolment gate 80. Each case here is a copy of job offer 5 with one
 * requirement; matching mode must leave it out exactly when enrolment answers 80.
 * alumna@: Spanish, lives in Valencia (46), driving licence, no car, 21 years old, no promotion
 * year, not in the last year; Spanish native, Catalan C1 and English B2, both certified.
 */
type Case = [
  label: string,
  changes: Updateable<OfferRow>,
  languages: Array<[language: number, level: number | null, cert: number]>,
  meets: boolean,
];

const CASES: Case[] = [
  ['nationality of another country', { paises_nacionalidad: '[73]' }, [], false],
  ['nationality among several', { paises_nacionalidad: '[73, 1]' }, [], true],
  ['residence country', { paises_residencia: '[1]' }, [], true],
  ['residence abroad', { paises_residencia: '[184]' }, [], false],
  ['residence province', { provincias_residencia: '[46]' }, [], true],
  ['residence in other provinces', { provincias_residencia: '[8,28]' }, [], false],
  ['own car', { vehiculo_propio: 1 }, [], false],
  ['driving licence', { carnet_conducir: 1 }, [], true],
  ['availability abroad', { disponibilidad_extranjero: 1 }, [], false],
  ['availability to relocate', { disponibilidad_traslado: 1 }, [], false],
  ['max age 30', { edad_maxima: 30 }, [], true],
  ['max age 20', { edad_maxima: 20 }, [], false],
  ['max salary without a desired salary', { salario_maximo: 10000 }, [], true],
  ['max promotion year without a promotion', { anio_promocion_maximo: 2030 }, [], false],
  ['last-year students', { ultimo_curso: 1 }, [], false],
  ['English B2 certified', {}, [[3, 4, 1]], true],
  ['English C1', {}, [[3, 5, 0]], false],
  ['French A1', {}, [[4, 1, 0]], false],
  [
    'Catalan C1 certified and Spanish native',
    {},
    [
      [2, 5, 1],
      [1, 7, 0],
    ],
    true,
  ],
  ['English at any level', {}, [[3, null, 0]], true],
];

describe('offer requirements: matching mode and enrolment gate agree', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;

  beforeAll(async () => ({ t, api, alumna } = await alumnaApp()));
  afterAll(() => t.close());

  it('computes ages in whole years', () => {
    expect(ageOn('2000-03-14', '2021-03-13')).toBe(20);
    expect(ageOn('2000-03-14', '2021-03-14')).toBe(21);
  });

  it.each(CASES)('%s', async (_label, changes, languages, meets) => {
    const id = await copyOfJobOffer5(t.app.db, { ...changes });
    if (languages.length > 0) {
      await t.app.db
        .insertInto('offer_languages')
        .values(
          languages.map(([language_id, level_id, certification]) => ({
            offer_id: id,
            language_id,
            level_id,
            certification,
          })),
        )
        .execute();
    }
    const matching = idsOf(await api.get('/api/Alumno/ofertasEncajanConUsuario?tipo=empleo', alumna));
    const filtered = idsOf(await api.get('/api/Alumno/dameOfertasUsuario/empleo/1?encajaCV=1', alumna));
    const enrol = await api.post('/api/Alumno/inscribirse', alumna, { idOferta: id });
    expect(matching.includes(id)).toBe(meets);
    expect(filtered.includes(id)).toBe(meets);
    expect(enrol.status).toBe(meets ? 0 : 80);
  });
});
