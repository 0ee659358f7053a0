import { z } from 'zod';
import { isValidEmail } from './validation/email';
import { SURVEY_MAX_LENGTHS } from './limits';

/**
 * The brand schema (SPEC §1 multi-brand, §3 'Brand settings read', §6 brand flags, §9 survey
 * length). Every `brands/<key>/brand.json` is validated by `ZBrand` when the API starts; the web
 * receives `ZPublicBrand` (the same minus secrets) from GET /api/Publico/marca.
 * Every field is explained in docs/brands.md.
 */

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const KEY = /^[a-z][a-z0-9-]{1,30}$/;
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** Brand assets live in the brand's own folder and are served from /brands/<key>/<file>. */
export const BRAND_ASSET_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'ico'] as const;
const ASSET_PATH = new RegExp(
  `^/brands/[a-z][a-z0-9-]*/[A-Za-z0-9][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)*\\.(?:${BRAND_ASSET_EXTENSIONS.join('|')})$`,
);
/** An internal route ('/politica-de-privacidad') or an absolute http(s) address. */
const HREF = /^(?:\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+)$/;
/** An origin only: scheme, host name, optional port; no user info, path, query or fragment. */
const PUBLIC_URL = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/;

const text = z.string().trim().min(1, 'required');
const colour = z.string().regex(HEX_COLOUR, 'malformed');
const href = z.string().regex(HREF, 'malformed');
const assetPath = z.string().regex(ASSET_PATH, 'malformed');

/** A text in both languages of SPEC §1 (es and ca are both mandatory). */
export const ZLocalized = z.object({ es: text, ca: text });
export type TLocalized = z.infer<typeof ZLocalized>;

/** Design tokens: the web turns them into CSS variables and the Mantine theme. */
export const ZBrandTokens = z.object({
  primary: colour,
  /** Text and icons drawn on `primary` (buttons, header): WCAG AA against it. */
  primaryContrast: colour,
  secondary: colour,
  accent: colour,
  background: colour,
  surface: colour,
  /** Body text on `background` and `surface`: WCAG AA against both. */
  text: colour,
  fontFamily: text,
  headingFontFamily: text,
  /** Corner radius of cards, buttons and inputs, in px. */
  radius: z.number().int().min(0).max(32),
});

export const ZBrandLogos = z.object({
  header: assetPath,
  footer: assetPath,
  favicon: assetPath,
  loginImage: assetPath.optional(),
});

/** SPEC §2 student home 'optional brand banner'. */
export const ZBrandBanner = z.object({
  texto: text,
  enlace: href.optional(),
  imagen: assetPath.optional(),
});

/**
 * The brand's texts in one language. Long texts (`practiceConditions`, the policies) use the
 * small markdown subset described in docs/brands.md; the web renders it without raw HTML.
 */
export const ZBrandTexts = z.object({
  footer: text,
  /** Header greeting; `{nombre}` is replaced by the user's first name. */
  greeting: text.optional(),
  loginTitle: text,
  loginIntro: text,
  loginStudentsText: text,
  loginCompaniesText: text,
  loginAlumniText: text,
  banner_home: ZBrandBanner.optional(),
  // SPEC §3 'Brand settings read' and §2 company home: agreement and deregistration messages.
  empresaSinConvenio: text,
  mensajeconveniosubido: text,
  mensajeconveniogenerado: text,
  mensajeBaja: text,
  /** SPEC §8: shown after company registration instead of notice 503/504 when present. */
  registroEmpresasMensajePersonalizado: text.optional(),
  /** SPEC §2 practice-conditions page and §9 fees and hours. */
  practiceConditions: text,
  privacyPolicy: text,
  cookiePolicy: text,
  dataProtection: text,
  /** Optional content of /orientacion-laboral and /ayuda (flags hasOrientacionLaboral, hasAyuda). */
  orientacionLaboral: text.optional(),
  ayuda: text.optional(),
});
export type TBrandTexts = z.infer<typeof ZBrandTexts>;

