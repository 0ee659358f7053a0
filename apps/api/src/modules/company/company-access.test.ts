import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../../platform/files.fixtures';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { contactBody, fiscalAccountBody } from './company.fixtures';

// DESIGN convention 5: every call checks the company of the token. nueva@ (company 4) and both of
// grupo@'s companies (2 and 3) get 404 on empresa@'s (company 1) objects; students get 403/71 and
// anonymous callers 401/2 on every company call of this issue.
let t: TestApp;
const tokens: Record<string, string> = {};

type Call = [method: 'GET' | 'POST', url: string, body?: unknown];

const COMPANY_CALLS: Call[] = [
  ['GET', '/api/Empresa/dameDatosEmpresa'],
  ['POST', '/api/Empresa/editaEmpresaCompletos'],
  ['POST', '/api/Empresa/editaCentroDeTrabajo'],
  ['POST', '/api/Empresa/eliminaCentroDeTrabajo'],
  ['POST', '/api/Empresa/addCuentaFacturacion'],
  ['POST', '/api/Empresa/solicitarBajaServicio'],
  ['POST', '/api/Empresa/editRecibirInformacionUniversidad'],
  ['GET', '/api/Empresa/dameDatosContactoEmpresa'],
  ['GET', '/api/Empresa/dameDatosContactoPorId/1'],
  ['GET', '/api/Empresa/dameContactosTipoTutorPracticas'],
  ['GET', '/api/Empresa/dameContactosTipoContacto'],
  ['POST', '/api/Empresa/addContactoEmpresa'],
  ['POST', '/api/Empresa/editaContactoEmpresa'],
  ['POST', '/api/Empresa/addContactoEmpresa_tutorPracticas_PorEmail'],
  ['POST', '/api/Empresa/addContactoEmpresa_contacto_PorEmail'],
  ['GET', '/api/Empresa/editaUsuario'],
  ['POST', '/api/Empresa/editaUsuario'],
  ['GET', '/api/Empresa/dameConveniosEmpresa'],
  ['GET', '/api/Empresa/dameDetalleUltimoConvenioEmpresa'],
  ['POST', '/api/Empresa/addSolicitudConvenioEmpresa'],
  ['POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa'],
  ['GET', '/api/Empresa/descargaConvenio/1'],
  ['GET', '/api/Empresa/damePracticas'],
  ['GET', '/api/Empresa/damePracticasIncluyeDocumentacion'],
  ['GET', '/api/Empresa/dameDocumentosPracticas'],
  ['GET', '/api/Empresa/dameDocumentosPracticasPorPrograma'],
  ['GET', '/api/Empresa/dameAnexosPracticas'],
  ['GET', '/api/Empresa/documentosAportados'],
  ['GET', '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria'],
  ['POST', '/api/Empresa/adddoc'],
  ['POST', '/api/Empresa/deldoc'],
  ['POST', '/api/Empresa/solictitarAccionSobrePractica'],
  ['POST', '/api/Empresa/solicitudPractica'],
  ['GET', '/api/Empresa/dameSolicitudesPracticas'],
  ['GET', '/api/Empresa/dameSolicitudPractica/1'],
  ['POST', '/api/Empresa/aceptarSolicitudPractica'],
  ['POST', '/api/Empresa/rechazarSolicitudPractica'],
  ['GET', '/api/Empresa/tieneMenuSolicitudesPracticasEducacion'],
  ['GET', '/api/Empresa/dameSolicitudesPracticasEducacion'],
  ['GET', '/api/Empresa/dameSolicitudPracticasEducacion/1'],
  ['POST', '/api/Empresa/editaSolicitudPracticasEducacion'],
  ['POST', '/api/Empresa/aceptarSolicitudPracticasEducacion'],
  ['POST', '/api/Empresa/rechazarSolicitudPracticasEducacion'],
  ['GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles'],
];

const centre = {
  nombre: 'Centro ajeno',
  direccion: 'Calle Falsa, 1',
  cp: '46001',
  localidad: 'València',
  idProvincia: 46,
  idPais: 1,
};
const pdf = { ficheroB64ParaAltas: PDF_BYTES.toString('base64'), extension_adjunto: 'pdf', nombre: 'Ajeno.pdf' };
const practice = {
  titulo: 'Solicitud ajena',
  fechaInicio: '2030-01-01',
  fechaFin: '2030-02-01',
  horasSemana: 20,
  horasDia: 4,
  horasTotales: 160,
  ayudaEstudio: 300,
};

