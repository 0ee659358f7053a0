import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../platform/clock';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// A survey's answering window is in the brand's days (DESIGN 'one clock'): at 00:46 on 10 February
// 2027 in Madrid (23:46 UTC on the 9th) one that opens on the 10th is open and one that closed on
// the 9th is closed, in the office's list, for the student's access and in the student's list.
const MADRID_0046_ON_10_FEBRUARY = '2027-02-09T23:46:00Z';
const S = '/api/Gestion/encuestas';

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

async function create(fechas: { fechaDesde?: string; fechaHasta?: string }) {
  const res = await call(t.app, 'POST', S, admin, {
    titulo: 'Satisfacción con las prácticas',
    activa: true,
    paraAlumnos: true,
    preguntas: [{ tipo: 'text', texto: 'Comentarios', respuestas: [] }],
    ...fechas,
  });
  expect(res.body.status, JSON.stringify(res.body)).toBe(0);
  return res.body.datos as { idEncuesta: number; urlAcceso: string; estado: string };
}

const officeState = async (id: number) =>
  ((await call(t.app, 'GET', S, admin)).body.datos.items as Array<{ idEncuesta: number; estado: string }>).find(
    (i) => i.idEncuesta === id,
  )?.estado;

describe('survey windows in Madrid’s day', () => {
  it('opens on its first day at 00:46 in Madrid and closes after its last day there', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const opening = await create({ fechaDesde: '2027-02-10' });
    const closed = await create({ fechaDesde: '2027-02-01', fechaHasta: '2027-02-09' });
    expect(opening.estado).toBe('abierta');
    expect(closed.estado).toBe('cerrada');
    expect(await officeState(opening.idEncuesta)).toBe('abierta');
    expect(await officeState(closed.idEncuesta)).toBe('cerrada');

    const access = (url: string) => call(t.app, 'POST', `/api/Encuestas/accesoEncuesta/${url}`, alumna, {});
    expect((await access(opening.urlAcceso)).body.status).toBe(0);
    expect((await access(closed.urlAcceso)).body.status).toBe(35);
    const listed = (await call(t.app, 'GET', '/api/Alumno/dameEncuestasUsuario', alumna)).body.datos as Array<{
      idEncuesta: number;
    }>;
    expect(listed.map((s) => s.idEncuesta)).toContain(opening.idEncuesta);
    expect(listed.map((s) => s.idEncuesta)).not.toContain(closed.idEncuesta);

    // 22:46 UTC is 23:46 on the 9th in Madrid: not open yet, the other still open.
    setClock('2027-02-09T22:46:00Z');
    expect(await officeState(opening.idEncuesta)).toBe('programada');
    expect(await officeState(closed.idEncuesta)).toBe('abierta');
    expect((await access(opening.urlAcceso)).body.status).toBe(35);
  });
});
