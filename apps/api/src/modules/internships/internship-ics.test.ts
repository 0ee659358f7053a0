import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../platform/clock';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CATALAN_HOST, officeLogin } from '../office/office-test-kit';

/**
 * An internship's .ics for the student, the company and the office or its academic tutor, read
 * back by a strict parser written here (RFC 5545: CRLF lines of at most 75 octets, folding, one
 * VCALENDAR with one VEVENT, all-day DATE values with an exclusive end). Demo: internship 1 is
 * alumna@'s at empresa@'s company (1), tutored by tutora@; internship 5 is of company 3 and
 * student 10; internship 2 has no academic tutor account; oficina@ is a gestor of campus 1.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

interface Parsed {
  calendar: Record<string, string>;
  event: Record<string, string>;
}

/** Unfolds and reads one VCALENDAR with one VEVENT; throws on anything RFC 5545 does not allow. */
function parseIcs(body: string): Parsed {
  if (!body.endsWith('\r\n')) throw new Error('the last line does not end with CRLF');
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`bare line break in ${line}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let events = 0;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events += 1;
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} without its BEGIN`);
      continue;
    }
    const target = stack.at(-1) === 'VEVENT' ? event : stack.at(-1) === 'VCALENDAR' ? calendar : null;
    if (!target) throw new Error(`property outside a component: ${line}`);
    target[name] = value;
  }
  if (stack.length || events !== 1 || lines[0] !== 'BEGIN:VCALENDAR')
    throw new Error('not one VCALENDAR with one VEVENT');
  return { calendar, event };
}

const compact = (day: string) => day.replace(/-/g, '');
const internship = (id: number) =>
  t.app.db.selectFrom('internships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function ics(url: string, token: string, headers: Record<string, string> = {}) {
  const res = await call(t.app, 'GET', url, token, undefined, headers);
  return res;
}

describe('internship .ics files', () => {
  it('gives the student, the company and the tutor the same all-day event, from the start to the day after the end', async () => {
    const row = await internship(1);
    const student = await loginAs(t.app, 'alumna@demo.test');
    const company = await loginAs(t.app, 'empresa@demo.test');
    const tutora = await officeLogin(t.app, 'tutora@demo.test');
    const admin = await officeLogin(t.app, 'gestor@demo.test');
    const answers = [
      await ics('/api/Alumno/practicaIcs/1', student),
      await ics('/api/Empresa/practicaIcs/1', company),
      await ics('/api/Gestion/practicas/1/ics', tutora),
      await ics('/api/Gestion/practicas/1/ics', admin),
    ];
    const uids = new Set<string>();
    for (const { res } of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="practica-1.ics"');
      const { calendar, event } = parseIcs(res.body);
      expect(calendar.VERSION).toBe('2.0');
      expect(event['DTSTART;VALUE=DATE']).toBe(compact(row.fecha_inicio));
      expect(event['DTEND;VALUE=DATE']).toBe(compact(addDays(row.fecha_fin, 1)));
      expect(event.DTSTART).toBeUndefined();
      expect(event.SUMMARY).toBe(`Prácticas «${row.titulo.replace(/([,;])/g, '\\$1')}» en Levante Tech`);
      expect(event.DESCRIPTION).toContain('Estudiante: Lucía Martínez Soler');
      expect(event.STATUS).toBe('CONFIRMED');
      expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      uids.add(event.UID);
    }
    expect([...uids]).toEqual(['practica-1@default.placement-portal']);
    // Each reader's link goes to their own page.
    expect(parseIcs(answers[0].res.body).event['URL;VALUE=URI']).toMatch(/\/mis-practicas\/1$/);
    expect(parseIcs(answers[1].res.body).event['URL;VALUE=URI']).toMatch(/\/practicas_asignadas$/);
    expect(parseIcs(answers[2].res.body).event['URL;VALUE=URI']).toMatch(/\/gestion\/tutorias\/1$/);
    expect(parseIcs(answers[3].res.body).event['URL;VALUE=URI']).toMatch(/\/gestion\/practicas\/1$/);
  });

  it('refuses another student, another company, another tutor, an out-of-campus gestor and the other brand', async () => {
    const student = await loginAs(t.app, 'alumna@demo.test');
    const company = await loginAs(t.app, 'empresa@demo.test');
    const tutora = await officeLogin(t.app, 'tutora@demo.test');
    const oficina = await officeLogin(t.app, 'oficina@demo.test');
    const catalunya = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const refusals: Array<[string, string, Record<string, string>, number]> = [
      // Internship 5 is another student's and another company's.
      ['/api/Alumno/practicaIcs/5', student, {}, 45],
      ['/api/Empresa/practicaIcs/5', company, {}, 1],
      // Internship 2 is tutored by someone without tutora@'s account.
      ['/api/Gestion/practicas/2/ics', tutora, {}, 221],
      ['/api/Gestion/practicas/1/ics', catalunya, CATALAN_HOST, 200],
      // A company or a student on the office's path.
      ['/api/Gestion/practicas/1/ics', company, {}, 71],
    ];
    for (const [url, token, headers, status] of refusals) {
      const res = await ics(url, token, headers);
      expect([url, res.body.status, res.body.datos], url).toEqual([url, status, null]);
      expect(res.res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.res.body).not.toContain('BEGIN:VCALENDAR');
    }
    // oficina@ (campus 1) is refused an internship of a student of another campus (student 10 moved to campus 3).
    await t.app.db.updateTable('students').set({ campus_id: 3 }).where('user_id', '=', 10).execute();
    expect((await ics('/api/Gestion/practicas/5/ics', oficina)).body.status).toBe(144);
    await t.app.db.updateTable('students').set({ campus_id: 1 }).where('user_id', '=', 10).execute();
    expect((await ics('/api/Gestion/practicas/5/ics', oficina)).res.statusCode).toBe(200);
  });

  it('marks a cancelled internship as cancelled, with the same UID and a higher SEQUENCE after an amendment', async () => {
    const student = await loginAs(t.app, 'alumna@demo.test');
    const first = parseIcs((await ics('/api/Alumno/practicaIcs/1', student)).res.body).event;
    await t.app.db
      .insertInto('internship_amendments')
      .values({
        internship_id: 1,
        change_request_id: null,
        cambios: JSON.stringify({ fechaFin: ['2026-01-01', '2026-02-01'] }),
        fecha_efecto: '2026-01-01',
        approved_by_user_id: 7,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db.updateTable('internships').set({ estado: 'cancelada' }).where('id', '=', 1).execute();
    const again = parseIcs((await ics('/api/Alumno/practicaIcs/1', student)).res.body).event;
    expect(again.UID).toBe(first.UID);
    expect(Number(again.SEQUENCE)).toBe(Number(first.SEQUENCE) + 1);
    expect(again.STATUS).toBe('CANCELLED');
  });
});
