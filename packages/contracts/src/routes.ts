import type { TOfficeAction } from './office/permissions';

/**
 * The web route table of SPEC §2: every path with its Catalan (and English) alternatives, who
 * may open it (Route guards), the brand flag that turns it on, and the area whose code it loads.
 * The web builds its router and its menus from this file; tests check it against the spec.
 */

/**
 * - public: anyone.
 * - guest: login paths; a signed-in user goes home (SPEC §2 Route guards).
 * - any: any signed-in user; an anonymous one goes to /login and comes back after sign-in.
 * - student / company: that role only; the other role goes home.
 * - staff: the university office's console (issue #14), with a session of its own: the console's
 *   layout sends a visitor without one to /gestion/login; students and companies never open it.
 */
export type TRouteAccess = 'public' | 'guest' | 'any' | 'student' | 'company' | 'staff';
export type TRouteRole = 'student' | 'company';

/**
 * Conditions of the session, not of the brand, that show a menu item (SPEC §2 Menus):
 * - conPracticas: the student has internships (login answer `conPracticas`).
 * - educationMenu: the company has the education-requests menu
 *   (GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion).
 */
export type TRouteCondition = 'conPracticas' | 'educationMenu';

export interface TRouteDef {
  /** Stable id: the web's page map, menus and titles key on it. */
  id: string;
  /** react-router pattern (`:id`, optional `:type?`). */
  path: string;
  /** Alternative paths (SPEC §2: "Many routes have alternative Catalan and English paths"). */
  aliases?: { ca?: readonly string[]; en?: readonly string[] };
  access: TRouteAccess;
  /** Brand flag (TBrandFlag) that must be on, whatever the role. */
  flag?: string;
  /** Brand flag that must be on for one role only (e.g. deregistration per role). */
  roleFlags?: Partial<Record<TRouteRole, string>>;
  /** Feature area (apps/web/src/features/<area>): code-splitting unit and 'coming soon' scope. */
  area: string;
  /** i18n key of the page title in the web's `shell` namespace. */
  titleKey: string;
  /** Breadcrumb parent (SPEC §2 Breadcrumb: Home, then the section). */
  parent?: string;
  /** The page is in this language whatever the user's choice (English public set). */
  lang?: 'en';
  /** SPEC §2: reachable in maintenance mode (the maintenance and admin paths). */
  maintenanceExempt?: boolean;
  /** SPEC §4: the survey sheet; the signed-in 'load all data' and blocking popups skip it. */
  surveySheet?: boolean;
  /** Console pages: the office action (contracts/office/permissions.ts) a member needs to see it. */
  officeAction?: TOfficeAction;
}

const r = (def: Omit<TRouteDef, 'titleKey'> & { titleKey?: string }): TRouteDef => ({
  ...def,
  titleKey: def.titleKey ?? `routes.${def.id}`,
});

/** A page of the office console behind its sign-in (issue #14): the same two fields on each, written once. */
const staffPage = (def: Omit<TRouteDef, 'titleKey' | 'access' | 'area'>): TRouteDef =>
  r({ ...def, access: 'staff', area: 'office' });

/**
 * Issue #16 part 9 (ADR 0029): a cookie the web writes while a session is stored, '1' or absent.
 * A hint for the server's page HTML (which chunks to preload), never an authority.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';

/**
 * ADR 0030: the language the web shows ('es' or 'ca'), mirrored from its storage into a cookie so
 * that the server paints the sign-in page's first texts in that language. A hint, like the above.
 */
export const LANGUAGE_HINT_COOKIE = 'portal_lang';

/** Placeholder of the brand prefix in a path: /{prefix}/condiciones-practicas. */
export const BRAND_PREFIX_PARAM = 'brandPrefix';

