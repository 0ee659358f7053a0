import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

// SPEC §4 Practice request, §7 solicitudPractica (company and student), list, detail, accept and reject.
let t: TestApp;
let empresa: string;
let nueva: string;
let alumna: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Prácticas de desarrollo frontend',
  tareas: 'Maquetación de componentes en React.',
  fechaInicio: '2030-02-01',
  fechaFin: '2030-06-30',
  horasDia: 5,
  horasSemana: 25,
  horasTotales: '450,5',
  ayudaEstudio: 400,
  idPrograma: 1,
  idCentro: 12,
  idTitulacion: 1,
  idTutor: 2,
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  nueva = await loginAs(t.app, 'nueva@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('company practice requests', () => {
  it('lists mine and reads one, 404 for another company', async () => {
    const list = await call(t.app, 'GET', '/api/Empresa/dameSolicitudesPracticas', empresa);
    expect(list.body.datos.map((r: { idSolicitudPractica: number }) => r.idSolicitudPractica).sort()).toEqual([1, 2]);
    const one = await call(t.app, 'GET', '/api/Empresa/dameSolicitudPractica/1', empresa);
    expect(one.body.datos).toMatchObject({
      estado: 'pendiente',
      idCentro: 12,
      centro: 'Centro de desarrollo de Paterna',
      dniAlumno: '23456789D',
      solicitadaPorAlumno: false,
    });
    const other = await call(t.app, 'GET', '/api/Empresa/dameSolicitudPractica/1', nueva);
    expect([other.http, other.body.status]).toEqual([404, 1]);
    expect((await call(t.app, 'GET', '/api/Empresa/dameSolicitudesPracticas', nueva)).body.datos).toEqual([]);
  });

  it('creates a request (510) and updates it by idSolicitudPractica (532)', async () => {
    const created = await call(
      t.app,
      'POST',
      '/api/Empresa/solicitudPractica',
      empresa,
      body({ dniAlumno: '12345678z' }),
    );
    expect(created.body).toMatchObject({
      status: 0,
      aviso: 510,
      datos: {
        estado: 'pendiente',
        horasTotales: 450.5,
        dniAlumno: '12345678Z',
        alumno: { nombre: 'Lucía' },
        tutor: { idContacto: 2, email: 'sergio.blasco@levantetech.demo.test' },
      },
    });
    const id = created.body.datos.idSolicitudPractica;
    const updated = await call(
      t.app,
      'POST',
      '/api/Empresa/solicitudPractica',
      empresa,
      body({ idSolicitudPractica: id, titulo: 'Prácticas de desarrollo web', horasSemana: 20 }),
    );
    expect(updated.body).toMatchObject({
      aviso: 532,
      datos: { idSolicitudPractica: id, titulo: 'Prácticas de desarrollo web', horasSemana: 20 },
    });
    expect(
      (await t.app.db.selectFrom('practice_requests').select('id').where('company_id', '=', 1).execute()).length,
    ).toBe(3);
  });

  it('refuses over 35 hours a week (102), dates out of order (27), foreign centres or tutors (15), decided or foreign requests', async () => {
    const post = (token: string, b: unknown) => call(t.app, 'POST', '/api/Empresa/solicitudPractica', token, b);
    const hours = await post(empresa, body({ horasSemana: 36 }));
    expect([hours.http, hours.body.status]).toEqual([400, 102]);
    expect((await post(empresa, body({ fechaFin: '2030-01-01' }))).body.status).toBe(27);
    expect((await post(empresa, body({ idCentro: 2 }))).body).toMatchObject({
      status: 15,
      datos: { campos: [{ campo: 'idCentro' }] },
    });
    expect((await post(empresa, body({ idTutor: 5 }))).body).toMatchObject({
      status: 15,
      datos: { campos: [{ campo: 'idTutor' }] },
    });
    expect((await post(empresa, body({ idPrograma: 999 }))).body.status).toBe(15);
    expect((await post(empresa, body({ titulo: '' }))).body.status).toBe(15);
    expect((await post(empresa, body({ idSolicitudPractica: 2 }))).body.status).toBe(48);
    const foreign = await post(nueva, body({ idSolicitudPractica: 1, idCentro: undefined, idTutor: undefined }));
    expect([foreign.http, foreign.body.status]).toEqual([404, 1]);
  });
});

