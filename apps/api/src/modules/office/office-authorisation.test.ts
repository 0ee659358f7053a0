import { can, type TOfficeAction, type TStaffKind } from '@portal/contracts/office/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CATALAN_HOST, officeLogin } from './office-test-kit';

/**
 * Authorisation matrix of the office console (issue #14 'Done when'): every /api/Gestion route of
 * the app's OpenAPI document against anonymous, a student, a company, a tutor, a gestor of another
 * campus and the staff of the other brand. Each forbidden pair is refused (401 status 2, or 403
 * with the catalogue code) and changes nothing; a route missing from MATRIX fails the test.
 */

/** Who may call a route: public, any active office member of the brand, or the holders of an action. */
type Rule = { public: true } | { staff: 'any' } | { action: TOfficeAction };

/** The object a route with an id acts on: tutora@ (91), staff of the default brand. */
const TARGET_STAFF = 91;
/** The company a route with an id acts on: 1, with 151 its duplicate (same CIF) awaiting validation. */
const TARGET_COMPANY = 1;
/** The offer a route with {idOferta} acts on: 21, pending validation, of the default brand. */
const TARGET_OFFER = 21;
/** The agreement a route with {idConvenio} acts on: 13, Firmado empresa with its signed upload (document 90). */
const TARGET_AGREEMENT = 13;
const TARGET_AGREEMENT_DOCUMENT = 90;
/** The request a route with {tipo}/{idSolicitud} acts on: practice request 1, pending, of the default brand. */
const TARGET_REQUEST = { tipo: 'practicas', id: 1 };
/** The programme and the adhesion routes with {idPrograma} / {idAdhesion} act on (issue #15). */
const TARGET_PROGRAMME = 3;
const TARGET_ADHESION = 2;
const PROGRAMME_FORM = {
  nombreEs: 'Programa intruso',
  nombreCa: 'Programa intrús',
  paraAlumnos: true,
  paraEmpresas: false,
  requiereAdhesion: false,
};

/** The internship a route with {idPractica} acts on: 1, alumna@'s (campus 1), of the default brand, tutored by tutora@ with its plan pendiente. */
const TARGET_INTERNSHIP = 1;
/** A valid internship of the form (issue #15): antiguo@ at company 1 under agreement 1. */
const INTERNSHIP = {
  idAlumno: 3,
  idEmpresa: 1,
  idConvenio: 1,
  titulo: 'Prácticas de un intruso',
  fechaInicio: new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10),
  fechaFin: new Date(Date.now() + 190 * 86_400_000).toISOString().slice(0, 10),
  horasDia: 4,
  horasSemana: 20,
};
/** The student a route with {idAlumno} acts on: alumna@ (1), campus 1; {idImportacion}: 1. */
const TARGET_STUDENT = 1;
/** The survey a route with {idEncuesta} acts on (issue #15), and a whole survey to save. */
const TARGET_SURVEY = 1;
const SURVEY_BODY = {
  titulo: 'Intrusa',
  activa: true,
  obligatoria: true,
  paraAlumnos: true,
  preguntas: [{ tipo: 'text', texto: '¿?', respuestas: [] }],
};
/** The content a route with {idComunicacion}/{idEvento}/{idGuia} acts on: the demo's first of each. */
const TARGET_CONTENT = 1;
const CONTENT_FORM = { descripcionEs: 'Intrusa', publicarDesde: '2026-01-01' };
const EVENT_FORM = { tituloEs: 'Intruso', categoriaEs: 'X', lugarEs: 'X', fecha: '2030-01-01T10:00:00.000Z' };
const GUIDE_FORM = { tituloEs: 'Intrusa', idFichero: 1 };

