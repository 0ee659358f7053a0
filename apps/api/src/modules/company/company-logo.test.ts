import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, PNG_BYTES } from '../../platform/files.fixtures';
import { contentKey } from '../../platform/storage/storage';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin } from '../office/office-test-kit';

// #16 part 2, ADR 0028: the company's logo. Demo: empresa@ is company 1 (Levante Tech, logo
// authorised, none stored); nueva@ another company of the same brand.
let t: TestApp;
let empresa: string;
let nueva: string;
let alumna: string;
let gestor: string;
let otherBrand: string;

const UPLOAD = '/api/Empresa/editLogoEmpresa';
const REMOVE = '/api/Empresa/eliminaLogoEmpresa';
const PUBLIC = '/api/Publico/logoEmpresa/1';
const png = { extension: 'png', ficheroB64: PNG_BYTES.toString('base64') };

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  nueva = await loginAs(t.app, 'nueva@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
  gestor = await officeLogin(t.app, 'gestor@demo.test');
  otherBrand = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
});
afterAll(async () => t?.close());

const logoKeyOf = async (companyId: number) =>
  (await t.app.db.selectFrom('companies').select('logo_key').where('id', '=', companyId).executeTakeFirstOrThrow())
    .logo_key;
const offersVersion = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('data_versions')
        .select('version')
        .where('name', '=', 'offers')
        .executeTakeFirstOrThrow()
    ).version,
  );
const authorise = (value: 0 | 1) =>
  t.app.db.updateTable('companies').set({ logo_autorizado: value }).where('id', '=', 1).execute();

describe('company logo', () => {
  it('the company uploads its logo (532, audited); the public reads it as a cacheable image while authorised', async () => {
    const version = await offersVersion();
    const res = await call(t.app, 'POST', UPLOAD, empresa, png);
    // The student list cache (offer-list-cache.ts) is keyed by this version: cards get the new logo.
    expect(await offersVersion()).toBeGreaterThan(version);
    expect(res.body).toMatchObject({ status: 0, aviso: 532, datos: { tieneLogo: true } });
    expect(res.body.datos.urlLogo).toMatch(/^\/api\/Publico\/logoEmpresa\/1\?v=[0-9a-f]{12}$/);
    expect(await logoKeyOf(1)).toBe(contentKey(PNG_BYTES));
    expect(await t.app.storage.exists(contentKey(PNG_BYTES))).toBe(true);
    const audit = await auditRows(t.app, 'company.logo.update');
    expect(audit.at(-1)).toMatchObject({ actor_role: 'company', object_type: 'company' });
    expect(String(audit.at(-1)?.object_id)).toBe('1');

    const served = await t.app.inject({ method: 'GET', url: res.body.datos.urlLogo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(Buffer.compare(served.rawPayload, PNG_BYTES)).toBe(0);
    // No token needed, and the company page shows the same address.
    const data = await call(t.app, 'GET', '/api/Empresa/dameDatosEmpresa', empresa);
    expect(data.body.datos.logo).toEqual(res.body.datos);
    // The student's cards of Levante Tech's offers carry it (offer 1 is the first internship).
    const list = await call(t.app, 'GET', '/api/Alumno/dameOfertasUsuario/practicas/1', alumna);
    const card = list.body.datos.ofertas.find((o: { idoferta: number }) => o.idoferta === 1);
    expect(card.logo).toBe(res.body.datos.urlLogo);
  });

  it('is not served when not authorised, for another brand, or for a company without one (404, status 1)', async () => {
    await authorise(0);
    const hidden = await call(t.app, 'GET', PUBLIC);
    expect([hidden.http, hidden.body.status]).toEqual([404, 1]);
    const data = await call(t.app, 'GET', '/api/Empresa/dameDatosEmpresa', empresa);
    expect(data.body.datos.logo).toEqual({ tieneLogo: true, urlLogo: null });
    await authorise(1);
    expect((await call(t.app, 'GET', PUBLIC)).http).toBe(200);
    const elsewhere = await call(t.app, 'GET', PUBLIC, null, undefined, CATALAN_HOST);
    expect([elsewhere.http, elsewhere.body.status]).toEqual([404, 1]);
    const none = await call(t.app, 'GET', '/api/Publico/logoEmpresa/999999');
    expect([none.http, none.body.status]).toEqual([404, 1]);
  });

  it('refuses a wrong type (46) or an oversized file (15, 413) and stores nothing', async () => {
    const before = await logoKeyOf(1);
    const exe = await call(t.app, 'POST', UPLOAD, empresa, {
      extension: 'png',
      ficheroB64: EXE_BYTES.toString('base64'),
    });
    expect([exe.http, exe.body.status]).toEqual([400, 46]);
    expect(await t.app.storage.exists(contentKey(EXE_BYTES))).toBe(false);
    const pdf = await call(t.app, 'POST', UPLOAD, empresa, { extension: 'pdf', ficheroB64: 'JVBERi0xLjQK' });
    expect(pdf.body.status).toBe(46);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2001 * 1024)]);
    const large = await call(t.app, 'POST', UPLOAD, empresa, { extension: 'png', ficheroB64: big.toString('base64') });
    expect([large.http, large.body.status]).toEqual([413, 15]);
    expect(await t.app.storage.exists(contentKey(big))).toBe(false);
    expect(await logoKeyOf(1)).toBe(before);
  });

  it('only the company itself changes its logo: not another company, a student, the office or another brand', async () => {
    const before = await logoKeyOf(1);
    // Another company's calls work on its own company only: its removal finds no logo of its own.
    expect((await call(t.app, 'POST', REMOVE, nueva)).body.status).toBe(1);
    for (const [who, token, expected] of [
      ['student', alumna, [403, 71]],
      ['office', gestor, [403, 71]],
      ['other brand', otherBrand, [401, 2]],
      ['nobody', null, [401, 2]],
    ] as const) {
      for (const [url, body] of [
        [UPLOAD, png],
        [REMOVE, undefined],
      ] as const) {
        const res = await call(t.app, 'POST', url, token, body);
        expect([res.http, res.body.status], `${who} ${url}`).toEqual([...expected]);
      }
    }
    expect(await logoKeyOf(1)).toBe(before);
  });

  it('the company removes its logo (audited); then nothing is served', async () => {
    const res = await call(t.app, 'POST', REMOVE, empresa);
    expect(res.body).toMatchObject({ status: 0, datos: { tieneLogo: false, urlLogo: null } });
    expect(await logoKeyOf(1)).toBeNull();
    expect(String((await auditRows(t.app, 'company.logo.remove')).at(-1)?.object_id)).toBe('1');
    expect((await call(t.app, 'GET', PUBLIC)).http).toBe(404);
    expect((await call(t.app, 'POST', REMOVE, empresa)).http).toBe(404);
  });
});
