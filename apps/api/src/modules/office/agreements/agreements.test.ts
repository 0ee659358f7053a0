import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, PNG_BYTES } from '../../../platform/files.fixtures';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';

// Agreements of the office console (issue #14 '4. Agreements'). gestor@demo.test (7) is the default
// brand's admin, tutora@ a tutor. Demo agreements: 4 (company 3), 13 (company 6) and 14 (company 2,
// grupo@) in Firmado empresa with a signed upload (13, 14); 5 Generado; 6 Erróneo empresa;
// 7 Enviado Secretaría; 1 Formalizado (empresa@); 2 Caducado.

let t: TestApp;
let admin: string;
let tutor: string;
let otherBrand: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  tutor = await officeLogin(t.app, 'tutora@demo.test');
  otherBrand = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
});
afterAll(async () => t?.close());

const Q = '/api/Gestion/convenios';
const row = (id: number) =>
  t.app.db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const pdf = (bytes: Buffer = PDF_BYTES, extension = 'pdf') => ({
  ficheroB64ParaAltas: bytes.toString('base64'),
  extension_adjunto: extension,
});
const counts = async () => ({
  audit: (await t.app.db.selectFrom('audit_log').select('id').execute()).length,
  mails: (await t.app.db.selectFrom('outbox_mail').select('id').execute()).length,
  notifications: (await t.app.db.selectFrom('notifications').select('id').execute()).length,
  documents: (await t.app.db.selectFrom('documents').select('id').execute()).length,
  signers: (await t.app.db.selectFrom('agreement_signers').select('id').execute()).length,
});

