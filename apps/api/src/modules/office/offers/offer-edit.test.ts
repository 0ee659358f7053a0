import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, officeLogin, outboxTo } from '../office-test-kit';

// Staff edit an offer (issue #14 '3. Offers', permission offers.edit). Offer 7 is pending, of
// empresa@'s company 1 (written by empresa@).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

const offerRow = (id: number) =>
  t.app.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('office offer edit (#14 part 3)', () => {
  it('#14.3 staff edit an offer: the change is saved, recorded field by field and the company is told', async () => {
    const before = await offerRow(7);
    const mails = (await outboxTo(t.app, 'empresa@demo.test')).length;
    const res = await call(t.app, 'POST', '/api/Gestion/ofertas/7/editar', admin, {
      titulo: 'Prácticas de análisis de datos (corregido)',
      plazas: before.plazas + 1,
      horario: before.horario,
    });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.vistaAlumno.titulo).toBe('Prácticas de análisis de datos (corregido)');
    const after = await offerRow(7);
    expect(after).toMatchObject({ titulo: 'Prácticas de análisis de datos (corregido)', plazas: before.plazas + 1 });
    expect(after.estado).toBe(before.estado);

    const [row] = await auditRows(t.app, 'offer.edit');
    expect(row).toMatchObject({
      actor_role: 'staff',
      object_id: '7',
      from_state: before.estado,
      to_state: before.estado,
    });
    // Only what changed: the unchanged timetable is not listed.
    expect(JSON.parse(row.reason!)).toEqual({
      titulo: [before.titulo, 'Prácticas de análisis de datos (corregido)'],
      plazas: [before.plazas, before.plazas + 1],
    });
    const sheet = await call(t.app, 'GET', '/api/Gestion/ofertas/7', admin);
    expect(sheet.body.datos.historial[0]).toMatchObject({ accion: 'offer.edit', emailActor: 'gestor@demo.test' });

    const inbox = await outboxTo(t.app, 'empresa@demo.test');
    expect(inbox.length).toBe(mails + 1);
    expect(inbox[0].subject).toBe('Oferta modificada por la oficina: Prácticas de análisis de datos (corregido)');
    expect(inbox[0].text).toContain('titulo, plazas');
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    const bell = await call(t.app, 'GET', '/api/Empresa/dameNotificaciones', empresa);
    expect(JSON.stringify(bell.body.datos)).toContain('Oferta modificada por la oficina');
  });

  it('#14.3 refuses what the company form refuses, and offers that are closed (190), changing nothing', async () => {
    const before = await offerRow(7);
    const bad = await call(t.app, 'POST', '/api/Gestion/ofertas/7/editar', admin, { plazas: 0 });
    expect(bad.http).toBe(400);
    const empty = await call(t.app, 'POST', '/api/Gestion/ofertas/7/editar', admin, {});
    expect(empty.http).toBe(400);
    expect(await offerRow(7)).toEqual(before);

    await t.app.db.updateTable('offers').set({ estado: 'cerrada' }).where('id', '=', 13).execute();
    const closed = await call(t.app, 'POST', '/api/Gestion/ofertas/13/editar', admin, { titulo: 'Nuevo' });
    expect([closed.http, closed.body.status]).toEqual([400, 190]);
    expect((await offerRow(13)).titulo).not.toBe('Nuevo');
  });
});
