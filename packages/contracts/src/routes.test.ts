import { describe, expect, it } from 'vitest';
import {
  COMPANY_MENU,
  ROUTES,
  STUDENT_MENU,
  canAccess,
  getRoute,
  routePath,
  routePaths,
  type TRouteDef,
} from './routes';
import { BRAND_FLAGS } from './brand';

/** Every path SPEC §2 names, with its access (parameters written as in the spec). */
const SPEC_PATHS: Array<[string, TRouteDef['access'] | 'public-or-guest']> = [
  ['/login', 'guest'],
  ['/login/{id}', 'guest'],
  ['/login/empresas', 'guest'],
  ['/login/empreses', 'guest'],
  ['/login/antiguos', 'guest'],
  ['/login/alumnos', 'guest'],
  ['/solicitar-cuenta', 'public'],
  ['/registro', 'public'],
  ['/restablecer-login', 'public'],
  ['/restablecer-candidato', 'public'],
  ['/establecer-login', 'public'],
  ['/mantenimiento', 'public'],
  ['/gma2019', 'public'],
  ['/acceso', 'public'],
  ['/logout', 'public'],
  ['/evento-publico/{id}', 'public'],
  ['/informes/{id}', 'public'],
  ['/informes/{id}/acceso', 'public'],
  ['/encuestas/{urlAcceso}', 'public'],
  ['/politica-de-privacidad', 'public'],
  ['/politica-de-cookies', 'public'],
  ['/proteccion-de-datos', 'public'],
  ['/{prefix}/condiciones-practicas', 'public'],
  ['/{prefix}/condicions', 'public'],
  ['/404', 'public'],
  ['/news', 'public'],
  ['/press-room', 'public'],
  ['/contact', 'public'],
  ['/work-with-us', 'public'],
  ['/privacy-policy', 'public'],
  ['/cookies-policy', 'public'],
  ['/', 'any'],
  ['/documentacion', 'any'],
  ['/programas-practicas-activos', 'any'],
  ['/programas-practicas-activos/{id}', 'any'],
  ['/programa-practicas', 'any'],
  ['/eventos', 'any'],
  ['/eventos/{id}', 'any'],
  ['/eventos/{urlAcceso}', 'any'],
  ['/informes', 'any'],
  ['/propuesta-practicas-con-candidato-preseleccionado', 'any'],
  ['/solicitar-baja', 'any'],
  ['/ofertas-empleo', 'student'],
  ['/ofertas-empleo/{id}', 'student'],
  ['/propuesta-practicas', 'student'],
  ['/propuesta-practicas/{id}', 'student'],
  ['/propuesta-practicas-cfa', 'student'],
  ['/mis-practicas', 'student'],
  ['/mis-practicas/{id}', 'student'],
  ['/mis-candidaturas', 'student'],
  ['/mis-candidaturas/{id}', 'student'],
  ['/cv', 'student'],
  ['/orientacion-laboral', 'student'],
  ['/guias-orientacion', 'student'],
  ['/ayuda', 'student'],
  ['/subir-convenio-firmado', 'company'],
  ['/nuevo-convenio-colaboracion', 'company'],
  ['/nueva-propuesta/{type?}', 'company'],
  ['/editar-propuesta/{idOferta}', 'company'],
  ['/mis-propuestas', 'company'],
  ['/mis-propuestas/{id}', 'company'],
  ['/les-meves-ofertes', 'company'],
  ['/propuestas-practicas-candidato-preseleccionado', 'company'],
  ['/practicas_asignadas', 'company'],
  ['/propuesta/{id}', 'company'],
  ['/visor-oferta/{id}', 'company'],
  ['/mi-empresa', 'company'],
  ['/la-meva-empresa', 'company'],
  ['/mi-perfil', 'company'],
  ['/ver-cv/{id}', 'company'],
  ['/solicitar-cambio-practicas', 'company'],
  ['/solicitudes-practicas-educacion', 'company'],
  ['/solicitudes-practicas-educacion/{id}', 'company'],
  ['/solicitudes-practicas-educacion/{id}/editar', 'company'],
];

