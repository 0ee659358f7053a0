import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../../platform/files.fixtures';
import { storeBytes } from '../../platform/files';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

// issue #12 item 14: the company's /documentacion lists its own documents and the university's
// annexes and notes (SPEC §7); each must be downloadable by that company, and by nobody else.
let t: TestApp;
let empresa: string;
let grupo2: string;

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
});
afterAll(async () => {
  await t.close();
});

const download = (id: number, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Empresa/dameDocumentoEmpresa/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('#12.14 documents of the company documentation page download', () => {
  it('#12.14 a document my company uploaded downloads under its name; another company gets 404/1', async () => {
    const add = await call(t.app, 'POST', '/api/Empresa/adddoc', empresa, {
      ficheroB64ParaAltas: PDF_BYTES.toString('base64'),
      extension_adjunto: 'pdf',
      nombre: 'Póliza de seguro',
    });
    const created = add.body.datos.find((d: { nombre: string }) => d.nombre === 'Póliza de seguro.pdf');
    const mine = await download(created.idDocumento, empresa);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Póliza de seguro.pdf')}`,
    );
    expect(mine.rawPayload.equals(PDF_BYTES)).toBe(true);
    const other = await download(created.idDocumento, grupo2);
    expect([other.statusCode, other.json().status]).toEqual([404, 1]);
  });

  it("#12.14 the university's annex and information note download; a student's document does not", async () => {
    const key = await storeBytes(t.app.storage, PDF_BYTES);
    await t.app.db.updateTable('documents').set({ storage_key: key }).where('id', 'in', [8, 9, 3]).execute();
    for (const id of [8, 9]) {
      const res = await download(id, empresa);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    // Document 3 is a student's private document: never through the company's route.
    const foreign = await download(3, empresa);
    expect([foreign.statusCode, foreign.json().status]).toEqual([404, 1]);
    const student = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameDocumentoEmpresa/8',
      headers: { authorization: `Bearer ${await loginAs(t.app, 'alumna@demo.test')}` },
    });
    expect(student.statusCode).toBe(403);
  });
});