const ZEnPage = z.object({ title: text, body: text });
/** SPEC §2 English public set: /news, /press-room, /contact, /work-with-us, /privacy-policy, /cookies-policy. */
export const ZBrandTextsEn = z.object({
  news: ZEnPage,
  pressRoom: ZEnPage,
  contact: ZEnPage,
  workWithUs: ZEnPage,
  privacyPolicy: ZEnPage,
  cookiesPolicy: ZEnPage,
});

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'instagram', 'facebook', 'youtube', 'tiktok'] as const;
export const ZBrandLinks = z.object({
  /** SPEC §2 footer legal links, in order. */
  legal: z.array(z.object({ label: ZLocalized, href })).max(12),
  social: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), href: z.string().regex(/^https:\/\/\S+$/, 'malformed') }))
    .max(8),
});

export const ZBrandContact = z.object({
  supportEmail: z.string().refine(isValidEmail, { message: 'email' }),
  phone: text,
  address: text,
});

/** Feature flags (SPEC §1, §2 menus and guards, §3 'Brand settings read', §6). All mandatory. */
export const BRAND_FLAGS = [
  'canRegistroAlumno',
  'hasEventos',
  'hasGuiasOrientacion',
  'hasAyuda',
  'hasOrientacionLaboral',
  'hasProgramas',
  'hasPropuestaPracticasAlumno',
  'hasAlternancia',
  'hasSolicitarCambioPracticas',
  'hasSolicitudesPracticasEducacion',
  'hasBajaAlumno',
  'hasBajaEmpresa',
  'mostrarReferenciaOferta',
  'cvObligatorio',
  'duplicarOferta',
  'empresaDestino',
  'tipoContactoObligatorio',
  'missingDataPopupAlumno',
  'missingCompanyDataPopup',
  'BornActive',
  'registroEmpresas',
  'tilesEmpleo',
] as const;
export type TBrandFlag = (typeof BRAND_FLAGS)[number];
export const ZBrandFlags = z.strictObject(
  Object.fromEntries(BRAND_FLAGS.map((flag) => [flag, z.boolean()])) as Record<TBrandFlag, z.ZodBoolean>,
);

/** SPEC §1: visibility, editability and required status of a form field. */
export const ZFieldRule = z
  .object({
    visible: z.boolean().default(true),
    editable: z.boolean().default(true),
    required: z.boolean().default(false),
  })
  .refine((rule) => rule.visible || !rule.required, { message: 'a hidden field cannot be required' });
export type TFieldRule = z.infer<typeof ZFieldRule>;
export const DEFAULT_FIELD_RULE: TFieldRule = { visible: true, editable: true, required: false };

export const FIELD_FORMS = ['personal', 'academic', 'experience', 'offer', 'internship'] as const;
export type TFieldForm = (typeof FIELD_FORMS)[number];
const ZFormRules = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'malformed'), ZFieldRule);
export const ZBrandFields = z.strictObject(
  Object.fromEntries(FIELD_FORMS.map((form) => [form, ZFormRules.default({})])) as Record<
    TFieldForm,
    z.ZodDefault<typeof ZFormRules>
  >,
);
export type TBrandFields = z.infer<typeof ZBrandFields>;

/** Single sign-on of SPEC §2 /acceso and §6 (graduates must use it, error 95). */
export const ZBrandSso = z.object({
  issuer: z.url({ protocol: /^https?$/, error: 'malformed' }),
  clientId: text,
  /** Secret: never leaves the server. `env:NAME` reads it from the environment at start-up. */
  clientSecret: text,
  /** SPEC §6: graduates (antiguos) must sign in through it. */
  graduatesOnly: z.boolean(),
});

/** The rules checked when the office creates or changes an internship (issue #15), and what each does. */
export const INTERNSHIP_RULES = [
  'solapamiento',
  'horas',
  'convenioEnVigor',
  'inicioAntesConvenio',
  'seguridadSocial',
  'creditosMaster',
] as const;
export type TInternshipRule = (typeof INTERNSHIP_RULES)[number];
const ZRuleMode = z.enum(['block', 'warn']);
export type TRuleMode = z.infer<typeof ZRuleMode>;
const INTERNSHIP_RULE_SHAPE = Object.fromEntries(INTERNSHIP_RULES.map((r) => [r, ZRuleMode])) as Record<
  TInternshipRule,
  typeof ZRuleMode
