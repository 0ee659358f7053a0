import { version as rootVersion } from '../../../package.json';
/**
 * Business constants and limits of SPEC §9 (plus the upload whitelist of SPEC §5 Files).
 * API services, zod builders and web components read them from here so a limit lives in one place.
 */

// SPEC §9 text length: name, address and town fields max 150; postal delivery address max 250.
export const TEXT_MAX = 150;
export const POSTAL_ADDRESS_MAX = 250;
// SPEC §9 minimum 3 for text; minimum 9 for phones and for the agreement ID.
export const TEXT_MIN = 3;
export const PHONE_MIN = 9;
export const AGREEMENT_ID_MIN = 9;

// SPEC §9 survey answers: 256 on one brand, 6000 on another (the brand picks one).
export const SURVEY_MAX_LENGTHS = [256, 6000] as const;

// SPEC §9 reference ids.
export const SPAIN_COUNTRY_ID = 1;
export const DEFAULT_CONTACT_TYPE = 9;
export const PROFILE_EMPLOYMENT = 1;
export const PROFILE_PLACEMENT = 2;
/** SPEC §9 rejection reasons are those of candidature state 17. */
export const REJECTION_STATE = 17;
/**
 * Who gives a rejection reason (SPEC §3 Rejection reason: idMotivo, idEstado, idPerfil). `idPerfil`
 * keeps to SPEC §9's profile ids (1 employment, 2 placements) or none, so a client that filters by
 * the offer's profile or none (SPEC §4) shows each party its reasons; the company's reasons are told
 * apart by the list that serves them (`tipoMotivoCambioEstadoCandidatura?ambito=empresa` and the
 * candidate's `motivosRechazo`), never by a profile id of their own.
 */
export const REASON_SCOPES = ['candidato', 'empresa'] as const;
export type TReasonScope = (typeof REASON_SCOPES)[number];
/** SPEC §9 candidature state 16 (pre-enrolment) triggers the accept and reject options. */
export const PREENROLMENT_STATE = 16;
/** SPEC §9 default sede 'Todas'. */
export const DEFAULT_CAMPUS_ID = 5;

// SPEC §9 languages: es and ca, default es; en only for some public links.
export const LANGUAGES = ['es', 'ca'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'es';
export const LINK_LANGUAGES = ['es', 'ca', 'en'] as const;

// SPEC §9 passwords and postal codes.
export const PASSWORD_MIN = 8;
export const POSTAL_CODE_MIN_DIGITS = 5;

// SPEC §9 files: max 2 MB (2000 KB); profile photo max 1000 px.
export const FILE_MAX_KB = 2000;
export const FILE_MAX_BYTES = FILE_MAX_KB * 1024;
export const PHOTO_MAX_PX = 1000;

// SPEC §5 Files: the general upload whitelist, and the places that take PDF only.
export const UPLOAD_EXTENSIONS = [
  'doc',
  'docx',
  'pdf',
  'odt',
  'ppt',
  'pptx',
  'odp',
  'pps',
  'ppsx',
  'csv',
  'xlsx',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'tiff',
  'tif',
  'bmp',
] as const;
export const PDF_ONLY = ['pdf'] as const;

// SPEC §9 hours: max 35 a week in the company request; internships max 5 a day and 25 a week,
// 7 a day in non-teaching periods.
export const HOURS_WEEK_MAX = 35;
export const INTERNSHIP_HOURS_DAY_MAX = 5;
export const INTERNSHIP_HOURS_WEEK_MAX = 25;
export const INTERNSHIP_HOURS_DAY_NON_TEACHING_MAX = 7;

// SPEC §9 scales: average grade 1 to 4, months 0 to 12, dedication 0 to 100 %, days a week 1 to 7.
export const GRADE_MIN = 1;
export const GRADE_MAX = 4;
export const MONTHS_MIN = 0;
export const MONTHS_MAX = 12;
export const DEDICATION_MIN = 0;
export const DEDICATION_MAX = 100;
export const DAYS_WEEK_MIN = 1;
export const DAYS_WEEK_MAX = 7;

// SPEC §9 programme adhesion: dedication must be 80 % and 12 months (error 58).
export const PROGRAMME_DEDICATION = 80;
export const PROGRAMME_MONTHS = 12;

// SPEC §9 management fee for extracurricular internships, EUR per month.
export const MANAGEMENT_FEE_UNDERGRADUATE_EUR = 50;
export const MANAGEMENT_FEE_MASTER_EUR = 75;

/** SPEC §9 students of a 2-year master need at least 50 % of credits passed (error 52). */
export const MASTER_MIN_CREDITS_PERCENT = 50;

// SPEC §9 social-security number length and disability threshold (%).
export const SSN_DIGITS = 12;
export const DISABILITY_THRESHOLD = 33;

/** SPEC §9 the forum years list runs from 2010 to the current year. */
export const FORUM_YEARS_FROM = 2010;
/** SPEC §9 forum years, ascending, from 2010 to the year of `now`. */
export function forumYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = FORUM_YEARS_FROM; year <= now.getFullYear(); year += 1) years.push(year);
  return years;
}

// SPEC §9 home lists and loading placeholders.
export const HOME_MAX_OFFERS_PER_TYPE = 5;
export const HOME_MAX_APPLICATIONS = 4;
export const HOME_MAX_EVENTS = 3;
export const HOME_MAX_GUIDES = 4;
export const LOADING_PLACEHOLDERS = 4;

// SPEC §9 header shrinks after 100 px of scroll on screens wider than 768 px, 50 px otherwise.
export const HEADER_SHRINK_PX_WIDE = 100;
export const HEADER_SHRINK_PX_NARROW = 50;
export const HEADER_WIDE_BREAKPOINT_PX = 768;

// SPEC §9 timings (and SPEC §4: popup flags reset after 1000 ms).
export const DOC_POPUP_DELAY_MS = 1000;
export const SURVEYS_SCROLL_MS = 1000;
export const POPUP_FLAG_RESET_MS = 1000;
export const DARK_MODE_DELAY_MS = 300;

// SPEC §9 offer types and the filter lists each type offers.
export const OFFER_TYPES = ['practicas', 'empleo'] as const;
export type TOfferType = (typeof OFFER_TYPES)[number];
export const OFFER_FILTER_LISTS = {
  empleo: ['contrato', 'salario', 'titulaciones', 'areasTitulaciones'],
  practicas: [
    'areaFuncional',
    'areasTitulaciones',
    'nivelesTitulaciones',
    'tiposFormacion',
    'titulaciones',
    'tituloPrograma',
  ],
} as const satisfies Record<TOfferType, readonly string[]>;

/**
 * SPEC §9 application version label (3.4.2), shown in the footer and reported by /api/Publico/estado.
 * Read from the root package.json, the one place it is written (issue #12 item 21); only this
 * field of the file reaches a bundle.
 */
export const APP_VERSION: string = rootVersion;

/**
 * Issue #12 item 2: ids are 32-bit positive integers (the tables' `integer` keys); a larger one
 * made PostgreSQL fail with 'out of range' (500) where SQLite just found nothing.
 */
export const ID_MAX = 2_147_483_647;
