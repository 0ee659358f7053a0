import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call';
import { loginAs } from '../test/login';
import { buildTestApp, type TestApp } from '../test/test-app';
import { addInternship } from './internships/internship-fixtures';
import { officeLogin } from './office/office-test-kit';
import { placementForm } from './proposals/proposals.fixtures';

// Issue #14 part 6 'Timeline and audit log': the changes the student and the company make are
// audit rows too, written in the change's own transaction, with who, role, object, from -> to,
// reason, request id and IP; a refused change writes nothing. Demo: empresa@ is company 1 (offers
// 1-14, 13 pending), grupo@ signs in for company 2, nueva@ is company 4, alumna@ a student of the
// default brand; gestor@ the brand's admin reads the office sheets.

let t: TestApp;
let empresa: string;
let grupo2: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

const userId = async (email: string) =>
  (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The audit rows of one object, oldest first. */
const rowsOf = (objectType: string, objectId: number | string) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();

const auditCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The last row of an object is the given change, by the given person, with the request's id and IP. */
async function expectLastRow(
  objectType: string,
  objectId: number | string,
  want: { action: string; role: string; email: string; from: string | null; to: string | null; reason?: string | null },
) {
  const rows = await rowsOf(objectType, objectId);
  const last = rows.at(-1);
  expect(last).toMatchObject({
    brand_key: 'default',
    action: want.action,
    actor_role: want.role,
    actor_user_id: await userId(want.email),
    from_state: want.from,
    to_state: want.to,
    ...(want.reason === undefined ? {} : { reason: want.reason }),
  });
  expect(last?.request_id).toBeTruthy();
  expect(last?.ip).toBeTruthy();
  return last!;
}

describe('#14.6 offers: the company side is on the offer timeline', () => {
  it('#14.6 submitting a new offer writes offer.submit, and the office offer sheet shows it', async () => {
    const res = await call(t.app, 'POST', '/api/Empresa/addOferta', empresa, placementForm());
    expect(res.body.status).toBe(0);
    const id = res.body.datos.idOferta as number;
    await expectLastRow('offer', id, {
      action: 'offer.submit',
      role: 'company',
      email: 'empresa@demo.test',
      from: null,
      to: 'pendiente_validacion',
    });
    const sheet = await call(t.app, 'GET', `/api/Gestion/ofertas/${id}`, admin);
    expect(sheet.body.status).toBe(0);
    expect(sheet.body.datos.historial).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          accion: 'offer.submit',
          rolActor: 'company',
          emailActor: 'empresa@demo.test',
          estadoNuevo: 'pendiente_validacion',
        }),
      ]),
    );
  });

  it('#14.6 editing a pending offer writes offer.edit; resubmitting a returned one writes offer.submit', async () => {
    const created = await call(t.app, 'POST', '/api/Empresa/addOferta', empresa, placementForm());
    const id = created.body.datos.idOferta as number;
    const edited = await call(
      t.app,
      'POST',
      '/api/Empresa/addOferta',
      empresa,
      placementForm({ idOferta: id, plazas: 3 }),
    );
    expect(edited.body.aviso).toBe(512);
    await expectLastRow('offer', id, {
      action: 'offer.edit',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'pendiente_validacion',
      to: 'pendiente_validacion',
    });
    const back = await call(t.app, 'POST', `/api/Gestion/ofertas/${id}/devolver`, admin, {
      comentario: 'Falta el horario exacto.',
    });
    expect(back.body.status).toBe(0);
    const again = await call(t.app, 'POST', '/api/Empresa/addOferta', empresa, placementForm({ idOferta: id }));
    expect(again.body.aviso).toBe(512);
    await expectLastRow('offer', id, {
      action: 'offer.submit',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'borrador',
      to: 'pendiente_validacion',
    });
  });

  it('#14.6 closing, copying and deleting write offer.close, offer.copy and offer.delete', async () => {
    // A candidate of offer 13, whose application closes with it.
    const now = new Date().toISOString();
    const candidate = await t.app.db
      .insertInto('applications')
      .values({
        offer_id: 13,
        student_id: await userId('alumna@demo.test'),
        estado: 1,
        origen: 'student',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const closed = await call(t.app, 'POST', '/api/Empresa/cerrarOferta', empresa, {
      idOferta: 13,
      candidatoUniversidadElegido: false,
    });
    expect(closed.body.aviso).toBe(511);
    await expectLastRow('offer', 13, {
      action: 'offer.close',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'pendiente_validacion',
      to: 'cerrada',
    });
    const copy = await call(t.app, 'POST', '/api/Empresa/copiarOferta', empresa, { idOferta: 13 });
    expect(copy.body.status).toBe(0);
    await expectLastRow('offer', copy.body.datos.idOferta, {
      action: 'offer.copy',
      role: 'company',
      email: 'empresa@demo.test',
      from: null,
      to: 'borrador',
      reason: '#13',
    });
    // Its open applications were closed with it (state 12), each on its own timeline.
    await expectLastRow('application', candidate.id, {
      action: 'application.offer_closed',
      role: 'company',
      email: 'empresa@demo.test',
      from: '1',
      to: '12',
      reason: 'offer #13',
    });
    const deleted = await call(t.app, 'POST', '/api/Empresa/deleteOferta', empresa, { idOferta: 13 });
    expect(deleted.body.aviso).toBe(516);
    await expectLastRow('offer', 13, {
      action: 'offer.delete',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'cerrada',
      to: 'eliminada',
    });
  });

  it("#14.6 a refused change (invalid form, another company's offer, a transition not allowed) writes no row", async () => {
    const before = await auditCount();
    const invalid = await call(t.app, 'POST', '/api/Empresa/addOferta', empresa, placementForm({ idCentro: 999999 }));
    expect(invalid.body.status).not.toBe(0);
    const other = await call(t.app, 'POST', '/api/Empresa/cerrarOferta', grupo2, {
      idOferta: 7,
      candidatoUniversidadElegido: false,
    });
    expect(other.body.status).toBe(4);
    const published = await call(t.app, 'POST', '/api/Empresa/deleteOferta', empresa, { idOferta: 1 });
    expect(published.body.status).toBe(48);
    expect(await auditCount()).toBe(before);
  });
});

