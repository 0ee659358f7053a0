import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';

// The office's internships (issue #15 'Internships'). gestor@demo.test (7) is the default brand's
// admin, oficina@ (90) a gestor scoped to campus 1, tutora@ (91) a tutor. Demo: alumna@ (1, no
// social-security number) has internship 1 (company 1, en curso); antiguo@ (3) has a number and
// no live internship; master@ (2, campus 3) studies a two-year máster with 30 % of credits.
// Company 1 has agreement 1 Formalizado; company 3 only agreement 4 Firmado empresa.

let t: TestApp;
let admin: string;
let oficina: string;
let tutora: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
});
afterAll(async () => t?.close());

const P = '/api/Gestion/practicas';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const internship = (id: number) =>
  t.app.db.selectFrom('internships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const internshipCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('internships')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function fields(over: Record<string, unknown> = {}) {
  return {
    idAlumno: 3,
    idEmpresa: 1,
    idTutorAcademico: 91,
    idConvenio: 1,
    idPrograma: 1,
    titulo: 'Prácticas de análisis financiero',
    tipo: 'extracurricular',
    fechaInicio: day(100),
    fechaFin: day(190),
    horasDia: 5,
    horasSemana: 25,
    ayudaEstudio: 450,
    tareas: 'Conciliaciones y previsiones de tesorería.',
    objetivos: 'Aplicar la contabilidad analítica a un caso real.',
    ...over,
  };
}

describe('#15.1 the list and the sheet', () => {
  it("#15.1 lists the brand's internships searched, filtered by state and course, paginated; a scoped gestor sees only their campuses", async () => {
    const all = await call(t.app, 'GET', P, admin);
    expect(all.body.status).toBe(0);
    expect(all.body.datos.total).toBe(5);
    expect(all.body.datos.items[0]).toMatchObject({ idPractica: expect.any(Number), alumno: expect.any(String) });
    const search = await call(t.app, 'GET', `${P}?q=lucía`, admin);
    expect(search.body.datos.items.map((i: { idPractica: number }) => i.idPractica)).toEqual([1]);
    const ongoing = await call(t.app, 'GET', `${P}?estado=en_curso`, admin);
    expect(ongoing.body.datos.items.map((i: { idPractica: number }) => i.idPractica).sort()).toEqual([1, 4]);
    const course = all.body.datos.cursos[0] as string;
    const byCourse = await call(t.app, 'GET', `${P}?curso=${course}&tamano=1&pagina=2`, admin);
    expect(byCourse.body.datos).toMatchObject({ pagina: 2, tamano: 1 });
    expect(byCourse.body.datos.items).toHaveLength(1);
    expect((await call(t.app, 'GET', `${P}?estado=otro`, admin)).http).toBe(400);
  });

  it('#15.1 shows an internship sheet with its data, documents, change requests and timeline', async () => {
    const res = await call(t.app, 'GET', `${P}/1`, admin);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      idPractica: 1,
      estado: 'en_curso',
      alumno: { nombre: 'Lucía Martínez Soler' },
      tutorAcademico: expect.stringContaining(''),
      planEstado: 'pendiente',
      solicitudesCambio: [{ idSolicitud: 1, accion: 'cambio_fechas', estado: 'pendiente' }],
    });
    expect(Array.isArray(res.body.datos.documentos)).toBe(true);
    expect(Array.isArray(res.body.datos.historial)).toBe(true);
  });
});