export const ROUTES: readonly TRouteDef[] = [
  // --- SPEC §2 Public routes ---
  r({ id: 'login', path: '/login', access: 'guest', area: 'auth' }),
  r({
    id: 'login-companies',
    path: '/login/empresas',
    aliases: { ca: ['/login/empreses'] },
    access: 'guest',
    area: 'auth',
    titleKey: 'routes.login',
  }),
  r({
    id: 'login-alumni',
    path: '/login/antiguos',
    aliases: { ca: ['/login/antics'] },
    access: 'guest',
    area: 'auth',
    titleKey: 'routes.login',
  }),
  r({
    id: 'login-students',
    path: '/login/alumnos',
    aliases: { ca: ['/login/alumnes'] },
    access: 'guest',
    area: 'auth',
    titleKey: 'routes.login',
  }),
  r({ id: 'login-id', path: '/login/:id', access: 'guest', area: 'auth', titleKey: 'routes.login' }),
  r({
    id: 'account-request',
    path: '/solicitar-cuenta',
    aliases: { ca: ['/sollicitar-compte'] },
    access: 'public',
    area: 'company',
  }),
  r({
    id: 'student-registration',
    path: '/registro',
    aliases: { ca: ['/registre'] },
    access: 'public',
    flag: 'canRegistroAlumno',
    area: 'account',
  }),
  r({
    id: 'reset-login',
    path: '/restablecer-login',
    aliases: { ca: ['/restablir-login'] },
    access: 'public',
    area: 'auth',
  }),
  r({
    id: 'reset-candidate',
    path: '/restablecer-candidato',
    aliases: { ca: ['/restablir-candidat'] },
    access: 'public',
    area: 'auth',
  }),
  r({
    id: 'set-password',
    path: '/establecer-login',
    aliases: { ca: ['/establir-login'] },
    access: 'public',
    area: 'auth',
  }),
  // The link that makes a new address the login (ADR 0033).
  r({
    id: 'confirm-email',
    path: '/confirmar-email',
    aliases: { ca: ['/confirmar-correu'] },
    access: 'public',
    area: 'auth',
  }),
  r({
    id: 'maintenance',
    path: '/mantenimiento',
    aliases: { ca: ['/manteniment'] },
    access: 'public',
    area: 'public-pages',
    maintenanceExempt: true,
  }),
  r({ id: 'god-mode', path: '/gma2019', access: 'public', area: 'auth', maintenanceExempt: true }),
  r({ id: 'sso-access', path: '/acceso', aliases: { ca: ['/acces'] }, access: 'public', area: 'auth' }),
  r({ id: 'logout', path: '/logout', access: 'public', area: 'auth' }),
  // Issue #16 part 3: the one-click unsubscribe of a saved-search alert, opened from the e-mail.
  r({
    id: 'alert-unsubscribe',
    path: '/baja-alerta',
    aliases: { ca: ['/baixa-alerta'] },
    access: 'public',
    area: 'offers',
  }),
  r({
    id: 'public-event',
    path: '/evento-publico/:id',
    aliases: { ca: ['/esdeveniment-public/:id'] },
    access: 'public',
    area: 'events',
  }),
  // SPEC §2 "A route named ficha_encuestas exists for the survey sheet".
  r({ id: 'survey-sheet', path: '/informes/:id', access: 'public', area: 'surveys', surveySheet: true }),
  r({
    id: 'survey-access',
    path: '/informes/:id/acceso',
    aliases: { ca: ['/informes/:id/acces'] },
    access: 'public',
    area: 'surveys',
    surveySheet: true,
    titleKey: 'routes.survey-sheet',
  }),
  r({
    id: 'survey-link',
    path: '/encuestas/:urlAcceso',
    aliases: { ca: ['/enquestes/:urlAcceso'] },
    access: 'public',
    area: 'surveys',
    surveySheet: true,
    titleKey: 'routes.survey-sheet',
  }),
  r({
    id: 'privacy-policy',
    path: '/politica-de-privacidad',
    aliases: { ca: ['/politica-de-privacitat'] },
    access: 'public',
    area: 'public-pages',
  }),
  r({
    id: 'cookie-policy',
    path: '/politica-de-cookies',
    aliases: { ca: ['/politica-de-galetes'] },
    access: 'public',
    area: 'public-pages',
  }),
  r({
    id: 'data-protection',
    path: '/proteccion-de-datos',
    aliases: { ca: ['/proteccio-de-dades'] },
    access: 'public',
    area: 'public-pages',
  }),
  r({
    id: 'practice-conditions',
    path: `/:${BRAND_PREFIX_PARAM}/condiciones-practicas`,
    aliases: { ca: [`/:${BRAND_PREFIX_PARAM}/condicions`] },
    access: 'public',
    area: 'public-pages',
  }),
  r({ id: 'not-found', path: '/404', access: 'public', area: 'public-pages' }),
  r({ id: 'en-news', path: '/news', access: 'public', area: 'public-pages', lang: 'en' }),
  r({ id: 'en-press-room', path: '/press-room', access: 'public', area: 'public-pages', lang: 'en' }),
  r({ id: 'en-contact', path: '/contact', access: 'public', area: 'public-pages', lang: 'en' }),
  r({ id: 'en-work-with-us', path: '/work-with-us', access: 'public', area: 'public-pages', lang: 'en' }),
  r({ id: 'en-privacy-policy', path: '/privacy-policy', access: 'public', area: 'public-pages', lang: 'en' }),
  r({ id: 'en-cookies-policy', path: '/cookies-policy', access: 'public', area: 'public-pages', lang: 'en' }),

  // --- SPEC §2 Any signed-in user ---
  r({ id: 'home', path: '/', access: 'any', area: 'home' }),
  r({
    id: 'documentation',
    path: '/documentacion',
    aliases: { ca: ['/documentacio'] },
    access: 'any',
    area: 'documents',
  }),
  r({
    id: 'programmes',
    path: '/programas-practicas-activos',
    aliases: { ca: ['/programes-practiques-actius'] },
    access: 'any',
    roleFlags: { student: 'hasProgramas' },
    area: 'programmes',
  }),
  r({
    id: 'programme',
    path: '/programas-practicas-activos/:id',
    aliases: { ca: ['/programes-practiques-actius/:id'] },
    access: 'any',
    roleFlags: { student: 'hasProgramas' },
    area: 'programmes',
    parent: 'programmes',
  }),
  r({
    id: 'programme-single',
    path: '/programa-practicas',
    aliases: { ca: ['/programa-practiques'] },
    access: 'any',
    roleFlags: { student: 'hasProgramas' },
    area: 'programmes',
    parent: 'programmes',
  }),
  r({
    id: 'events',
    path: '/eventos',
    aliases: { ca: ['/esdeveniments'] },
    access: 'any',
    flag: 'hasEventos',
    area: 'events',
  }),
  // Also the events access link of SPEC §2 (/eventos/{urlAcceso}): an anonymous visitor signs in first.
  r({
    id: 'event',
    path: '/eventos/:id',
    aliases: { ca: ['/esdeveniments/:id'] },
    access: 'any',
    flag: 'hasEventos',
    area: 'events',
    parent: 'events',
  }),
  r({ id: 'surveys', path: '/informes', access: 'any', area: 'surveys' }),
  r({
    id: 'preselected-proposal-new',
    path: '/propuesta-practicas-con-candidato-preseleccionado',
    aliases: { ca: ['/proposta-practiques-amb-candidat-preseleccionat'] },
    access: 'any',
    roleFlags: { student: 'hasPropuestaPracticasAlumno' },
    area: 'proposals',
  }),
  r({
    id: 'deregistration',
    path: '/solicitar-baja',
    aliases: { ca: ['/sollicitar-baixa'] },
    access: 'any',
    roleFlags: { student: 'hasBajaAlumno', company: 'hasBajaEmpresa' },
    area: 'account',
  }),

  // --- SPEC §2 Student only ---
  r({
    id: 'job-offers',
    path: '/ofertas-empleo',
    aliases: { ca: ['/ofertes-ocupacio'] },
    access: 'student',
    area: 'offers',
  }),
  r({
    id: 'job-offer',
    path: '/ofertas-empleo/:id',
    aliases: { ca: ['/ofertes-ocupacio/:id'] },
    access: 'student',
    area: 'offers',
    parent: 'job-offers',
  }),
  r({
    id: 'internship-offers',
    path: '/propuesta-practicas',
    aliases: { ca: ['/proposta-practiques'] },
    access: 'student',
    area: 'offers',
  }),
  r({
    id: 'internship-offer',
    path: '/propuesta-practicas/:id',
    aliases: { ca: ['/proposta-practiques/:id'] },
    access: 'student',
    area: 'offers',
    parent: 'internship-offers',
  }),
  r({
    id: 'alternance-offers',
    path: '/propuesta-practicas-cfa',
    aliases: { ca: ['/proposta-practiques-cfa'] },
    access: 'student',
    flag: 'hasAlternancia',
    area: 'offers',
  }),
  r({
    id: 'my-internships',
    path: '/mis-practicas',
    aliases: { ca: ['/les-meves-practiques'] },
    access: 'student',
    area: 'internships',
  }),
  r({
    id: 'my-internship',
    path: '/mis-practicas/:id',
    aliases: { ca: ['/les-meves-practiques/:id'] },
    access: 'student',
    area: 'internships',
    parent: 'my-internships',
  }),
  r({
    id: 'my-applications',
    path: '/mis-candidaturas',
    aliases: { ca: ['/les-meves-candidatures'] },
    access: 'student',
    area: 'applications',
  }),
  r({
    id: 'my-application',
    path: '/mis-candidaturas/:id',
    aliases: { ca: ['/les-meves-candidatures/:id'] },
    access: 'student',
    area: 'applications',
    parent: 'my-applications',
  }),
  r({ id: 'cv', path: '/cv', access: 'student', area: 'cv' }),
  r({
    id: 'career-guidance',
    path: '/orientacion-laboral',
    aliases: { ca: ['/orientacio-laboral'] },
    access: 'student',
    flag: 'hasOrientacionLaboral',
    area: 'guides',
  }),
  r({
    id: 'guides',
    path: '/guias-orientacion',
    aliases: { ca: ['/guies-orientacio'] },
    access: 'student',
    flag: 'hasGuiasOrientacion',
    area: 'guides',
  }),
  r({ id: 'help', path: '/ayuda', aliases: { ca: ['/ajuda'] }, access: 'student', flag: 'hasAyuda', area: 'guides' }),

  // --- SPEC §2 Company only ---
  r({
    id: 'upload-signed-agreement',
    path: '/subir-convenio-firmado',
    aliases: { ca: ['/pujar-conveni-signat'] },
    access: 'company',
    area: 'agreements',
  }),
  r({
    id: 'new-agreement',
    path: '/nuevo-convenio-colaboracion',
    aliases: { ca: ['/nou-conveni-collaboracio'] },
    access: 'company',
    area: 'agreements',
  }),
  r({
    id: 'new-proposal',
    path: '/nueva-propuesta/:type?',
    aliases: { ca: ['/nova-proposta/:type?'] },
    access: 'company',
    area: 'proposals',
  }),
  r({
    id: 'edit-proposal',
    path: '/editar-propuesta/:idOferta',
    aliases: { ca: ['/editar-proposta/:idOferta'] },
    access: 'company',
    area: 'proposals',
    parent: 'my-proposals',
  }),
  r({
    id: 'my-proposals',
    path: '/mis-propuestas',
    aliases: { ca: ['/les-meves-ofertes'] },
    access: 'company',
    area: 'proposals',
  }),
  r({
    id: 'my-proposal',
    path: '/mis-propuestas/:id',
    aliases: { ca: ['/les-meves-ofertes/:id'] },
    access: 'company',
    area: 'proposals',
    parent: 'my-proposals',
  }),
  r({
    id: 'preselected-proposals',
    path: '/propuestas-practicas-candidato-preseleccionado',
    aliases: { ca: ['/propostes-practiques-candidat-preseleccionat'] },
    access: 'company',
    area: 'proposals',
  }),
  r({
    id: 'assigned-internships',
    path: '/practicas_asignadas',
    aliases: { ca: ['/practiques-assignades'] },
    access: 'company',
    area: 'internships',
  }),
  r({
    id: 'proposal',
    path: '/propuesta/:id',
    aliases: { ca: ['/proposta/:id'] },
    access: 'company',
    area: 'proposals',
    parent: 'my-proposals',
  }),
  r({ id: 'offer-viewer', path: '/visor-oferta/:id', access: 'company', area: 'proposals', parent: 'my-proposals' }),
  r({
    id: 'my-company',
    path: '/mi-empresa',
    aliases: { ca: ['/la-meva-empresa'] },
    access: 'company',
    area: 'company',
  }),
  r({ id: 'my-profile', path: '/mi-perfil', aliases: { ca: ['/el-meu-perfil'] }, access: 'company', area: 'company' }),
  r({
    id: 'candidate-cv',
    path: '/ver-cv/:id',
    aliases: { ca: ['/veure-cv/:id'] },
    access: 'company',
    area: 'candidates',
  }),
  r({
    id: 'internship-change',
    path: '/solicitar-cambio-practicas',
    aliases: { ca: ['/sollicitar-canvi-practiques'] },
    access: 'company',
    flag: 'hasSolicitarCambioPracticas',
    area: 'internships',
  }),
  r({
    id: 'education-requests',
    path: '/solicitudes-practicas-educacion',
    aliases: { ca: ['/sollicituds-practiques-educacio'] },
    access: 'company',
    flag: 'hasSolicitudesPracticasEducacion',
    area: 'education-requests',
  }),
  r({
    id: 'education-request',
    path: '/solicitudes-practicas-educacion/:id',
    aliases: { ca: ['/sollicituds-practiques-educacio/:id'] },
    access: 'company',
    flag: 'hasSolicitudesPracticasEducacion',
    area: 'education-requests',
    parent: 'education-requests',
  }),
  r({
    id: 'education-request-edit',
    path: '/solicitudes-practicas-educacion/:id/editar',
    aliases: { ca: ['/sollicituds-practiques-educacio/:id/editar'] },
    access: 'company',
    flag: 'hasSolicitudesPracticasEducacion',
    area: 'education-requests',
    parent: 'education-requests',
  }),

  // --- The university office's console (issue #14): its own lazily loaded part of the web app ---
  r({
    id: 'office-login',
    path: '/gestion/login',
    aliases: { ca: ['/gestio/login'] },
    access: 'public',
    area: 'office',
  }),
  r({
    id: 'office-set-password',
    path: '/gestion/establecer-contrasena',
    aliases: { ca: ['/gestio/establir-contrasenya'] },
    access: 'public',
    area: 'office',
  }),
  r({
    id: 'office-reset-password',
    path: '/gestion/restablecer-contrasena',
    aliases: { ca: ['/gestio/restablir-contrasenya'] },
    access: 'public',
    area: 'office',
  }),
  staffPage({
    id: 'office-dashboard',
    path: '/gestion',
    aliases: { ca: ['/gestio'] },
    officeAction: 'dashboard.read',
  }),
  staffPage({
    id: 'office-staff',
    path: '/gestion/personal',
    aliases: { ca: ['/gestio/personal'] },
    officeAction: 'staff.manage',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-audit',
    path: '/gestion/auditoria',
    aliases: { ca: ['/gestio/auditoria'] },
    officeAction: 'audit.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-companies',
    path: '/gestion/empresas',
    aliases: { ca: ['/gestio/empreses'] },
    officeAction: 'companies.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-company',
    path: '/gestion/empresas/:idEmpresa',
    aliases: { ca: ['/gestio/empreses/:idEmpresa'] },
    officeAction: 'companies.read',
    parent: 'office-companies',
  }),
  staffPage({
    id: 'office-offers',
    path: '/gestion/ofertas',
    aliases: { ca: ['/gestio/ofertes'] },
    officeAction: 'offers.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-offer',
    path: '/gestion/ofertas/:idOferta',
    aliases: { ca: ['/gestio/ofertes/:idOferta'] },
    officeAction: 'offers.read',
    parent: 'office-offers',
  }),
  staffPage({
    id: 'office-agreements',
    path: '/gestion/convenios',
    aliases: { ca: ['/gestio/convenis'] },
    officeAction: 'agreements.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-agreement',
    path: '/gestion/convenios/:idConvenio',
    aliases: { ca: ['/gestio/convenis/:idConvenio'] },
    officeAction: 'agreements.read',
    parent: 'office-agreements',
  }),
  staffPage({
    id: 'office-requests',
    path: '/gestion/solicitudes',
    aliases: { ca: ['/gestio/sollicituds'] },
    officeAction: 'requests.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-request',
    path: '/gestion/solicitudes/:tipo/:idSolicitud',
    aliases: { ca: ['/gestio/sollicituds/:tipo/:idSolicitud'] },
    officeAction: 'requests.read',
    parent: 'office-requests',
  }),
  staffPage({
    id: 'office-internships',
    path: '/gestion/practicas',
    aliases: { ca: ['/gestio/practiques'] },
    officeAction: 'internships.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-internship-new',
    path: '/gestion/practicas/nuevas',
    aliases: { ca: ['/gestio/practiques/noves'] },
    officeAction: 'internships.manage',
    parent: 'office-internships',
  }),
  staffPage({
    id: 'office-internship',
    path: '/gestion/practicas/:idPractica',
    aliases: { ca: ['/gestio/practiques/:idPractica'] },
    officeAction: 'internships.read',
    parent: 'office-internships',
  }),
  staffPage({
    id: 'office-internship-edit',
    path: '/gestion/practicas/:idPractica/editar',
    aliases: { ca: ['/gestio/practiques/:idPractica/editar'] },
    officeAction: 'internships.manage',
    parent: 'office-internship',
  }),
  staffPage({
    id: 'office-programmes',
    path: '/gestion/programas',
    aliases: { ca: ['/gestio/programes'] },
    officeAction: 'content.manage',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-brand-texts',
    path: '/gestion/textos',
    aliases: { ca: ['/gestio/textos'] },
    officeAction: 'content.manage',
    parent: 'office-dashboard',
  }),
  // #17 'Office dashboard of figures'.
  staffPage({
    id: 'office-reports',
    path: '/gestion/informes',
    aliases: { ca: ['/gestio/informes'] },
    officeAction: 'reports.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-students',
    path: '/gestion/alumnos',
    aliases: { ca: ['/gestio/alumnes'] },
    officeAction: 'students.read',
    parent: 'office-dashboard',
  }),
  // #17 'Exports' names "applications" among the console's lists: the brand's candidaturas.
  staffPage({
    id: 'office-applications',
    path: '/gestion/candidaturas',
    aliases: { ca: ['/gestio/candidatures'] },
    officeAction: 'students.read',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-students-import',
    path: '/gestion/alumnos/importar',
    aliases: { ca: ['/gestio/alumnes/importar'] },
    officeAction: 'students.manage',
    parent: 'office-students',
  }),
  staffPage({
    id: 'office-student',
    path: '/gestion/alumnos/:idAlumno',
    aliases: { ca: ['/gestio/alumnes/:idAlumno'] },
    officeAction: 'students.read',
    parent: 'office-students',
  }),
  // issue #15 'Academic tutor pages': a tutor's own internships and the internship sheet.
  staffPage({
    id: 'office-tutoring',
    path: '/gestion/tutorias',
    aliases: { ca: ['/gestio/tutories'] },
    officeAction: 'internships.tutor',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-tutoring-sheet',
    path: '/gestion/tutorias/:idPractica',
    aliases: { ca: ['/gestio/tutories/:idPractica'] },
    officeAction: 'internships.tutor',
    parent: 'office-tutoring',
  }),
  // issue #15 (public, outside the console): the company tutor evaluates an internship through an e-mailed link, with no account.
  r({
    id: 'company-evaluation',
    path: '/evaluacion-tutor-empresa/:token',
    aliases: { ca: ['/avaluacio-tutor-empresa/:token'] },
    access: 'public',
    area: 'tutoring-evaluation',
  }),
  // issue #15 'Survey builder'
  staffPage({
    id: 'office-surveys',
    path: '/gestion/encuestas',
    aliases: { ca: ['/gestio/enquestes'] },
    officeAction: 'content.manage',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-survey-new',
    path: '/gestion/encuestas/nueva',
    aliases: { ca: ['/gestio/enquestes/nova'] },
    officeAction: 'content.manage',
    parent: 'office-surveys',
  }),
  staffPage({
    id: 'office-survey',
    path: '/gestion/encuestas/:idEncuesta',
    aliases: { ca: ['/gestio/enquestes/:idEncuesta'] },
    officeAction: 'content.manage',
    parent: 'office-surveys',
  }),
  staffPage({
    id: 'office-survey-results',
    path: '/gestion/encuestas/:idEncuesta/resultados',
    aliases: { ca: ['/gestio/enquestes/:idEncuesta/resultats'] },
    officeAction: 'content.manage',
    parent: 'office-survey',
  }),
  staffPage({
    id: 'office-survey-preview',
    path: '/gestion/encuestas/:idEncuesta/vista-previa',
    aliases: { ca: ['/gestio/enquestes/:idEncuesta/previsualitzacio'] },
    officeAction: 'content.manage',
    parent: 'office-survey',
  }),
  staffPage({
    id: 'office-content',
    path: '/gestion/contenidos',
    aliases: { ca: ['/gestio/continguts'] },
    officeAction: 'content.manage',
    parent: 'office-dashboard',
  }),
  staffPage({
    id: 'office-content-item',
    path: '/gestion/contenidos/:tipo/:id',
    aliases: { ca: ['/gestio/continguts/:tipo/:id'] },
    officeAction: 'content.manage',
    parent: 'office-content',
  }),
  // #18 part 2: the platform's failed background jobs (admins of the main brand).
  staffPage({
    id: 'office-job-queue',
    path: '/gestion/trabajos',
    aliases: { ca: ['/gestio/treballs'] },
    officeAction: 'jobs.manage',
    parent: 'office-dashboard',
  }),
];

