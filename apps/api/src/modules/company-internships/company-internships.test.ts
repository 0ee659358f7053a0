import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, PDF_BYTES } from '../../platform/files.fixtures';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

// SPEC §2 /practicas_asignadas, /documentacion, /solicitar-cambio-practicas; §6 digital certificate from 2023-24.
let t: TestApp;
let empresa: string;
let grupo2: string;

const change = (overrides: Record<string, unknown> = {}) => ({
  idPractica: 1,
  accion: 'cambio_horario',
  descripcion: 'Pasar a horario de tarde durante el mes de julio.',
  horasSemana: 25,
  horario: 'Lunes a viernes de 15:00 a 20:00',
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
});
afterAll(async () => {
  await t.close();
});

describe('assigned internships', () => {
  it('damePracticas lists only my internships, with the digital-certificate flag', async () => {
    const res = await call(t.app, 'GET', '/api/Empresa/damePracticas', empresa);
    expect(res.body.datos.map((i: { idPractica: number }) => i.idPractica).sort()).toEqual([1, 2]);
    const first = res.body.datos.find((i: { idPractica: number }) => i.idPractica === 1);
    expect(first).toMatchObject({
      titulo: 'Prácticas en análisis de datos',
      estado: 'en_curso',
      alumno: { email: 'alumna@demo.test' },
      centroTrabajo: { idCentro: 12 },
      programa: { idPrograma: 1, nombre: 'Prácticas extracurriculares' },
      tutorEmpresa: { idContacto: 2 },
      requiereFirmaDigital: true,
    });
    const other = await call(t.app, 'GET', '/api/Empresa/damePracticas', grupo2);
    expect(other.body.datos.map((i: { idPractica: number }) => i.idPractica).sort()).toEqual([3, 4]);
  });

  it('courses before 2023-24 carry no digital-certificate notice', async () => {
    await t.app.db.updateTable('internships').set({ course: '2022-23' }).where('id', '=', 3).execute();
    const res = await call(t.app, 'GET', '/api/Empresa/damePracticas', grupo2);
    expect(res.body.datos.find((i: { idPractica: number }) => i.idPractica === 3).requiereFirmaDigital).toBe(false);
  });

  it('damePracticasIncluyeDocumentacion and dameDocumentosPracticas include the internship documents', async () => {
    const withDocs = await call(t.app, 'GET', '/api/Empresa/damePracticasIncluyeDocumentacion', empresa);
    const first = withDocs.body.datos.find((i: { idPractica: number }) => i.idPractica === 1);
    expect(first.documentos).toEqual([
      expect.objectContaining({ idDocumento: 5, firmado: true, requiereFirmaDigital: true, aportadoPorEmpresa: false }),
    ]);
    const docs = await call(t.app, 'GET', '/api/Empresa/dameDocumentosPracticas?idPractica=1', empresa);
    expect(docs.body.datos.map((d: { idDocumento: number }) => d.idDocumento)).toEqual([5]);
    const foreign = await call(t.app, 'GET', '/api/Empresa/dameDocumentosPracticas?idPractica=3', empresa);
    expect([foreign.http, foreign.body.status]).toEqual([404, 1]);
    const byProgramme = await call(t.app, 'GET', '/api/Empresa/dameDocumentosPracticasPorPrograma', empresa);
    expect(byProgramme.body.datos).toEqual([
      expect.objectContaining({ idPrograma: 1, documentos: [expect.objectContaining({ idDocumento: 5 })] }),
    ]);
  });

  it("the university's annexes and information notes, and my company's documents", async () => {
    expect(
      (await call(t.app, 'GET', '/api/Empresa/dameAnexosPracticas', empresa)).body.datos.map(
        (d: { idDocumento: number }) => d.idDocumento,
      ),
    ).toEqual([8]);
    const notes = await call(
      t.app,
      'GET',
      '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria',
      empresa,
    );
    expect(notes.body.datos.map((d: { idDocumento: number }) => d.idDocumento)).toEqual([9]);
    expect(
      (await call(t.app, 'GET', '/api/Empresa/documentosAportados', empresa)).body.datos.map(
        (d: { idDocumento: number }) => d.idDocumento,
      ),
    ).toEqual([7]);
    expect((await call(t.app, 'GET', '/api/Empresa/documentosAportados', grupo2)).body.datos).toEqual([]);
  });
});

