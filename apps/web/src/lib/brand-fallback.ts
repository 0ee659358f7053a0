import type { TBrandTexts, TPublicBrand } from '@portal/contracts/brand';

/**
 * A neutral brand used when GET /api/Publico/marca cannot be read (the API is down): the app still
 * renders, in plain colours, and every optional area is off. Tests build on it too.
 */
const texts = (lang: 'es' | 'ca'): TBrandTexts => {
  const es = lang === 'es';
  const portal = es ? 'Portal de prácticas y empleo' : 'Portal de pràctiques i ocupació';
  return {
    footer: portal,
    loginTitle: portal,
    loginIntro: portal,
    loginStudentsText: es ? 'Estudiantes' : 'Estudiants',
    loginCompaniesText: es ? 'Empresas' : 'Empreses',
    loginAlumniText: es ? 'Titulados' : 'Titulats',
    empresaSinConvenio: '-',
    mensajeconveniosubido: '-',
    mensajeconveniogenerado: '-',
    mensajeBaja: '-',
    practiceConditions: '-',
    privacyPolicy: '-',
    cookiePolicy: '-',
    dataProtection: '-',
  };
};

const enPage = { title: '-', body: '-' };

export const FALLBACK_BRAND: TPublicBrand = {
  key: 'default',
  hosts: [],
  prefix: 'portal',
  name: { es: 'Portal de prácticas y empleo', ca: 'Portal de pràctiques i ocupació' },
  defaultLanguage: 'es',
  timeZone: 'Europe/Madrid',
  tokens: {
    primary: '#1F4E79',
    primaryContrast: '#FFFFFF',
    secondary: '#5B6770',
    accent: '#B03A2E',
    background: '#F7F7F7',
    surface: '#FFFFFF',
    text: '#1B1B1B',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    headingFontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    radius: 8,
  },
  logos: {
    header: '/brands/default/logo-header.svg',
    footer: '/brands/default/logo-footer.svg',
    favicon: '/brands/default/favicon.svg',
  },
  texts: { es: texts('es'), ca: texts('ca') },
  textsEn: {
    news: enPage,
    pressRoom: enPage,
    contact: enPage,
    workWithUs: enPage,
    privacyPolicy: enPage,
    cookiesPolicy: enPage,
  },
  links: { legal: [], social: [] },
  contact: { supportEmail: 'soporte@portal.localhost', phone: '-', address: '-' },
  analytics: null,
  // Every flag off (a missing flag reads as off); types only, so zod stays out of the shell's bundle.
  flags: {} as TPublicBrand['flags'],
  fields: { personal: {}, academic: {}, experience: {}, offer: {}, internship: {} },
  surveyMaxLength: 256,
  sso: null,
  office: { staleAfterDays: 7 },
};