>;
const INTERNSHIP_RULE_DEFAULTS: Record<TInternshipRule, TRuleMode> = {
  solapamiento: 'block',
  horas: 'block',
  convenioEnVigor: 'block',
  inicioAntesConvenio: 'block',
  seguridadSocial: 'warn',
  creditosMaster: 'warn',
};
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/**
 * The university office's settings (issue #14): after how many days a waiting item is highlighted
 * on the console, and — for a demo only — the admin accounts allowed to sign in without their
 * second factor (the README says which). Production brands leave the list empty.
 */
export const ZBrandOffice = z.strictObject({
  staleAfterDays: z.number().int().min(1).max(365).default(7),
  /**
   * The reminder job (issue #14 part 7): companies hear of agreements left in Generado or Erróneo
   * empresa, and the brand's admins and gestores of queue items, after this many days waiting,
   * and again at most once every this many days per item.
   */
  reminderAfterDays: z.number().int().min(1).max(365).default(7),
  /** Offers of a company with an agreement in force are published on submission (recorded as auto-approved). */
  autoApproveOffersWithAgreement: z.boolean().default(false),
  demoWithoutSecondFactor: z
    .array(
      z
        .string()
        .toLowerCase()
        .regex(/^[^\s@]+@[^\s@]+$/, 'malformed'),
    )
    .max(10)
    .default([]),
  /** Issue #15: which rules of an internship block it and which only warn (a warning needs a recorded confirmation). */
  internshipRules: z.strictObject(INTERNSHIP_RULE_SHAPE).default(INTERNSHIP_RULE_DEFAULTS),
  /**
   * SPEC §9 '7 a day in non-teaching periods': the spec does not date them, so each brand names
   * its yearly non-teaching periods (MM-DD to MM-DD, inclusive). An internship that lies wholly in
   * one may take 7 hours a day.
   */
  nonTeachingPeriods: z
    .array(
      z.strictObject({
        desde: z.string().regex(MONTH_DAY, 'malformed'),
        hasta: z.string().regex(MONTH_DAY, 'malformed'),
      }),
    )
    .max(12)
    .default([{ desde: '07-01', hasta: '08-31' }]),
});
export type TBrandOffice = z.infer<typeof ZBrandOffice>;
const OFFICE_DEFAULTS: TBrandOffice = {
  staleAfterDays: 7,
  reminderAfterDays: 7,
  autoApproveOffersWithAgreement: false,
  demoWithoutSecondFactor: [],
  internshipRules: INTERNSHIP_RULE_DEFAULTS,
  nonTeachingPeriods: [{ desde: '07-01', hasta: '08-31' }],
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const surveyMaxLength = z.union(SURVEY_MAX_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<256>, z.ZodLiteral<6000>]);

const ZBrandBase = z.strictObject({
  key: z.string().regex(KEY, 'malformed'),
  /** Host names (no port) that select the brand; `<key>.localhost` always does. */
  hosts: z.array(z.string().toLowerCase().regex(HOST, 'malformed')).default([]),
  /**
   * The public address of the portal (origin only, e.g. https://practicas.ulevante.example):
   * every link in every mail and the single sign-on return address start with it, never with a
   * request header (issue #12 item 1). Without it the API uses PUBLIC_URL.
   */
  publicUrl: z.string().toLowerCase().regex(PUBLIC_URL, 'malformed').optional(),
  /** Path prefix of the practice-conditions page: /{prefix}/condiciones-practicas. */
  prefix: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'malformed'),
  name: ZLocalized,
  defaultLanguage: z.enum(['es', 'ca']),
  /**
   * IANA time zone every rule, job, deadline and export of the brand reasons in (DESIGN 'one
   * clock'): a day starts at midnight there, not in UTC. Canary Islands universities set
   * 'Atlantic/Canary'.
   */
  timeZone: z
    .string()
    .refine((zone) => isTimeZone(zone), 'malformed')
    .default('Europe/Madrid'),
  tokens: ZBrandTokens,
  logos: ZBrandLogos,
  texts: z.object({ es: ZBrandTexts, ca: ZBrandTexts }),
  textsEn: ZBrandTextsEn,
  links: ZBrandLinks,
  contact: ZBrandContact,
  /** SPEC §7 analytics id (loaded only with analytics cookie consent), or null for none. */
  analytics: z
    .string()
    .regex(/^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/, 'malformed')
    .nullable(),
  flags: ZBrandFlags,
  fields: ZBrandFields.default({ personal: {}, academic: {}, experience: {}, offer: {}, internship: {} }),
  /** SPEC §9 survey answer maximum length. */
  surveyMaxLength,
  sso: ZBrandSso.optional(),
  /** Text of the maintenance page, overriding the generic one. */
  maintenanceMessage: ZLocalized.optional(),
  office: ZBrandOffice.default(OFFICE_DEFAULTS),
});