describe('#15.2 #15.3 creating from scratch and the rules (default brand: hours block, social security warns)', () => {
  it('#15.3 refuses 6 hours a day (203) and writes nothing; 5 hours creates it, and the student and company are told', async () => {
    const before = await internshipCount();
    const refused = await call(t.app, 'POST', P, admin, { datos: fields({ horasDia: 6 }) });
    expect([refused.http, refused.body.status]).toEqual([409, 203]);
    expect(await internshipCount()).toBe(before);
    const week = await call(t.app, 'POST', P, admin, { datos: fields({ horasSemana: 26 }) });
    expect(week.body.status).toBe(203);

    const created = await call(t.app, 'POST', P, admin, { datos: fields() });
    expect(created.body.status).toBe(0);
    const id = created.body.datos.idPractica as number;
    expect(created.body.datos).toMatchObject({
      estado: 'pendiente',
      convenio: expect.stringContaining('CONV-'),
      planEstado: 'pendiente',
      datos: { horasDia: 5, idTutorAcademico: 91 },
    });
    expect((await auditRows(t.app, 'internship.create')).some((a) => a.object_id === String(id))).toBe(true);
    // The student sees it in /mis-practicas, the company in /practicas_asignadas.
    const student = await loginAs(t.app, 'antiguo@demo.test');
    const mine = await call(t.app, 'GET', '/api/Alumno/damePracticasAlumno', student);
    expect(JSON.stringify(mine.body.datos)).toContain('Prácticas de análisis financiero');
    const company = await loginAs(t.app, 'empresa@demo.test');
    const theirs = await call(t.app, 'GET', '/api/Empresa/damePracticas', company);
    expect(JSON.stringify(theirs.body.datos)).toContain('Prácticas de análisis financiero');
    const mail = await outboxTo(t.app, 'antiguo@demo.test');
    expect(mail[0].subject).toContain('Prácticas de análisis financiero');
    expect(mail[0].text).toContain('http://localhost:3000/mis-practicas');
    expect((await outboxTo(t.app, 'empresa@demo.test'))[0].text).toContain('/practicas_asignadas');
  });

  it('#15.3 asks to confirm a warning (201, no social-security number), then records the confirmation on the timeline', async () => {
    const before = await internshipCount();
    const body = { datos: fields({ idAlumno: 1, titulo: 'Prácticas de verano en datos' }) };
    const warned = await call(t.app, 'POST', P, admin, body);
    expect([warned.http, warned.body.status, warned.body.datos]).toEqual([409, 201, { avisos: [206] }]);
    expect(await internshipCount()).toBe(before);
    const confirmed = await call(t.app, 'POST', P, admin, { ...body, confirmarAvisos: true });
    expect(confirmed.body.status).toBe(0);
    const entry = confirmed.body.datos.historial.find(
      (h: { accion: string }) => h.accion === 'internship.warnings_confirmed',
    );
    expect(entry).toMatchObject({ motivo: '206', autor: 'Carmen Gómez Ortega' });
  });

  it('#15.3 blocks an overlap (202), an agreement not in force (204) and a start before the agreement was formalised (205)', async () => {
    const before = await internshipCount();
    const overlap = await call(t.app, 'POST', P, admin, {
      datos: fields({ idAlumno: 1, fechaInicio: day(0), fechaFin: day(10) }),
      confirmarAvisos: true,
    });
    expect([overlap.http, overlap.body.status]).toEqual([409, 202]);
    const notInForce = await call(t.app, 'POST', P, admin, {
      datos: fields({ idEmpresa: 3, idConvenio: 4, fechaInicio: day(400), fechaFin: day(450) }),
    });
    expect(notInForce.body.status).toBe(204);
    const early = await call(t.app, 'POST', P, admin, {
      datos: fields({ fechaInicio: day(-260), fechaFin: day(-210) }),
    });
    expect(early.body.status).toBe(205);
    expect(await internshipCount()).toBe(before);
  });

  it('#15.3 allows 7 hours a day to an internship wholly in a non-teaching period of the brand (July and August)', async () => {
    const y = new Date().getUTCFullYear() + 2;
    const summer = { titulo: 'Prácticas de verano', fechaInicio: `${y}-07-01`, fechaFin: `${y}-08-14` };
    const seven = await call(t.app, 'POST', P, admin, { datos: fields({ ...summer, horasDia: 7 }) });
    expect(seven.body.status).toBe(0);
    const eight = await call(t.app, 'POST', P, admin, {
      datos: fields({ ...summer, idAlumno: 2, horasDia: 7.5 }),
      confirmarAvisos: true,
    });
    expect(eight.body.status).toBe(203);
  });

  it('#15.3 warns of a two-year master student under 50 % of credits (207)', async () => {
    const res = await call(t.app, 'POST', P, admin, { datos: fields({ idAlumno: 2 }) });
    expect([res.body.status, res.body.datos]).toEqual([201, { avisos: [207] }]);
  });

  it('#15.2 refuses what does not belong together (208): a work centre, a contact or an agreement of another company, a non-tutor', async () => {
    const res = await call(t.app, 'POST', P, admin, {
      datos: fields({ idConvenio: 3, idTutorAcademico: 7, idCentroTrabajo: 999 }),
    });
    expect(res.body.status).toBe(208);
    expect(res.body.datos.campos.map((c: { campo: string }) => c.campo).sort()).toEqual([
      'idCentroTrabajo',
      'idConvenio',
      'idTutorAcademico',
    ]);
  });
});

