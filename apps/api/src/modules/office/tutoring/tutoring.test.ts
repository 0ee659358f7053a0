import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, fixedClock } from '../../../platform/clock';
import { runJob } from '../../../platform/jobs/scheduler';
import { PDF_BYTES } from '../../../platform/files.fixtures';
import { storeBytes } from '../../../platform/files';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { companyEvaluationsJob } from '../jobs/company-evaluations.job';
import { jobContext } from '../jobs/office-jobs';
import { auditRows, CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';

// The academic tutor's pages (issue #15 'Academic tutor pages'). tutora@ (91) tutors internships 1
// (alumna@ at empresa@'s company, in progress, plan pendiente), 3 (finalizada) and 4 (in progress);
// internship 2 has no academic tutor account; 5 is of another company. oficina@ is a gestor
// (no internships.tutor), gestor@ the default brand's admin.

let t: TestApp;
let tutora: string;
let admin: string;
let oficina: string;
let student: string;
let company: string;
let otherBrand: string;
beforeAll(async () => {
  t = await buildTestApp();
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  student = await loginAs(t.app, 'alumna@demo.test');
  company = await loginAs(t.app, 'empresa@demo.test');
  otherBrand = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
});
afterAll(async () => t?.close());

const P = '/api/Gestion/tutorias';
const SERGIO = 'sergio.blasco@levantetech.demo.test';
const DAY = 86_400_000;
const internship = (id: number) =>
  t.app.db.selectFrom('internships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const state = async (id: number) => ({
  internship: await internship(id),
  notes: await t.app.db.selectFrom('internship_follow_ups').selectAll().where('internship_id', '=', id).execute(),
  evaluations: await t.app.db
    .selectFrom('internship_evaluations')
    .selectAll()
    .where('internship_id', '=', id)
    .execute(),
  mails: (await t.app.db.selectFrom('outbox_mail').select('id').execute()).length,
  audit: (await t.app.db.selectFrom('audit_log').select('id').execute()).length,
});
const linkIn = (text: string) => {
  const match = /https?:\/\/\S+\/evaluacion-tutor-empresa\/([0-9a-f]{64})/.exec(text);
  if (!match) throw new Error(`no evaluation link in ${text}`);
  return match[1];
};
const EVALUATION = {
  nota: 8.5,
  comentario: 'Muy buena disposición.',
  criterios: { aprendizaje: 4, responsabilidad: 5, trabajoEquipo: 4, iniciativa: 3 },
};

