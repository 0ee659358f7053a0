import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidePdf } from '../../../db/seed/demo-content-files';
import { solidPng } from '../../../platform/png';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin } from '../office-test-kit';

// The content the office publishes (issue #15 'Content'). gestor@demo.test is the default brand's
// admin; oficina@ a gestor scoped to campus 1; tutora@ a tutor. alumna@ (1) studies at campus 1,
// antiguo@ (3) is a graduate, master@ (2) studies at campus 3.

let t: TestApp;
let admin: string;
let oficina: string;
let tutora: string;
let alumna: string;
let antiguo: string;
let master: string;
let empresa: string;
let alumnaDegree: number;
let otherDegree: number;

const C = '/api/Gestion/contenidos';
const ES = { 'accept-language': 'es' };
const CA = { 'accept-language': 'ca' };
const png = () => solidPng(8, 8, [200, 40, 40]).toString('base64');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  tutora = await officeLogin(t.app, 'tutora@demo.test');
  alumna = await loginAs(t.app, 'alumna@demo.test');
  antiguo = await loginAs(t.app, 'antiguo@demo.test');
  master = await loginAs(t.app, 'master@demo.test');
  empresa = await loginAs(t.app, 'empresa@demo.test');
  const studies = await t.app.db
    .selectFrom('student_studies')
    .select('degree_id')
    .where('student_id', '=', 1)
    .where('degree_id', 'is not', null)
    .execute();
  alumnaDegree = Number(studies[0].degree_id);
  const other = await t.app.db
    .selectFrom('degrees')
    .select('id')
    .where(
      'id',
      'not in',
      studies.map((s) => Number(s.degree_id)),
    )
    .executeTakeFirstOrThrow();
  otherDegree = Number(other.id);
});
afterAll(async () => t?.close());

const communication = (over: Record<string, unknown> = {}) => ({
  descripcionEs: 'Jornada de puertas abiertas de prácticas',
  descripcionCa: '',
  enlace: '/eventos',
  publicarDesde: inDays(-1),
  publicarHasta: inDays(10),
  destinatarios: 'alumnos',
  ...over,
});

const studentComms = async (token: string, headers = ES) =>
  (await call(t.app, 'GET', '/api/Alumno/dameComunicaciones', token, undefined, headers)).body.datos as Array<{
    idComunicacion: number;
    descripcion: string;
  }>;

async function counts() {
  const db = t.app.db;
  const n = async (table: 'communications' | 'events' | 'guides' | 'audit_log' | 'documents') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    communications: await n('communications'),
    events: await n('events'),
    guides: await n('guides'),
    audit: await n('audit_log'),
    documents: await n('documents'),
  };
}

async function upload(tipo: string, nombre: string, ficheroB64: string, token = admin) {
  return call(t.app, 'POST', `${C}/ficheros`, token, { tipo, nombre, ficheroB64 });
}