const MATRIX: Record<string, Rule & { body?: unknown; query?: string }> = {
  'POST /api/Gestion/logaUsuario': { public: true },
  'POST /api/Gestion/confirmaSegundoFactor': { public: true },
  'POST /api/Gestion/recuerdoPassword': { public: true },
  'POST /api/Gestion/restablecerPassword': { public: true },
  'POST /api/Gestion/establecerPassword': { public: true },
  'GET /api/Gestion/sesion': { staff: 'any' },
  'POST /api/Gestion/logout': { staff: 'any' },
  'POST /api/Gestion/editarIdiomaPreferido': { staff: 'any', body: { idIdioma: 1 } },
  'GET /api/Gestion/resumen': { action: 'dashboard.read' },
  // #17 'Office dashboard of figures'.
  'GET /api/Gestion/informes/convenios': { action: 'reports.read' },
  'GET /api/Gestion/informes/ofertas': { action: 'reports.read' },
  'GET /api/Gestion/informes/estudiantes': { action: 'reports.read' },
  'GET /api/Gestion/informes/encuestas': { action: 'reports.read' },
  'GET /api/Gestion/informes/oficina': { action: 'reports.read' },
  'GET /api/Gestion/auditoria': { action: 'audit.read', query: '?q=staff' },
  'GET /api/Gestion/auditoria/exportar': { action: 'audit.read', query: '?q=staff' },
  'GET /api/Gestion/auditoria/verificacion': { action: 'audit.read' },
  'GET /api/Gestion/personal': { action: 'staff.manage' },
  'GET /api/Gestion/sedes': { action: 'staff.manage' },
  'POST /api/Gestion/personal/invitar': {
    action: 'staff.manage',
    body: { email: 'intruso@demo.test', nombre: 'In', apellidos: 'Truso', tipo: 'admin', sedes: [] },
  },
  'POST /api/Gestion/personal/{idUsuario}/editar': { action: 'staff.manage', body: { tipo: 'admin', sedes: [] } },
  'POST /api/Gestion/personal/{idUsuario}/desactivar': { action: 'staff.manage' },
  'POST /api/Gestion/personal/{idUsuario}/reactivar': { action: 'staff.manage' },
  'GET /api/Gestion/empresas': { action: 'companies.read' },
  'GET /api/Gestion/empresas/exportar': { action: 'companies.read' },
  'GET /api/Gestion/empresas/{idEmpresa}': { action: 'companies.read' },
  'POST /api/Gestion/empresas/{idEmpresa}/validar': { action: 'companies.decide' },
  'POST /api/Gestion/empresas/{idEmpresa}/rechazar': { action: 'companies.decide', body: { motivo: 'No' } },
  'POST /api/Gestion/empresas/{idEmpresa}/bloquear': { action: 'companies.decide' },
  'POST /api/Gestion/empresas/{idEmpresa}/desbloquear': { action: 'companies.decide' },
  'POST /api/Gestion/empresas/{idEmpresa}/fusionar': { action: 'companies.merge', body: { idEmpresaDuplicada: 151 } },
  'GET /api/Gestion/ofertas': { action: 'offers.read' },
  'GET /api/Gestion/ofertas/exportar': { action: 'offers.read' },
  'GET /api/Gestion/ofertas/{idOferta}': { action: 'offers.read' },
  'POST /api/Gestion/ofertas/{idOferta}/aprobar': { action: 'offers.decide' },
  'POST /api/Gestion/ofertas/{idOferta}/rechazar': { action: 'offers.decide', body: { codigoMotivo: 'otro' } },
  'POST /api/Gestion/ofertas/{idOferta}/devolver': { action: 'offers.decide', body: { comentario: 'Cambiadla' } },
  'POST /api/Gestion/ofertas/{idOferta}/cerrar': { action: 'offers.decide' },
  'POST /api/Gestion/ofertas/{idOferta}/reabrir': { action: 'offers.decide' },
  'POST /api/Gestion/ofertas/{idOferta}/editar': { action: 'offers.edit', body: { titulo: 'Cambiada por un intruso' } },
  'POST /api/Gestion/ofertas/aprobar': { action: 'offers.decide', body: { ids: [TARGET_OFFER] } },
  'POST /api/Gestion/ofertas/rechazar': {
    action: 'offers.decide',
    body: { ids: [TARGET_OFFER], codigoMotivo: 'otro' },
  },
  'GET /api/Gestion/convenios': { action: 'agreements.read' },
  'GET /api/Gestion/convenios/exportar': { action: 'agreements.read' },
  'GET /api/Gestion/convenios/{idConvenio}': { action: 'agreements.read' },
  'GET /api/Gestion/convenios/{idConvenio}/documentos/{idDocumento}': { action: 'agreements.read' },
  'POST /api/Gestion/convenios/{idConvenio}/enviaSecretaria': { action: 'agreements.decide' },
  'POST /api/Gestion/convenios/{idConvenio}/marcaErroneo': { action: 'agreements.decide', body: { motivo: 'No' } },
  'POST /api/Gestion/convenios/{idConvenio}/formaliza': {
    action: 'agreements.decide',
    body: { modo: 'fuera', fechaFirma: '2026-01-01', firmadoPor: 'Intruso' },
  },
  'POST /api/Gestion/convenios/{idConvenio}/caducidad': {
    action: 'agreements.decide',
    body: { fechaCaducidad: '2031-01-01' },
  },
  'POST /api/Gestion/convenios/{idConvenio}/firmantes': {
    action: 'agreements.decide',
    body: { lado: 'universidad', nombre: 'Intruso', fechaFirma: '2026-01-01' },
  },
  'GET /api/Gestion/solicitudes/{tipo}': { action: 'requests.read' },
  'GET /api/Gestion/solicitudes/{tipo}/{idSolicitud}': { action: 'requests.read' },
  'POST /api/Gestion/solicitudes/{tipo}/{idSolicitud}/aceptar': { action: 'requests.decide', body: {} },
  'POST /api/Gestion/solicitudes/{tipo}/{idSolicitud}/rechazar': { action: 'requests.decide', body: { motivo: 'No' } },
  'GET /api/Gestion/practicas': { action: 'internships.read' },
  'GET /api/Gestion/practicas/exportar': { action: 'internships.read' },
  'GET /api/Gestion/practicas/opciones': { action: 'internships.manage', query: '?idEmpresa=1' },
  'GET /api/Gestion/practicas/borrador': { action: 'internships.manage', query: '?idSolicitud=1' },
  'GET /api/Gestion/practicas/{idPractica}': { action: 'internships.read' },
  // internships.read (campus-scoped) or the internship's own academic tutor: checked per object in internship-ics.test.ts.
  'GET /api/Gestion/practicas/{idPractica}/ics': { staff: 'any' },
  'POST /api/Gestion/practicas': { action: 'internships.manage', body: { datos: INTERNSHIP, confirmarAvisos: true } },
  'POST /api/Gestion/practicas/{idPractica}/editar': {
    action: 'internships.manage',
    body: { datos: { ...INTERNSHIP, idAlumno: 1 }, confirmarAvisos: true },
  },
  // Issue #15 'Content': programmes (3: Erasmus+, with alumna@'s waiting adhesion 2) and the brand's texts.
  'GET /api/Gestion/programas': { action: 'content.manage' },
  'POST /api/Gestion/programas': { action: 'content.manage', body: PROGRAMME_FORM },
  'GET /api/Gestion/programas/{idPrograma}': { action: 'content.manage' },
  'POST /api/Gestion/programas/{idPrograma}/editar': { action: 'content.manage', body: PROGRAMME_FORM },
  'POST /api/Gestion/programas/{idPrograma}/cerrar': { action: 'content.manage' },
  'GET /api/Gestion/adhesiones': { action: 'content.manage' },
  'POST /api/Gestion/adhesiones/{idAdhesion}/aceptar': { action: 'content.manage', body: {} },
  'POST /api/Gestion/adhesiones/{idAdhesion}/rechazar': { action: 'content.manage', body: { motivo: 'No encaja' } },
  'GET /api/Gestion/textos': { action: 'content.manage' },
  'POST /api/Gestion/textos/banner': { action: 'content.manage', body: { textoEs: 'Intruso' } },
  'POST /api/Gestion/textos/banner/retirar': { action: 'content.manage' },
  'POST /api/Gestion/textos/proteccionDatos': {
    action: 'legal.manage',
    body: { textoEs: 'Texto de un intruso, largo.', textoCa: "Text d'un intrús, llarg ja." },
  },
  'GET /api/Gestion/alumnos': { action: 'students.read' },
  'GET /api/Gestion/alumnos/exportar': { action: 'students.read' },
  // #17: the applications list and its export show students' data, under the students' action.
  'GET /api/Gestion/candidaturas': { action: 'students.read' },
  'GET /api/Gestion/candidaturas/exportar': { action: 'students.read' },
  'GET /api/Gestion/alumnos/{idAlumno}': { action: 'students.read' },
  'POST /api/Gestion/alumnos/{idAlumno}/bloquear': { action: 'students.manage' },
  'POST /api/Gestion/alumnos/{idAlumno}/desbloquear': { action: 'students.manage' },
  'POST /api/Gestion/alumnos/{idAlumno}/enviarEnlace': { action: 'students.manage' },
  'GET /api/Gestion/alumnos/importaciones': { action: 'students.manage' },
  'POST /api/Gestion/alumnos/importaciones': {
    action: 'students.manage',
    body: {
      nombreFichero: 'a.csv',
      fichero: Buffer.from('dni;email;nombre;apellidos;titulacion\n').toString('base64'),
    },
  },
  'GET /api/Gestion/alumnos/importaciones/{idImportacion}': { action: 'students.manage' },
  'GET /api/Gestion/alumnos/importaciones/{idImportacion}/errores.csv': { action: 'students.manage' },
  'POST /api/Gestion/alumnos/importaciones/{idImportacion}/aplicar': { action: 'students.manage', body: {} },
  'GET /api/Gestion/tutorias': { action: 'internships.tutor' },
  'GET /api/Gestion/tutorias/{idPractica}': { action: 'internships.tutor' },
  'GET /api/Gestion/tutorias/{idPractica}/documentos/{idDocumento}': { action: 'internships.tutor' },
  'POST /api/Gestion/tutorias/{idPractica}/plan/validar': { action: 'internships.tutor' },
  'POST /api/Gestion/tutorias/{idPractica}/plan/devolver': { action: 'internships.tutor', body: { comentario: 'No' } },
  'POST /api/Gestion/tutorias/{idPractica}/seguimiento': { action: 'internships.tutor', body: { texto: 'Intruso' } },
  'POST /api/Gestion/tutorias/{idPractica}/evaluacion': {
    action: 'internships.tutor',
    body: { nota: 1, criterios: { aprendizaje: 1, responsabilidad: 1, trabajoEquipo: 1, iniciativa: 1 } },
  },
  'POST /api/Gestion/tutorias/{idPractica}/evaluacion-empresa/enviar': { action: 'internships.tutor' },
  'GET /api/Gestion/encuestas': { action: 'content.manage' },
  'POST /api/Gestion/encuestas': { action: 'content.manage', body: SURVEY_BODY },
  'GET /api/Gestion/encuestas/{idEncuesta}': { action: 'content.manage' },
  'POST /api/Gestion/encuestas/{idEncuesta}/editar': { action: 'content.manage', body: SURVEY_BODY },
  'GET /api/Gestion/encuestas/{idEncuesta}/resultados': { action: 'content.manage' },
  'GET /api/Gestion/encuestas/{idEncuesta}/resultados/exportar': { action: 'content.manage' },
  'GET /api/Gestion/encuestas/{idEncuesta}/vista-previa': { action: 'content.manage' },
  'POST /api/Gestion/encuestas/{idEncuesta}/vista-previa': { action: 'content.manage', body: { lContestaciones: [] } },
  'GET /api/Gestion/contenidos/comunicaciones': { action: 'content.manage' },
  'GET /api/Gestion/contenidos/comunicaciones/{idComunicacion}': { action: 'content.manage' },
  'POST /api/Gestion/contenidos/comunicaciones': { action: 'content.manage', body: CONTENT_FORM },
  'POST /api/Gestion/contenidos/comunicaciones/{idComunicacion}/editar': {
    action: 'content.manage',
    body: CONTENT_FORM,
  },
  'POST /api/Gestion/contenidos/comunicaciones/{idComunicacion}/borrar': { action: 'content.manage' },
  'GET /api/Gestion/contenidos/eventos': { action: 'content.manage' },
  'GET /api/Gestion/contenidos/eventos/{idEvento}': { action: 'content.manage' },
  'POST /api/Gestion/contenidos/eventos': { action: 'content.manage', body: EVENT_FORM },
  'POST /api/Gestion/contenidos/eventos/{idEvento}/editar': { action: 'content.manage', body: EVENT_FORM },
  'POST /api/Gestion/contenidos/eventos/{idEvento}/borrar': { action: 'content.manage' },
  'GET /api/Gestion/contenidos/eventos/{idEvento}/inscritos': { action: 'content.manage' },
  'GET /api/Gestion/contenidos/eventos/{idEvento}/inscritos/exportar': { action: 'content.manage' },
  'POST /api/Gestion/contenidos/eventos/{idEvento}/asistencia': {
    action: 'content.manage',
    body: { idUsuario: 1, asistio: true },
  },
  'GET /api/Gestion/contenidos/guias': { action: 'content.manage' },
  'GET /api/Gestion/contenidos/guias/{idGuia}': { action: 'content.manage' },
  'POST /api/Gestion/contenidos/guias': { action: 'content.manage', body: GUIDE_FORM },
  'POST /api/Gestion/contenidos/guias/{idGuia}/editar': { action: 'content.manage', body: GUIDE_FORM },
  'POST /api/Gestion/contenidos/guias/{idGuia}/borrar': { action: 'content.manage' },
  // Issue #18 part 2: the platform's failed background jobs (admins; of the main brand, checked besides).
  'GET /api/Gestion/trabajos': { action: 'jobs.manage' },
  'POST /api/Gestion/trabajos/{idTrabajo}/reintentar': { action: 'jobs.manage' },
  'POST /api/Gestion/contenidos/ficheros': {
    action: 'content.manage',
    body: { tipo: 'imagenGuia', nombre: 'a.png', ficheroB64: 'iVBORw0KGgo=' },
  },
};

