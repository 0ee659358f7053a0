import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../../platform/files.fixtures';
import { loginAs } from '../../test/login';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { base64, call, codeOf } from './cv-test-kit';

/**
 * Issue #18 part 1: a CV document uploaded and downloaded back through the shared drivers
 * (`database` on the run's engine, `s3` on s3rver), with nothing written under DATA_DIR/files.
 */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => s3?.stop());

describe.each(['database', 's3'] as const)('CV documents with STORAGE_DRIVER=%s', (driver) => {
  let t: TestApp;
  let alumna: string;
  let master: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: { storageDriver: driver, s3: driver === 's3' ? s3.settings : undefined } });
    [alumna, master] = await Promise.all([loginAs(t.app, 'alumna@demo.test'), loginAs(t.app, 'master@demo.test')]);
  });
  afterAll(async () => t?.close());

  it('uploads a CV document and downloads the same bytes; another student gets 404', async () => {
    const bytes = Buffer.concat([PDF_BYTES, Buffer.from(`% ${driver} ${crypto.randomUUID()}\n`)]);
    const added = await call(t.app, 'POST', '/api/Alumno/addDoc', alumna, {
      ficheroB64ParaAltas: base64(bytes),
      extension_adjunto: 'pdf',
      nombre: 'CV compartido.pdf',
      idTipoDocumento: 1,
    });
    expect(added.body).toMatchObject({ status: 0, datos: { tipo: 'cv', nombre: 'CV compartido.pdf' } });

    const res = await t.app.inject({
      method: 'GET',
      url: added.body.datos.enlace,
      headers: { authorization: `Bearer ${alumna}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(bytes)).toBe(true);

    // Stored by the configured driver, not on this instance's disk.
    const key = crypto.createHash('sha256').update(bytes).digest('hex');
    expect(await t.app.storage.exists(key)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);

    expect(await codeOf(call(t.app, 'GET', added.body.datos.enlace, master))).toEqual([404, 1]);
  });

  it('serves the demo guide files, stored by the seed through the same driver', async () => {
    const guide = await t.app.db
      .selectFrom('documents')
      .select('storage_key')
      .where('kind', '=', 'guide')
      .where('storage_key', 'is not', null)
      .executeTakeFirst();
    expect(guide?.storage_key).toBeTruthy();
    expect(await t.app.storage.exists(guide!.storage_key!)).toBe(true);
  });
});
