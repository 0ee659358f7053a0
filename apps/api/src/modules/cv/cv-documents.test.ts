import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../platform/png';
import { EXE_BYTES, odfOf, ooxmlOf, PDF_BYTES, PNG_BYTES, zipOf } from '../../platform/files.fixtures';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { base64, call, codeOf, type Json } from './cv-test-kit';

// Demo documents (seed): alumna@ 1 (cv), 3 (private), 4 (document), 11 (process); master@ 2 (cv).

let t: TestApp;
let alumna: string;
let master: string;
let empresa: string;

async function cv(token: string = alumna): Promise<Json> {
  return (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', token)).body.datos;
}

const upload = (bytes: Buffer, changes: Record<string, unknown> = {}) => ({
  ficheroB64ParaAltas: base64(bytes),
  extension_adjunto: 'pdf',
  nombre: 'Certificado.pdf',
  ...changes,
});

beforeAll(async () => {
  t = await buildTestApp();
  [alumna, master, empresa] = await Promise.all([
    loginAs(t.app, 'alumna@demo.test'),
    loginAs(t.app, 'master@demo.test'),
    loginAs(t.app, 'empresa@demo.test'),
  ]);
});
afterAll(async () => t.close());

describe('addDoc / delDoc', () => {
  it('uploads to documents, private documents and the CV, and downloads the same bytes', async () => {
    const doc = await call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(PDF_BYTES));
    expect(doc.body).toMatchObject({
      status: 0,
      datos: { tipo: 'documento', nombre: 'Certificado.pdf', extension: 'pdf' },
    });
    const priv = await call(
      t.app,
      'POST',
      '/api/Alumno/addDoc',
      alumna,
      upload(PNG_BYTES, { extension_adjunto: 'png', nombre: 'Título.png', tipo: 'privado', idTipoDocumento: 8 }),
    );
    expect(priv.body).toMatchObject({ status: 0, datos: { tipo: 'privado', idTipoDocumento: 8 } });
    const cvDoc = await call(
      t.app,
      'POST',
      '/api/Alumno/addDoc',
      alumna,
      upload(Buffer.concat([PDF_BYTES, Buffer.from('% cv\n')]), { nombre: 'CV 2026.pdf', idTipoDocumento: 1 }),
    );
    expect(cvDoc.body.datos).toMatchObject({ tipo: 'cv', idTipoDocumento: 1 });
    const c = await cv();
    expect(c.documentos.map((d: Json) => d.id)).toContain(doc.body.datos.id);
    expect(c.documentosPrivados.map((d: Json) => d.id)).toContain(priv.body.datos.id);
    expect(c.urlCV).toBe(cvDoc.body.datos.enlace);

    const res = await t.app.inject({
      method: 'GET',
      url: priv.body.datos.enlace,
      headers: { authorization: `Bearer ${alumna}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''T%C3%ADtulo.png");
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);

    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delDoc', alumna, { id: doc.body.datos.id }))).toEqual([
      200, 0,
    ]);
    expect((await cv()).documentos.map((d: Json) => d.id)).not.toContain(doc.body.datos.id);
  });

  it('takes a URL instead of a file (files over 2 MB, SPEC §5)', async () => {
    const res = await call(t.app, 'POST', '/api/Alumno/addDoc', alumna, {
      nombre: 'Portafolio',
      url: 'https://drive.example.com/portafolio.pdf',
    });
    expect(res.body.datos).toMatchObject({ enlace: 'https://drive.example.com/portafolio.pdf', extension: 'pdf' });
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/addDoc', alumna, {
          nombre: 'Portafolio',
          url: 'https://drive.example.com/portafolio.pdf',
        }),
      ),
    ).toEqual([409, 56]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', alumna, { nombre: 'Nada' }))).toEqual([400, 15]);
  });

  it('#12.8 a plain zip renamed .docx or .odt is refused with 46; real minimal .docx and .odt are stored', async () => {
    const plain = zipOf([{ name: 'notes.txt', data: 'not a document', deflate: true }]);
    for (const extension of ['docx', 'odt']) {
      expect(
        await codeOf(
          call(
            t.app,
            'POST',
            '/api/Alumno/addDoc',
            alumna,
            upload(plain, { extension_adjunto: extension, nombre: `Zip.${extension}` }),
          ),
        ),
      ).toEqual([400, 46]);
    }
    const docx = await call(
      t.app,
      'POST',
      '/api/Alumno/addDoc',
      alumna,
      upload(ooxmlOf('docx'), { extension_adjunto: 'docx', nombre: 'Carta.docx' }),
    );
    expect([docx.http, docx.body.status]).toEqual([200, 0]);
    const odt = await call(
      t.app,
      'POST',
      '/api/Alumno/addDoc',
      alumna,
      upload(odfOf('odt'), { extension_adjunto: 'odt', nombre: 'Carta.odt' }),
    );
    expect([odt.http, odt.body.status]).toEqual([200, 0]);
  });

  it('refuses a disallowed or disguised type (46), a file over 2000 KB, the same file twice (56)', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(EXE_BYTES)))).toEqual([400, 46]);
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(EXE_BYTES, { extension_adjunto: 'exe' }))),
    ).toEqual([400, 46]);
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(PDF_BYTES, { extension_adjunto: 'docx' }))),
    ).toEqual([400, 46]);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(2000 * 1024)]);
    const tooBig = await call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(big));
    expect([tooBig.http, tooBig.body.status]).toEqual([413, 15]);
    const once = Buffer.concat([PDF_BYTES, Buffer.from('% once\n')]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(once)))).toEqual([200, 0]);
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(once, { nombre: 'Otro nombre.pdf' }))),
    ).toEqual([409, 56]);
    // The same file in another section is not a repeat.
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', alumna, upload(once, { tipo: 'privado' })))).toEqual([
      200, 0,
    ]);
  });

  it('leaves process documents to their application (48)', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delDoc', alumna, { id: 11 }))).toEqual([403, 48]);
  });

  it('alumna@ cannot delete or download master@’s documents (404); a company gets 403/71', async () => {
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/delDoc', alumna, { id: 2 }))).toEqual([404, 1]);
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/dameDocumentoCv/2', alumna))).toEqual([404, 1]);
    expect(
      await t.app.db.selectFrom('documents').select('owner_user_id').where('id', '=', 2).executeTakeFirst(),
    ).toEqual({ owner_user_id: 2 });
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/addDoc', empresa, upload(PDF_BYTES)))).toEqual([403, 71]);
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/dameDocumentoCv/1', empresa))).toEqual([403, 71]);
    // master@ still sees their own.
    expect((await cv(master)).documentos.map((d: Json) => d.id)).toEqual([2]);
  });
});

describe('editImagenPerfil', () => {
  it('stores a photo up to 1000 px and answers its link', async () => {
    const res = await call(t.app, 'POST', '/api/Alumno/editImagenPerfil', alumna, {
      extension: 'png',
      ficheroB64: base64(solidPng(1000, 800)),
    });
    expect(res.body).toMatchObject({ status: 0, datos: { ancho: 1000, alto: 800 } });
    expect((await cv()).urlImagenPerfil).toBe(res.body.datos.urlImagenPerfil);
    // A second photo replaces the first.
    await call(t.app, 'POST', '/api/Alumno/editImagenPerfil', alumna, {
      extension: 'png',
      ficheroB64: base64(PNG_BYTES),
    });
    const photos = await t.app.db
      .selectFrom('documents')
      .select('id')
      .where('owner_user_id', '=', 1)
      .where('kind', '=', 'photo')
      .execute();
    expect(photos).toHaveLength(1);
  });

  it('decodes the image and refuses more than 1000 px (526); a non-image is 46', async () => {
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editImagenPerfil', alumna, {
          extension: 'png',
          ficheroB64: base64(solidPng(1001, 20)),
        }),
      ),
    ).toEqual([400, 526]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editImagenPerfil', alumna, {
          extension: 'png',
          ficheroB64: base64(solidPng(20, 1200)),
        }),
      ),
    ).toEqual([400, 526]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editImagenPerfil', alumna, {
          extension: 'png',
          ficheroB64: base64(PDF_BYTES),
        }),
      ),
    ).toEqual([400, 46]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editImagenPerfil', alumna, {
          extension: 'pdf',
          ficheroB64: base64(PDF_BYTES),
        }),
      ),
    ).toEqual([400, 46]);
  });
});