interface Persona {
  name: string;
  token: string | null;
  headers: Record<string, string>;
  /** The office kind of a staff persona of this brand; null for everyone else. */
  kind: TStaffKind | null;
  /** What a refusal looks like for this persona on a signed-in route. */
  refusedWith: (rule: Rule) => [number, number];
}

let t: TestApp;
let personas: Persona[];
let routes: string[];

beforeAll(async () => {
  t = await buildTestApp();
  // A gestor of another campus: oficina@ is scoped to campus 1; this one to campus 3 only.
  await t.app.db.deleteFrom('staff_campuses').where('user_id', '=', 90).execute();
  await t.app.db.insertInto('staff_campuses').values({ user_id: 90, campus_id: 3 }).execute();
  const signedOut: [number, number] = [401, 2];
  const notOffice: [number, number] = [403, 71];
  const byKind = (): [number, number] => [403, 143];
  personas = [
    { name: 'anonymous', token: null, headers: {}, kind: null, refusedWith: () => signedOut },
    {
      name: 'student',
      token: await loginAs(t.app, 'alumna@demo.test'),
      headers: {},
      kind: null,
      refusedWith: () => notOffice,
    },
    {
      name: 'company',
      token: await loginAs(t.app, 'empresa@demo.test'),
      headers: {},
      kind: null,
      refusedWith: () => notOffice,
    },
    {
      name: 'tutor',
      token: await officeLogin(t.app, 'tutora@demo.test'),
      headers: {},
      kind: 'tutor',
      refusedWith: byKind,
    },
    {
      name: 'gestor of another campus',
      token: await officeLogin(t.app, 'oficina@demo.test'),
      headers: {},
      kind: 'gestor',
      refusedWith: byKind,
    },
    // A token is bound to the brand it was issued on: on this brand it is no session at all.
    {
      name: 'staff of the other brand',
      token: await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST),
      headers: {},
      kind: null,
      refusedWith: () => signedOut,
    },
  ];
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.toLowerCase().startsWith('/api/gestion/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
});
afterAll(async () => t?.close());