describe('#15.1 a tutor sees only their internships', () => {
  it('#15.1 lists the internships tutora@ tutors, with student, company and plan state; searches them', async () => {
    const res = await call(t.app, 'GET', P, tutora);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.items.map((i: { idPractica: number }) => i.idPractica).sort()).toEqual([1, 3, 4]);
    expect(res.body.datos.items.find((i: { idPractica: number }) => i.idPractica === 1)).toMatchObject({
      titulo: 'Prácticas en análisis de datos',
      estado: 'en_curso',
      alumno: 'Lucía Martínez Soler',
      empresa: expect.any(String),
      planEstado: 'pendiente',
      evaluada: false,
    });
    // An admin (who holds internships.tutor) sees every tutored internship of the brand.
    const all = await call(t.app, 'GET', P, admin);
    expect(all.body.datos.items.map((i: { idPractica: number }) => i.idPractica).sort()).toEqual([1, 3, 4]);
    const search = await call(t.app, 'GET', `${P}?q=auditor`, tutora);
    expect(search.body.datos.items.map((i: { idPractica: number }) => i.idPractica)).toEqual([3]);
  });

  it("#15.1 refuses another tutor's internship and an untutored one, and changes nothing", async () => {
    await t.app.db.updateTable('internships').set({ academic_tutor_user_id: 7 }).where('id', '=', 5).execute();
    for (const id of [5, 2]) {
      const before = await state(id);
      for (const [method, path, body] of [
        ['GET', `${P}/${id}`, undefined],
        ['POST', `${P}/${id}/plan/validar`, undefined],
        ['POST', `${P}/${id}/seguimiento`, { texto: 'Intrusa' }],
        ['POST', `${P}/${id}/evaluacion-empresa/enviar`, undefined],
      ] as const) {
        const res = await call(t.app, method, path, tutora, body);
        expect([res.http, res.body.status, res.body.datos], `${method} ${path}`).toEqual([403, 221, null]);
      }
      expect(await state(id)).toEqual(before);
    }
    const list = await call(t.app, 'GET', P, tutora);
    expect(list.body.datos.items.map((i: { idPractica: number }) => i.idPractica)).not.toContain(5);
    await t.app.db.updateTable('internships').set({ academic_tutor_user_id: null }).where('id', '=', 5).execute();
  });

  it('#15.1 refuses the other brand, a gestor without the action, a student and a company; nothing changes', async () => {
    const before = await state(1);
    const attempts: Array<[string, Record<string, string>, [number, number]]> = [
      [otherBrand, CATALAN_HOST, [404, 220]],
      [otherBrand, {}, [401, 2]],
      [oficina, {}, [403, 143]],
      [student, {}, [403, 71]],
      [company, {}, [403, 71]],
    ];
    for (const [token, headers, expected] of attempts) {
      for (const [method, path, body] of [
        ['GET', `${P}/1`, undefined],
        ['POST', `${P}/1/plan/validar`, undefined],
        ['POST', `${P}/1/plan/devolver`, { comentario: 'No' }],
        ['POST', `${P}/1/seguimiento`, { texto: 'Intruso' }],
        ['POST', `${P}/1/evaluacion-empresa/enviar`, undefined],
        ['GET', `${P}/1/documentos/5`, undefined],
      ] as const) {
        const res = await call(t.app, method, path, token, body, headers);
        expect([res.http, res.body.status], `${method} ${path}`).toEqual(expected);
      }
    }
    const otherList = await call(t.app, 'GET', P, otherBrand, undefined, CATALAN_HOST);
    expect(otherList.body.datos.items).toEqual([]);
    expect(await state(1)).toEqual(before);
  });
});