// --- WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) ---

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio between two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** Pairs of tokens drawn as text on background; each must reach WCAG AA. */
export const CONTRAST_PAIRS = [
  ['primaryContrast', 'primary'],
  ['text', 'background'],
  ['text', 'surface'],
] as const;

export const ZBrand = ZBrandBase.superRefine((brand, ctx) => {
  for (const [fg, bg] of CONTRAST_PAIRS) {
    const ratio = contrastRatio(brand.tokens[fg], brand.tokens[bg]);
    if (ratio < MIN_TEXT_CONTRAST) {
      ctx.addIssue({
        code: 'custom',
        path: ['tokens', fg],
        message: `contrast of ${fg} on ${bg} is ${ratio.toFixed(2)}, below ${MIN_TEXT_CONTRAST}`,
      });
    }
  }
  const ownAssets: Array<[PropertyKey[], string | undefined]> = [
    ...Object.entries(brand.logos).map(([name, value]): [PropertyKey[], string | undefined] => [
      ['logos', name],
      value,
    ]),
    [['texts', 'es', 'banner_home', 'imagen'], brand.texts.es.banner_home?.imagen],
    [['texts', 'ca', 'banner_home', 'imagen'], brand.texts.ca.banner_home?.imagen],
  ];
  for (const [path, asset] of ownAssets) {
    if (asset && !asset.startsWith(`/brands/${brand.key}/`)) {
      ctx.addIssue({ code: 'custom', path, message: `${asset} is outside /brands/${brand.key}/` });
    }
  }
});
export type TBrand = z.infer<typeof ZBrand>;
/** What brand.json may omit (defaults filled in by the schema). */
export type TBrandInput = z.input<typeof ZBrand>;

/** The single sign-on data the web needs: no secret. */
export const ZPublicSso = ZBrandSso.omit({ clientSecret: true });

/** The brand as the web sees it: everything except secrets (SSO client secret). */
/** The web is not told which accounts skip the second factor. */
export const ZPublicBrand = ZBrandBase.omit({ sso: true, office: true }).extend({
  sso: ZPublicSso.nullable(),
  office: ZBrandOffice.pick({ staleAfterDays: true }).default({ staleAfterDays: OFFICE_DEFAULTS.staleAfterDays }),
});
export type TPublicBrand = z.infer<typeof ZPublicBrand>;

export function toPublicBrand(brand: TBrand): TPublicBrand {
  const { sso, office, ...rest } = brand;
  return {
    ...rest,
    sso: sso ? { issuer: sso.issuer, clientId: sso.clientId, graduatesOnly: sso.graduatesOnly } : null,
    office: { staleAfterDays: office.staleAfterDays },
  };
}

/** SPEC §1 field rule of a form field; a field the brand does not mention is visible, editable, optional. */
export function fieldRule(
  brand: Pick<TBrand, 'fields'> | Pick<TPublicBrand, 'fields'>,
  form: TFieldForm,
  field: string,
): TFieldRule {
  return brand.fields[form]?.[field] ?? DEFAULT_FIELD_RULE;
}

/** Fills `{nombre}` in the brand's greeting template (or a plain fallback). */
export function brandGreeting(texts: Pick<TBrandTexts, 'greeting'>, nombre: string, fallback: string): string {
  return (texts.greeting ?? fallback).replaceAll('{nombre}', nombre);
}