/** Everything a console call could change, read whole: staff, their accounts and scopes, mail, audit. */
async function snapshot() {
  const db = t.app.db;
  return {
    staff: await db.selectFrom('staff_members').selectAll().orderBy('user_id').execute(),
    campuses: await db.selectFrom('staff_campuses').selectAll().orderBy('user_id').orderBy('campus_id').execute(),
    users: await db
      .selectFrom('users')
      .select(['id', 'email', 'status', 'token_version', 'password_hash', 'brand_key'])
      .orderBy('id')
      .execute(),
    mails: await db.selectFrom('outbox_mail').select('id').orderBy('id').execute(),
    audit: await db.selectFrom('audit_log').select('id').orderBy('id').execute(),
    companies: await db
      .selectFrom('companies')
      .select(['id', 'validated', 'blocked', 'rejected_at'])
      .orderBy('id')
      .execute(),
    offers: await db
      .selectFrom('offers')
      .select(['id', 'estado', 'updated_at', 'office_decision', 'titulo', 'descripcion', 'plazas'])
      .orderBy('id')
      .execute(),
    notifications: await db.selectFrom('notifications').select('id').orderBy('id').execute(),
    agreements: await db.selectFrom('agreements').selectAll().orderBy('id').execute(),
    agreementSigners: await db.selectFrom('agreement_signers').selectAll().orderBy('id').execute(),
    documents: await db.selectFrom('documents').select(['id', 'agreement_id']).orderBy('id').execute(),
    requests: await Promise.all(
      (
        ['practice_requests', 'internship_change_requests', 'education_requests', 'deregistration_requests'] as const
      ).map((table) =>
        db
          .selectFrom(table)
          .select(['id', 'estado', 'decided_by', 'decided_at', 'decision_reason'])
          .orderBy('id')
          .execute(),
      ),
    ),
    students: await db.selectFrom('students').select(['user_id', 'dni', 'email_personal']).orderBy('user_id').execute(),
    internships: await db.selectFrom('internships').selectAll().orderBy('id').execute(),
    amendments: await db.selectFrom('internship_amendments').select('id').orderBy('id').execute(),
    programmes: await db.selectFrom('programmes').selectAll().orderBy('id').execute(),
    adhesions: await db.selectFrom('programme_adhesions').selectAll().orderBy('id').execute(),
    brandTexts: await db.selectFrom('brand_texts').selectAll().orderBy('id').execute(),
    rgpdTexts: await db.selectFrom('rgpd_texts').selectAll().orderBy('id').execute(),
    studentImports: await db.selectFrom('student_imports').selectAll().orderBy('id').execute(),
    tutoring: [
      await db.selectFrom('internships').select(['id', 'plan_estado', 'plan_comentario']).orderBy('id').execute(),
      await db.selectFrom('internship_follow_ups').select('id').orderBy('id').execute(),
      await db.selectFrom('internship_evaluations').selectAll().orderBy('id').execute(),
    ],
    surveys: await db.selectFrom('surveys').selectAll().orderBy('id').execute(),
    surveyQuestions: await db.selectFrom('survey_questions').selectAll().orderBy('id').execute(),
    communications: await db.selectFrom('communications').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
    guides: await db.selectFrom('guides').selectAll().orderBy('id').execute(),
    queuedJobs: await db.selectFrom('queued_jobs').selectAll().orderBy('id').execute(),
    enrolments: await db.selectFrom('event_enrolments').selectAll().orderBy('event_id').orderBy('user_id').execute(),
  };
}