describe('#15.2 creating from an accepted application and from a practice request', () => {
  it('#15.2 (a) creates it from an accepted application, marks the application, and refuses a second one (209)', async () => {
    const draft = await call(t.app, 'GET', `${P}/borrador?idCandidatura=19`, admin);
    expect(draft.body.datos.datos).toMatchObject({ idAlumno: 11, idEmpresa: 1 });
    const datos = fields({
      ...draft.body.datos.datos,
      fechaInicio: day(100),
      fechaFin: day(190),
      horasDia: 5,
      horasSemana: 25,
    });
    const res = await call(t.app, 'POST', P, admin, { datos, idCandidatura: 19, confirmarAvisos: true });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.idCandidatura).toBe(19);
    const app = await t.app.db
      .selectFrom('applications')
      .select('estado')
      .where('id', '=', 19)
      .executeTakeFirstOrThrow();
    expect(app.estado).toBe(20);
    const again = await call(t.app, 'POST', P, admin, { datos, idCandidatura: 19, confirmarAvisos: true });
    expect(again.body.status).toBe(209);
    // An application not accepted (state 1) is no source either.
    const pending = await call(t.app, 'POST', P, admin, {
      datos: fields({ idAlumno: 8 }),
      idCandidatura: 12,
      confirmarAvisos: true,
    });
    expect(pending.body.status).toBe(209);
  });

  it('#15.2 (b) accepting a pending practice request creates its internship; the request sheet links to it', async () => {
    const draft = await call(t.app, 'GET', `${P}/borrador?idSolicitud=1`, admin);
    expect(draft.body.datos.datos).toMatchObject({ idAlumno: 8, idEmpresa: 1, horasDia: 5 });
    const res = await call(t.app, 'POST', P, admin, {
      datos: fields({ ...draft.body.datos.datos, fechaInicio: day(130), fechaFin: day(200) }),
      idSolicitud: 1,
      confirmarAvisos: true,
    });
    expect(res.body.status).toBe(0);
    const id = res.body.datos.idPractica;
    expect(res.body.datos.idSolicitud).toBe(1);
    const sheet = await call(t.app, 'GET', '/api/Gestion/solicitudes/practicas/1', admin);
    expect(sheet.body.datos).toMatchObject({ estado: 'aceptada', idPractica: id });
    expect(sheet.body.datos.historial.at(-1)).toMatchObject({ accion: 'request.accept', hasta: 'aceptada' });
  });
});

