import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guidePdf } from '../../../db/seed/demo-content-files';
import { setClock } from '../../../platform/clock';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// Publication dates are the brand's days (DESIGN 'one clock'): at 00:46 on 10 February 2027 in
// Madrid (23:46 UTC on the 9th) what is published from the 10th is live, for the office's state and
// for the student's lists (communications, upcoming events, guides), and what ran until the 9th is not.
const MADRID_0046_ON_10_FEBRUARY = '2027-02-09T23:46:00Z';
const C = '/api/Gestion/contenidos';

let t: TestApp;
let admin: string;
let alumna: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterEach(() => setClock(null));
afterAll(async () => t?.close());

const ids = async (path: string, key: string) =>
  ((await call(t.app, 'GET', path, alumna)).body.datos as Array<Record<string, number>>).map((item) => item[key]);

describe('content published in Madrid’s day', () => {
  it('a communication from the 10th is published and shown; one until the 9th has expired and is gone', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const fromToday = await call(t.app, 'POST', `${C}/comunicaciones`, admin, {
      descripcionEs: 'Desde hoy en Madrid',
      publicarDesde: '2027-02-10',
      destinatarios: 'alumnos',
    });
    const untilYesterday = await call(t.app, 'POST', `${C}/comunicaciones`, admin, {
      descripcionEs: 'Hasta ayer en Madrid',
      publicarDesde: '2027-02-01',
      publicarHasta: '2027-02-09',
      destinatarios: 'alumnos',
    });
    expect(fromToday.body.datos.estado).toBe('publicado');
    expect(untilYesterday.body.datos.estado).toBe('caducado');
    const shown = await ids('/api/Alumno/dameComunicaciones', 'idComunicacion');
    expect(shown).toContain(fromToday.body.datos.idComunicacion);
    expect(shown).not.toContain(untilYesterday.body.datos.idComunicacion);
  });

  it('an event published from the 10th is among the student’s upcoming events and published for the office', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const created = await call(t.app, 'POST', `${C}/eventos`, admin, {
      tituloEs: 'Feria de empleo',
      categoriaEs: 'Feria',
      lugarEs: 'Aula magna',
      fecha: '2027-02-20T09:00:00Z',
      publicarDesde: '2027-02-10',
      destinatarios: 'alumnos',
    });
    expect(created.body.status).toBe(0);
    expect(created.body.datos.estado).toBe('publicado');
    expect(await ids('/api/Alumno/dameEventos?proximos=true', 'idEvento')).toContain(created.body.datos.idEvento);
    const listed = (await call(t.app, 'GET', `${C}/eventos`, admin)).body.datos as Array<{
      idEvento: number;
      estado: string;
    }>;
    expect(listed.find((e) => e.idEvento === created.body.datos.idEvento)?.estado).toBe('publicado');
  });

  it('a guide published from the 10th is listed to the student', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const pdf = await guidePdf('Guía del día', ['Consejos']);
    const file = await call(t.app, 'POST', `${C}/ficheros`, admin, {
      tipo: 'guia',
      nombre: 'guia-dia.pdf',
      ficheroB64: pdf.toString('base64'),
    });
    const created = await call(t.app, 'POST', `${C}/guias`, admin, {
      tituloEs: 'Guía del día',
      idFichero: file.body.datos.idFichero,
      publicarDesde: '2027-02-10',
    });
    expect(created.body.status).toBe(0);
    expect(created.body.datos.estado).toBe('publicado');
    expect(await ids('/api/Alumno/dameGuiaOrientacion', 'idGuia')).toContain(created.body.datos.idGuia);
    // An hour earlier it is still the 9th in Madrid too: scheduled, not listed.
    setClock('2027-02-09T22:46:00Z');
    expect(await ids('/api/Alumno/dameGuiaOrientacion', 'idGuia')).not.toContain(created.body.datos.idGuia);
  });

  it('a home banner from the 10th shows at 00:46 in Madrid; one until the 9th has gone', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const banner = async () =>
      (await call(t.app, 'GET', '/api/Publico/bannerHome?lang=es', null)).body.datos.banner as { texto: string } | null;
    const saved = await call(t.app, 'POST', '/api/Gestion/textos/banner', admin, {
      textoEs: 'Desde hoy en Madrid',
      publicadoDesde: '2027-02-10',
    });
    expect(saved.body.datos.banner).toMatchObject({ visible: true });
    expect((await banner())?.texto).toBe('Desde hoy en Madrid');
    await call(t.app, 'POST', '/api/Gestion/textos/banner', admin, {
      textoEs: 'Hasta ayer en Madrid',
      publicadoDesde: '2027-02-01',
      publicadoHasta: '2027-02-09',
    });
    expect((await banner())?.texto).not.toBe('Hasta ayer en Madrid');
  });
});