function allowed(rule: Rule, persona: Persona): boolean {
  if ('public' in rule) return true;
  if (persona.kind === null) return false;
  return 'staff' in rule ? true : can(persona.kind, rule.action);
}

async function send(route: string, persona: Persona, headers: Record<string, string> = persona.headers) {
  const [method, path] = route.split(' ');
  const entry = MATRIX[route];
  const url =
    path
      .replace('{idUsuario}', String(TARGET_STAFF))
      .replace('{idEmpresa}', String(TARGET_COMPANY))
      .replace('{idOferta}', String(TARGET_OFFER))
      .replace('{idConvenio}', String(TARGET_AGREEMENT))
      .replace('{idDocumento}', String(TARGET_AGREEMENT_DOCUMENT))
      .replace('{tipo}', TARGET_REQUEST.tipo)
      .replace('{idSolicitud}', String(TARGET_REQUEST.id))
      .replace('{idPractica}', String(TARGET_INTERNSHIP))
      .replace('{idPrograma}', String(TARGET_PROGRAMME))
      .replace('{idAdhesion}', String(TARGET_ADHESION))
      .replace('{idAlumno}', String(TARGET_STUDENT))
      .replace('{idImportacion}', '1')
      .replace('{idEncuesta}', String(TARGET_SURVEY))
      .replace('{idTrabajo}', '1')
      .replace(/\{(idComunicacion|idEvento|idGuia)\}/, String(TARGET_CONTENT)) + (entry.query ?? '');
  return call(t.app, method as 'GET' | 'POST', url, persona.token, entry.body, headers);
}