export type TRouteId = (typeof ROUTES)[number]['id'];

const byId = new Map(ROUTES.map((route) => [route.id, route]));

export function getRoute(id: string): TRouteDef | undefined {
  return byId.get(id);
}

/** Every path of a route: its main path, then its Catalan and English aliases. */
export function routePaths(route: TRouteDef): string[] {
  return [route.path, ...(route.aliases?.ca ?? []), ...(route.aliases?.en ?? [])];
}

/**
 * The path of a route with its parameters filled (`routePath('event', { id: 4 })` → '/eventos/4').
 * An optional parameter without a value is dropped.
 */
export function routePath(
  id: string,
  params: Record<string, string | number | undefined> = {},
  lang?: 'ca' | 'en',
): string {
  const route = byId.get(id);
  if (!route) throw new Error(`unknown route ${id}`);
  const pattern = (lang && route.aliases?.[lang]?.[0]) || route.path;
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`route ${id}: missing parameter ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return filled || '/';
}

/** Whether a user of `role` (null: anonymous) may open the route, ignoring brand flags. */
export function canAccess(route: TRouteDef, role: TRouteRole | null): boolean {
  switch (route.access) {
    case 'public':
      return true;
    case 'guest':
      return role === null;
    case 'any':
      return role !== null;
    case 'staff':
      // The console has a session of its own: a student's or a company's never opens it.
      return false;
    default:
      return role === route.access;
  }
}

// --- SPEC §2 Menus ---

export interface TMenuItem {
  /** i18n key in the web's `shell` namespace. */
  labelKey: string;
  routeId: string;
  /** Where the item goes when not the route's own path (e.g. new proposal of type practicas). */
  to?: string;
  flag?: string;
  condition?: TRouteCondition;
}

const m = (routeId: string, extra: Partial<TMenuItem> & { labelKey?: string } = {}): TMenuItem => ({
  routeId,
  labelKey: extra.labelKey ?? `menu.${routeId}`,
  ...extra,
});

/** SPEC §2 Candidate menu, in order. */
export const STUDENT_MENU: readonly TMenuItem[] = [
  m('internship-offers'),
  // issue #12 item 15: students and alumni reach the job offers (SPEC §2 Student only) from the
  // menu too, not only from the career-guidance page.
  m('job-offers'),
  // "internship offers (second list)": the work-alternance internships (SPEC §2 student home tabs).
  m('alternance-offers', { flag: 'hasAlternancia' }),
  m('preselected-proposal-new', { labelKey: 'menu.student-proposal', flag: 'hasPropuestaPracticasAlumno' }),
  m('my-applications'),
  m('my-internships', { condition: 'conPracticas' }),
  m('programmes', { flag: 'hasProgramas' }),
  m('surveys'),
  m('events', { flag: 'hasEventos' }),
  m('cv'),
  m('documentation'),
  m('guides', { flag: 'hasGuiasOrientacion' }),
  m('help', { flag: 'hasAyuda' }),
  m('logout'),
  m('deregistration', { flag: 'hasBajaAlumno' }),
];

/** SPEC §2 Company menu, in order. */
export const COMPANY_MENU: readonly TMenuItem[] = [
  m('my-proposals'),
  m('new-proposal', { to: '/nueva-propuesta/practicas' }),
  m('preselected-proposal-new', { labelKey: 'menu.company-proposal' }),
  m('preselected-proposals'),
  m('internship-change', { flag: 'hasSolicitarCambioPracticas' }),
  m('programmes'),
  m('assigned-internships'),
  m('documentation'),
  m('education-requests', { flag: 'hasSolicitudesPracticasEducacion', condition: 'educationMenu' }),
  m('surveys'),
  m('my-company'),
  m('logout'),
  m('deregistration', { flag: 'hasBajaEmpresa' }),
];
