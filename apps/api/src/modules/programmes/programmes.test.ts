import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { injectClient } from '../../test/inject';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Demo programmes: 1 extracurricular (no adhesion), 2 Talento Joven (adhesion, 80% and 12 months;
// company 1 accepted), 3 Erasmus+ (students only; alumna@ requested), 4 Primer Empleo (companies
// only, no adhesion), 5 inactive, 6 Empresa Mentora (companies only, adhesion, 80% and 12 months). alumna@'s DNI is 12345678Z.
let t: TestApp;
let alumna: string;
let empresa: string;
let grupo: string;

const { get, post } = injectClient(() => t.app);
const studentAdhesion = (id: number, payload?: object) =>
  post(`/api/Alumno/solicitaAdhesionPrograma/${id}`, alumna, payload);
const companyAdhesion = (token: string, id: number, payload?: object) =>
  post(`/api/Empresa/solicitaAhesionPrograma/${id}`, token, payload);

async function setAdhesion(programmeId: number, userId: number, estado: 'solicitada' | 'aceptada' | 'rechazada') {
  await t.app.db
    .updateTable('programme_adhesions')
    .set({ estado })
    .where('programme_id', '=', programmeId)
    .where('user_id', '=', userId)
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/Empresa/programasDeLaEmpresa', () => {
  it('lists the active programmes open to companies, sorted by name, with my adhesion state', async () => {
    const res = await get('/api/Empresa/programasDeLaEmpresa', empresa);
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toEqual([
      { id: 1, nombre: 'Prácticas extracurriculares', requiereAdhesion: false, estadoAdhesion: null },
      { id: 6, nombre: 'Programa Empresa Mentora', requiereAdhesion: true, estadoAdhesion: null },
      { id: 4, nombre: 'Programa Primer Empleo', requiereAdhesion: false, estadoAdhesion: null },
      { id: 2, nombre: 'Programa Talento Joven', requiereAdhesion: true, estadoAdhesion: 'aceptada' },
    ]);
    const other = await get('/api/Empresa/programasDeLaEmpresa', grupo);
    expect(other.json().datos.find((p: { id: number }) => p.id === 2).estadoAdhesion).toBeNull();
  });

  it('answers 401/2 without a token and 403/71 to a student', async () => {
    expect((await get('/api/Empresa/programasDeLaEmpresa')).json().status).toBe(2);
    const res = await get('/api/Empresa/programasDeLaEmpresa', alumna);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(71);
  });
});

describe('GET detallePrograma/{id}', () => {
  it('gives a student the detail, documents and adhesion state', async () => {
    const res = await get('/api/Alumno/detallePrograma/2', alumna);
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toMatchObject({
      id: 2,
      nombre: 'Programa Talento Joven',
      requiereAdhesion: true,
      dedicacion: 80,
      meses: 12,
      paraAlumnos: true,
      paraEmpresas: true,
      estadoAdhesion: null,
      documentos: [{ idDocumento: 10, nombre: 'Bases del Programa Talento Joven.pdf', extension: 'pdf', url: null }],
    });
    expect((await get('/api/Alumno/detallePrograma/3', alumna)).json().datos.estadoAdhesion).toBe('solicitada');
  });

  it('gives a company its own adhesion state', async () => {
    const res = await get('/api/Empresa/detallePrograma/2', empresa);
    expect(res.json().datos.estadoAdhesion).toBe('aceptada');
  });

  it('answers 63 for a missing, inactive or other-audience programme', async () => {
    for (const [url, token] of [
      ['/api/Alumno/detallePrograma/999', alumna],
      ['/api/Alumno/detallePrograma/5', alumna],
      ['/api/Alumno/detallePrograma/4', alumna],
      ['/api/Empresa/detallePrograma/3', empresa],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 63, datos: null });
    }
  });

  it('answers 403/71 to a student on a brand without programmes, not to a company', async () => {
    const headers = { host: 'basica.localhost' };
    const student = await loginAs(t.app, 'alumna@demo.test', { headers });
    const res = await get('/api/Alumno/detallePrograma/2', student, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(71);
    const company = await loginAs(t.app, 'empresa@demo.test', { headers });
    expect((await get('/api/Empresa/detallePrograma/2', company, headers)).json().status).toBe(0);
  });

  it('answers 403/71 on the other role’s path', async () => {
    expect((await get('/api/Alumno/detallePrograma/2', empresa)).json().status).toBe(71);
    expect((await get('/api/Empresa/detallePrograma/2', alumna)).json().status).toBe(71);
  });
});

// #16 part 8: programmes are the office's content, in the page's language (Accept-Language) even
// when the saved preference (es for the demo users) says otherwise; Spanish where Catalan is empty.
describe('programmes in Catalan', () => {
  const CA = { 'accept-language': 'ca' };

  it('names the programmes of the company list and the detail in Catalan', async () => {
    const list = await get('/api/Empresa/programasDeLaEmpresa', empresa, CA);
    expect(list.json().datos.find((p: { id: number }) => p.id === 2).nombre).toBe('Programa Talent Jove');
    const detail = await get('/api/Alumno/detallePrograma/2', alumna, CA);
    expect(detail.json().datos).toMatchObject({
      nombre: 'Programa Talent Jove',
      descripcion: "Primer contacte professional d'un any, amb dedicació del 80% de la jornada.",
    });
  });

  it('falls back to the Spanish description when the Catalan one is empty', async () => {
    await t.app.db.updateTable('programmes').set({ descripcion_ca: null }).where('id', '=', 2).execute();
    try {
      const detail = await get('/api/Empresa/detallePrograma/2', empresa, CA);
      expect(detail.json().datos.descripcion).toBe(
        'Primer contacto profesional de un año, con dedicación del 80% de la jornada.',
      );
    } finally {
      await t.app.db
        .updateTable('programmes')
        .set({ descripcion_ca: "Primer contacte professional d'un any, amb dedicació del 80% de la jornada." })
        .where('id', '=', 2)
        .execute();
    }
  });
});