describe('#15.4 change requests and amendments', () => {
  it('#15.4 accepting a change request asks to confirm its warnings, then updates the internship and keeps an amendment', async () => {
    const before = await internship(1);
    const Q = '/api/Gestion/solicitudes/cambio/1';
    const warned = await call(t.app, 'POST', `${Q}/aceptar`, admin, {});
    expect([warned.http, warned.body.status]).toEqual([409, 201]);
    expect(await internship(1)).toEqual(before);
    expect((await call(t.app, 'GET', Q, admin)).body.datos.estado).toBe('pendiente');

    const accepted = await call(t.app, 'POST', `${Q}/aceptar`, admin, { confirmarAvisos: true });
    expect(accepted.body.status).toBe(0);
    expect(accepted.body.datos).toMatchObject({ estado: 'aceptada', idPractica: 1 });
    const after = await internship(1);
    expect(after.fecha_fin).toBe(day(74));
    const sheet = await call(t.app, 'GET', `${P}/1`, admin);
    expect(sheet.body.datos.enmiendas[0]).toMatchObject({
      idSolicitud: 1,
      aprobadoPor: 'Carmen Gómez Ortega',
      fechaEfecto: new Date().toISOString().slice(0, 10),
      cambios: [{ campo: 'fechaFin', antes: before.fecha_fin, despues: day(74) }],
    });
    const actions = sheet.body.datos.historial.map((h: { accion: string }) => h.accion);
    expect(actions).toEqual(expect.arrayContaining(['internship.amend', 'internship.warnings_confirmed']));
    expect((await outboxTo(t.app, 'alumna@demo.test'))[0].subject).toContain('cambios');
  });

  it('#15.2 edits an internship: the earlier values stay as an amendment; a closed one is refused (210)', async () => {
    const created = await call(t.app, 'POST', P, admin, {
      datos: fields({ titulo: 'Prácticas para editar', fechaInicio: day(200), fechaFin: day(260) }),
    });
    const id = created.body.datos.idPractica as number;
    const edited = await call(t.app, 'POST', `${P}/${id}/editar`, admin, {
      datos: fields({ titulo: 'Prácticas editadas', fechaInicio: day(200), fechaFin: day(260), horasDia: 4 }),
    });
    expect(edited.body.status).toBe(0);
    expect(edited.body.datos.enmiendas[0].cambios).toEqual(
      expect.arrayContaining([
        { campo: 'titulo', antes: 'Prácticas para editar', despues: 'Prácticas editadas' },
        { campo: 'horasDia', antes: 5, despues: 4 },
      ]),
    );
    const tooMany = await call(t.app, 'POST', `${P}/${id}/editar`, admin, {
      datos: fields({ fechaInicio: day(200), fechaFin: day(260), horasDia: 6 }),
    });
    expect(tooMany.body.status).toBe(203);
    expect((await internship(id)).horas_dia).toBe(4);
    const closed = await call(t.app, 'POST', `${P}/3/editar`, admin, { datos: fields({ idAlumno: 3 }) });
    expect(closed.body.status).toBe(210);
  });
});

describe('#15 authorisation: refused and unchanged', () => {
  it('#15 refuses the other brand, a student, a company, a tutor and an out-of-scope gestor, and changes nothing', async () => {
    const before = await internship(4);
    const count = await internshipCount();
    const edit = { datos: fields({ idAlumno: 9, idEmpresa: 2, idConvenio: 3, horasDia: 1 }) };
    const catalunya = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const other = await call(t.app, 'GET', `${P}/4`, catalunya, undefined, CATALAN_HOST);
    expect([other.http, other.body.status, other.body.datos]).toEqual([404, 200, null]);
    const otherEdit = await call(t.app, 'POST', `${P}/4/editar`, catalunya, edit, CATALAN_HOST);
    expect(otherEdit.body.status).toBe(200);
    const otherList = await call(t.app, 'GET', P, catalunya, undefined, CATALAN_HOST);
    expect(otherList.body.datos.items).toEqual([]);
    const student = await loginAs(t.app, 'alumna@demo.test');
    const company = await loginAs(t.app, 'empresa@demo.test');
    for (const token of [student, company]) {
      const res = await call(t.app, 'POST', `${P}/4/editar`, token, edit);
      expect(res.body.datos).toBeNull();
      expect(res.http).toBeGreaterThanOrEqual(400);
    }
    // A tutor holds internships.tutor, not internships.read or manage (143).
    expect((await call(t.app, 'GET', `${P}/4`, tutora)).body.status).toBe(143);
    expect((await call(t.app, 'POST', `${P}/4/editar`, tutora, edit)).body.status).toBe(143);
    expect((await call(t.app, 'POST', P, tutora, { datos: fields() })).body.status).toBe(143);
    // oficina@ (campus 1) cannot create for master@ (campus 3), nor see or change one of hers.
    const outOfScope = await call(t.app, 'POST', P, oficina, { datos: fields({ idAlumno: 2 }), confirmarAvisos: true });
    expect([outOfScope.http, outOfScope.body.status]).toEqual([403, 144]);
    const mine = await call(t.app, 'POST', P, admin, {
      datos: fields({ idAlumno: 2, titulo: 'Prácticas de máster' }),
      confirmarAvisos: true,
    });
    const masterId = mine.body.datos.idPractica as number;
    const masterBefore = await internship(masterId);
    expect((await call(t.app, 'GET', `${P}/${masterId}`, oficina)).body.status).toBe(144);
    const scoped = await call(t.app, 'POST', `${P}/${masterId}/editar`, oficina, {
      datos: fields({ idAlumno: 2, horasDia: 1 }),
      confirmarAvisos: true,
    });
    expect(scoped.body.status).toBe(144);
    expect(await internship(masterId)).toEqual(masterBefore);
    const list = await call(t.app, 'GET', `${P}?tamano=100`, oficina);
    expect(list.body.datos.items.map((i: { idPractica: number }) => i.idPractica)).not.toContain(masterId);
    expect(await internship(4)).toEqual(before);
    expect(await internshipCount()).toBe(count + 1);
  });
});