describe('#14.6 applications: the student and the company on the application timeline', () => {
  let alumna: string;
  beforeAll(async () => {
    alumna = await loginAs(t.app, 'alumna@demo.test');
  });
  const appOf = async (offerId: number) =>
    t.app.db
      .selectFrom('applications')
      .select('id')
      .where('offer_id', '=', offerId)
      .where('student_id', '=', await userId('alumna@demo.test'))
      .executeTakeFirst();

  it('#14.6 applying writes application.apply, withdrawing application.withdraw (the row outlives the application)', async () => {
    const applied = await call(t.app, 'POST', '/api/Alumno/inscribirse', alumna, { idOferta: 5 });
    expect(applied.body.status).toBe(0);
    const id = applied.body.datos.idCandidatura as number;
    await expectLastRow('application', id, {
      action: 'application.apply',
      role: 'student',
      email: 'alumna@demo.test',
      from: null,
      to: '1',
      reason: 'offer #5',
    });
    const withdrawn = await call(t.app, 'POST', '/api/Alumno/desinscribirse', alumna, { idOferta: 5 });
    expect(withdrawn.body.status).toBe(0);
    expect(await appOf(5)).toBeUndefined();
    await expectLastRow('application', id, {
      action: 'application.withdraw',
      role: 'student',
      email: 'alumna@demo.test',
      from: '1',
      to: null,
    });
  });

  it('#14.6 accepting and refusing a pre-enrolment write the student decision with its reason', async () => {
    await t.app.db.updateTable('applications').set({ estado: 16 }).where('id', 'in', [4]).execute();
    const first = await appOf(1);
    await t.app.db.updateTable('applications').set({ estado: 16 }).where('id', '=', first!.id).execute();
    const accepted = await call(t.app, 'POST', '/api/Alumno/aceptarPreinscripcion', alumna, { idOferta: 1 });
    expect(accepted.body.status).toBe(0);
    await expectLastRow('application', first!.id, {
      action: 'application.preenrolment_accept',
      role: 'student',
      email: 'alumna@demo.test',
      from: '16',
      to: '18',
    });
    const rejected = await call(t.app, 'POST', '/api/Alumno/rechazarPreinscripcion', alumna, {
      idOferta: 15,
      idMotivo: 7,
    });
    expect(rejected.body.status).toBe(0);
    await expectLastRow('application', 4, {
      action: 'application.preenrolment_reject',
      role: 'student',
      email: 'alumna@demo.test',
      from: '16',
      to: '19',
      reason: 'motivo #7',
    });
  });

  it('#14.6 the company moving a candidate writes application.state with its reason', async () => {
    const moved = await call(t.app, 'POST', '/api/Empresa/cambiaEstadoCandidatura', empresa, {
      idCandidatura: 13,
      idEstado: 17,
      idMotivo: 14,
      motivo: 'Buscamos más experiencia en datos.',
    });
    expect(moved.body.status).toBe(0);
    const row = await expectLastRow('application', 13, {
      action: 'application.state',
      role: 'company',
      email: 'empresa@demo.test',
      from: '3',
      to: '17',
    });
    expect(row.reason).toContain('Buscamos más experiencia en datos.');
  });

  it("#14.6 refused application changes (processed, wrong reason, another company's candidate) write no row", async () => {
    const before = await auditCount();
    const processed = await call(t.app, 'POST', '/api/Alumno/desinscribirse', alumna, { idOferta: 1 });
    expect(processed.body.status).not.toBe(0);
    await t.app.db.updateTable('applications').set({ estado: 16 }).where('id', '=', 6).execute();
    const wrongReason = await call(t.app, 'POST', '/api/Alumno/rechazarPreinscripcion', alumna, {
      idOferta: 22,
      idMotivo: 999,
    });
    expect(wrongReason.body.status).toBe(15);
    const other = await call(t.app, 'POST', '/api/Empresa/cambiaEstadoCandidatura', grupo2, {
      idCandidatura: 12,
      idEstado: 4,
    });
    expect(other.body.status).not.toBe(0);
    expect(await auditCount()).toBe(before);
  });
});

