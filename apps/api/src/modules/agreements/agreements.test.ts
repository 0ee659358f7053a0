import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, PNG_BYTES } from '../../platform/files.fixtures';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

// SPEC §2 New-agreement form and /subir-convenio-firmado, §4 Agreement states, §5 Agreement request.
let t: TestApp;
let empresa: string;
let nueva: string;
let grupo3: string;

const request = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Andrés',
  apellidos: 'Torres Molina',
  dni: '55667788Z',
  cargo: 'Administrador único',
  email: 'andres@nuevainno.test',
  fechaEscritura: '2019-03-14',
  notario: 'María Luisa Ferrer',
  localidadNotario: 'València',
  declaracion: true,
  ...overrides,
});
const upload = (bytes: Buffer, extension: string, idConvenio?: number) => ({
  ficheroB64ParaAltas: bytes.toString('base64'),
  extension_adjunto: extension,
  idConvenio,
});

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  nueva = await loginAs(t.app, 'nueva@demo.test');
  grupo3 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 });
});
afterAll(async () => {
  await t.close();
});

describe('reading agreements', () => {
  it('dameConveniosEmpresa lists mine, newest first, with state texts and what I may do', async () => {
    const res = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', empresa);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.convenios.map((c: { idConvenio: number }) => c.idConvenio)).toEqual([1, 2]);
    expect(res.body.datos.convenios[0]).toMatchObject({
      estado: 'formalizado',
      descripcionEstado: 'Formalizado',
      enVigor: true,
      accionesEmpresa: [],
      urlDescarga: '/api/Empresa/descargaConvenio/1',
    });
    expect(res.body.datos.convenios[0].documentoFirmado).toMatchObject({ idDocumento: 6 });
    expect(res.body.datos).toMatchObject({ tieneConvenioEnVigor: true, tieneConvenioFirmado: true });
    const mine = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', nueva);
    expect(mine.body.datos.convenios).toEqual([
      expect.objectContaining({ idConvenio: 5, estado: 'generado', accionesEmpresa: ['firmaEmpresa'] }),
    ]);
    expect(mine.body.datos).toMatchObject({ tieneConvenioEnVigor: false, tieneConvenioFirmado: false });
  });

  it('moves agreements past their date to Caducado on read, #14.6 recorded as the Caducado job records it', async () => {
    const before = await t.app.db
      .selectFrom('agreements')
      .select('estado')
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('agreements').set({ fecha_caducidad: '2001-01-01' }).where('id', '=', 4).execute();
    const res = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', grupo3);
    expect(res.body.datos.convenios[0]).toMatchObject({
      idConvenio: 4,
      estado: 'caducado',
      descripcionEstado: 'Caducado',
      accionesEmpresa: [],
    });
    const row = await t.app.db.selectFrom('agreements').select('estado').where('id', '=', 4).executeTakeFirstOrThrow();
    expect(row.estado).toBe('caducado');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_role', 'from_state', 'to_state'])
      .where('action', '=', 'agreement.expire')
      .where('object_id', '=', '4')
      .execute();
    expect(audit).toEqual([{ actor_role: 'job', from_state: before.estado, to_state: 'caducado' }]);
    // A second read changes nothing and records nothing more.
    await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', grupo3);
    expect(
      await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'agreement.expire').execute(),
    ).toHaveLength(1);
  });

  it("dameDetalleUltimoConvenioEmpresa gives datos.datosFirmante for 'Rellenar datos'", async () => {
    const res = await call(t.app, 'GET', '/api/Empresa/dameDetalleUltimoConvenioEmpresa', empresa);
    expect(res.body.datos.datosFirmante).toMatchObject({
      nombre: 'Rosa',
      apellidos: 'Beltrán Climent',
      dni: '22334455Y',
      notario: 'Francisco Javier Moll Aguiló',
    });
    expect(res.body.datos.convenio.idConvenio).toBe(1);
  });
});

describe('requesting an agreement', () => {
  it('creates a Generado agreement (536 with the brand message) and a new request replaces an unsigned one', async () => {
    await t.app.db.deleteFrom('agreements').where('company_id', '=', 4).execute();
    const res = await call(t.app, 'POST', '/api/Empresa/addSolicitudConvenioEmpresa', nueva, request());
    expect(res.body).toMatchObject({
      status: 0,
      aviso: 536,
      datos: { estado: 'generado', firmante: { dni: '55667788Z', notario: 'María Luisa Ferrer' } },
    });
    expect(res.body.mensaje).toMatch(/generado/);
    expect(res.body.datos.codigo).toMatch(/^CONV-\d{4}-\d{5}$/);
    expect(res.body.datos.fechaCaducidad > res.body.datos.fechaSolicitud).toBe(true);
    const again = await call(
      t.app,
      'POST',
      '/api/Empresa/addSolicitudConvenioEmpresa',
      nueva,
      request({ cargo: 'Consejero delegado' }),
    );
    expect(again.body.datos).toMatchObject({
      idConvenio: res.body.datos.idConvenio,
      firmante: { cargo: 'Consejero delegado' },
    });
    const count = await t.app.db.selectFrom('agreements').select('id').where('company_id', '=', 4).execute();
    expect(count).toHaveLength(1);
    const latest = await call(t.app, 'GET', '/api/Empresa/dameDetalleUltimoConvenioEmpresa', nueva);
    expect(latest.body.datos.datosFirmante.cargo).toBe('Consejero delegado');
  });

  it('applies SPEC §5 Agreement request rules', async () => {
    const status = async (body: unknown) =>
      (await call(t.app, 'POST', '/api/Empresa/addSolicitudConvenioEmpresa', nueva, body)).body;
    expect((await status(request({ nombre: 'An' }))).datos.campos[0].campo).toBe('nombre');
    expect((await status(request({ dni: '12345678' }))).datos.campos[0].campo).toBe('dni');
    expect((await status(request({ email: 'no-valido' }))).datos.campos[0].campo).toBe('email');
    expect((await status(request({ fechaEscritura: '' }))).datos.campos[0].campo).toBe('fechaEscritura');
    expect((await status(request({ notario: 'ab' }))).datos.campos[0].campo).toBe('notario');
    expect((await status(request({ localidadNotario: undefined }))).datos.campos[0].campo).toBe('localidadNotario');
    expect((await status(request({ cargo: '' }))).status).toBe(15);
    expect((await status(request({ declaracion: false }))).datos.campos[0].campo).toBe('declaracion');
    expect((await status(request({ declaracion: undefined }))).status).toBe(15);
  });
});

