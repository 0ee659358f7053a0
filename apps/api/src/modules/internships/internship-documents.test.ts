import fs from 'node:fs';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClock } from '../../db/seed/demo-context';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES } from '../../platform/files.fixtures';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { studentClient } from '../offers/student-test-client';
import { addInternship } from './internship-fixtures';

/**
 * SPEC §5 Files on the internship uploads: base64 plus extension, 2000 KB, the general
 * whitelist checked against the real content (46), PDF only for typed internship documents.
 */
describe('internship files', () => {
  let t: TestApp;
  let api: ReturnType<typeof studentClient>;
  let alumna: string;

  beforeAll(async () => {
    t = await buildTestApp();
    api = studentClient(t.app);
    alumna = await loginAs(t.app, 'alumna@demo.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const b64 = (b: Buffer) => b.toString('base64');
  const file = (bytes: Buffer, extension: string, extra: Record<string, unknown> = {}) => ({
    idPractica: 1,
    ficheroB64ParaAltas: b64(bytes),
    extension_adjunto: extension,
    ...extra,
  });
  const documentsOf = async (id: number) =>
    (await api.get(`/api/Alumno/dameDetallePractica/${id}`, alumna)).datos.documentos as Array<Record<string, unknown>>;

  it('downloads a document of my internship; the other student and another company get 404/1', async () => {
    const seen = await api.post(
      '/api/Alumno/addFicheroPractica',
      alumna,
      file(PDF_BYTES, 'pdf', { nombre: 'Informe final' }),
    );
    const id = seen.datos.id as number;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/Alumno/dameDocumentoPractica/${id}`,
      headers: { authorization: `Bearer ${alumna}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Informe%20final.pdf`);
    expect(mine.rawPayload.equals(PDF_BYTES)).toBe(true);
    // Internship 1 is at company 1 (empresa@): its contact downloads it too; grupo@'s company may not.
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    const company = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameDocumentoPractica/${id}`,
      headers: { authorization: `Bearer ${empresa}` },
    });
    expect(company.rawPayload.equals(PDF_BYTES)).toBe(true);
    for (const [url, token] of [
      [`/api/Alumno/dameDocumentoPractica/${id}`, await loginAs(t.app, 'master@demo.test')],
      [`/api/Empresa/dameDocumentoPractica/${id}`, await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 })],
      ['/api/Alumno/dameDocumentoPractica/999999', alumna],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect([res.statusCode, res.json().status], url).toEqual([404, 1]);
    }
    const asCompany = await t.app.inject({
      method: 'GET',
      url: `/api/Alumno/dameDocumentoPractica/${id}`,
      headers: { authorization: `Bearer ${empresa}` },
    });
    expect([asCompany.statusCode, asCompany.json().status]).toEqual([403, 71]);
  });

  it('stores a PDF on disk before naming it in a row (513)', async () => {
    const seen = await api.post(
      '/api/Alumno/addFicheroPractica',
      alumna,
      file(PDF_BYTES, 'pdf', { nombre: 'Memoria intermedia' }),
    );
    expect(seen).toMatchObject({
      http: 200,
      status: 0,
      aviso: 513,
      datos: { nombre: 'Memoria intermedia.pdf', extension: 'pdf', tamano: PDF_BYTES.length },
    });
    const row = await t.app.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', seen.datos.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_user_id: 1,
      kind: 'internship',
      internship_id: 1,
      mime: 'application/pdf',
      course: demoClock().course,
    });
    expect(row.storage_key).toBe(crypto.createHash('sha256').update(PDF_BYTES).digest('hex'));
    expect((await t.app.storage.get(row.storage_key as string))?.equals(PDF_BYTES)).toBe(true);
    expect((await documentsOf(1)).map((d) => d.nombre)).toContain('Memoria intermedia.pdf');
  });

  it('takes other files of the whitelist, refuses a renamed .exe and foreign extensions with 46', async () => {
    expect((await api.post('/api/Alumno/addFicheroPractica', alumna, file(PNG_BYTES, 'png'))).status).toBe(0);
    expect(
      (await api.post('/api/Alumno/addFicheroPractica', alumna, file(Buffer.from('horas;semana\n25;1\n'), 'csv')))
        .status,
    ).toBe(0);
    const before = (await documentsOf(1)).length;
    for (const body of [
      file(EXE_BYTES, 'pdf'),
      file(EXE_BYTES, 'docx'),
      file(EXE_BYTES, 'exe'),
      file(PDF_BYTES, 'html'),
    ]) {
      expect(await api.post('/api/Alumno/addFicheroPractica', alumna, body)).toMatchObject({ http: 400, status: 46 });
    }
    expect((await documentsOf(1)).length).toBe(before);
  });

  it('refuses a file over 2000 KB', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(Math.round(2.1 * 1024 * 1024))]);
    const seen = await api.post('/api/Alumno/addFicheroPractica', alumna, file(big, 'pdf'));
    expect([seen.http, seen.status]).toEqual([413, 15]);
    expect(seen.datos.campos).toEqual([{ campo: 'ficheroB64ParaAltas', error: 'maxSize' }]);
  });

  it('takes typed internship documents as PDF only', async () => {
    const png = await api.post(
      '/api/Alumno/addDocumentoPractica',
      alumna,
      file(PNG_BYTES, 'png', { idTipoDocumento: 10 }),
    );
    expect([png.http, png.status]).toEqual([400, 46]);
    expect(
      (await api.post('/api/Alumno/addDocumentoPractica', alumna, file(PDF_BYTES, 'pdf', { idTipoDocumento: 999 })))
        .status,
    ).toBe(15);
    const pdf = await api.post(
      '/api/Alumno/addDocumentoPractica',
      alumna,
      file(PDF_BYTES, 'pdf', { idTipoDocumento: 4 }),
    );
    expect(pdf).toMatchObject({
      status: 0,
      aviso: 513,
      datos: { nombre: 'Documento de afiliación a la Seguridad Social.pdf' },
    });
    expect((await documentsOf(1)).find((d) => d.id === pdf.datos.id)).toMatchObject({ idTipoDocumento: 4 });
  });

  it('replaces the follow-up document of a vocational-training internship only', async () => {
    expect(await api.post('/api/Alumno/editDocumentoSeguimientoCF', alumna, file(PDF_BYTES, 'pdf'))).toMatchObject({
      http: 403,
      status: 48,
    });
    const cf = await addInternship(t, { estado: 'en_curso', degree_id: 31 });
    const first = await api.post(
      '/api/Alumno/editDocumentoSeguimientoCF',
      alumna,
      file(PDF_BYTES, 'pdf', { idPractica: cf }),
    );
    expect(first).toMatchObject({ status: 0, aviso: 513 });
    expect(
      (await api.post('/api/Alumno/editDocumentoSeguimientoCF', alumna, file(EXE_BYTES, 'pdf', { idPractica: cf })))
        .status,
    ).toBe(46);
    const second = await api.post(
      '/api/Alumno/editDocumentoSeguimientoCF',
      alumna,
      file(PNG_BYTES, 'png', { idPractica: cf, nombre: 'Seguimiento marzo' }),
    );
    expect(second.status).toBe(0);
    const docs = await documentsOf(cf);
    expect(docs.filter((d) => d.seguimientoCF)).toEqual([
      expect.objectContaining({ id: second.datos.id, nombre: 'Seguimiento marzo.png' }),
    ]);
  });

  it("refuses uploads to another student's internship (404/45) or to one I rejected (48)", async () => {
    for (const path of ['addFicheroPractica', 'addDocumentoPractica', 'editDocumentoSeguimientoCF']) {
      expect(
        await api.post(`/api/Alumno/${path}`, alumna, file(PDF_BYTES, 'pdf', { idPractica: 2, idTipoDocumento: 10 })),
      ).toMatchObject({ http: 404, status: 45 });
    }
    const rejected = await addInternship(t, { estado: 'rechazada' });
    expect(
      await api.post('/api/Alumno/addFicheroPractica', alumna, file(PDF_BYTES, 'pdf', { idPractica: rejected })),
    ).toMatchObject({ http: 403, status: 48 });
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    expect(
      await api.post('/api/Alumno/addFicheroPractica', empresa, file(PDF_BYTES, 'pdf', { idPractica: 2 })),
    ).toMatchObject({ http: 403, status: 71 });
  });
});