describe('#15.2 the internship sheet', () => {
  it('#15.2 shows the data, the company tutor, the plan and the documents of the student and the company', async () => {
    const key = await storeBytes(t.app.storage, PDF_BYTES);
    const inserted = await t.app.db
      .insertInto('documents')
      .values({
        owner_user_id: 4,
        company_id: 1,
        kind: 'internship',
        internship_id: 1,
        nombre: 'Informe del tutor de empresa.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        size: PDF_BYTES.length,
        storage_key: key,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'GET', `${P}/1`, tutora);
    expect(res.body.datos).toMatchObject({
      idPractica: 1,
      emailAlumno: 'alumna@demo.test',
      tutorEmpresa: { nombre: 'Sergio Blasco Marín', email: SERGIO },
      plan: { estado: 'pendiente', tareas: expect.stringContaining('Power BI'), objetivos: expect.any(String) },
      terminada: false,
      evaluacionAcademica: null,
      evaluacionEmpresa: null,
    });
    const docs = res.body.datos.documentos.map((d: { nombre: string; origen: string }) => [d.nombre, d.origen]);
    expect(docs).toContainEqual(['Informe del tutor de empresa.pdf', 'empresa']);
    expect(docs).toContainEqual(['Proyecto formativo firmado.pdf', 'alumno']);
    const file = await call(t.app, 'GET', `${P}/1/documentos/${inserted.id}`, tutora);
    expect(file.http).toBe(200);
    expect(file.res.headers['content-disposition']).toContain('Informe%20del%20tutor%20de%20empresa.pdf');
    expect(file.res.rawPayload.equals(PDF_BYTES)).toBe(true);
    // A document of another internship is not reachable through this one.
    expect((await call(t.app, 'GET', `${P}/1/documentos/6`, tutora)).http).toBe(404);
  });

  it('#15.2 validates the pending plan: audit row, the student and the company are notified and mailed', async () => {
    const studentMails = (await outboxTo(t.app, 'alumna@demo.test')).length;
    const companyMails = (await outboxTo(t.app, 'empresa@demo.test')).length;
    const res = await call(t.app, 'POST', `${P}/1/plan/validar`, tutora);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.plan).toMatchObject({ estado: 'validado', comentario: null, revisadoEl: expect.any(String) });
    expect((await internship(1)).plan_estado).toBe('validado');
    const audit = await auditRows(t.app, 'internship.plan_validate');
    expect(audit.map((a) => [a.object_id, a.actor_user_id, a.from_state, a.to_state])).toEqual([
      ['1', 91, 'pendiente', 'validado'],
    ]);
    const mail = await outboxTo(t.app, 'alumna@demo.test');
    expect(mail.length).toBe(studentMails + 1);
    expect(mail[0].subject).toContain('plan formativo validado');
    expect(mail[0].text).toContain('/mis-practicas/1');
    expect((await outboxTo(t.app, 'empresa@demo.test')).length).toBe(companyMails + 1);
    const bell = await t.app.db
      .selectFrom('notifications')
      .select(['user_id', 'titulo'])
      .where('titulo', 'like', '%plan formativo validado')
      .execute();
    expect(bell.map((n) => n.user_id)).toEqual(expect.arrayContaining([1, 4]));
    // Reviewed once: a second decision is refused and changes nothing.
    const before = await state(1);
    const again = await call(t.app, 'POST', `${P}/1/plan/devolver`, tutora, { comentario: 'Tarde' });
    expect([again.http, again.body.status]).toEqual([409, 222]);
    expect(await state(1)).toEqual(before);
  });

  it('#15.2 returns a pending plan with a comment the student reads', async () => {
    await t.app.db.updateTable('internships').set({ plan_estado: 'pendiente' }).where('id', '=', 4).execute();
    const empty = await call(t.app, 'POST', `${P}/4/plan/devolver`, tutora, { comentario: ' ' });
    expect(empty.body.status).not.toBe(0);
    const res = await call(t.app, 'POST', `${P}/4/plan/devolver`, tutora, { comentario: 'Concretad los objetivos.' });
    expect(res.body.datos.plan).toMatchObject({ estado: 'devuelto', comentario: 'Concretad los objetivos.' });
    const row = await internship(4);
    const mails = await t.app.db
      .selectFrom('outbox_mail as m')
      .innerJoin('users as u', 'u.email', 'm.to_address')
      .select(['m.subject', 'm.text'])
      .where('u.id', '=', row.student_id)
      .execute();
    expect(mails.at(-1)?.text).toContain('Comentario: Concretad los objetivos.');
  });

  it('#15.2 keeps follow-up notes, newest first, with their author', async () => {
    await call(t.app, 'POST', `${P}/1/seguimiento`, tutora, { texto: 'Primera reunión con la empresa.' });
    const res = await call(t.app, 'POST', `${P}/1/seguimiento`, tutora, { texto: 'Avanza bien.' });
    expect(res.body.datos.seguimiento.map((n: { texto: string; autor: string }) => [n.texto, n.autor])).toEqual([
      ['Avanza bien.', 'Teresa Ballester Roig'],
      ['Primera reunión con la empresa.', 'Teresa Ballester Roig'],
    ]);
    expect((await auditRows(t.app, 'internship.follow_up')).length).toBe(2);
  });
});

