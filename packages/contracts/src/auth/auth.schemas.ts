import { z } from 'zod';
import { zId } from '../validation/ids';

/**
 * Sign-in, session and data-protection calls (SPEC §4 Session and Login, §7 Login and access,
 * §3 Login response). Field names are the spec's own.
 */

/**
 * `idIdiomaPreferido` / `idIdioma` values: 1 = es (Spanish), 2 = ca (Catalan). SPEC §9 languages
 * are es and ca, default es; the legacy API speaks numeric language ids.
 */
export const LANGUAGE_IDS = { es: 1, ca: 2 } as const;
export type TLanguageId = (typeof LANGUAGE_IDS)[keyof typeof LANGUAGE_IDS];

export function languageIdOf(lang: string | null | undefined): TLanguageId {
  return lang === 'ca' ? LANGUAGE_IDS.ca : LANGUAGE_IDS.es;
}

export function languageOfId(id: number): 'es' | 'ca' {
  return id === LANGUAGE_IDS.ca ? 'ca' : 'es';
}

/** Roles a token carries: Alumno (student or alumnus), Empresa (company contact), office staff. */
export const ZRole = z.enum(['student', 'company', 'staff']);
export type TRole = z.infer<typeof ZRole>;

/** POST /api/{Alumno|Empresa}/logaUsuario. `eAmbito` is the login context ('antiguos' for /login/antiguos). */
export const ZLoginBody = z.object({
  eUsuario: z.string().trim().min(1, 'required').max(254, 'malformed'),
  ePassword: z.string().min(1, 'required').max(1024, 'malformed'),
  eAmbito: z.string().max(50, 'malformed').nullish(),
  // SPEC §7: logaUsuario "with eidEmpresa when a company is chosen".
  eidEmpresa: zId().nullish(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** SPEC §3 "Company list items: idEmpresa" (plus the name to pick from). */
export const ZCompanyChoice = z.object({ idEmpresa: z.number().int(), nombre: z.string() });
export type TCompanyChoice = z.infer<typeof ZCompanyChoice>;

/**
 * SPEC §3 Login response. `textoCortoRGPD`/`linkExternoRGPD` are non-null while the user has not
 * accepted the current data-protection text: the web then holds the token in the session until
 * `guardaAceptacionRGPD` succeeds (SPEC §4 Login).
 */
export const ZLoginSession = z.object({
  token: z.string(),
  /** Company: no agreement signed by the company (firmado empresa, enviado secretaría or formalizado). Students: false. */
  faltaConvenioFirmado: z.boolean(),
  /** Student: an uploaded CV document exists. Companies: false. */
  tieneCVadjunto: z.boolean(),
  textoCortoRGPD: z.string().nullable(),
  linkExternoRGPD: z.string().nullable(),
  /** The internship service: students who are not alumni (or who hold an internship), companies. */
  conPracticas: z.boolean(),
  /** The job service: every student and company. */
  conEmpleo: z.boolean(),
  /** First successful sign-in of the account. */
  primerAcceso: z.boolean(),
  /** Student of vocational training only (ciclos formativos). */
  soloCiclosUAX: z.boolean(),
  /** 1 = es, 2 = ca (LANGUAGE_IDS). */
  idIdiomaPreferido: z.number().int(),
  /** Student without a social-security number (the web asks for it, notice 518). */
  faltaNumeroSeguridadSocial: z.boolean(),
  /** 'student' or 'company': the stored user type decides flows (SPEC §6). */
  rol: ZRole,
  /** The company signed in for (company contacts), else null. */
  idEmpresa: z.number().int().nullable(),
});
export type TLoginSession = z.infer<typeof ZLoginSession>;

/** SPEC §4: a contact of several companies picks one first; no token until then. */
export const ZLoginChooseCompany = z.object({ empresas: z.array(ZCompanyChoice) });
export type TLoginChooseCompany = z.infer<typeof ZLoginChooseCompany>;

export const ZLoginResult = z.union([ZLoginSession, ZLoginChooseCompany]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** POST /api/Empresa/dameEmpresasDelUsuario: the companies of the signed-in contact. */
export const ZCompanyChoiceList = z.array(ZCompanyChoice);

/** #16 part 1, POST /api/Empresa/cambiarEmpresa: the company to switch to (answers a new session). */
export const ZSwitchCompanyBody = z.object({ eidEmpresa: zId() });

/** GET dameTextoRGPDactual: the current data-protection text of the brand, in one language. */
export const ZRgpdTextQuery = z.object({ lang: z.enum(['es', 'ca']).optional() });
export const ZRgpdText = z.object({
  idTexto: z.number().int(),
  version: z.number().int(),
  textoCortoRGPD: z.string(),
  linkExternoRGPD: z.string().nullable(),
});
export type TRgpdText = z.infer<typeof ZRgpdText>;

/** GET guardaAceptacionRGPD: which version was accepted and when (ISO-8601 UTC). */
export const ZRgpdAcceptance = z.object({
  idTexto: z.number().int(),
  version: z.number().int(),
  fechaAceptacion: z.string(),
});
export type TRgpdAcceptance = z.infer<typeof ZRgpdAcceptance>;

/** POST /api/{Alumno|Empresa}/editarIdiomaPreferido (SPEC §7). */
export const ZEditPreferredLanguageBody = z.object({
  idIdioma: z.union([z.literal(LANGUAGE_IDS.es), z.literal(LANGUAGE_IDS.ca)], { message: 'malformed' }),
});
export const ZEditPreferredLanguageResult = z.object({ idIdiomaPreferido: z.number().int() });

/** POST /api/Publico/modoDios: god mode for /gma2019 against a staff credential. */
export const ZGodModeBody = z.object({
  eUsuario: z.string().trim().min(1, 'required').max(254, 'malformed'),
  ePassword: z.string().min(1, 'required').max(1024, 'malformed'),
});
export const ZGodModeResult = z.object({ godMode: z.literal(true), token: z.string() });
export type TGodModeResult = z.infer<typeof ZGodModeResult>;

/** GET /api/Publico/estado: read by the web's maintenance guard. */
export const ZPublicStatus = z.object({ mantenimiento: z.boolean(), version: z.string() });
export type TPublicStatus = z.infer<typeof ZPublicStatus>;

/** The claims of a session token (HS256, `exp`/`iat` in seconds). */
export interface TTokenClaims {
  sub: string;
  role: TRole;
  /** Company id for company contacts. */
  cid: number | null;
  /** users.token_version when issued: a password change bumps it and revokes older tokens. */
  ver: number;
  jti: string;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
  /** God mode (staff only, short-lived). */
  god?: boolean;
}
