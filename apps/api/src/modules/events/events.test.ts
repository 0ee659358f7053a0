import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../test/login';
import { injectClient } from '../../test/inject';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Demo events (seed demo-content.ts): 1 public job fair (alumna@ enrolled), 2 students only,
// 3 webinar, 4 graduates only, 5 jornada, 6 and 7 past, 8 of the catalunya brand.
let t: TestApp;
let alumna: string;
let antiguo: string;
let empresa: string;

const CATALUNYA = { host: 'catalunya.localhost' };
const BASICA = { host: 'basica.localhost' };

const { get } = injectClient(() => t.app);

function enrol(token: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Alumno/inscribirseEnEvento',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
  antiguo = await loginAs(t.app, 'antiguo@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('access to the events calls', () => {
  it('answers 401/2 without a token and 403/71 to a company', async () => {
    for (const url of ['/api/Alumno/dameEventos', '/api/Alumno/dameFichaEvento/1', '/api/Alumno/eventoIcs/1']) {
      const anon = await get(url);
      expect(anon.statusCode).toBe(401);
      expect(anon.json().status).toBe(2);
      const company = await get(url, empresa);
      expect(company.statusCode).toBe(403);
      expect(company.json()).toMatchObject({ status: 71, datos: null });
    }
    const res = await enrol(empresa, { idEvento: 3 });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(71);
  });

  it('answers 403/71 on a brand without events (hasEventos off), public calls included', async () => {
    const token = await loginAs(t.app, 'alumna@demo.test', { headers: BASICA });
    for (const url of ['/api/Alumno/dameEventos', '/api/Alumno/dameFichaEvento/1', '/api/Alumno/eventoIcs/1']) {
      const res = await get(url, token, BASICA);
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(71);
    }
    for (const url of ['/api/Publico/dameFichaEvento/1', '/api/Publico/eventoIcs/1']) {
      const res = await get(url, undefined, BASICA);
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(71);
    }
    const res = await enrol(token, { idEvento: 3 }, BASICA);
    expect(res.json().status).toBe(71);
  });
});

describe('GET /api/Alumno/dameEventos', () => {
  it("lists the brand's events by date, with category slug, highlight and my enrolments", async () => {
    const res = await get('/api/Alumno/dameEventos', alumna);
    expect(res.statusCode).toBe(200);
    const list = res.json().datos as Array<{
      idEvento: number;
      fecha: string;
      inscrito: boolean;
      categoria: { slug: string } | null;
      destacado: boolean;
    }>;
    expect(list.map((e) => e.idEvento).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.map((e) => e.fecha)).toEqual([...list.map((e) => e.fecha)].sort());
    const fair = list.find((e) => e.idEvento === 1);
    expect(fair).toMatchObject({
      inscrito: true,
      destacado: true,
      categoria: { nombre: 'Feria de empleo', slug: 'feria-de-empleo' },
      publico: true,
      urlAcceso: 'foro-empleo',
    });
    expect(list.find((e) => e.idEvento === 3)?.inscrito).toBe(false);
  });

  it('gives the home at most 3 upcoming events sorted by date', async () => {
    const res = await get('/api/Alumno/dameEventos?proximos=true&limite=3', alumna);
    const list = res.json().datos as Array<{ idEvento: number; fecha: string }>;
    expect(list.map((e) => e.idEvento)).toEqual([2, 1, 3]);
    for (const e of list) expect(e.fecha > new Date().toISOString()).toBe(true);
  });

  it('filters by category slug and by highlighted events', async () => {
    const webinar = await get('/api/Alumno/dameEventos?categoria=webinar', alumna);
    expect(webinar.json().datos.map((e: { idEvento: number }) => e.idEvento)).toEqual([3]);
    const highlighted = await get('/api/Alumno/dameEventos?destacados=1', alumna);
    expect(highlighted.json().datos.map((e: { idEvento: number }) => e.idEvento)).toEqual([2, 1]);
  });

  it("shows another brand's own events only there", async () => {
    const token = await loginAs(t.app, 'alumna@demo.test', { headers: CATALUNYA });
    const res = await get('/api/Alumno/dameEventos', token, CATALUNYA);
    expect(res.json().datos.map((e: { idEvento: number }) => e.idEvento)).toContain(8);
    const sheet = await get('/api/Alumno/dameFichaEvento/8', alumna);
    expect(sheet.statusCode).toBe(404);
    expect(sheet.json().status).toBe(74);
  });
});