describe('#14 office agreements: queues and sheet', () => {
  it('lists one queue per state, oldest in its state first, with days waiting and the first internship start', async () => {
    const res = await call(t.app, 'GET', Q, admin);
    expect(res.body.status).toBe(0);
    const items = res.body.datos.items as Array<Record<string, unknown>>;
    expect(items.every((i) => i.estado === 'firmado_empresa')).toBe(true);
    expect(items.map((i) => i.idConvenio)).toEqual(expect.arrayContaining([4, 13, 14]));
    const waits = items.map((i) => i.diasEsperando as number);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
    expect(items.find((i) => i.idConvenio === 13)).toMatchObject({ diasEsperando: 20, empresa: 'CanEnergía' });
    for (const estado of ['generado', 'erroneo_empresa', 'enviado_secretaria', 'formalizado', 'caducado']) {
      const queue = await call(t.app, 'GET', `${Q}?estado=${estado}&tamano=100`, admin);
      expect(queue.body.datos.total, estado).toBeGreaterThan(0);
      expect(queue.body.datos.items.every((i: { estado: string }) => i.estado === estado)).toBe(true);
    }
    // empresa@'s company 1 has the demo internship: its formalised agreement shows its start date.
    const formalised = await call(t.app, 'GET', `${Q}?estado=formalizado&q=levante`, admin);
    expect(formalised.body.datos.items[0]).toMatchObject({ idConvenio: 1, inicioPrimeraPractica: expect.any(String) });
  });

  it('searches by company name, CIF and code, sorts and paginates on the server', async () => {
    const byCif = await call(t.app, 'GET', `${Q}?q=B35678903`, admin);
    expect(byCif.body.datos.items.map((i: { idConvenio: number }) => i.idConvenio)).toEqual([13]);
    const code = (await row(14)).codigo;
    const byCode = await call(t.app, 'GET', `${Q}?q=${code}`, admin);
    expect(byCode.body.datos.items.map((i: { idConvenio: number }) => i.idConvenio)).toEqual([14]);
    const page = await call(t.app, 'GET', `${Q}?estado=formalizado&tamano=2&pagina=2&orden=empresa`, admin);
    expect(page.body.datos).toMatchObject({ pagina: 2, tamano: 2 });
    expect(page.body.datos.items).toHaveLength(2);
    expect((await call(t.app, 'GET', `${Q}?orden=nada`, admin)).http).toBe(400);
  });

  it('shows the sheet: company, signers of both sides with dates, documents, validity end, actions', async () => {
    const res = await call(t.app, 'GET', `${Q}/1`, admin);
    expect(res.body.datos).toMatchObject({
      idConvenio: 1,
      estado: 'formalizado',
      empresa: { idEmpresa: 1, cif: 'B46123451' },
      acciones: [],
    });
    expect(res.body.datos.firmantes.map((f: { lado: string }) => f.lado)).toEqual(['empresa', 'universidad']);
    expect(res.body.datos.firmantes[1]).toMatchObject({ nombre: 'Rosa Ferrer Camps', fechaFirma: expect.any(String) });
    const waiting = await call(t.app, 'GET', `${Q}/13`, admin);
    expect(waiting.body.datos.acciones).toEqual(['marcaErroneo', 'enviaSecretaria']);
    const [doc] = waiting.body.datos.documentos;
    expect(doc).toMatchObject({ origen: 'empresa', url: `${Q}/13/documentos/90` });
    const file = await t.app.inject({ method: 'GET', url: doc.url, headers: { authorization: `Bearer ${admin}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it("refuses another brand's agreement as not found, and a tutor", async () => {
    const other = await call(t.app, 'GET', `${Q}/13`, otherBrand, undefined, CATALAN_HOST);
    expect([other.http, other.body.status]).toEqual([404, 170]);
    const list = await call(t.app, 'GET', Q, otherBrand, undefined, CATALAN_HOST);
    expect(list.body.datos.items.map((i: { idConvenio: number }) => i.idConvenio)).not.toContain(13);
    const before = await row(13);
    const send = await call(t.app, 'POST', `${Q}/13/enviaSecretaria`, otherBrand, undefined, CATALAN_HOST);
    expect([send.http, send.body.status]).toEqual([404, 170]);
    expect((await call(t.app, 'POST', `${Q}/13/enviaSecretaria`, tutor)).body.status).toBe(143);
    expect(await row(13)).toEqual(before);
  });
});

describe('#14 office agreements: the state machine', () => {
  it('Firmado empresa -> Enviado Secretaría -> Formalizado with an upload; audit rows, mails, notifications', async () => {
    const contact = await t.app.db
      .selectFrom('company_contacts')
      .select('email')
      .where('company_id', '=', 6)
      .where('principal', '=', 1)
      .executeTakeFirstOrThrow();
    const mailsBefore = (await outboxTo(t.app, contact.email)).length;
    const sent = await call(t.app, 'POST', `${Q}/13/enviaSecretaria`, admin);
    expect(sent.body.status).toBe(0);
    expect(sent.body.datos).toMatchObject({
      estado: 'enviado_secretaria',
      diasEsperando: 0,
      acciones: ['marcaErroneo', 'formaliza'],
    });
    expect(sent.body.datos.historial[0]).toMatchObject({
      accion: 'agreement.enviaSecretaria',
      estadoAnterior: 'firmado_empresa',
      estadoNuevo: 'enviado_secretaria',
      emailActor: 'gestor@demo.test',
    });
    // The same transition again: refused by the state machine, nothing changes.
    const before = await counts();
    const again = await call(t.app, 'POST', `${Q}/13/enviaSecretaria`, admin);
    expect([again.http, again.body.status]).toEqual([409, 171]);
    expect(await counts()).toEqual(before);

    // Not a PDF: refused before anything is stored or moved.
    const png = await call(t.app, 'POST', `${Q}/13/formaliza`, admin, { modo: 'subida', ...pdf(PNG_BYTES, 'png') });
    expect([png.http, png.body.status]).toEqual([400, 173]);
    const renamed = await call(t.app, 'POST', `${Q}/13/formaliza`, admin, { modo: 'subida', ...pdf(PNG_BYTES) });
    expect(renamed.body.status).toBe(173);
    expect(await counts()).toEqual(before);
    expect((await row(13)).estado).toBe('enviado_secretaria');

    const until = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString().slice(0, 10);
    const done = await call(t.app, 'POST', `${Q}/13/formaliza`, admin, {
      modo: 'subida',
      ...pdf(),
      nombre: 'Convenio firmado por la universidad.pdf',
      firmantes: [{ nombre: 'Rosa Ferrer Camps', cargo: 'Vicerrectora', fechaFirma: '2026-01-10' }],
      fechaCaducidad: until,
    });
    expect(done.body.status).toBe(0);
    expect(done.body.datos).toMatchObject({ estado: 'formalizado', fechaCaducidad: until, acciones: [] });
    expect(done.body.datos.documentos.map((d: { origen: string }) => d.origen)).toEqual(['empresa', 'universidad']);
    expect(done.body.datos.firmantes).toContainEqual(
      expect.objectContaining({ lado: 'universidad', nombre: 'Rosa Ferrer Camps', fechaFirma: '2026-01-10' }),
    );
    expect((await auditRows(t.app, 'agreement.formaliza')).filter((r) => r.object_id === '13')).toHaveLength(1);
    const mails = await outboxTo(t.app, contact.email);
    expect(mails.length).toBe(mailsBefore + 2);
    expect(mails[0].subject).toMatch(/formalizado/);
    // Formalised: no office transition is left; the company side sees it in force.
    expect((await call(t.app, 'POST', `${Q}/13/marcaErroneo`, admin, { motivo: 'x' })).body.status).toBe(171);
  });

  it('formalises as signed outside the portal, with no file', async () => {
    const res = await call(t.app, 'POST', `${Q}/7/formaliza`, admin, {
      modo: 'fuera',
      fechaFirma: '2026-02-01',
      firmadoPor: 'Rector Joan Pons, en papel',
    });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      estado: 'formalizado',
      firmaFuera: { fecha: '2026-02-01', firmadoPor: 'Rector Joan Pons, en papel' },
    });
    const upload = await call(t.app, 'POST', `${Q}/5/formaliza`, admin, { modo: 'subida', ...pdf() });
    expect(upload.body.status).toBe(171);
  });

  it('marks Erróneo with a reason; the company reads it (es/ca), is told, and uploads again -> Firmado empresa', async () => {
    const empty = await call(t.app, 'POST', `${Q}/14/marcaErroneo`, admin, { motivo: '  ' });
    expect(empty.http).toBe(400);
    const res = await call(t.app, 'POST', `${Q}/14/marcaErroneo`, admin, {
      motivo: 'Falta la firma del segundo apoderado.',
      motivoCa: 'Falta la signatura del segon apoderat.',
    });
    expect(res.body.datos).toMatchObject({
      estado: 'erroneo_empresa',
      motivo: 'Falta la firma del segundo apoderado.',
    });
    const [audit] = (await auditRows(t.app, 'agreement.marcaErroneo')).filter((r) => r.object_id === '14');
    expect(audit).toMatchObject({ reason: 'Falta la firma del segundo apoderado.', actor_role: 'staff' });
    const [mail] = await outboxTo(t.app, 'grupo@demo.test');
    expect(mail.text).toContain('Falta la firma del segundo apoderado.');

    const grupo = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
    const mine = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', grupo);
    expect(mine.body.datos.convenios).toContainEqual(
      expect.objectContaining({
        idConvenio: 14,
        estado: 'erroneo_empresa',
        observaciones: 'Falta la firma del segundo apoderado.',
        accionesEmpresa: ['firmaEmpresa'],
      }),
    );
    const bell = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', 5)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(bell.texto).toContain('Falta la firma del segundo apoderado.');

    const again = await call(t.app, 'POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', grupo, {
      ...pdf(),
      idConvenio: 14,
    });
    expect(again.body.datos).toMatchObject({ estado: 'firmado_empresa', observaciones: null });
    const sheet = await call(t.app, 'GET', `${Q}/14`, admin);
    expect(sheet.body.datos.historial[0]).toMatchObject({ accion: 'agreement.firmaEmpresa', rolActor: 'company' });
    expect(sheet.body.datos.acciones).toContain('enviaSecretaria');
  });

  it('the Catalan reader gets the Catalan reason', async () => {
    await call(t.app, 'POST', `${Q}/4/marcaErroneo`, admin, { motivo: 'Error', motivoCa: 'Errada' });
    await t.app.db.updateTable('users').set({ preferred_language: 'ca' }).where('id', '=', 5).execute();
    const grupo3 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 });
    const mine = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', grupo3, undefined, {
      'accept-language': 'ca',
    });
    const four = mine.body.datos.convenios.find((c: { idConvenio: number }) => c.idConvenio === 4);
    expect(four.observaciones).toBe('Errada');
    await t.app.db.updateTable('users').set({ preferred_language: 'es' }).where('id', '=', 5).execute();
  });

  it('the page in Catalan gets the Catalan reason and state, whatever the saved preference (#16 part 8)', async () => {
    await call(t.app, 'POST', `${Q}/4/marcaErroneo`, admin, { motivo: 'Error', motivoCa: 'Errada' });
    const grupo3 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 });
    const inCatalan = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', grupo3, undefined, {
      'accept-language': 'ca',
    });
    const four = inCatalan.body.datos.convenios.find((c: { idConvenio: number }) => c.idConvenio === 4);
    expect(four).toMatchObject({ observaciones: 'Errada', descripcionEstado: 'Erroni empresa' });
    const inSpanish = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', grupo3, undefined, {
      'accept-language': 'es',
    });
    const same = inSpanish.body.datos.convenios.find((c: { idConvenio: number }) => c.idConvenio === 4);
    expect(same).toMatchObject({ observaciones: 'Error', descripcionEstado: 'Erróneo empresa' });
  });

  it('refuses sending to the Secretaría without the company signed upload (172), changing nothing', async () => {
    await t.app.db.deleteFrom('documents').where('agreement_id', '=', 14).execute();
    const before = await counts();
    const res = await call(t.app, 'POST', `${Q}/14/enviaSecretaria`, admin);
    expect([res.http, res.body.status]).toEqual([409, 172]);
    expect(await counts()).toEqual(before);
    expect((await row(14)).estado).toBe('firmado_empresa');
  });

  it('sets the validity end (174 for a past date) and records signers of either side', async () => {
    const past = await call(t.app, 'POST', `${Q}/1/caducidad`, admin, { fechaCaducidad: '2001-01-01' });
    expect([past.http, past.body.status]).toEqual([400, 174]);
    const res = await call(t.app, 'POST', `${Q}/1/caducidad`, admin, { fechaCaducidad: '2031-12-31' });
    expect(res.body.datos).toMatchObject({ fechaCaducidad: '2031-12-31', estado: 'formalizado' });
    expect((await auditRows(t.app, 'agreement.caducidad')).at(-1)).toMatchObject({ object_id: '1' });
    const [mail] = await outboxTo(t.app, 'empresa@demo.test');
    // The date as the recipient's language writes it.
    expect(mail.text).toContain('el 31/12/2031');
    const signer = await call(t.app, 'POST', `${Q}/1/firmantes`, admin, {
      lado: 'empresa',
      nombre: 'Sergio Blasco Marín',
      cargo: 'Apoderado',
      fechaFirma: '2025-06-01',
    });
    expect(signer.body.datos.firmantes.filter((f: { lado: string }) => f.lado === 'empresa')).toHaveLength(2);
    const expired = await call(t.app, 'POST', `${Q}/2/caducidad`, admin, { fechaCaducidad: '2031-12-31' });
    expect(expired.body.status).toBe(171);
  });
});
