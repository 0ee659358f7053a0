import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../platform/clock';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// A change request accepted at 00:46 on 10 February 2027 in Madrid (23:46 UTC on the 9th) changes
// its internship from the 10th: the amendment's effective date is Madrid's day (DESIGN 'one clock').
// Demo change request 1 (cambio_fechas) waits for the office.
const MADRID_0046_ON_10_FEBRUARY = '2027-02-09T23:46:00Z';
const Q = '/api/Gestion/solicitudes';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterEach(() => setClock(null));
afterAll(async () => t?.close());

describe('an office change request in Madrid’s day', () => {
  it('accepted at 00:46 on the 10th is effective from the 10th, not the 9th', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const accepted = await call(t.app, 'POST', `${Q}/cambio/1/aceptar`, admin, { confirmarAvisos: true });
    expect(accepted.body.status, JSON.stringify(accepted.body)).toBe(0);
    const idPractica = accepted.body.datos.idPractica as number;
    expect(idPractica).toEqual(expect.any(Number));
    const sheet = await call(t.app, 'GET', `/api/Gestion/practicas/${idPractica}`, admin);
    expect(sheet.body.status).toBe(0);
    expect(sheet.body.datos.enmiendas.at(-1)).toMatchObject({ fechaEfecto: '2027-02-10' });
  });
});
