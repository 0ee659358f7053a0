import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { studentClient } from '../offers/student-test-client';
import { addInternship } from './internship-fixtures';

/**
 * SPEC §7 Practices, student side. alumna@ has internship 1 (in progress, current course);
 * internship 2 belongs to another student and must stay invisible to her.
 */
describe('my internships', () => {
  let t: TestApp;
  let api: ReturnType<typeof studentClient>;
  let alumna: string;
  let master: string;

  beforeAll(async () => {
    t = await buildTestApp();
    api = studentClient(t.app);
    alumna = await loginAs(t.app, 'alumna@demo.test');
    master = await loginAs(t.app, 'master@demo.test');
  });
  afterAll(() => t.close());

  it('lists my internships and shows one with its documents', async () => {
    const list = await api.get('/api/Alumno/damePracticasAlumno', alumna);
    expect(list.datos).toEqual([
      expect.objectContaining({
        idPractica: 1,
        empresa: 'Levante Tech',
        estado: 'en_curso',
        descripcionEstado: 'En curso',
        pendienteAceptacion: false,
      }),
    ]);
    const detail = await api.get('/api/Alumno/dameDetallePractica/1', alumna);
    expect(detail.status).toBe(0);
    expect(detail.datos).toMatchObject({
      idPractica: 1,
      titulacion: 'Grado en Ingeniería Informática',
      programa: 'Prácticas extracurriculares',
      tutorEmpresa: { nombre: 'Sergio', apellidos: 'Blasco Marín' },
      requiereFirmaDigital: true,
      esCicloFormativo: false,
    });
    expect(detail.datos.documentos).toEqual([
      expect.objectContaining({
        id: 5,
        nombre: 'Proyecto formativo firmado.pdf',
        idTipoDocumento: 10,
        tipoDocumento: 'Proyecto formativo firmado',
        firmado: true,
      }),
    ]);
    expect((await api.get('/api/Alumno/damePracticasAlumno', master)).datos).toEqual([]);
  });

  it("refuses another student's internship with 404/45, like one that does not exist", async () => {
    for (const id of [2, 99999]) {
      expect(await api.get(`/api/Alumno/dameDetallePractica/${id}`, alumna)).toMatchObject({
        http: 404,
        status: 45,
        datos: null,
      });
    }
    expect(await api.post('/api/Alumno/aceptarPractica', alumna, { idPractica: 2 })).toMatchObject({
      http: 404,
      status: 45,
    });
    expect(await api.post('/api/Alumno/rechazarPractica', alumna, { idPractica: 2 })).toMatchObject({
      http: 404,
      status: 45,
    });
    const other = await t.app.db
      .selectFrom('internships')
      .select('estado')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(other.estado).toBe('pendiente');
    expect(await api.get('/api/Alumno/dameDetallePractica/abc', alumna)).toMatchObject({ http: 400, status: 15 });
  });

  it('accepts (531) or rejects (530) an internship awaiting me, once', async () => {
    const first = await addInternship(t);
    const second = await addInternship(t);
    expect(await api.post('/api/Alumno/aceptarPractica', alumna, { idPractica: first })).toMatchObject({
      status: 0,
      aviso: 531,
      datos: { idPractica: first, estado: 'aceptada', pendienteAceptacion: false },
    });
    expect(await api.post('/api/Alumno/aceptarPractica', alumna, { idPractica: first })).toMatchObject({
      http: 400,
      status: 49,
    });
    expect(
      await api.post('/api/Alumno/rechazarPractica', alumna, {
        idPractica: second,
        motivo: 'He aceptado otras prácticas',
      }),
    ).toMatchObject({
      status: 0,
      aviso: 530,
      datos: { estado: 'rechazada' },
    });
    expect(await api.post('/api/Alumno/rechazarPractica', alumna, { idPractica: 1 })).toMatchObject({ status: 49 });
    const states = await t.app.db
      .selectFrom('internships')
      .select(['id', 'estado'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(states.map((s) => s.estado)).toEqual(['aceptada', 'rechazada']);
  });

  it('tells which personal data my internship needs', async () => {
    expect((await api.get('/api/Alumno/faltaDatosNecesariosPorPractica', alumna)).datos).toEqual({
      faltanDatos: true,
      campos: ['numeroSeguridadSocial', 'iban'],
    });
    await t.app.db
      .updateTable('students')
      .set({ social_security_number: '461234567812', iban: 'ES9121000418450200051332' })
      .where('user_id', '=', 1)
      .execute();
    expect((await api.get('/api/Alumno/faltaDatosNecesariosPorPractica', alumna)).datos).toEqual({
      faltanDatos: false,
      campos: [],
    });
    // No internship, nothing needed.
    expect((await api.get('/api/Alumno/faltaDatosNecesariosPorPractica', master)).datos).toEqual({
      faltanDatos: false,
      campos: [],
    });
  });

  it('lists the documents the offers I am in ask for, and whether I have them', async () => {
    await t.app.db.updateTable('offers').set({ documentos_requeridos: '[2,5]' }).where('id', 'in', [15, 17]).execute();
    const seen = await api.get('/api/Alumno/documentacionDeProcesosSolicitada', alumna);
    // Offer 17 discarded me: it asks for nothing any more.
    expect(seen.datos).toEqual([
      {
        idOferta: 15,
        urlAcceso: expect.any(String),
        titulo: 'Prácticas en auditoría financiera',
        documentos: [
          { idTipoDocumento: 2, descripcion: 'Expediente académico', aportado: true },
          { idTipoDocumento: 5, descripcion: 'Permiso de trabajo', aportado: false },
        ],
      },
    ]);
    // Each student sees the offers they are in: master@ applied to internship 4, which asks for a CV and transcripts.
    const theirs = (await api.get('/api/Alumno/documentacionDeProcesosSolicitada', master)).datos as Array<{
      idOferta: number;
    }>;
    expect(theirs.map((o) => o.idOferta)).toEqual([4]);
  });

  it('lists the internship annexes and information notes', async () => {
    const seen = await api.get('/api/Alumno/dameAnexosPracticasUsuario', alumna);
    expect(seen.datos.map((d: { id: number; tipo: string }) => [d.id, d.tipo]).sort()).toEqual([
      [8, 'anexo'],
      [9, 'notaInformativa'],
    ]);
  });

  it('is for students only', async () => {
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    for (const url of [
      '/api/Alumno/damePracticasAlumno',
      '/api/Alumno/dameDetallePractica/1',
      '/api/Alumno/faltaDatosNecesariosPorPractica',
      '/api/Alumno/dameAnexosPracticasUsuario',
      '/api/Alumno/documentacionDeProcesosSolicitada',
    ]) {
      expect(await api.get(url, empresa)).toMatchObject({ http: 403, status: 71 });
    }
    expect(await api.post('/api/Alumno/aceptarPractica', empresa, { idPractica: 2 })).toMatchObject({
      http: 403,
      status: 71,
    });
  });
});