describe('office authorisation matrix (issue #14)', () => {
  it('has a rule for every /api/Gestion route of the OpenAPI document, and no rule for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !MATRIX[r])).toEqual([]);
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r))).toEqual([]);
  });

  // Every route against every persona, two snapshots each: minutes on PostgreSQL on a loaded machine.
  it('refuses every forbidden pair with its code and leaves everything unchanged', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const rule = MATRIX[route];
      for (const persona of personas) {
        if (allowed(rule, persona)) continue;
        const before = await snapshot();
        const res = await send(route, persona);
        expect([res.http, res.body.status], `${route} as ${persona.name}`).toEqual(persona.refusedWith(rule));
        expect(res.body.datos, `${route} as ${persona.name}`).toBeNull();
        expect(await snapshot(), `${route} as ${persona.name}`).toEqual(before);
        refused.push(`${route} as ${persona.name}`);
      }
    }
    // Anonymous, student, company and the other brand are refused every signed-in route.
    expect(refused.length).toBeGreaterThanOrEqual(4 * routes.filter((r) => !('public' in MATRIX[r])).length);
  }, 300_000);

  it("keeps the other brand's admin, on their own brand, away from this brand's staff (145)", async () => {
    const other = personas.find((p) => p.name === 'staff of the other brand')!;
    for (const route of routes.filter((r) => r.includes('{idUsuario}'))) {
      const before = await snapshot();
      const res = await send(route, other, CATALAN_HOST);
      expect([res.http, res.body.status], route).toEqual([404, 145]);
      expect(await snapshot(), route).toEqual(before);
    }
    const list = await send('GET /api/Gestion/personal', other, CATALAN_HOST);
    expect(list.body.datos.items.map((i: { email: string }) => i.email)).toEqual(['gestor@catalunya.demo.test']);
  });

  it('lets each allowed persona through (the matrix is not refusing everyone)', async () => {
    const gestor = personas.find((p) => p.name === 'gestor of another campus')!;
    expect((await send('GET /api/Gestion/resumen', gestor)).body.status).toBe(0);
    const tutor = personas.find((p) => p.name === 'tutor')!;
    expect((await send('GET /api/Gestion/sesion', tutor)).body.datos.tipo).toBe('tutor');
  });
});
