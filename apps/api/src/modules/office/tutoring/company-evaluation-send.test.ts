import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin, outboxTo } from '../office-test-kit';

// tutora@ tutors internship 4 (in progress), which has no company evaluation yet (demo data).
let t: TestApp;
let tutora: string;
beforeAll(async () => {
  t = await buildTestApp();
  tutora = await officeLogin(t.app, 'tutora@demo.test');
});
afterAll(async () => t?.close());

const evaluations = (internshipId: number) =>
  t.app.db
    .selectFrom('internship_evaluations')
    .selectAll()
    .where('internship_id', '=', internshipId)
    .where('evaluador', '=', 'empresa')
    .execute();

describe('«Enviar evaluación» clicked several times at once (ADR 0036)', () => {
  it('eight first sends at once all answer the sheet (200/0, never 500); one evaluation, whose latest link opens it', async () => {
    const address = 'doble.clic.tutor@demo.test';
    await t.app.db.updateTable('internships').set({ tutor_empresa_email: address }).where('id', '=', 4).execute();
    expect(await evaluations(4)).toHaveLength(0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(t.app, 'POST', '/api/Gestion/tutorias/4/evaluacion-empresa/enviar', tutora)),
    );
    expect(answers.map((a) => `${a.http}/${a.body.status}`)).toEqual(Array<string>(8).fill('200/0'));
    const rows = await evaluations(4);
    expect(rows).toHaveLength(1);
    expect(rows[0].submitted_at).toBeNull();
    // Each send mailed a link, as eight sends one after another would; the newest one works.
    const mails = await outboxTo(t.app, address);
    expect(mails).toHaveLength(8);
    const token = /\/evaluacion-tutor-empresa\/([0-9a-f]{64})/.exec(mails[0].text)?.[1];
    const opened = await call(t.app, 'GET', `/api/EvaluacionEmpresa/${token}`);
    expect([opened.http, opened.body.status]).toEqual([200, 0]);
  });
});
