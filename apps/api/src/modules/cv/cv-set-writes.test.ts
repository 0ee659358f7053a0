import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, testEngine, type TestApp } from '../../test/test-app';
import { call, type Json } from './cv-test-kit';

/**
 * Issue #12 item 2: eight simultaneous replacements of one student's list (skills, interests, IT
 * programs) made 5-6 of them fail on a duplicate key on PostgreSQL. Each replacement is one
 * transaction that waits for the others: all answer 0 and the list that stays is one of those sent.
 */
describe(`replace-a-set CV writes under concurrency (${testEngine})`, () => {
  let t: TestApp;
  let alumna: string;

  beforeAll(async () => {
    t = await buildTestApp();
    alumna = await loginAs(t.app, 'alumna@demo.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function interes(): Promise<Json> {
    return (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', alumna)).body.datos.interes;
  }

  const cases = [
    {
      route: 'editCompetencias',
      bodies: Array.from({ length: 8 }, (_, i) => ({ competencias: [1 + (i % 4), 5 + (i % 3), 2] })),
      read: (v: Json) => v.competencias,
      sent: (b: Json) => [...new Set(b.competencias as number[])].sort(),
    },
    {
      route: 'editInteres',
      bodies: Array.from({ length: 8 }, (_, i) => ({ tagsInteres: [1 + (i % 3), 4, 2 + (i % 2)] })),
      read: (v: Json) => v.tagsInteres,
      sent: (b: Json) => [...new Set(b.tagsInteres as number[])].sort(),
    },
    {
      route: 'editConocimientosInformaticos',
      bodies: Array.from({ length: 8 }, (_, i) => ({
        programasInformaticos: [{ idPrograma: 2, idNivel: 1 + (i % 4) }, { idPrograma: 3 + (i % 5) }],
      })),
      read: (v: Json) => v.programasInformaticos,
      sent: (b: Json) =>
        (b.programasInformaticos as Array<{ idPrograma: number; idNivel?: number }>).map((p) => ({
          idPrograma: p.idPrograma,
          idNivel: p.idNivel ?? null,
        })),
    },
  ];

  it('#12.2 eight simultaneous addIdioma of one language store it once: one 0, the others 8', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, 'POST', '/api/Alumno/addIdioma', alumna, { idIdioma: 5, idNivel: 3 }),
      ),
    );
    expect(answers.map((a) => a.body.status).sort()).toEqual([0, 8, 8, 8, 8, 8, 8, 8]);
    const idiomas = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', alumna)).body.datos.idiomas as Array<{
      idIdioma: number;
    }>;
    expect(idiomas.filter((l) => l.idIdioma === 5)).toHaveLength(1);
  });

  for (const c of cases) {
    it(`#12.2 eight simultaneous ${c.route} of one student all answer 0 and leave one of the sent lists`, async () => {
      const answers = await Promise.all(
        c.bodies.map((body) => call(t.app, 'POST', `/api/Alumno/${c.route}`, alumna, body)),
      );
      expect(answers.map((a) => [a.http, a.body.status])).toEqual(c.bodies.map(() => [200, 0]));
      const stored = c.read(await interes());
      const normalise = (v: unknown) =>
        JSON.stringify(Array.isArray(v) && typeof v[0] === 'number' ? [...v].sort() : v);
      expect(c.bodies.map((b) => normalise(c.sent(b)))).toContain(normalise(stored));
    });
  }
});