describe('#14.6 internships: the student and the company on the internship timeline', () => {
  let alumna: string;
  beforeAll(async () => {
    alumna = await loginAs(t.app, 'alumna@demo.test');
  });

  it('#14.6 the student accepting or refusing an internship writes internship.accept / internship.reject', async () => {
    const first = await addInternship(t);
    const second = await addInternship(t);
    expect((await call(t.app, 'POST', '/api/Alumno/aceptarPractica', alumna, { idPractica: first })).body.status).toBe(
      0,
    );
    await expectLastRow('internship', first, {
      action: 'internship.accept',
      role: 'student',
      email: 'alumna@demo.test',
      from: 'pendiente',
      to: 'aceptada',
    });
    expect(
      (await call(t.app, 'POST', '/api/Alumno/rechazarPractica', alumna, { idPractica: second })).body.status,
    ).toBe(0);
    await expectLastRow('internship', second, {
      action: 'internship.reject',
      role: 'student',
      email: 'alumna@demo.test',
      from: 'pendiente',
      to: 'rechazada',
    });
  });

  it('#14.6 a company change request writes request.create on the request and internship.change_request on the internship', async () => {
    const res = await call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', empresa, {
      idPractica: 1,
      accion: 'cambio_horario',
      descripcion: 'Pasar a horario de tarde durante el mes de julio.',
    });
    expect(res.body.status).toBe(0);
    const requestId = res.body.datos.idSolicitud as number;
    await expectLastRow('internship_change_request', requestId, {
      action: 'request.create',
      role: 'company',
      email: 'empresa@demo.test',
      from: null,
      to: 'pendiente',
      reason: 'cambio_horario: Pasar a horario de tarde durante el mes de julio.',
    });
    // The office's request sheet shows the request's creation on its timeline.
    const sheet = await call(t.app, 'GET', `/api/Gestion/solicitudes/cambio/${requestId}`, admin);
    expect(sheet.body.status).toBe(0);
    expect(sheet.body.datos.historial).toEqual([
      expect.objectContaining({ accion: 'request.create', rol: 'company', desde: null, hasta: 'pendiente' }),
    ]);
    const row = await expectLastRow('internship', 1, {
      action: 'internship.change_request',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'en_curso',
      to: 'en_curso',
    });
    expect(row.reason).toContain(`#${requestId}`);
  });

  it("#14.6 refused internship changes (already answered, another company's internship, bad dates) write no row", async () => {
    const before = await auditCount();
    expect((await call(t.app, 'POST', '/api/Alumno/aceptarPractica', alumna, { idPractica: 1 })).body.status).toBe(49);
    const foreign = await call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', grupo2, {
      idPractica: 1,
      accion: 'cambio_horario',
      descripcion: 'Otra empresa no puede pedir esto.',
    });
    expect(foreign.http).toBe(404);
    const dates = await call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', empresa, {
      idPractica: 1,
      accion: 'cambio_horario',
      descripcion: 'Fechas al revés.',
      fechaInicio: '2030-02-01',
      fechaFin: '2030-01-01',
    });
    expect(dates.body.status).toBe(27);
    expect(await auditCount()).toBe(before);
  });
});