describe('POST /api/Alumno/solicitaAdhesionPrograma/{id}', () => {
  it('answers 63 for a programme not open to students', async () => {
    for (const id of [4, 5, 999]) expect((await studentAdhesion(id)).json().status).toBe(63);
  });

  it('answers 65 when the programme needs no adhesion', async () => {
    const res = await studentAdhesion(1);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(65);
  });

  it('answers 64 when already requested', async () => {
    const res = await studentAdhesion(3);
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(64);
  });

  it('answers 58 unless committing to 80% dedication and 12 months', async () => {
    for (const payload of [undefined, { dedicacion: 60, meses: 12 }, { dedicacion: 80, meses: 6 }]) {
      const res = await studentAdhesion(2, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(58);
    }
  });

  it('records the request and answers notice 523 with the new state', async () => {
    const res = await studentAdhesion(2, { dedicacion: 80, meses: '12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, aviso: 523, datos: { id: 2, estadoAdhesion: 'solicitada' } });
    const details = await t.app.db
      .selectFrom('programme_adhesions as a')
      .innerJoin('programme_adhesion_details as d', 'd.adhesion_id', 'a.id')
      .select(['a.user_id', 'a.company_id', 'a.requested_by_user_id', 'd.dedicacion', 'd.meses'])
      .where('a.programme_id', '=', 2)
      .where('a.user_id', '=', 1)
      .executeTakeFirst();
    expect(details).toEqual({ user_id: 1, company_id: null, requested_by_user_id: 1, dedicacion: 80, meses: 12 });
    expect((await studentAdhesion(2, { dedicacion: 80, meses: 12 })).json().status).toBe(64);
  });

  it('lets a rejected adhesion be requested again', async () => {
    await setAdhesion(3, 1, 'rechazada');
    const res = await studentAdhesion(3);
    expect(res.json()).toMatchObject({ status: 0, aviso: 523, datos: { estadoAdhesion: 'solicitada' } });
  });

  it('refuses malformed commitments with 15', async () => {
    const res = await studentAdhesion(2, { dedicacion: 150, meses: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(15);
  });
});

describe('POST /api/Empresa/solicitaAhesionPrograma/{id}', () => {
  it('answers 64 when the company is already adhered', async () => {
    expect((await companyAdhesion(empresa, 2, { dedicacion: 80, meses: 12 })).json().status).toBe(64);
  });

  it('answers 63 for a students-only programme and 65 for one without adhesion', async () => {
    expect((await companyAdhesion(grupo, 3)).json().status).toBe(63);
    expect((await companyAdhesion(grupo, 4)).json().status).toBe(65);
  });

  it('answers 58 without the 80% and 12 months commitment', async () => {
    expect((await companyAdhesion(grupo, 2, { dedicacion: 100, meses: 12 })).json().status).toBe(58);
  });

  it('answers 91 when the named student is not adhered and accepted, 66 for a malformed DNI', async () => {
    // alumna@ only requested programme 2 (test above): requested is not accepted.
    const pending = await companyAdhesion(grupo, 2, { dedicacion: 80, meses: 12, dniAlumno: '12345678Z' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().status).toBe(91);
    const unknown = await companyAdhesion(grupo, 2, { dedicacion: 80, meses: 12, dniAlumno: '00000000T' });
    expect(unknown.json().status).toBe(91);
    const malformed = await companyAdhesion(grupo, 2, { dedicacion: 80, meses: 12, dniAlumno: '12345678A' });
    expect(malformed.json().status).toBe(66);
  });

  it('records the company adhesion with the accepted student and answers 523', async () => {
    await setAdhesion(2, 1, 'aceptada');
    const res = await companyAdhesion(grupo, 2, { dedicacion: 80, meses: 12, dniAlumno: '12345678z' });
    expect(res.json()).toMatchObject({ status: 0, aviso: 523, datos: { id: 2, estadoAdhesion: 'solicitada' } });
    const row = await t.app.db
      .selectFrom('programme_adhesions as a')
      .innerJoin('programme_adhesion_details as d', 'd.adhesion_id', 'a.id')
      .select(['a.user_id', 'a.company_id', 'a.requested_by_user_id', 'd.student_user_id'])
      .where('a.programme_id', '=', 2)
      .where('a.company_id', '=', 2)
      .executeTakeFirst();
    expect(row).toEqual({ user_id: null, company_id: 2, requested_by_user_id: 5, student_user_id: 1 });
    // The other company of the same contact is not adhered.
    const other = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 });
    expect((await get('/api/Empresa/detallePrograma/2', other)).json().datos.estadoAdhesion).toBeNull();
  });

  it('answers 401/2 without a token and 403/71 on the other role’s path', async () => {
    expect((await post('/api/Empresa/solicitaAhesionPrograma/2')).statusCode).toBe(401);
    expect((await companyAdhesion(alumna, 2)).json().status).toBe(71);
    expect((await post('/api/Alumno/solicitaAdhesionPrograma/2', empresa)).json().status).toBe(71);
  });
});