describe('the generated PDF', () => {
  it('is a real PDF for the owner, 404 for any other company', async () => {
    const res = await call(t.app, 'GET', '/api/Empresa/descargaConvenio/1', empresa);
    expect(res.http).toBe(200);
    expect(res.res.headers['content-type']).toBe('application/pdf');
    expect(res.res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.res.rawPayload);
    expect(pdf.getTitle()).toMatch(/CONVENIO DE COOPERACIÓN EDUCATIVA CONV-\d{4}-00001/);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    for (const other of [nueva, grupo3]) {
      const refused = await call(t.app, 'GET', '/api/Empresa/descargaConvenio/1', other);
      expect([refused.http, refused.body.status]).toEqual([404, 1]);
    }
  });
});

describe('uploading the signed agreement (PDF only)', () => {
  it('refuses a PNG (46) and keeps the state', async () => {
    const [mine] = (await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', nueva)).body.datos.convenios;
    const png = await call(
      t.app,
      'POST',
      '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
      nueva,
      upload(PNG_BYTES, 'png', mine.idConvenio),
    );
    expect([png.http, png.body.status]).toEqual([400, 46]);
    const disguised = await call(
      t.app,
      'POST',
      '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
      nueva,
      upload(PNG_BYTES, 'pdf', mine.idConvenio),
    );
    expect(disguised.body.status).toBe(46);
    const row = await t.app.db
      .selectFrom('agreements')
      .select('estado')
      .where('id', '=', mine.idConvenio)
      .executeTakeFirstOrThrow();
    expect(row.estado).toBe('generado');
  });

  it('moves Generado to Firmado empresa (513 with the brand message); a second upload is refused (48)', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
      nueva,
      upload(PDF_BYTES, 'PDF'),
    );
    expect(res.body).toMatchObject({
      status: 0,
      aviso: 513,
      datos: { estado: 'firmado_empresa', accionesEmpresa: [] },
    });
    expect(res.body.mensaje).toMatch(/convenio firmado/);
    expect(res.body.datos.documentoFirmado).not.toBeNull();
    const doc = await t.app.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', res.body.datos.documentoFirmado.idDocumento)
      .executeTakeFirstOrThrow();
    expect(doc).toMatchObject({
      kind: 'agreement',
      company_id: 4,
      owner_user_id: 6,
      extension: 'pdf',
      mime: 'application/pdf',
    });
    const second = await call(
      t.app,
      'POST',
      '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
      nueva,
      upload(PDF_BYTES, 'pdf', res.body.datos.idConvenio),
    );
    expect([second.http, second.body.status]).toEqual([403, 48]);
    const none = await call(
      t.app,
      'POST',
      '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
      nueva,
      upload(PDF_BYTES, 'pdf'),
    );
    expect(none.body.status).toBe(48);
  });

  it('an agreement marked erroneous can be signed again; a formalised or expired one cannot', async () => {
    // Agreement 6 (erroneous) handed to company 1 for the test.
    await t.app.db
      .updateTable('agreements')
      .set({ company_id: 1, observaciones: 'Falta la firma' })
      .where('id', '=', 6)
      .execute();
    expect(
      (await call(t.app, 'POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', empresa, upload(PDF_BYTES, 'pdf', 1)))
        .body.status,
    ).toBe(48);
    expect(
      (await call(t.app, 'POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', empresa, upload(PDF_BYTES, 'pdf', 2)))
        .body.status,
    ).toBe(48);
    const res = await call(
      t.app,
      'POST',
      '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
      empresa,
      upload(PDF_BYTES, 'pdf', 6),
    );
    expect(res.body.datos).toMatchObject({ idConvenio: 6, estado: 'firmado_empresa', observaciones: null });
  });

  it("another company's agreement answers 404", async () => {
    for (const other of [nueva, grupo3]) {
      const res = await call(
        t.app,
        'POST',
        '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
        other,
        upload(PDF_BYTES, 'pdf', 1),
      );
      expect([res.http, res.body.status]).toEqual([404, 1]);
    }
  });
});