/** A path's shape: parameters (spec `{x}` or router `:x`) all become ':' so names don't matter. */
function shape(path: string): string {
  return path.replace(/\{[^}]+\?\}|:[\w]+\?/g, ':?').replace(/\{[^}]+\}|:[\w]+/g, ':');
}

const allPaths = ROUTES.flatMap((route) => routePaths(route).map((path) => ({ path, route })));

describe('route table (SPEC §2)', () => {
  it('has every path of SPEC §2 with its access', () => {
    for (const [specPath, access] of SPEC_PATHS) {
      const found = allPaths.find((entry) => shape(entry.path) === shape(specPath));
      expect(found, specPath).toBeDefined();
      expect(found!.route.access, specPath).toBe(access);
    }
  });

  it('has no two paths of the same shape (aliases never collide)', () => {
    const seen = new Map<string, string>();
    for (const { path, route } of allPaths) {
      const key = shape(path);
      expect(seen.get(key), `${path} of ${route.id}`).toBeUndefined();
      seen.set(key, route.id);
    }
  });

  it('has unique ids, a title key each, and known parents and flags', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) {
      expect(route.titleKey).toMatch(/^routes\./);
      if (route.parent) expect(getRoute(route.parent), route.id).toBeDefined();
      const flags = [route.flag, ...Object.values(route.roleFlags ?? {})].filter(Boolean) as string[];
      for (const flag of flags) expect(BRAND_FLAGS as readonly string[], `${route.id} ${flag}`).toContain(flag);
      expect(route.path.startsWith('/')).toBe(true);
    }
  });

  it('names the Catalan aliases the spec quotes', () => {
    expect(getRoute('my-proposals')!.aliases?.ca).toContain('/les-meves-ofertes');
    expect(getRoute('my-company')!.aliases?.ca).toContain('/la-meva-empresa');
    expect(getRoute('login-companies')!.aliases?.ca).toContain('/login/empreses');
    expect(getRoute('practice-conditions')!.aliases?.ca).toContain('/:brandPrefix/condicions');
  });

  it('gives the brand flags of the guarded routes', () => {
    expect(getRoute('student-registration')!.flag).toBe('canRegistroAlumno');
    expect(getRoute('events')!.flag).toBe('hasEventos');
    expect(getRoute('guides')!.flag).toBe('hasGuiasOrientacion');
  });

  it('exempts only the maintenance and admin paths from maintenance', () => {
    expect(
      ROUTES.filter((route) => route.maintenanceExempt)
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/gma2019', '/mantenimiento']);
  });

  it('fills parameters and drops missing optional ones', () => {
    expect(routePath('event', { id: 4 })).toBe('/eventos/4');
    expect(routePath('new-proposal')).toBe('/nueva-propuesta');
    expect(routePath('new-proposal', { type: 'practicas' })).toBe('/nueva-propuesta/practicas');
    expect(routePath('practice-conditions', { brandPrefix: 'uni' }, 'ca')).toBe('/uni/condicions');
    expect(routePath('home')).toBe('/');
    expect(() => routePath('event')).toThrow();
  });

  it('decides access by role', () => {
    expect(canAccess(getRoute('cv')!, 'student')).toBe(true);
    expect(canAccess(getRoute('cv')!, 'company')).toBe(false);
    expect(canAccess(getRoute('cv')!, null)).toBe(false);
    expect(canAccess(getRoute('login')!, 'student')).toBe(false);
    expect(canAccess(getRoute('home')!, 'company')).toBe(true);
    expect(canAccess(getRoute('en-news')!, null)).toBe(true);
    expect(canAccess(getRoute('office-dashboard')!, 'company')).toBe(false);
    expect(canAccess(getRoute('office-login')!, null)).toBe(true);
  });

  it('puts the office console under /gestion with Catalan /gestio aliases (issue #14)', () => {
    const office = ROUTES.filter((route) => route.area === 'office');
    expect(office.map((route) => route.id).sort()).toEqual([
      'office-agreement',
      'office-agreements',
      'office-applications',
      'office-audit',
      'office-brand-texts',
      'office-companies',
      'office-company',
      'office-content',
      'office-content-item',
      'office-dashboard',
      'office-internship',
      'office-internship-edit',
      'office-internship-new',
      'office-internships',
      'office-job-queue',
      'office-login',
      'office-offer',
      'office-offers',
      'office-programmes',
      'office-reports',
      'office-request',
      'office-requests',
      'office-reset-password',
      'office-set-password',
      'office-staff',
      'office-student',
      'office-students',
      'office-students-import',
      'office-survey',
      'office-survey-new',
      'office-survey-preview',
      'office-survey-results',
      'office-surveys',
      'office-tutoring',
      'office-tutoring-sheet',
    ]);
    for (const route of office) {
      expect(route.path.startsWith('/gestion'), route.id).toBe(true);
      expect(route.aliases?.ca?.[0]?.startsWith('/gestio'), route.id).toBe(true);
    }
    expect(getRoute('office-staff')!.officeAction).toBe('staff.manage');
    expect(getRoute('office-audit')!.officeAction).toBe('audit.read');
    expect(getRoute('office-offers')!.officeAction).toBe('offers.read');
    expect(getRoute('office-offer')!.officeAction).toBe('offers.read');
    expect(getRoute('office-requests')!.officeAction).toBe('requests.read');
    expect(getRoute('office-content')!.officeAction).toBe('content.manage');
    expect(getRoute('office-students')!.officeAction).toBe('students.read');
    expect(getRoute('office-student')!.officeAction).toBe('students.read');
    expect(getRoute('office-students-import')!.officeAction).toBe('students.manage');
    expect(getRoute('office-tutoring')!.officeAction).toBe('internships.tutor');
  });

  it('#15.4 gives the company tutor a public evaluation page outside the console, in es and ca', () => {
    const route = getRoute('company-evaluation')!;
    expect(route).toMatchObject({ access: 'public', path: '/evaluacion-tutor-empresa/:token' });
    expect(route.area).not.toBe('office');
    expect(routePath('company-evaluation', { token: 'ab12' }, 'ca')).toBe('/avaluacio-tutor-empresa/ab12');
  });
});