/** Calls on company 1's objects: contact 2, centre 12, account 1, agreement 1, internship 1, document 7, requests 1. */
const FOREIGN_OBJECT_CALLS: Call[] = [
  ['GET', '/api/Empresa/dameDatosContactoPorId/2'],
  [
    'POST',
    '/api/Empresa/editaContactoEmpresa',
    { ...contactBody({ email: 'sergio.blasco@levantetech.demo.test' }), idContacto: 2 },
  ],
  ['POST', '/api/Empresa/editaCentroDeTrabajo', { ...centre, idCentro: 12 }],
  ['POST', '/api/Empresa/eliminaCentroDeTrabajo', { idCentro: 12 }],
  ['POST', '/api/Empresa/addCuentaFacturacion', fiscalAccountBody({ idCuenta: 1 })],
  ['GET', '/api/Empresa/descargaConvenio/1'],
  ['POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { ...pdf, idConvenio: 1 }],
  ['GET', '/api/Empresa/dameDocumentosPracticas?idPractica=1'],
  ['POST', '/api/Empresa/adddoc', { ...pdf, idPractica: 1 }],
  ['POST', '/api/Empresa/deldoc', { id: 7 }],
  [
    'POST',
    '/api/Empresa/solictitarAccionSobrePractica',
    { idPractica: 1, accion: 'otro', descripcion: 'Cambio ajeno' },
  ],
  ['GET', '/api/Empresa/dameSolicitudPractica/1'],
  ['POST', '/api/Empresa/solicitudPractica', { ...practice, idSolicitudPractica: 1 }],
  ['POST', '/api/Empresa/aceptarSolicitudPractica', { idSolicitudPractica: 1 }],
  ['POST', '/api/Empresa/rechazarSolicitudPractica', { idSolicitudPractica: 1 }],
  ['GET', '/api/Empresa/dameSolicitudPracticasEducacion/1'],
  [
    'POST',
    '/api/Empresa/editaSolicitudPracticasEducacion',
    { idSolicitud: 1, plazas: 9, fechaInicio: '2030-01-01', fechaFin: '2030-02-01' },
  ],
  ['POST', '/api/Empresa/aceptarSolicitudPracticasEducacion', { idSolicitud: 1 }],
  ['POST', '/api/Empresa/rechazarSolicitudPracticasEducacion', { idSolicitud: 1, motivo: 'Ajena' }],
];

const OTHERS = ['nueva', 'grupo2', 'grupo3'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  tokens.empresa = await loginAs(t.app, 'empresa@demo.test');
  tokens.nueva = await loginAs(t.app, 'nueva@demo.test');
  tokens.grupo2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
  tokens.grupo3 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 });
  tokens.alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('who may call', () => {
  it.each(COMPANY_CALLS)('%s %s: 401/2 without a token, 403/71 with a student token', async (method, url) => {
    const anonymous = await call(t.app, method, url, null, method === 'POST' ? {} : undefined);
    expect([anonymous.http, anonymous.body.status]).toEqual([401, 2]);
    const student = await call(t.app, method, url, tokens.alumna, method === 'POST' ? {} : undefined);
    expect([student.http, student.body.status]).toEqual([403, 71]);
  });
});

describe("other companies on empresa@'s objects", () => {
  for (const other of OTHERS) {
    it.each(FOREIGN_OBJECT_CALLS)(`${other}: %s %s answers 404`, async (method, url, body) => {
      const res = await call(t.app, method, url, tokens[other], body);
      expect([res.http, res.body.status]).toEqual([404, 1]);
    });
  }

  it("the lists of other companies never show empresa@'s objects", async () => {
    for (const other of OTHERS) {
      const get = async (url: string) => (await call(t.app, 'GET', url, tokens[other])).body.datos;
      expect(
        (await get('/api/Empresa/dameDatosContactoEmpresa')).map((c: { idContacto: number }) => c.idContacto),
      ).not.toContain(2);
      expect(
        (await get('/api/Empresa/dameConveniosEmpresa')).convenios.map((c: { idConvenio: number }) => c.idConvenio),
      ).not.toContain(1);
      expect((await get('/api/Empresa/damePracticas')).map((i: { idPractica: number }) => i.idPractica)).not.toContain(
        1,
      );
      expect(
        (await get('/api/Empresa/dameSolicitudesPracticas')).map(
          (r: { idSolicitudPractica: number }) => r.idSolicitudPractica,
        ),
      ).not.toContain(1);
      expect(
        (await get('/api/Empresa/documentosAportados')).map((d: { idDocumento: number }) => d.idDocumento),
      ).not.toContain(7);
      expect(
        (await get('/api/Empresa/dameDatosEmpresa')).centrosTrabajo.map((c: { idCentro: number }) => c.idCentro),
      ).not.toContain(12);
    }
  });

  it("left empresa@'s objects untouched", async () => {
    const db = t.app.db;
    expect(
      await db.selectFrom('company_contacts').select(['nombre', 'company_id']).where('id', '=', 2).executeTakeFirst(),
    ).toEqual({ nombre: 'Sergio', company_id: 1 });
    expect(
      await db.selectFrom('work_centres').select(['activo', 'nombre']).where('id', '=', 12).executeTakeFirst(),
    ).toEqual({ activo: 1, nombre: 'Centro de desarrollo de Paterna' });
    expect(await db.selectFrom('agreements').select('estado').where('id', '=', 1).executeTakeFirst()).toEqual({
      estado: 'formalizado',
    });
    expect(await db.selectFrom('documents').select('id').where('id', '=', 7).executeTakeFirst()).toEqual({ id: 7 });
    expect(await db.selectFrom('practice_requests').select('estado').where('id', '=', 1).executeTakeFirst()).toEqual({
      estado: 'pendiente',
    });
    expect(
      await db.selectFrom('education_requests').select(['estado', 'plazas']).where('id', '=', 1).executeTakeFirst(),
    ).toEqual({ estado: 'pendiente', plazas: 2 });
    expect(
      await db.selectFrom('internship_change_requests').select('id').where('company_id', '!=', 1).execute(),
    ).toEqual([]);
  });
});