describe('issue #12: practice requests follow SPEC §5 and §6', () => {
  const requestCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('practice_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('#12.23 a company without an IBAN cannot file a practice request (72), nothing stored; without an agreement in force 115', async () => {
    const before = await requestCount();
    const res = await call(
      t.app,
      'POST',
      '/api/Empresa/solicitudPractica',
      nueva,
      body({ idCentro: undefined, idTutor: undefined }),
    );
    expect([res.http, res.body.status]).toEqual([400, 72]);
    // With an IBAN, nueva@'s company still has only a generated agreement.
    await t.app.db.updateTable('companies').set({ iban: 'ES9121000418450200051332' }).where('id', '=', 4).execute();
    try {
      const noAgreement = await call(
        t.app,
        'POST',
        '/api/Empresa/solicitudPractica',
        nueva,
        body({ idCentro: undefined, idTutor: undefined }),
      );
      expect([noAgreement.http, noAgreement.body.status]).toEqual([400, 115]);
    } finally {
      await t.app.db.updateTable('companies').set({ iban: null }).where('id', '=', 4).execute();
    }
    expect(await requestCount()).toBe(before);
  });

  it('#12.24 total hours, hours per day and study aid are required (15), nothing stored', async () => {
    const before = await requestCount();
    for (const campo of ['horasTotales', 'horasDia', 'ayudaEstudio']) {
      const res = await call(t.app, 'POST', '/api/Empresa/solicitudPractica', empresa, body({ [campo]: undefined }));
      expect([res.http, res.body.status]).toEqual([400, 15]);
      expect(res.body.datos.campos).toContainEqual({ campo, error: 'required' });
    }
    expect(await requestCount()).toBe(before);
  });
});

describe('accepting and rejecting', () => {
  it('accepts a pending request (531) and refuses to decide it again (48)', async () => {
    const res = await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPractica', empresa, { idSolicitudPractica: 1 });
    expect(res.body).toMatchObject({ status: 0, aviso: 531, datos: { estado: 'aceptada' } });
    const again = await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPractica', empresa, {
      idSolicitudPractica: 1,
    });
    expect([again.http, again.body.status]).toEqual([403, 48]);
  });

  it('rejects a pending request with a reason (530); another company gets 404', async () => {
    const created = await call(t.app, 'POST', '/api/Empresa/solicitudPractica', empresa, body());
    const id = created.body.datos.idSolicitudPractica;
    for (const url of ['/api/Empresa/aceptarSolicitudPractica', '/api/Empresa/rechazarSolicitudPractica']) {
      const foreign = await call(t.app, 'POST', url, nueva, { idSolicitudPractica: id });
      expect([foreign.http, foreign.body.status]).toEqual([404, 1]);
    }
    const res = await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPractica', empresa, {
      idSolicitudPractica: id,
      motivo: 'Plaza cubierta',
    });
    expect(res.body).toMatchObject({ status: 0, aviso: 530, datos: { estado: 'rechazada' } });
  });
});

describe('a student asks on behalf of a company (/api/Alumno/solicitudPractica)', () => {
  it('reaches the company with that CIF, which sees and accepts it', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/Alumno/solicitudPractica',
      alumna,
      body({ cif: 'B46456786', idCentro: undefined, idTutor: undefined }),
    );
    expect(res.body).toMatchObject({
      status: 0,
      aviso: 510,
      datos: { solicitadaPorAlumno: true, alumno: { nombre: 'Lucía' } },
    });
    const id = res.body.datos.idSolicitudPractica;
    const seen = await call(t.app, 'GET', `/api/Empresa/dameSolicitudPractica/${id}`, nueva);
    expect(seen.body.datos).toMatchObject({ idSolicitudPractica: id, solicitadaPorAlumno: true });
    const update = await call(
      t.app,
      'POST',
      '/api/Alumno/solicitudPractica',
      alumna,
      body({ cif: 'B46456786', idCentro: 4, idTutor: 5, idSolicitudPractica: id, horasSemana: 30 }),
    );
    expect(update.body).toMatchObject({ aviso: 532, datos: { idCentro: 4, horasSemana: 30 } });
    expect(
      (await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPractica', nueva, { idSolicitudPractica: id })).body
        .aviso,
    ).toBe(531);
  });

  it('keeps the request of an unregistered company, and refuses 33, 102 and foreign ids', async () => {
    const free = await call(
      t.app,
      'POST',
      '/api/Alumno/solicitudPractica',
      alumna,
      body({ cif: 'B22222228', nombreEmpresa: 'Empresa sin alta', idCentro: undefined, idTutor: undefined }),
    );
    expect(free.body.status).toBe(0);
    const row = await t.app.db
      .selectFrom('practice_requests')
      .select(['company_id', 'datos'])
      .where('id', '=', free.body.datos.idSolicitudPractica)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBeNull();
    expect(JSON.parse(row.datos)).toEqual({ cif: 'B22222228', nombreEmpresa: 'Empresa sin alta' });
    expect((await call(t.app, 'POST', '/api/Alumno/solicitudPractica', alumna, body({ cif: 'B1' }))).body.status).toBe(
      33,
    );
    expect(
      (await call(t.app, 'POST', '/api/Alumno/solicitudPractica', alumna, body({ cif: 'B46456786', horasSemana: 40 })))
        .body.status,
    ).toBe(102);
    expect(
      (await call(t.app, 'POST', '/api/Alumno/solicitudPractica', alumna, body({ cif: 'B46456786' }))).body.status,
    ).toBe(15);
    const company = await call(t.app, 'POST', '/api/Alumno/solicitudPractica', empresa, body({ cif: 'B46456786' }));
    expect([company.http, company.body.status]).toEqual([403, 71]);
  });
});