describe('event sheets', () => {
  it('answers the sheet by id or by urlAcceso, with places and the .ics link', async () => {
    const byId = await get('/api/Alumno/dameFichaEvento/3', alumna);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().datos).toMatchObject({
      idEvento: 3,
      titulo: 'Webinar: LinkedIn para encontrar empleo',
      plazas: 200,
      plazasLibres: 200,
      inscrito: false,
      urlIcs: '/api/Alumno/eventoIcs/3',
    });
    const bySlug = await get('/api/Alumno/dameFichaEvento/webinar-linkedin', alumna);
    expect(bySlug.json().datos.idEvento).toBe(3);
  });

  it('answers 74 for an unknown event', async () => {
    const res = await get('/api/Alumno/dameFichaEvento/999', alumna);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 74, datos: null });
  });

  it('serves public events without sign-in and hides the others (74)', async () => {
    const res = await get('/api/Publico/dameFichaEvento/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toMatchObject({
      idEvento: 1,
      publico: true,
      urlIcs: '/api/Publico/eventoIcs/1',
      plazas: null,
      plazasLibres: null,
    });
    expect(res.json().datos).not.toHaveProperty('inscrito');
    const hidden = await get('/api/Publico/dameFichaEvento/2');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().status).toBe(74);
  });
});

describe('POST /api/Alumno/inscribirseEnEvento', () => {
  it('enrols and answers notice 533 with the updated sheet', async () => {
    const res = await enrol(alumna, { idEvento: 3, urlEvento: 'webinar-linkedin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      aviso: 533,
      datos: { idEvento: 3, inscrito: true, plazasLibres: 199 },
    });
    const bySlug = await enrol(alumna, { urlEvento: 'jornada-emprendimiento' });
    expect(bySlug.json()).toMatchObject({ status: 0, aviso: 533, datos: { idEvento: 5, inscrito: true } });
  });

  it('answers 76 when already enrolled', async () => {
    const res = await enrol(alumna, { idEvento: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 76, datos: null });
  });

  it('answers 74 for an unknown, past or other-brand event', async () => {
    for (const payload of [{ idEvento: 999 }, { idEvento: 7 }, { idEvento: 8 }, { urlEvento: 'no-existe' }]) {
      const res = await enrol(alumna, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(74);
    }
  });

  it('answers 75 when enrolment is closed or no places are left', async () => {
    await t.app.db.updateTable('events').set({ inscripcion_abierta: 0 }).where('id', '=', 2).execute();
    const closed = await enrol(alumna, { idEvento: 2 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().status).toBe(75);
    await t.app.db.updateTable('events').set({ inscripcion_abierta: 1 }).where('id', '=', 2).execute();

    const full = await t.app.db
      .insertInto('events')
      .values({
        titulo: 'Aforo completo',
        url_acceso: 'aforo-completo',
        fecha: new Date(Date.now() + 86_400_000).toISOString(),
        plazas: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('event_enrolments')
      .values({ event_id: full.id, user_id: 2, created_at: new Date().toISOString() })
      .execute();
    const res = await enrol(alumna, { idEvento: full.id });
    expect(res.json().status).toBe(75);
  });

  it('answers 77 to a graduate for a students-only event and 78 to a student for a graduates-only one', async () => {
    const graduate = await enrol(antiguo, { idEvento: 2 });
    expect(graduate.statusCode).toBe(400);
    expect(graduate.json().status).toBe(77);
    const student = await enrol(alumna, { idEvento: 4 });
    expect(student.statusCode).toBe(400);
    expect(student.json().status).toBe(78);
  });

  it('answers 15 when the body names no event', async () => {
    const res = await enrol(alumna, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(15);
  });
});

describe('.ics files', () => {
  it('answers text/calendar with one VEVENT for a student', async () => {
    const res = await get('/api/Alumno/eventoIcs/3', alumna);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('evento-webinar-linkedin.ics');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/\r\nUID:evento-3@default\.placement-portal\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T170000Z\r\n/);
    expect(unfolded).toMatch(/\r\nDTEND:\d{8}T180000Z\r\n/);
    expect(unfolded).toContain('\r\nSUMMARY:Webinar: LinkedIn para encontrar empleo\r\n');
    expect(unfolded).toContain('\r\nLOCATION:En línea\r\n');
    expect(unfolded).toMatch(/\r\nURL:http:\/\/localhost(:\d+)?\/eventos\/3\r\n/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('serves public events publicly and refuses the others with 74', async () => {
    const res = await get('/api/Publico/eventoIcs/foro-empleo');
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/\r\n /g, '')).toContain('\r\nSUMMARY:Foro de Empleo y Prácticas\r\n');
    expect(res.body.replace(/\r\n /g, '')).toContain('\r\nLOCATION:Campus de Valencia\\, pabellón polideportivo\r\n');
    const hidden = await get('/api/Publico/eventoIcs/3');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().status).toBe(74);
  });
});
