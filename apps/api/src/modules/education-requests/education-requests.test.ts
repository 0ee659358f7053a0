import { academicCourse } from '@portal/contracts/company-internships/company-internships.schemas';
import { EDUCATION_REQUESTS_PER_COURSE } from '@portal/contracts/education-requests/education-requests.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/schema-helpers';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

// SPEC §2 /solicitudes-practicas-educacion (only with the menu), §4 accepted or rejected by the company, §8 81.
let t: TestApp;
let empresa: string;
let nueva: string;
let grupo2: string;
const BASICA = { host: 'basica.localhost' };

async function addRequest(companyId: number, estado: 'pendiente' | 'aceptada' = 'pendiente'): Promise<number> {
  const row = await t.app.db
    .insertInto('education_requests')
    .values({
      company_id: companyId,
      school_id: 1,
      estado,
      curso: academicCourse(),
      titulo: 'Estancia de FP',
      plazas: 1,
      datos: '{}',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  nueva = await loginAs(t.app, 'nueva@demo.test');
  grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
});
afterAll(async () => {
  await t.close();
});

describe('the education menu', () => {
  it('tieneMenuSolicitudesPracticasEducacion: the company with the menu, not the others, not on a brand without it', async () => {
    expect((await call(t.app, 'GET', '/api/Empresa/tieneMenuSolicitudesPracticasEducacion', empresa)).body).toEqual({
      status: 0,
      datos: true,
    });
    expect((await call(t.app, 'GET', '/api/Empresa/tieneMenuSolicitudesPracticasEducacion', nueva)).body.datos).toBe(
      false,
    );
    const basica = await loginAs(t.app, 'empresa@demo.test', { headers: BASICA });
    expect(
      (await call(t.app, 'GET', '/api/Empresa/tieneMenuSolicitudesPracticasEducacion', basica, undefined, BASICA)).body
        .datos,
    ).toBe(false);
    const list = await call(t.app, 'GET', '/api/Empresa/dameSolicitudesPracticasEducacion', basica, undefined, BASICA);
    expect([list.http, list.body.status]).toEqual([403, 48]);
  });

  it('lists and reads my requests; without the menu the list answers 48', async () => {
    const list = await call(t.app, 'GET', '/api/Empresa/dameSolicitudesPracticasEducacion', empresa);
    expect(list.body.datos.map((r: { idSolicitud: number }) => r.idSolicitud).sort()).toEqual([1, 2, 3]);
    const one = await call(t.app, 'GET', '/api/Empresa/dameSolicitudPracticasEducacion/1', empresa);
    expect(one.body.datos).toMatchObject({
      estado: 'pendiente',
      editable: true,
      plazas: 2,
      centroEducativo: { id: 1 },
    });
    expect((await call(t.app, 'GET', '/api/Empresa/dameSolicitudesPracticasEducacion', nueva)).body.status).toBe(48);
  });

  it('a company with any request sees the menu', async () => {
    await addRequest(3);
    const grupo3 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 });
    expect((await call(t.app, 'GET', '/api/Empresa/tieneMenuSolicitudesPracticasEducacion', grupo3)).body.datos).toBe(
      true,
    );
  });
});

describe('editing and deciding', () => {
  it('edits a pending request (532) with the form rules', async () => {
    const edit = (b: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/Empresa/editaSolicitudPracticasEducacion', empresa, {
        idSolicitud: 1,
        plazas: 3,
        fechaInicio: '2030-03-01',
        fechaFin: '2030-06-01',
        ...b,
      });
    expect((await edit({})).body).toMatchObject({
      status: 0,
      aviso: 532,
      datos: { plazas: 3, fechaInicio: '2030-03-01' },
    });
    expect((await edit({ plazas: 0 })).body.status).toBe(15);
    expect((await edit({ fechaFin: '2030-01-01' })).body.status).toBe(27);
    expect((await edit({ idSolicitud: 2 })).body.status).toBe(48);
  });

  it('accepts (531) and rejects with a reason (530) a pending request; decided ones answer 48', async () => {
    const a = await addRequest(1);
    const r = await addRequest(1);
    expect(
      (await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPracticasEducacion', empresa, { idSolicitud: a })).body,
    ).toMatchObject({ status: 0, aviso: 531, datos: { estado: 'aceptada', editable: false } });
    expect(
      (await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPracticasEducacion', empresa, { idSolicitud: r })).body
        .status,
    ).toBe(15);
    const rejected = await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPracticasEducacion', empresa, {
      idSolicitud: r,
      motivo: 'Sin tutor disponible',
    });
    expect(rejected.body).toMatchObject({
      aviso: 530,
      datos: { estado: 'rechazada', motivoRechazo: 'Sin tutor disponible' },
    });
    expect(
      (await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPracticasEducacion', empresa, { idSolicitud: r })).body
        .status,
    ).toBe(48);
  });

  it("another company's request answers 404 everywhere", async () => {
    for (const token of [nueva, grupo2]) {
      expect((await call(t.app, 'GET', '/api/Empresa/dameSolicitudPracticasEducacion/1', token)).http).toBe(404);
      expect(
        (await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPracticasEducacion', token, { idSolicitud: 1 })).http,
      ).toBe(404);
      expect(
        (
          await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPracticasEducacion', token, {
            idSolicitud: 1,
            motivo: 'No es mía',
          })
        ).http,
      ).toBe(404);
      expect(
        (
          await call(t.app, 'POST', '/api/Empresa/editaSolicitudPracticasEducacion', token, {
            idSolicitud: 1,
            plazas: 1,
            fechaInicio: '2030-03-01',
            fechaFin: '2030-06-01',
          })
        ).http,
      ).toBe(404);
    }
  });
});

describe('the course limit (81)', () => {
  it('counts what is left, and refuses the count and an acceptance at the limit', async () => {
    const url = '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles';
    const before = await call(t.app, 'GET', url, empresa);
    expect(before.body.datos).toMatchObject({ curso: academicCourse(), maximo: EDUCATION_REQUESTS_PER_COURSE });
    const left = before.body.datos.disponibles as number;
    expect(left).toBeGreaterThan(0);
    const pending = await addRequest(1);
    for (let i = 0; i < left; i += 1) await addRequest(1, 'aceptada');
    const atLimit = await call(t.app, 'GET', url, empresa);
    expect([atLimit.http, atLimit.body.status]).toEqual([400, 81]);
    const accept = await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPracticasEducacion', empresa, {
      idSolicitud: pending,
    });
    expect(accept.body.status).toBe(81);
    expect((await call(t.app, 'GET', url, nueva)).body.datos.disponibles).toBe(EDUCATION_REQUESTS_PER_COURSE);
  });
});
