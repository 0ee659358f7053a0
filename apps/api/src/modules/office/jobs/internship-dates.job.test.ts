import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fixedClock, today } from '../../../platform/clock';
import { runJob } from '../../../platform/jobs/scheduler';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, officeLogin, outboxTo } from '../office-test-kit';
import { companyEvaluationsJob } from './company-evaluations.job';
import { internshipDatesJob } from './internship-dates.job';
import { jobContext } from './office-jobs';

/**
 * Internships live (SPEC §4 internship states; ADR 0031), on SQLite and on PostgreSQL, with the
 * job's clock moved through one whole internship: created by the office, accepted by the student,
 * under way from its start day in Madrid (also at 00:30 Madrid, 23:30 UTC the day before), back to
 * accepted when an amendment moves its start later, finished after its end, then the company
 * tutor's evaluation mail and the academic tutor's final evaluation. gestor@ is the default
 * brand's admin, tutora@ (91) an academic tutor, antiguo@ (3) a student without a live
 * internship, empresa@ a contact of company 1 (agreement 1 Formalizado).
 */
let t: TestApp;
let admin: string;
let tutora: string;
let student: string;
let company: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  student = await loginAs(t.app, 'antiguo@demo.test');
  company = await loginAs(t.app, 'empresa@demo.test');
  // The demo's accepted internship 5 starts within these days; pending, it keeps the job's counts to this one.
  await t.app.db.updateTable('internships').set({ estado: 'pendiente' }).where('id', '=', 5).execute();
});
afterAll(async () => t?.close());

const TUTOR_EMAIL = 'tutor.vida@empresa.demo.test';
const day = (n: number) => addDays(today(), n);
const START = day(-2);
const END = day(40);
const NEW_START = day(5);
const stateOf = async (id: number) =>
  (await t.app.db.selectFrom('internships').select('estado').where('id', '=', id).executeTakeFirstOrThrow()).estado;
const jobAt = (iso: string) => runJob(jobContext(t.app, fixedClock(iso)), internshipDatesJob);
const timelineOf = async (id: number) =>
  (await t.app.db.selectFrom('audit_log').selectAll().where('object_type', '=', 'internship').orderBy('id').execute())
    .filter((a) => a.object_id === String(id))
    .map((a) => [a.action, a.actor_role, a.from_state, a.to_state]);
const notesOf = async (email: string) => {
  const user = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return t.app.db.selectFrom('notifications').select('titulo').where('user_id', '=', user.id).execute();
};
const PARTIES = ['antiguo@demo.test', 'empresa@demo.test', TUTOR_EMAIL, 'tutora@demo.test'];

let id = 0;