describe('menus (SPEC §2 Menus)', () => {
  it('point at routes the role may open', () => {
    for (const [menu, role] of [
      [STUDENT_MENU, 'student'],
      [COMPANY_MENU, 'company'],
    ] as const) {
      for (const item of menu) {
        const route = getRoute(item.routeId);
        expect(route, item.routeId).toBeDefined();
        expect(canAccess(route!, role), `${role} ${item.routeId}`).toBe(true);
        if (item.flag) expect(BRAND_FLAGS as readonly string[]).toContain(item.flag);
      }
    }
  });

  it('have the spec items in order, with their conditions', () => {
    expect(STUDENT_MENU.map((item) => item.routeId)).toEqual([
      'internship-offers',
      'job-offers',
      'alternance-offers',
      'preselected-proposal-new',
      'my-applications',
      'my-internships',
      'programmes',
      'surveys',
      'events',
      'cv',
      'documentation',
      'guides',
      'help',
      'logout',
      'deregistration',
    ]);
    expect(COMPANY_MENU.map((item) => item.routeId)).toEqual([
      'my-proposals',
      'new-proposal',
      'preselected-proposal-new',
      'preselected-proposals',
      'internship-change',
      'programmes',
      'assigned-internships',
      'documentation',
      'education-requests',
      'surveys',
      'my-company',
      'logout',
      'deregistration',
    ]);
    expect(STUDENT_MENU.find((item) => item.routeId === 'my-internships')!.condition).toBe('conPracticas');
    expect(COMPANY_MENU.find((item) => item.routeId === 'education-requests')!.condition).toBe('educationMenu');
  });
});
