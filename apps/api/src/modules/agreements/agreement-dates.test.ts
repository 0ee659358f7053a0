import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../platform/clock';
import { PDF_BYTES } from '../../platform/files.fixtures';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';

// The company's agreement dates are the brand's days (DESIGN 'one clock'), a date that happened
// cannot be in the future (315), and the agreement's PDF states its real validity end, dd/mm/yyyy.
// 00:46 on 10 February 2027 in Madrid is 23:46 UTC on the 9th.
const MADRID_0046_ON_10_FEBRUARY = '2027-02-09T23:46:00Z';

let t: TestApp;
let nueva: string;
const dir = mkdtempSync(path.join(tmpdir(), 'agreement-pdf-'));

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
const agreements = () => t.app.db.selectFrom('agreements').selectAll().orderBy('id').execute();
/** nueva@'s newest agreement, as the database holds it. */
async function latestOfNueva() {
  const list = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', nueva);
  const id = list.body.datos.convenios[0].idConvenio as number;
  return t.app.db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await buildTestApp();
  nueva = await loginAs(t.app, 'nueva@demo.test');
});
afterEach(() => setClock(null));
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The PDF's text as poppler reads it, after qpdf found the file sound. */
function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('qpdf', ['--check', file]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
}

describe('agreement dates in the brand’s days', () => {
  it('a request made at 00:46 on 10 February in Madrid is dated 10/02 and runs four years from then', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const res = await call(t.app, 'POST', '/api/Empresa/addSolicitudConvenioEmpresa', nueva, request());
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ fechaSolicitud: '2027-02-10', fechaCaducidad: '2031-02-10' });

    // The signed copy uploaded a minute later is signed on the 10th too.
    const signed = await call(t.app, 'POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', nueva, {
      ficheroB64ParaAltas: PDF_BYTES.toString('base64'),
      extension_adjunto: 'pdf',
      idConvenio: res.body.datos.idConvenio,
    });
    expect(signed.body.status).toBe(0);
    expect(signed.body.datos).toMatchObject({ estado: 'firmado_empresa', fechaFirma: '2027-02-10' });
  });

  it('an agreement valid until 9 February has expired at 00:46 on the 10th in Madrid', async () => {
    const latest = await latestOfNueva();
    await t.app.db
      .updateTable('agreements')
      .set({ estado: 'formalizado', fecha_caducidad: '2027-02-09' })
      .where('id', '=', latest.id)
      .execute();
    setClock('2027-02-09T22:59:00Z');
    const before = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', nueva);
    expect(before.body.datos.convenios.find((c: { idConvenio: number }) => c.idConvenio === latest.id)).toMatchObject({
      estado: 'formalizado',
      enVigor: true,
    });
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const after = await call(t.app, 'GET', '/api/Empresa/dameConveniosEmpresa', nueva);
    expect(after.body.datos.convenios.find((c: { idConvenio: number }) => c.idConvenio === latest.id)).toMatchObject({
      estado: 'caducado',
      enVigor: false,
    });
  });
});

describe('dates that cannot be', () => {
  it('refuses a deed date after today in Madrid (315), naming the field; nothing is requested', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const before = await agreements();
    const tomorrow = await call(
      t.app,
      'POST',
      '/api/Empresa/addSolicitudConvenioEmpresa',
      nueva,
      request({ fechaEscritura: '2027-02-11' }),
    );
    expect([tomorrow.http, tomorrow.body.status]).toEqual([400, 315]);
    expect(tomorrow.body.datos).toEqual({ campos: [{ campo: 'fechaEscritura', error: '315' }] });
    expect(await agreements()).toEqual(before);
    // Today in Madrid (still the 9th in UTC) is a date that has happened.
    const today = await call(
      t.app,
      'POST',
      '/api/Empresa/addSolicitudConvenioEmpresa',
      nueva,
      request({ fechaEscritura: '2027-02-10' }),
    );
    expect(today.body.status).toBe(0);
  });
});

describe('the agreement PDF', () => {
  it('names the stored validity end as dd/mm/yyyy, never a fixed term, and every date dd/mm/yyyy', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const made = await call(t.app, 'POST', '/api/Empresa/addSolicitudConvenioEmpresa', nueva, request());
    const id = made.body.datos.idConvenio as number;
    // The office may set another end: the PDF follows the agreement, not a rule of four years.
    await t.app.db.updateTable('agreements').set({ fecha_caducidad: '2029-06-30' }).where('id', '=', id).execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/descargaConvenio/${id}`,
      headers: { authorization: `Bearer ${nueva}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    const text = pdfText(res.rawPayload, 'es');
    expect(text).toMatch(
      /TERCERA\. Vigencia\. El convenio entra en vigor en la fecha de su formalización y estará vigente hasta el 30\/06\/2029\./,
    );
    expect(text).not.toMatch(/cuatro años/);
    expect(text).toContain('Fecha de solicitud: 10/02/2027');
    expect(text).toContain('escritura de fecha 14/03/2019');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('writes the Catalan clause with the same end date on a Catalan brand', async () => {
    const { agreementPdf } = await import('./agreement-pdf');
    const row = await latestOfNueva();
    const bytes = await agreementPdf({
      agreement: { ...row, fecha_caducidad: '2031-01-15' },
      company: {
        nombre: 'Nueva',
        nombre_comercial: null,
        cif: 'B12345674',
        direccion: null,
        cp: null,
        localidad: null,
        provincia: null,
      },
      university: 'Universitat',
      lang: 'ca',
    });
    const text = pdfText(bytes, 'ca');
    expect(text).toContain('serà vigent fins al 15/01/2031.');
    expect(text).not.toMatch(/quatre anys/);
  });
});