describe('#15.3 the final evaluation by the academic tutor', () => {
  it('#15.3 is refused before the internship ends (223), then taken once (224)', async () => {
    const before = await state(1);
    const early = await call(t.app, 'POST', `${P}/1/evaluacion`, tutora, EVALUATION);
    expect([early.http, early.body.status]).toEqual([409, 223]);
    expect(await state(1)).toEqual(before);

    const res = await call(t.app, 'POST', `${P}/3/evaluacion`, tutora, EVALUATION);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      terminada: true,
      evaluada: true,
      evaluacionAcademica: { nota: 8.5, comentario: 'Muy buena disposición.', criterios: EVALUATION.criterios },
    });
    const again = await call(t.app, 'POST', `${P}/3/evaluacion`, tutora, { ...EVALUATION, nota: 2 });
    expect([again.http, again.body.status]).toEqual([409, 224]);
    expect((await call(t.app, 'GET', `${P}/3`, tutora)).body.datos.evaluacionAcademica.nota).toBe(8.5);
    const bad = await call(t.app, 'POST', `${P}/4/evaluacion`, tutora, { ...EVALUATION, nota: 11 });
    expect(bad.body.status).not.toBe(0);
  });
});

describe('#15.4 the company tutor evaluates through a link, without an account', () => {
  it('#15.4 the sheet sends the link; it shows the internship and takes the evaluation once', async () => {
    const sent = await call(t.app, 'POST', `${P}/1/evaluacion-empresa/enviar`, tutora);
    expect(sent.body.status).toBe(0);
    expect(sent.body.datos.evaluacionEmpresa).toMatchObject({
      fecha: null,
      recordatorios: 0,
      enviadaEl: expect.any(String),
    });
    const [mail] = await outboxTo(t.app, SERGIO);
    const token = linkIn(mail.text);
    // Only the hash is stored.
    const stored = await t.app.db
      .selectFrom('internship_evaluations')
      .selectAll()
      .where('internship_id', '=', 1)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const summary = await call(t.app, 'GET', `/api/EvaluacionEmpresa/${token}`);
    expect(summary.body).toMatchObject({
      status: 0,
      datos: {
        alumno: 'Lucía Martínez Soler',
        titulo: 'Prácticas en análisis de datos',
        tutorEmpresa: 'Sergio Blasco Marín',
        criterios: ['aprendizaje', 'responsabilidad', 'trabajoEquipo', 'iniciativa'],
      },
    });
    // Another brand's host does not know the link.
    const foreign = await call(t.app, 'GET', `/api/EvaluacionEmpresa/${token}`, null, undefined, CATALAN_HOST);
    expect([foreign.http, foreign.body.status]).toEqual([404, 225]);

    const done = await call(t.app, 'POST', `/api/EvaluacionEmpresa/${token}`, null, EVALUATION);
    expect(done.body).toEqual({ status: 0, datos: null });
    const audit = await auditRows(t.app, 'internship.company_evaluation');
    expect(audit.map((a) => [a.object_id, a.actor_role, a.actor_user_id])).toEqual([['1', 'company_tutor', null]]);
    const before = await state(1);
    const twice = await call(t.app, 'POST', `/api/EvaluacionEmpresa/${token}`, null, { ...EVALUATION, nota: 1 });
    expect([twice.http, twice.body.status]).toEqual([409, 227]);
    expect((await call(t.app, 'GET', `/api/EvaluacionEmpresa/${token}`)).body.status).toBe(227);
    expect(await state(1)).toEqual(before);
    const sheet = await call(t.app, 'GET', `${P}/1`, tutora);
    expect(sheet.body.datos.evaluacionEmpresa).toMatchObject({ nota: 8.5, fecha: expect.any(String) });
    // Answered: no new link.
    const resend = await call(t.app, 'POST', `${P}/1/evaluacion-empresa/enviar`, tutora);
    expect([resend.http, resend.body.status]).toEqual([409, 224]);
  });

  it('#15.4 an unknown, replaced or expired link is refused with its own code', async () => {
    expect((await call(t.app, 'GET', `/api/EvaluacionEmpresa/${'0'.repeat(64)}`)).body.status).toBe(225);
    await t.app.db
      .updateTable('internships')
      .set({ tutor_empresa_email: 'oriol.casas@demo.test' })
      .where('id', '=', 4)
      .execute();
    await call(t.app, 'POST', `${P}/4/evaluacion-empresa/enviar`, tutora);
    const first = linkIn((await outboxTo(t.app, 'oriol.casas@demo.test'))[0].text);
    await call(t.app, 'POST', `${P}/4/evaluacion-empresa/enviar`, tutora);
    const second = linkIn((await outboxTo(t.app, 'oriol.casas@demo.test'))[0].text);
    expect(second).not.toBe(first);
    expect((await call(t.app, 'POST', `/api/EvaluacionEmpresa/${first}`, null, EVALUATION)).body.status).toBe(225);
    await t.app.db
      .updateTable('internship_evaluations')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('internship_id', '=', 4)
      .execute();
    const expired = await call(t.app, 'POST', `/api/EvaluacionEmpresa/${second}`, null, EVALUATION);
    expect([expired.http, expired.body.status]).toEqual([410, 226]);
    const row = await t.app.db
      .selectFrom('internship_evaluations')
      .selectAll()
      .where('internship_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(row.submitted_at).toBeNull();
    // No company tutor address: nothing to send.
    const none = await call(t.app, 'POST', `${P}/3/evaluacion-empresa/enviar`, tutora);
    expect([none.http, none.body.status]).toEqual([409, 228]);
  });

  it('#15.4 the job mails the link once when an internship ends, then reminds every 7 days at most 3 times', async () => {
    // Internship 5 (not tutored by an account: the company tutor evaluates every internship) ended yesterday.
    const on = new Date(Date.now() + 200 * DAY);
    const yesterday = dayOf(new Date(on.getTime() - DAY));
    await t.app.db
      .updateTable('internships')
      .set({ estado: 'en_curso', fecha_fin: yesterday, tutor_empresa_email: 'beatriz.herrero@demo.test' })
      .where('id', '=', 5)
      .execute();
    const mails = () => outboxTo(t.app, 'beatriz.herrero@demo.test');
    const run = (at: Date) => runJob(jobContext(t.app, fixedClock(at.toISOString())), companyEvaluationsJob);

    const first = await run(on);
    expect(first.ran).toBe(true);
    const firstMails = await mails();
    expect(firstMails.length).toBe(1);
    expect(firstMails[0].subject).toContain('evaluación de las prácticas');
    expect((await run(on)).ran).toBe(false);
    // The next days: nothing new before 7 days.
    await run(new Date(on.getTime() + 3 * DAY));
    expect((await mails()).length).toBe(1);
    for (const day of [7, 14, 21, 28, 35]) await run(new Date(on.getTime() + day * DAY));
    const all = await mails();
    expect(all.length).toBe(4);
    expect(all[0].subject).toContain('recordatorio');
    const audit = (await auditRows(t.app, 'internship.company_evaluation_reminder')).filter((a) => a.object_id === '5');
    expect(audit.map((a) => a.actor_role)).toEqual(['job', 'job', 'job']);
    // The latest link works; the first no longer does.
    const latest = linkIn(all[0].text);
    expect(linkIn(firstMails[0].text)).not.toBe(latest);
    const row = await t.app.db
      .selectFrom('internship_evaluations')
      .select(['reminders_sent', 'token_expires_at'])
      .where('internship_id', '=', 5)
      .executeTakeFirstOrThrow();
    expect(Number(row.reminders_sent)).toBe(3);
  });

  it('#15.4 an answered evaluation is not reminded', async () => {
    // Internship 1's was answered in the first #15.4 test; it ended 'long ago' for the job.
    await t.app.db.updateTable('internships').set({ fecha_fin: '2020-01-01' }).where('id', '=', 1).execute();
    const before = (await outboxTo(t.app, SERGIO)).length;
    await runJob(jobContext(t.app, fixedClock(new Date(Date.now() + 400 * DAY).toISOString())), companyEvaluationsJob);
    expect((await outboxTo(t.app, SERGIO)).length).toBe(before);
  });
});