describe('#14.6 requests: created by people, on the request timeline the office reads', () => {
  let alumna: string;
  let nueva: string;
  beforeAll(async () => {
    alumna = await loginAs(t.app, 'alumna@demo.test');
    nueva = await loginAs(t.app, 'nueva@demo.test');
  });
  const practiceBody = (overrides: Record<string, unknown> = {}) => ({
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

  it('#14.6 a company practice request: request.create, request.edit, then its rejection with the reason', async () => {
    const created = await call(t.app, 'POST', '/api/Empresa/solicitudPractica', empresa, practiceBody());
    expect(created.body.status).toBe(0);
    const id = created.body.datos.idSolicitudPractica as number;
    await expectLastRow('practice_request', id, {
      action: 'request.create',
      role: 'company',
      email: 'empresa@demo.test',
      from: null,
      to: 'pendiente',
    });
    const edited = await call(
      t.app,
      'POST',
      '/api/Empresa/solicitudPractica',
      empresa,
      practiceBody({ idSolicitudPractica: id, horasSemana: 30 }),
    );
    expect(edited.body.aviso).toBe(532);
    await expectLastRow('practice_request', id, {
      action: 'request.edit',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'pendiente',
      to: 'pendiente',
    });
    const rejected = await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPractica', empresa, {
      idSolicitudPractica: id,
      motivo: 'Plaza cubierta',
    });
    expect(rejected.body.status).toBe(0);
    await expectLastRow('practice_request', id, {
      action: 'request.reject',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'pendiente',
      to: 'rechazada',
      reason: 'Plaza cubierta',
    });
  });

  it("#14.6 a student's practice request (her proposal) is request.create by the student; the company accepts it", async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/Alumno/solicitudPractica',
      alumna,
      practiceBody({ cif: 'B46456786', idCentro: undefined, idTutor: undefined }),
    );
    expect(res.body.status).toBe(0);
    const id = res.body.datos.idSolicitudPractica as number;
    await expectLastRow('practice_request', id, {
      action: 'request.create',
      role: 'student',
      email: 'alumna@demo.test',
      from: null,
      to: 'pendiente',
      reason: 'CIF B46456786',
    });
    const accepted = await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPractica', nueva, {
      idSolicitudPractica: id,
    });
    expect(accepted.body.status).toBe(0);
    await expectLastRow('practice_request', id, {
      action: 'request.accept',
      role: 'company',
      email: 'nueva@demo.test',
      from: 'pendiente',
      to: 'aceptada',
    });
  });

  it('#14.6 education requests: the company editing, accepting and rejecting them', async () => {
    const add = async () =>
      (
        await t.app.db
          .insertInto('education_requests')
          .values({
            company_id: 1,
            school_id: 1,
            estado: 'pendiente',
            titulo: 'Estancia de FP',
            plazas: 1,
            datos: '{}',
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const a = await add();
    const r = await add();
    const edit = await call(t.app, 'POST', '/api/Empresa/editaSolicitudPracticasEducacion', empresa, {
      idSolicitud: a,
      plazas: 3,
      fechaInicio: '2030-03-01',
      fechaFin: '2030-06-01',
    });
    expect(edit.body.status).toBe(0);
    await expectLastRow('education_request', a, {
      action: 'request.edit',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'pendiente',
      to: 'pendiente',
    });
    const accept = await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPracticasEducacion', empresa, {
      idSolicitud: a,
    });
    expect(accept.body.status).toBe(0);
    await expectLastRow('education_request', a, {
      action: 'request.accept',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'pendiente',
      to: 'aceptada',
    });
    const reject = await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPracticasEducacion', empresa, {
      idSolicitud: r,
      motivo: 'Sin tutor disponible',
    });
    expect(reject.body.status).toBe(0);
    await expectLastRow('education_request', r, {
      action: 'request.reject',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'pendiente',
      to: 'rechazada',
      reason: 'Sin tutor disponible',
    });
  });

  it('#14.6 deregistration requests of a student and of a company contact are request.create', async () => {
    const student = await call(t.app, 'POST', '/api/Alumno/solicitarBajaServicio', alumna, {
      motivo: 'He encontrado trabajo',
    });
    expect(student.body.status).toBe(0);
    await expectLastRow('deregistration_request', student.body.datos.idSolicitud, {
      action: 'request.create',
      role: 'student',
      email: 'alumna@demo.test',
      from: null,
      to: 'pendiente',
      reason: 'He encontrado trabajo',
    });
    const company = await call(t.app, 'POST', '/api/Empresa/solicitarBajaServicio', empresa, {
      motivo: 'Cerramos la oficina',
    });
    expect(company.body.status).toBe(0);
    await expectLastRow('deregistration_request', company.body.datos.idSolicitud, {
      action: 'request.create',
      role: 'company',
      email: 'empresa@demo.test',
      from: null,
      to: 'pendiente',
      reason: 'Cerramos la oficina',
    });
  });

  it("#14.6 refused request changes (invalid body, another company's request, already decided, asking again) write no row", async () => {
    const before = await auditCount();
    expect(
      (await call(t.app, 'POST', '/api/Empresa/solicitudPractica', empresa, practiceBody({ titulo: '' }))).body.status,
    ).not.toBe(0);
    const foreign = await call(t.app, 'POST', '/api/Empresa/aceptarSolicitudPractica', grupo2, {
      idSolicitudPractica: 1,
    });
    expect(foreign.http).toBe(404);
    const decided = await call(t.app, 'POST', '/api/Empresa/rechazarSolicitudPracticasEducacion', empresa, {
      idSolicitud: 2,
      motivo: 'Otra vez',
    });
    expect(decided.body.status).toBe(48);
    // A pending deregistration request answers the same one: nothing new happened.
    const again = await call(t.app, 'POST', '/api/Alumno/solicitarBajaServicio', alumna, {});
    expect(again.body.status).toBe(0);
    expect(await auditCount()).toBe(before);
  });
});

