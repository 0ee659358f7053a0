import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_JOBS, jobContext } from '../modules/office/jobs/office-jobs';
import { officeLogin, outboxTo } from '../modules/office/office-test-kit';
import { addDays, fixedClock, setClock, today } from '../platform/clock';
import { runJob } from '../platform/jobs/scheduler';
import { call } from '../test/call';
import { loginAs } from '../test/login';
import { buildTestApp, type TestApp } from '../test/test-app';

/**
 * The placement year through its dates, as its parties see it (SPEC §4 internship states, §7):
 * the office creates the internship with both tutors and future dates, the student accepts it, an
 * amendment of the dates is accepted, the clock moves to the start day and every office job of that
 * day runs -> 'en_curso' for student, company and office; after the end -> 'finalizada', the tutor
 * sheet says ended, the company tutor is mailed the evaluation link, the academic tutor evaluates.
 * antiguo@ (3) is a student without a live internship, empresa@ a contact of company 1 (agreement
 * 1 Formalizado), tutora@ (91) an academic tutor, gestor@ the default brand's admin.
 */
let t: TestApp;
let admin: string;
let tutora: string;
let student: string;
let company: string;
let id = 0;
const TUTOR_EMAIL = 'tutor.anyo@empresa.demo.test';
const START = addDays(today(), 10);
const NEW_START = addDays(today(), 14);
const END = addDays(today(), 60);

/** Runs every office job at the given instant, as the scheduler would that day. */
async function dayOfJobs(iso: string) {
  setClock(iso);
  for (const job of OFFICE_JOBS) await runJob(jobContext(t.app, fixedClock(iso)), job);
}

/** The internship's state as the student, the company and the office each see it. */
async function seenStates() {
  const mine = await call(t.app, 'GET', `/api/Alumno/dameDetallePractica/${id}`, student);
  const theirs = await call(t.app, 'GET', '/api/Empresa/damePracticas', company);
  const office = await call(t.app, 'GET', `/api/Gestion/practicas/${id}`, admin);
  const listed = (theirs.body.datos ?? []).find((p: { idPractica: number }) => p.idPractica === id);
  return { alumno: mine.body.datos?.estado, empresa: listed?.estado, gestion: office.body.datos?.estado };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  student = await loginAs(t.app, 'antiguo@demo.test');
  company = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => {
  setClock(null);
  await t?.close();
});

describe('the placement year through its dates', () => {
  it('the office creates the internship with both tutors; the student accepts it', async () => {
    const contact = await t.app.db
      .insertInto('company_contacts')
      .values({
        company_id: 1,
        user_id: null,
        nombre: 'Anyo',
        apellidos: 'Tutor Puig',
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
        titulo: 'Prácticas del curso',
        tipo: 'extracurricular',
        fechaInicio: START,
        fechaFin: END,
        horasDia: 5,
        horasSemana: 25,
      },
    });
    expect(created.body.status).toBe(0);
    expect(created.body.datos.estado).toBe('pendiente');
    id = created.body.datos.idPractica as number;
    const accepted = await call(t.app, 'POST', '/api/Alumno/aceptarPractica', student, { idPractica: id });
    expect(accepted.body.status).toBe(0);
    expect(await seenStates()).toEqual({ alumno: 'aceptada', empresa: 'aceptada', gestion: 'aceptada' });
  });

  it('an amendment of the dates, asked by the company, is accepted by the office', async () => {
    const asked = await call(t.app, 'POST', '/api/Empresa/solictitarAccionSobrePractica', company, {
      idPractica: id,
      accion: 'cambio_fechas',
      descripcion: 'La incorporación se retrasa unos días.',
      fechaInicio: NEW_START,
      fechaFin: END,
    });
    expect(asked.body.status).toBe(0);
    const url = `/api/Gestion/solicitudes/cambio/${asked.body.datos.idSolicitud}/aceptar`;
    expect((await call(t.app, 'POST', url, admin, {})).body.status).toBe(0);
    const sheet = await call(t.app, 'GET', `/api/Gestion/practicas/${id}`, admin);
    expect(sheet.body.datos).toMatchObject({ estado: 'aceptada', datos: { fechaInicio: NEW_START, fechaFin: END } });
  });

  it("on the start day's jobs it is under way for student, company and office", async () => {
    await dayOfJobs(`${addDays(NEW_START, -1)}T11:00:00Z`);
    expect((await seenStates()).gestion).toBe('aceptada');
    await dayOfJobs(`${NEW_START}T07:00:00Z`);
    expect(await seenStates()).toEqual({ alumno: 'en_curso', empresa: 'en_curso', gestion: 'en_curso' });
    expect((await outboxTo(t.app, 'antiguo@demo.test'))[0].subject).toMatch(/«Prácticas del curso»: En curso$/);
  });

  it('after the end it is finished; the company tutor is mailed the link; the academic tutor evaluates', async () => {
    await dayOfJobs(`${addDays(END, 1)}T06:00:00Z`);
    expect(await seenStates()).toEqual({ alumno: 'finalizada', empresa: 'finalizada', gestion: 'finalizada' });
    const sheet = await call(t.app, 'GET', `/api/Gestion/tutorias/${id}`, tutora);
    expect(sheet.body.datos).toMatchObject({ estado: 'finalizada', terminada: true });
    const mail = (await outboxTo(t.app, TUTOR_EMAIL))[0];
    expect(mail.subject).toContain('evaluación de las prácticas');
    expect(mail.text).toMatch(/\/evaluacion-tutor-empresa\/[0-9a-f]{64}/);
    const evaluated = await call(t.app, 'POST', `/api/Gestion/tutorias/${id}/evaluacion`, tutora, {
      nota: 8,
      comentario: 'Buen trabajo durante todo el curso.',
      criterios: { aprendizaje: 4, responsabilidad: 4, trabajoEquipo: 4, iniciativa: 4 },
    });
    expect(evaluated.body.status).toBe(0);
    expect(evaluated.body.datos.evaluacionAcademica).toMatchObject({ nota: 8 });
  });
});