describe('office content (issue #15 "Content")', () => {
  it('#15.content creates and edits a communication; a student of the audience sees it, in Catalan falling back to Spanish', async () => {
    const created = await call(t.app, 'POST', `${C}/comunicaciones`, admin, communication());
    expect(created.body.status).toBe(0);
    const id = created.body.datos.idComunicacion as number;
    expect(created.body.datos).toMatchObject({ estado: 'publicado', destinatarios: 'alumnos', compartido: false });

    const seen = await studentComms(alumna);
    expect(seen.find((c) => c.idComunicacion === id)?.descripcion).toBe('Jornada de puertas abiertas de prácticas');
    // No Catalan text written: the Catalan page shows the Spanish one.
    expect((await studentComms(alumna, CA)).find((c) => c.idComunicacion === id)?.descripcion).toBe(
      'Jornada de puertas abiertas de prácticas',
    );
    // Companies and graduates are other audiences.
    expect(
      (await call(t.app, 'GET', '/api/Empresa/dameComunicaciones', empresa)).body.datos.map(
        (c: { idComunicacion: number }) => c.idComunicacion,
      ),
    ).not.toContain(id);
    expect((await studentComms(antiguo)).map((c) => c.idComunicacion)).not.toContain(id);

    const edited = await call(
      t.app,
      'POST',
      `${C}/comunicaciones/${id}/editar`,
      admin,
      communication({ descripcionCa: 'Jornada de portes obertes de pràctiques' }),
    );
    expect(edited.body.status).toBe(0);
    expect((await studentComms(alumna, CA)).find((c) => c.idComunicacion === id)?.descripcion).toBe(
      'Jornada de portes obertes de pràctiques',
    );
    const audit = (await auditRows(t.app, 'content.create')).concat(await auditRows(t.app, 'content.update'));
    expect(audit.filter((a) => a.object_type === 'communication' && a.object_id === String(id))).toHaveLength(2);

    const list = await call(t.app, 'GET', `${C}/comunicaciones`, admin);
    expect(list.body.datos.find((c: { idComunicacion: number }) => c.idComunicacion === id)).toMatchObject({
      descripcionCa: 'Jornada de portes obertes de pràctiques',
      estado: 'publicado',
    });
  });

  it('#15.content hides drafts, items before their publish date, after their unpublish date, and those for another degree or campus', async () => {
    const make = async (over: Record<string, unknown>) =>
      (
        await call(
          t.app,
          'POST',
          `${C}/comunicaciones`,
          admin,
          communication({ descripcionEs: JSON.stringify(over), ...over }),
        )
      ).body.datos as { idComunicacion: number; estado: string };
    const draft = await make({ borrador: true });
    const scheduled = await make({ publicarDesde: inDays(3), publicarHasta: null });
    const expired = await make({ publicarDesde: inDays(-9), publicarHasta: inDays(-2) });
    const otherDegreeItem = await make({ idTitulacion: otherDegree });
    const ownDegreeItem = await make({ idTitulacion: alumnaDegree });
    const otherCampus = await make({ idSede: 3 });
    const ownCampus = await make({ idSede: 1 });
    const graduates = await make({ destinatarios: 'titulados' });
    expect([draft.estado, scheduled.estado, expired.estado, ownCampus.estado]).toEqual([
      'borrador',
      'programado',
      'caducado',
      'publicado',
    ]);
    const seen = (await studentComms(alumna)).map((c) => c.idComunicacion);
    expect(seen).toEqual(expect.arrayContaining([ownDegreeItem.idComunicacion, ownCampus.idComunicacion]));
    for (const hidden of [draft, scheduled, expired, otherDegreeItem, otherCampus, graduates])
      expect(seen).not.toContain(hidden.idComunicacion);
    expect((await studentComms(master)).map((c) => c.idComunicacion)).toContain(otherCampus.idComunicacion);
    expect((await studentComms(antiguo)).map((c) => c.idComunicacion)).toContain(graduates.idComunicacion);
  });

  it('#15.content refuses invalid forms with their codes and changes nothing', async () => {
    const before = await counts();
    const cases: Array<[string, unknown, number]> = [
      [`${C}/comunicaciones`, communication({ descripcionEs: '' }), 15],
      [`${C}/comunicaciones`, communication({ publicarDesde: inDays(5), publicarHasta: inDays(1) }), 232],
      [`${C}/comunicaciones`, communication({ destinatarios: 'empresas', idSede: 1 }), 237],
      [`${C}/comunicaciones`, communication({ idTitulacion: 999_999 }), 236],
      [`${C}/comunicaciones`, communication({ enlace: 'javascript:alert(1)' }), 15],
      [`${C}/guias`, { tituloEs: 'Sin fichero' }, 15],
      [`${C}/guias`, { tituloEs: 'Fichero ajeno', idFichero: 999_999 }, 233],
      [
        `${C}/eventos`,
        {
          tituloEs: 'Para empresas',
          categoriaEs: 'Feria',
          lugarEs: 'Aula 1',
          fecha: '2030-01-01T10:00:00.000Z',
          destinatarios: 'empresas',
        },
        237,
      ],
      [`${C}/comunicaciones/1/editar`, communication(), 231],
      [`${C}/comunicaciones/999999/editar`, communication(), 230],
      [`${C}/eventos/1/borrar`, undefined, 231],
    ];
    for (const [url, body, code] of cases) {
      const res = await call(t.app, 'POST', url, admin, body);
      expect(res.body.status, url + JSON.stringify(body)).toBe(code);
    }
    expect(await counts()).toEqual(before);
  });

  it('#15.content creates an event with an image; the student sees it; attendance is marked; an event with enrolments is not deleted', async () => {
    const bad = await upload('imagenEvento', 'folleto.pdf', (await guidePdf('x', ['y'])).toString('base64'));
    expect(bad.body.status).toBe(46);
    const renamed = await upload('imagenEvento', 'foto.png', (await guidePdf('x', ['y'])).toString('base64'));
    expect(renamed.body.status).toBe(46);
    const image = await upload('imagenEvento', 'cartel.png', png());
    expect(image.body.status).toBe(0);
    const fecha = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const created = await call(t.app, 'POST', `${C}/eventos`, admin, {
      tituloEs: 'Taller de entrevistas',
      tituloCa: "Taller d'entrevistes",
      entradillaEs: 'Prepara tu entrevista',
      categoriaEs: 'Taller',
      categoriaCa: 'Taller',
      lugarEs: 'Aula magna',
      fecha,
      destacado: true,
      plazas: 20,
      idImagen: image.body.datos.idFichero,
      destinatarios: 'alumnos',
    });
    expect(created.body.status).toBe(0);
    const id = created.body.datos.idEvento as number;
    const events = (await call(t.app, 'GET', '/api/Alumno/dameEventos', alumna, undefined, CA)).body.datos as Array<{
      idEvento: number;
      titulo: string;
      ulrImagenPrincipal: string;
      destacado: boolean;
    }>;
    const card = events.find((e) => e.idEvento === id)!;
    expect(card).toMatchObject({ titulo: "Taller d'entrevistes", destacado: true });
    const picture = await t.app.inject({ method: 'GET', url: card.ulrImagenPrincipal });
    expect(picture.headers['content-type']).toBe('image/png');

    // A graduate is refused enrolment in a students' event (SPEC §8 77).
    expect((await call(t.app, 'POST', '/api/Alumno/inscribirseEnEvento', antiguo, { idEvento: id })).body.status).toBe(
      77,
    );
    expect((await call(t.app, 'POST', '/api/Alumno/inscribirseEnEvento', alumna, { idEvento: id })).body.status).toBe(
      0,
    );
    const enrolled = await call(t.app, 'GET', `${C}/eventos/${id}/inscritos`, admin);
    expect(enrolled.body.datos).toEqual([expect.objectContaining({ idUsuario: 1, asistio: null })]);
    const marked = await call(t.app, 'POST', `${C}/eventos/${id}/asistencia`, admin, { idUsuario: 1, asistio: true });
    expect(marked.body.datos[0].asistio).toBe(true);
    expect(
      (await call(t.app, 'POST', `${C}/eventos/${id}/asistencia`, admin, { idUsuario: 2, asistio: true })).body.status,
    ).toBe(235);
    expect((await call(t.app, 'POST', `${C}/eventos/${id}/borrar`, admin)).body.status).toBe(234);

    // Another campus's event is not shown to alumna@; a draft neither.
    const elsewhere = await call(t.app, 'POST', `${C}/eventos`, admin, {
      tituloEs: 'Solo Madrid',
      categoriaEs: 'Taller',
      lugarEs: 'Madrid',
      fecha,
      idSede: 3,
    });
    const ids = (await call(t.app, 'GET', '/api/Alumno/dameEventos', alumna)).body.datos.map(
      (e: { idEvento: number }) => e.idEvento,
    );
    expect(ids).not.toContain(elsewhere.body.datos.idEvento);
    expect(
      (await call(t.app, 'GET', `/api/Alumno/dameFichaEvento/${elsewhere.body.datos.idEvento}`, alumna)).body.status,
    ).toBe(74);
    expect((await call(t.app, 'POST', `${C}/eventos/${elsewhere.body.datos.idEvento}/borrar`, admin)).body.status).toBe(
      0,
    );
  });

  it('#15.content creates a guide with a PDF and an image; the student download answers the PDF with its name', async () => {
    const pdf = await guidePdf('Guía de entrevistas', ['Consejos']);
    const file = await upload('guia', 'guia-entrevistas.pdf', pdf.toString('base64'));
    const image = await upload('imagenGuia', 'portada.png', png());
    expect([file.body.status, image.body.status]).toEqual([0, 0]);
    const created = await call(t.app, 'POST', `${C}/guias`, admin, {
      tituloEs: 'Guía de entrevistas',
      descripcionEs: 'Cómo preparar una entrevista',
      descripcionCa: 'Com preparar una entrevista',
      idFichero: file.body.datos.idFichero,
      idImagen: image.body.datos.idFichero,
    });
    expect(created.body.status).toBe(0);
    const guides = (await call(t.app, 'GET', '/api/Alumno/dameGuiaOrientacion', alumna, undefined, CA)).body
      .datos as Array<{
      idGuia: number;
      titulo: string;
      descripcion: string;
      urlFichero: string;
    }>;
    const guide = guides.find((g) => g.idGuia === created.body.datos.idGuia)!;
    // The Catalan title was not written: Spanish; the Catalan description was.
    expect(guide).toMatchObject({ titulo: 'Guía de entrevistas', descripcion: 'Com preparar una entrevista' });
    const download = await t.app.inject({ method: 'GET', url: guide.urlFichero });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('guia-entrevistas.pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const edited = await call(t.app, 'POST', `${C}/guias/${created.body.datos.idGuia}/editar`, admin, {
      tituloEs: 'Guía de entrevistas',
      idFichero: file.body.datos.idFichero,
      destinatarios: 'titulados',
    });
    expect(edited.body.status).toBe(0);
    const ids = (await call(t.app, 'GET', '/api/Alumno/dameGuiaOrientacion', alumna)).body.datos.map(
      (g: { idGuia: number }) => g.idGuia,
    );
    expect(ids).not.toContain(created.body.datos.idGuia);
    expect((await call(t.app, 'POST', `${C}/guias/${created.body.datos.idGuia}/borrar`, admin)).body.status).toBe(0);
    expect((await call(t.app, 'GET', `${C}/guias/${created.body.datos.idGuia}`, admin)).body.status).toBe(230);
  });

  it('#15.content refuses a tutor, a student, a company, the other brand and an out-of-scope gestor, and changes nothing', async () => {
    const own = (await call(t.app, 'POST', `${C}/comunicaciones`, admin, communication())).body.datos.idComunicacion;
    const other = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const before = await counts();
    const row = () => t.app.db.selectFrom('communications').selectAll().where('id', '=', own).executeTakeFirst();
    const rowBefore = await row();
    const attempts: Array<[string | null, Record<string, string>, string, unknown, [number, number]]> = [
      [tutora, {}, `${C}/comunicaciones/${own}/editar`, communication({ descripcionEs: 'X' }), [403, 143]],
      [alumna, {}, `${C}/comunicaciones/${own}/editar`, communication({ descripcionEs: 'X' }), [403, 71]],
      [empresa, {}, `${C}/comunicaciones/${own}/borrar`, undefined, [403, 71]],
      [other, CATALAN_HOST, `${C}/comunicaciones/${own}/editar`, communication({ descripcionEs: 'X' }), [404, 230]],
      [other, CATALAN_HOST, `${C}/comunicaciones/${own}/borrar`, undefined, [404, 230]],
      [other, {}, `${C}/comunicaciones`, communication(), [401, 2]],
      // oficina@ looks after campus 1 only: nothing for every campus, nothing for campus 3.
      [oficina, {}, `${C}/comunicaciones/${own}/editar`, communication({ descripcionEs: 'X' }), [403, 144]],
      [oficina, {}, `${C}/comunicaciones`, communication({ idSede: 3 }), [403, 144]],
      [tutora, {}, `${C}/ficheros`, { tipo: 'imagenGuia', nombre: 'a.png', ficheroB64: png() }, [403, 143]],
    ];
    for (const [token, headers, url, body, expected] of attempts) {
      const res = await call(t.app, 'POST', url, token, body, headers);
      expect([res.http, res.body.status], url).toEqual(expected);
    }
    expect((await call(t.app, 'GET', `${C}/eventos`, tutora)).body.status).toBe(143);
    expect(await counts()).toEqual(before);
    expect(await row()).toEqual(rowBefore);
    // In scope, oficina@ writes for campus 1.
    expect((await call(t.app, 'POST', `${C}/comunicaciones`, oficina, communication({ idSede: 1 }))).body.status).toBe(
      0,
    );
  });
});