describe('#14.6 agreements: the company asking for one is on the agreement timeline', () => {
  const agreementBody = (overrides: Record<string, unknown> = {}) => ({
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

  it('#14.6 a new agreement request writes agreement.request, a second one on the pending request too; the office sheet shows them', async () => {
    // empresa@'s company 1 has a formalised and an expired agreement, none awaiting its signature.
    const before = await auditCount();
    const invalid = await call(
      t.app,
      'POST',
      '/api/Empresa/addSolicitudConvenioEmpresa',
      empresa,
      agreementBody({ dni: '1' }),
    );
    expect(invalid.body.status).not.toBe(0);
    expect(await auditCount()).toBe(before);
    const res = await call(t.app, 'POST', '/api/Empresa/addSolicitudConvenioEmpresa', empresa, agreementBody());
    expect(res.body.status).toBe(0);
    const id = res.body.datos.idConvenio as number;
    await expectLastRow('agreement', id, {
      action: 'agreement.request',
      role: 'company',
      email: 'empresa@demo.test',
      from: null,
      to: 'generado',
    });
    const again = await call(
      t.app,
      'POST',
      '/api/Empresa/addSolicitudConvenioEmpresa',
      empresa,
      agreementBody({ cargo: 'Consejero delegado' }),
    );
    expect(again.body.datos.idConvenio).toBe(id);
    await expectLastRow('agreement', id, {
      action: 'agreement.request',
      role: 'company',
      email: 'empresa@demo.test',
      from: 'generado',
      to: 'generado',
    });
    const sheet = await call(t.app, 'GET', `/api/Gestion/convenios/${id}`, admin);
    expect(sheet.body.status).toBe(0);
    expect(sheet.body.datos.historial).toEqual(
      expect.arrayContaining([expect.objectContaining({ accion: 'agreement.request', rolActor: 'company' })]),
    );
  });
});
