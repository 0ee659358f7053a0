import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { placementForm } from '../../proposals/proposals.fixtures';
import { auditRows, officeLogin, outboxTo } from '../office-test-kit';

// Offer validation of the office console (issue #14 '3. Offers'). gestor@demo.test (7) is the
// default brand's admin, oficina@ (90) a gestor, tutora@ (91) a tutor. The demo's pending offers
// of the default brand: 7 and 13 (empresa@'s company 1), 21 (company 2), 27 (3), 29 (4) and some
// of the extra companies; 67-69 are the Catalan brand's.

let t: TestApp;
let admin: string;
let empresa: string;
let alumna: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => t?.close());

const Q = '/api/Gestion/ofertas';
const offerRow = (id: number) =>
  t.app.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const studentPracticas = async () => {
  const res = await call(t.app, 'GET', '/api/Alumno/dameOfertasUsuario/practicas/1', alumna);
  return (res.body.datos.ofertas as Array<{ idOferta?: number; idoferta?: number }>).map(
    (o) => o.idOferta ?? o.idoferta,
  );
};

describe('office offer validation (issue #14)', () => {
  it("lists the brand's pending offers, oldest first, filtered, sorted and paginated on the server", async () => {
    const res = await call(t.app, 'GET', Q, admin);
    expect(res.body.status).toBe(0);
    const ids = res.body.datos.items.map((i: { idOferta: number }) => i.idOferta);
    expect(ids).toEqual(expect.arrayContaining([7, 13, 21, 27, 29]));
    expect(ids).not.toContain(67);
    expect(res.body.datos.items.every((i: { estado: string }) => i.estado === 'pendiente_validacion')).toBe(true);
    const page = await call(t.app, 'GET', `${Q}?tamano=2&pagina=2&orden=titulo`, admin);
    expect(page.body.datos).toMatchObject({ total: res.body.datos.total, pagina: 2, tamano: 2 });
    expect(page.body.datos.items).toHaveLength(2);
    const published = await call(t.app, 'GET', `${Q}?estado=publicada&tamano=100`, admin);
    expect(published.body.datos.items.every((i: { estado: string }) => i.estado === 'publicada')).toBe(true);
    const bad = await call(t.app, 'GET', `${Q}?orden=nada`, admin);
    expect(bad.http).toBe(400);
  });

  it('shows the offer as a student sees it, with its timeline', async () => {
    const res = await call(t.app, 'GET', `${Q}/21`, admin);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ idOferta: 21, estado: 'pendiente_validacion', idEmpresa: 2, historial: [] });
    expect(res.body.datos.vistaAlumno.titulo).toBe((await offerRow(21)).titulo);
  });

  it("approves: the offer is published, alumna@'s cached list shows it at once, the company is told, one audit row", async () => {
    const before = await studentPracticas();
    expect(before).not.toContain(7);
    const res = await call(t.app, 'POST', `${Q}/7/aprobar`, admin);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.estado).toBe('publicada');
    expect((await offerRow(7)).published_at).not.toBeNull();
    expect(await studentPracticas()).toContain(7);
    expect(res.body.datos.historial[0]).toMatchObject({
      accion: 'offer.approve',
      estadoAnterior: 'pendiente_validacion',
      estadoNuevo: 'publicada',
      emailActor: 'gestor@demo.test',
    });
    const [row] = (await auditRows(t.app, 'offer.approve')).filter((r) => r.object_id === '7');
    expect(row).toMatchObject({ actor_user_id: 7, actor_role: 'staff', object_type: 'offer' });
    expect(row.request_id).toBeTruthy();
    // Approving twice is refused (160) and writes nothing.
    const again = await call(t.app, 'POST', `${Q}/7/aprobar`, admin);
    expect([again.http, again.body.status]).toEqual([409, 160]);
    expect((await auditRows(t.app, 'offer.approve')).filter((r) => r.object_id === '7')).toHaveLength(1);
  });

  it('rejects with a coded reason: the company sees it on its offer, in a notification and in an e-mail', async () => {
    const mailsBefore = (await outboxTo(t.app, 'empresa@demo.test')).length;
    const res = await call(t.app, 'POST', `${Q}/13/rechazar`, admin, {
      codigoMotivo: 'no_formativa',
      comentario: 'Las tareas son de soporte.',
    });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      estado: 'cerrada',
      decision: { tipo: 'rechazada', codigoMotivo: 'no_formativa', comentario: 'Las tareas son de soporte.' },
    });
    const detail = await call(t.app, 'GET', '/api/Empresa/dameDatosProceso/13', empresa);
    expect(detail.body.datos.decisionOficina).toMatchObject({
      tipo: 'rechazada',
      codigoMotivo: 'no_formativa',
      motivo: 'Las tareas no son formativas para la titulación',
      comentario: 'Las tareas son de soporte.',
    });
    const bell = await call(t.app, 'GET', '/api/Empresa/dameNotificaciones', empresa);
    expect(JSON.stringify(bell.body.datos)).toContain('Oferta rechazada');
    const mails = await outboxTo(t.app, 'empresa@demo.test');
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0].subject).toContain('Oferta rechazada');
    expect(mails[0].text).toContain('Las tareas no son formativas para la titulación');
    expect(mails[0].text).toMatch(/https?:\/\/\S+\/mis-propuestas\/13/);
    expect((await auditRows(t.app, 'offer.reject')).at(-1)).toMatchObject({
      object_id: '13',
      from_state: 'pendiente_validacion',
      to_state: 'cerrada',
      reason: 'no_formativa: Las tareas son de soporte.',
    });
    const unknown = await call(t.app, 'POST', `${Q}/21/rechazar`, admin, { codigoMotivo: 'capricho' });
    expect(unknown.http).toBe(400);
    expect((await offerRow(21)).estado).toBe('pendiente_validacion');
  });

  it('returns for changes: the company reads the comment, edits the offer and resubmits it', async () => {
    // A pending offer of empresa@'s company.
    await t.app.db.updateTable('offers').set({ estado: 'pendiente_validacion' }).where('id', '=', 10).execute();
    const res = await call(t.app, 'POST', `${Q}/10/devolver`, admin, { comentario: 'Indicad el horario exacto.' });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      estado: 'borrador',
      decision: { tipo: 'devuelta', comentario: 'Indicad el horario exacto.' },
    });
    const detail = await call(t.app, 'GET', '/api/Empresa/dameDatosProceso/10', empresa);
    expect(detail.body.datos.decisionOficina).toMatchObject({
      tipo: 'devuelta',
      comentario: 'Indicad el horario exacto.',
    });
    expect(detail.body.datos.bloqueoEdicion).toBeNull();
    const edit = await call(
      t.app,
      'POST',
      '/api/Empresa/addOferta',
      empresa,
      placementForm({ idOferta: 10, horario: 'De 9:00 a 14:00' }),
    );
    expect(edit.body).toMatchObject({ status: 0, aviso: 512 });
    expect(await offerRow(10)).toMatchObject({ estado: 'pendiente_validacion', horario: 'De 9:00 a 14:00' });
    const queue = await call(t.app, 'GET', `${Q}?tamano=100`, admin);
    expect(queue.body.datos.items.map((i: { idOferta: number }) => i.idOferta)).toContain(10);
    expect((await auditRows(t.app, 'offer.return')).at(-1)).toMatchObject({
      object_id: '10',
      to_state: 'borrador',
      reason: 'Indicad el horario exacto.',
    });
    const empty = await call(t.app, 'POST', `${Q}/21/devolver`, admin, { comentario: ' ' });
    expect(empty.http).toBe(400);
  });

  it('bulk approves and rejects with a result per offer: one refusal does not stop the rest', async () => {
    const res = await call(t.app, 'POST', `${Q}/aprobar`, admin, { ids: [21, 13, 67, 27] });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.resultados).toEqual([
      { idOferta: 21, status: 0, estado: 'publicada' },
      { idOferta: 13, status: 160, estado: null },
      { idOferta: 67, status: 4, estado: null },
      { idOferta: 27, status: 0, estado: 'publicada' },
    ]);
    expect((await offerRow(27)).estado).toBe('publicada');
    expect((await offerRow(67)).estado).toBe('publicada');
    const rejected = await call(t.app, 'POST', `${Q}/rechazar`, admin, { ids: [29, 21], codigoMotivo: 'incompleta' });
    expect(rejected.body.datos.resultados).toEqual([
      { idOferta: 29, status: 0, estado: 'cerrada' },
      { idOferta: 21, status: 160, estado: null },
    ]);
    expect((await auditRows(t.app, 'offer.reject')).filter((r) => r.object_id === '29')).toHaveLength(1);
  });

  it('closes a published offer and reopens it, each with its audit row', async () => {
    const closed = await call(t.app, 'POST', `${Q}/27/cerrar`, admin);
    expect(closed.body.datos.estado).toBe('cerrada');
    const reopened = await call(t.app, 'POST', `${Q}/27/reabrir`, admin);
    expect(reopened.body.datos.estado).toBe('publicada');
    expect(reopened.body.datos.historial.map((h: { accion: string }) => h.accion).slice(0, 3)).toEqual([
      'offer.reopen',
      'offer.close',
      'offer.approve',
    ]);
    const notPending = await call(t.app, 'POST', `${Q}/27/cerrar`, admin);
    expect(notPending.body.status).toBe(0);
    expect((await call(t.app, 'POST', `${Q}/27/aprobar`, admin)).body.status).toBe(160);
  });

  it("answers 404 (4) for another brand's offer, and changes nothing", async () => {
    for (const url of [`${Q}/67`, `${Q}/999999`]) {
      const res = await call(t.app, 'GET', url, admin);
      expect([res.http, res.body.status], url).toEqual([404, 4]);
    }
    const res = await call(t.app, 'POST', `${Q}/67/cerrar`, admin);
    expect([res.http, res.body.status]).toEqual([404, 4]);
    expect((await offerRow(67)).estado).toBe('publicada');
  });

  it('refuses a tutor (143) and lets a gestor decide', async () => {
    const tutor = await officeLogin(t.app, 'tutora@demo.test');
    for (const [method, url] of [
      ['GET', Q],
      ['GET', `${Q}/21`],
      ['POST', `${Q}/21/cerrar`],
    ] as const) {
      const res = await call(t.app, method, url, tutor);
      expect([res.http, res.body.status], url).toEqual([403, 143]);
    }
    expect((await offerRow(21)).estado).toBe('publicada');
    const gestor = await officeLogin(t.app, 'oficina@demo.test');
    expect((await call(t.app, 'POST', `${Q}/21/cerrar`, gestor)).body.datos.estado).toBe('cerrada');
  });
});