describe('adddoc and deldoc', () => {
  it('uploads a company document and one of my internship (513); deletes only what my company uploaded', async () => {
    const add = await call(t.app, 'POST', '/api/Empresa/adddoc', empresa, {
      ficheroB64ParaAltas: PDF_BYTES.toString('base64'),
      extension_adjunto: 'pdf',
      nombre: 'Seguro de responsabilidad civil',
    });
    expect(add.body).toMatchObject({ status: 0, aviso: 513 });
    const created = add.body.datos.find((d: { nombre: string }) => d.nombre === 'Seguro de responsabilidad civil.pdf');
    expect(created).toMatchObject({ aportadoPorEmpresa: true, idPractica: null });
    const toInternship = await call(t.app, 'POST', '/api/Empresa/adddoc', empresa, {
      ficheroB64ParaAltas: PDF_BYTES.toString('base64'),
      extension_adjunto: 'pdf',
      nombre: 'Informe del tutor.pdf',
      idPractica: 1,
    });
    expect(toInternship.body.datos.find((d: { nombre: string }) => d.nombre === 'Informe del tutor.pdf')).toMatchObject(
      { idPractica: 1, aportadoPorEmpresa: true, requiereFirmaDigital: true },
    );
    const foreign = await call(t.app, 'POST', '/api/Empresa/adddoc', grupo2, {
      ficheroB64ParaAltas: PDF_BYTES.toString('base64'),
      extension_adjunto: 'pdf',
      nombre: 'x',
      idPractica: 1,
    });
    expect([foreign.http, foreign.body.status]).toEqual([404, 1]);
    const exe = await call(t.app, 'POST', '/api/Empresa/adddoc', empresa, {
      ficheroB64ParaAltas: EXE_BYTES.toString('base64'),
      extension_adjunto: 'exe',
      nombre: 'programa',
    });
    expect(exe.body.status).toBe(46);
    // The student's document and another company's cannot be deleted.
    expect((await call(t.app, 'POST', '/api/Empresa/deldoc', empresa, { id: 5 })).http).toBe(404);
    expect((await call(t.app, 'POST', '/api/Empresa/deldoc', grupo2, { id: created.idDocumento })).http).toBe(404);
    const del = await call(t.app, 'POST', '/api/Empresa/deldoc', empresa, { id: created.idDocumento });
    expect(del.body.status).toBe(0);
    expect(del.body.datos.some((d: { idDocumento: number }) => d.idDocumento === created.idDocumento)).toBe(false);
  });
});

describe('change request (solictitarAccionSobrePractica)', () => {
  it('answers 403/48 on a brand without change requests (basica)', async () => {
    const headers = { host: 'basica.localhost' };
    const basica = await loginAs(t.app, 'empresa@demo.test', { headers });
    const before = await t.app.db.selectFrom('internship_change_requests').select('id').execute();
    const res = await call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', basica, change(), headers);
    expect([res.http, res.body.status]).toEqual([403, 48]);
    expect(await t.app.db.selectFrom('internship_change_requests').select('id').execute()).toHaveLength(before.length);
  });

  it('records a change request on my internship (529)', async () => {
    const res = await call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', empresa, change());
    expect(res.body).toMatchObject({ status: 0, aviso: 529 });
    const row = await t.app.db
      .selectFrom('internship_change_requests')
      .selectAll()
      .where('id', '=', res.body.datos.idSolicitud)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      internship_id: 1,
      company_id: 1,
      requested_by_user_id: 4,
      accion: 'cambio_horario',
      estado: 'pendiente',
    });
    expect(JSON.parse(row.datos)).toMatchObject({ horasSemana: 25 });
  });

  it('refuses more than 35 hours a week (102), bad dates (27), a foreign tutor, a finished internship (48) and another company’s (404)', async () => {
    const post = (token: string, body: unknown) =>
      call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', token, body);
    const hours = await post(empresa, change({ horasSemana: 35.5 }));
    expect([hours.http, hours.body.status]).toEqual([400, 102]);
    expect((await post(empresa, change({ horasSemana: '35,0' }))).body.status).toBe(0);
    expect((await post(empresa, change({ fechaInicio: '2030-02-01', fechaFin: '2030-01-01' }))).body.status).toBe(27);
    expect((await post(empresa, change({ idTutor: 6 }))).body.status).toBe(15);
    expect((await post(empresa, change({ accion: 'otra' }))).body.status).toBe(15);
    await t.app.db.updateTable('internships').set({ estado: 'finalizada' }).where('id', '=', 2).execute();
    expect((await post(empresa, change({ idPractica: 2 }))).body.status).toBe(48);
    const foreign = await post(grupo2, change());
    expect([foreign.http, foreign.body.status]).toEqual([404, 1]);
  });
});