describe('an internship through its dates', () => {
  it('is created pending by the office and accepted by the student', async () => {
    // A company tutor without an account: told by e-mail only.
    const contact = await t.app.db
      .insertInto('company_contacts')
      .values({
        company_id: 1,
        user_id: null,
        nombre: 'Vida',
        apellidos: 'Tutor Ferrer',
        email: TUTOR_EMAIL,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await call(t.app, 'POST', '/api/Gestion/practicas', admin, {
      datos: {
        idAlumno: 3,
        idEmpresa: 1,
        idConvenio: 1,
        idTutorAcademico: 91,
        idTutorEmpresa: Number(contact.id),
        titulo: 'Prácticas de tesorería',
        tipo: 'extracurricular',
        fechaInicio: START,
        fechaFin: END,
        horasDia: 5,
        horasSemana: 25,
      },
    });
    expect(created.body.status).toBe(0);
    id = created.body.datos.idPractica as number;
    expect(created.body.datos.estado).toBe('pendiente');
    const accepted = await call(t.app, 'POST', '/api/Alumno/aceptarPractica', student, { idPractica: id });
    expect(accepted.body.status).toBe(0);
    expect(await stateOf(id)).toBe('aceptada');
  });

  it('is under way from its start day in Madrid (00:30 Madrid is 23:30 UTC the day before), on the timeline, told to all four', async () => {
    // Noon UTC the day before the start: still 'aceptada'.
    expect(await jobAt(`${addDays(START, -1)}T11:00:00Z`)).toEqual({
      ran: true,
      outcome: '0 internships started, 0 finished',
    });
    expect(await stateOf(id)).toBe('aceptada');
    const before = await Promise.all(PARTIES.map(async (p) => (await outboxTo(t.app, p)).length));

    // 23:30 UTC the day before is already the start day in Madrid (UTC+1 in winter, +2 in summer).
    const boundary = `${addDays(START, -1)}T23:30:00Z`;
    expect(await jobAt(boundary)).toEqual({ ran: true, outcome: '1 internships started, 0 finished' });
    expect(await stateOf(id)).toBe('en_curso');
    expect((await timelineOf(id)).at(-1)).toEqual(['internship.start', 'job', 'aceptada', 'en_curso']);
    const sheet = await call(t.app, 'GET', `/api/Gestion/practicas/${id}`, admin);
    expect(sheet.body.datos.historial.at(-1)).toMatchObject({
      accion: 'internship.start',
      desde: 'aceptada',
      hasta: 'en_curso',
    });
    for (const [i, party] of PARTIES.entries()) {
      const mails = await outboxTo(t.app, party);
      expect(mails.length, party).toBe(before[i] + 1);
      expect(mails[0].subject).toMatch(/: prácticas «Prácticas de tesorería»: En curso$/);
    }
    expect((await outboxTo(t.app, 'antiguo@demo.test'))[0].text).toContain('/mis-practicas');
    expect((await outboxTo(t.app, 'tutora@demo.test'))[0].text).toContain(`/gestion/tutorias/${id}`);
    for (const party of ['antiguo@demo.test', 'empresa@demo.test', 'tutora@demo.test'])
      expect((await notesOf(party)).some((n) => n.titulo.endsWith('«Prácticas de tesorería»: En curso'))).toBe(true);
  });

  it('does nothing twice: the same day again, or the work run once more', async () => {
    const audit = (await auditRows(t.app, 'internship.start')).length;
    const mails = (await t.app.db.selectFrom('outbox_mail').select('id').execute()).length;
    expect(await jobAt(`${START}T10:00:00Z`)).toEqual({ ran: false });
    // A retried run (the period given back after a failure) finds nothing left to move.
    expect(await internshipDatesJob.run(jobContext(t.app, fixedClock(`${START}T10:00:00Z`)), START)).toBe(
      '0 internships started, 0 finished',
    );
    expect((await auditRows(t.app, 'internship.start')).length).toBe(audit);
    expect((await t.app.db.selectFrom('outbox_mail').select('id').execute()).length).toBe(mails);
  });

  it('goes back to accepted at once when an accepted amendment moves its start later', async () => {
    const asked = await call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', company, {
      idPractica: id,
      accion: 'cambio_fechas',
      descripcion: 'La incorporación se retrasa una semana.',
      fechaInicio: NEW_START,
      fechaFin: END,
    });
    expect(asked.body.status).toBe(0);
    const decided = await call(
      t.app,
      'POST',
      `/api/Gestion/solicitudes/cambio/${asked.body.datos.idSolicitud}/aceptar`,
      admin,
      {},
    );
    expect(decided.body.status).toBe(0);
    expect(await stateOf(id)).toBe('aceptada');
    expect((await timelineOf(id)).at(-1)).toEqual(['internship.unstart', 'staff', 'en_curso', 'aceptada']);
    expect((await outboxTo(t.app, TUTOR_EMAIL))[0].subject).toContain(': Aceptada');
    // The job on the new start day moves it on again.
    expect(await jobAt(`${NEW_START}T07:00:00Z`)).toEqual({ ran: true, outcome: '1 internships started, 0 finished' });
    expect(await stateOf(id)).toBe('en_curso');
  });

  it('is finished after its end; the company tutor gets the evaluation link, the academic tutor may evaluate', async () => {
    const refused = await call(t.app, 'POST', `/api/Gestion/tutorias/${id}/evaluacion`, tutora, EVALUATION);
    expect(refused.body.status).toBe(223);
    expect((await call(t.app, 'GET', `/api/Gestion/tutorias/${id}`, tutora)).body.datos.terminada).toBe(false);
    // The end day itself is still under way.
    expect(await jobAt(`${END}T20:00:00Z`)).toEqual({ ran: true, outcome: '0 internships started, 0 finished' });
    const after = `${addDays(END, 1)}T06:00:00Z`;
    expect(await jobAt(after)).toEqual({ ran: true, outcome: '0 internships started, 1 finished' });
    expect(await stateOf(id)).toBe('finalizada');
    expect((await timelineOf(id)).at(-1)).toEqual(['internship.finish', 'job', 'en_curso', 'finalizada']);

    await runJob(jobContext(t.app, fixedClock(after)), companyEvaluationsJob);
    const mail = (await outboxTo(t.app, TUTOR_EMAIL))[0];
    expect(mail.subject).toContain('evaluación de las prácticas');
    expect(mail.text).toMatch(/\/evaluacion-tutor-empresa\/[0-9a-f]{64}/);

    const sheet = await call(t.app, 'GET', `/api/Gestion/tutorias/${id}`, tutora);
    expect(sheet.body.datos).toMatchObject({ estado: 'finalizada', terminada: true });
    const evaluated = await call(t.app, 'POST', `/api/Gestion/tutorias/${id}/evaluacion`, tutora, EVALUATION);
    expect(evaluated.body.status).toBe(0);
    expect(evaluated.body.datos.evaluacionAcademica).toMatchObject({ nota: 8.5 });
  });

  it('never moves a cancelled or refused internship', async () => {
    await t.app.db
      .updateTable('internships')
      .set({ estado: 'cancelada', fecha_inicio: day(-30), fecha_fin: day(-10) })
      .where('id', '=', 2)
      .execute();
    await t.app.db
      .updateTable('internships')
      .set({ estado: 'rechazada', fecha_inicio: day(-30), fecha_fin: day(30) })
      .where('id', '=', 5)
      .execute();
    const later = `${day(400)}T09:00:00Z`;
    await jobAt(later);
    expect([await stateOf(2), await stateOf(5)]).toEqual(['cancelada', 'rechazada']);
    expect(await timelineOf(2)).not.toContainEqual(expect.arrayContaining(['internship.finish']));
    expect(await timelineOf(5)).not.toContainEqual(expect.arrayContaining(['internship.start']));
  });
});

const EVALUATION = {
  nota: 8.5,
  comentario: 'Muy buena disposición.',
  criterios: { aprendizaje: 4, responsabilidad: 5, trabajoEquipo: 4, iniciativa: 3 },
};