describe('the draft is scoped like the create', () => {
  it("refuses a campus-scoped gestor the draft of another campus's application (144), and answers her own campus's", async () => {
    const applications = await t.app.db
      .selectFrom('applications as a')
      .innerJoin('offers as o', 'o.id', 'a.offer_id')
      .innerJoin('companies as c', 'c.id', 'o.company_id')
      .innerJoin('students as s', 's.user_id', 'a.student_id')
      .select(['a.id', 'a.student_id', 's.campus_id'])
      .where('c.brand_key', '=', 'default')
      .orderBy('a.id')
      .execute();
    const other = applications.find((a) => a.campus_id !== null && Number(a.campus_id) !== 1)!;
    const own = applications.find((a) => Number(a.campus_id) === 1)!;
    const refused = await call(t.app, 'GET', `${P}/borrador?idCandidatura=${other.id}`, oficina);
    expect([refused.http, refused.body.status, refused.body.datos]).toEqual([403, 144, null]);
    const answered = await call(t.app, 'GET', `${P}/borrador?idCandidatura=${own.id}`, oficina);
    expect(answered.body.status).toBe(0);
    expect(answered.body.datos.datos.idAlumno).toBe(Number(own.student_id));
    // The admin, brand-wide, gets both.
    expect((await call(t.app, 'GET', `${P}/borrador?idCandidatura=${other.id}`, admin)).body.status).toBe(0);
  });
});

describe('rule 205 compares with the day the agreement was formalised', () => {
  it('refuses a start after the company signed its copy but before the university formalised it (205), writing nothing', async () => {
    // Demo agreement 1: the company uploaded its signed copy 193 days ago, the university signed 185 days ago.
    const before = await internshipCount();
    const early = await call(t.app, 'POST', P, admin, {
      datos: fields({ titulo: 'Prácticas antes del convenio', fechaInicio: day(-190), fechaFin: day(-180) }),
      confirmarAvisos: true,
    });
    expect([early.http, early.body.status]).toEqual([409, 205]);
    expect(early.body.datos.bloqueos).toEqual([205]);
    expect(await internshipCount()).toBe(before);
  });
});

describe('#15.3 the catalunya brand only warns of the hours', () => {
  it('#15.3 answers 201 for 6 hours a day on catalunya, and saves it once confirmed, recording the confirmation', async () => {
    // A company and a student of the catalunya brand.
    await t.app.db.updateTable('companies').set({ brand_key: 'catalunya' }).where('id', '=', 2).execute();
    await t.app.db.updateTable('users').set({ brand_key: 'catalunya' }).where('id', '=', 3).execute();
    const gestor = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const body = {
      datos: fields({
        idEmpresa: 2,
        idConvenio: 3,
        idTutorAcademico: null,
        idAlumno: 3,
        horasDia: 6,
        fechaInicio: day(300),
        fechaFin: day(380),
      }),
    };
    const warned = await call(t.app, 'POST', P, gestor, body, CATALAN_HOST);
    expect([warned.http, warned.body.status, warned.body.datos]).toEqual([409, 201, { avisos: [203] }]);
    const saved = await call(t.app, 'POST', P, gestor, { ...body, confirmarAvisos: true }, CATALAN_HOST);
    expect(saved.body.status).toBe(0);
    expect(saved.body.datos.datos.horasDia).toBe(6);
    expect(saved.body.datos.historial).toEqual(
      expect.arrayContaining([expect.objectContaining({ accion: 'internship.warnings_confirmed', motivo: '203' })]),
    );
  });
});
