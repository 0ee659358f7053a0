import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, setClock, today } from '../../../platform/clock';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// The office's agreement dates (SPEC §4): signatures happened, so they are never after today in
// the brand's zone (315, nothing changed), and "today" is Madrid's day (DESIGN 'one clock').
// Demo agreements: 7 Enviado Secretaría, 1 Formalizado (empresa@), 2 Caducado.
const MADRID_0046_ON_10_FEBRUARY = '2027-02-09T23:46:00Z';
const Q = '/api/Gestion/convenios';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterEach(() => setClock(null));
afterAll(async () => t?.close());

const agreement = (id: number) =>
  t.app.db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const signers = (id: number) =>
  t.app.db.selectFrom('agreement_signers').selectAll().where('agreement_id', '=', id).orderBy('id').execute();
const auditCount = async () => (await t.app.db.selectFrom('audit_log').select('id').execute()).length;

describe('dates that cannot be', () => {
  it('refuses formalising «signed outside the portal» 30 days ahead (315); the agreement is unchanged', async () => {
    const before = { row: await agreement(7), signers: await signers(7), audit: await auditCount() };
    const ahead = addDays(today(), 30);
    const res = await call(t.app, 'POST', `${Q}/7/formaliza`, admin, {
      modo: 'fuera',
      fechaFirma: ahead,
      firmadoPor: 'Rector Joan Pons, en papel',
    });
    expect([res.http, res.body.status]).toEqual([400, 315]);
    expect(res.body.datos).toEqual({ campos: [{ campo: 'fechaFirma', error: '315' }] });
    expect(await agreement(7)).toEqual(before.row);
    expect(await signers(7)).toEqual(before.signers);
    expect(await auditCount()).toBe(before.audit);

    // A university signer dated in the future is refused the same way, by its place in the list.
    const signer = await call(t.app, 'POST', `${Q}/7/formaliza`, admin, {
      modo: 'fuera',
      fechaFirma: today(),
      firmadoPor: 'Rector Joan Pons, en papel',
      firmantes: [
        { nombre: 'Rosa Ferrer Camps', fechaFirma: today() },
        { nombre: 'Pere Soler', fechaFirma: addDays(today(), 1) },
      ],
    });
    expect([signer.http, signer.body.status]).toEqual([400, 315]);
    expect(signer.body.datos).toEqual({ campos: [{ campo: 'firmantes/1/fechaFirma', error: '315' }] });
    expect(await agreement(7)).toEqual(before.row);
    expect(await signers(7)).toEqual(before.signers);
  });

  it('refuses recording a signer who signs tomorrow in Madrid, accepts one who signed today there', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const before = await signers(1);
    const tomorrow = await call(t.app, 'POST', `${Q}/1/firmantes`, admin, {
      lado: 'empresa',
      nombre: 'Marta Gil',
      fechaFirma: '2027-02-11',
    });
    expect([tomorrow.http, tomorrow.body.status]).toEqual([400, 315]);
    expect(tomorrow.body.datos).toEqual({ campos: [{ campo: 'fechaFirma', error: '315' }] });
    expect(await signers(1)).toEqual(before);
    // The 10th is today in Madrid although UTC is still on the 9th.
    const todayThere = await call(t.app, 'POST', `${Q}/1/firmantes`, admin, {
      lado: 'empresa',
      nombre: 'Marta Gil',
      fechaFirma: '2027-02-10',
    });
    expect(todayThere.body.status).toBe(0);
    expect(todayThere.body.datos.firmantes).toContainEqual(
      expect.objectContaining({ nombre: 'Marta Gil', fechaFirma: '2027-02-10' }),
    );
  });

  it('formalises outside the portal on today’s date in Madrid', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const res = await call(t.app, 'POST', `${Q}/7/formaliza`, admin, {
      modo: 'fuera',
      fechaFirma: '2027-02-10',
      firmadoPor: 'Rector Joan Pons, en papel',
    });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      estado: 'formalizado',
      firmaFuera: { fecha: '2027-02-10', firmadoPor: 'Rector Joan Pons, en papel' },
    });
  });
});

describe('the validity end in the brand’s days', () => {
  it('at 00:46 on 10 February in Madrid a validity ending on the 10th is not after today (174)', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const before = await agreement(1);
    const res = await call(t.app, 'POST', `${Q}/1/caducidad`, admin, { fechaCaducidad: '2027-02-10' });
    expect([res.http, res.body.status]).toEqual([400, 174]);
    expect((await agreement(1)).fecha_caducidad).toBe(before.fecha_caducidad);
    const next = await call(t.app, 'POST', `${Q}/1/caducidad`, admin, { fechaCaducidad: '2027-02-11' });
    expect(next.body.status).toBe(0);
    expect(next.body.datos.fechaCaducidad).toBe('2027-02-11');
  });
});
