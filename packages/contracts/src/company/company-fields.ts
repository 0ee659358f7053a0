import { z } from 'zod';
import { zId } from '../validation/ids';
import { ID_MAX, POSTAL_ADDRESS_MAX, SPAIN_COUNTRY_ID, TEXT_MAX, TEXT_MIN, forumYears } from '../limits';
import {
  zBoolFlag,
  zCif,
  zContactEmail,
  zDni,
  zEmailCode,
  zIban,
  zOptional,
  zOptionalText,
  zPassword,
  zPhone,
  zPostalCode,
  zRequiredText,
  zUrl,
} from '../validation/fields';

/**
 * Field groups of the company area (SPEC §3 Company registration, Signer, Company contact,
 * Fiscal account; SPEC §5 rules), shared by the registration, the company page and the profile.
 * Shapes are plain records so that each schema can add its own fields before its refinements.
 */

/** Company description and long free texts. */
export const DESCRIPTION_MAX = 4000;
/** Oldest founding year accepted. */
export const FOUNDING_YEAR_MIN = 1800;

function requiredOrMalformed(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null ? 'required' : 'malformed';
}

/** A required id of a reference list (province, country, sector...). */
export function zRefId() {
  return zId(requiredOrMalformed);
}

/** An optional id of a reference list: absent, null or 0 read as none. */
export function zOptionalRefId() {
  return z
    .number({ error: 'malformed' })
    .int('malformed')
    .nonnegative('malformed')
    .max(ID_MAX, 'malformed')
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A founding year between 1800 and the current year. */
export function zFoundingYear() {
  return z
    .number({ error: 'malformed' })
    .int('malformed')
    .nullish()
    .refine(
      (v) => v === null || v === undefined || (v >= FOUNDING_YEAR_MIN && v <= new Date().getFullYear()),
      'malformed',
    )
    .transform((v) => v ?? null);
}

/** Free text checked in a refinement: trimmed, '' when absent. */
const looseText = z
  .string({ error: 'malformed' })
  .nullish()
  .transform((v) => (v ?? '').trim());

type Issue = { code: 'custom'; path: PropertyKey[]; message: string; input?: unknown };
type Ctx = { addIssue(issue: Issue): void };

/** Pushes the SPEC §5 generic message of a required text of `min`..`max` characters. */
function checkText(ctx: Ctx, path: string, value: string, min: number, max: number): void {
  if (value === '') ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
  else if (value.length < min) ctx.addIssue({ code: 'custom', path: [path], message: 'minLength' });
  else if (value.length > max) ctx.addIssue({ code: 'custom', path: [path], message: 'malformed' });
}

/** SPEC §5 Fiscal account: province from the list in Spain, free text (min 3) elsewhere. */
export function checkProvince(
  ctx: Ctx,
  v: { idPais: number; idProvincia: number | null; Provincia?: string },
  textField = 'Provincia',
): void {
  if (v.idPais === SPAIN_COUNTRY_ID) {
    if (!v.idProvincia) ctx.addIssue({ code: 'custom', path: ['idProvincia'], message: 'required' });
  } else {
    checkText(ctx, textField, v.Provincia ?? '', TEXT_MIN, TEXT_MAX);
  }
}

// --- Company (SPEC §3 Company registration) ---

export const companyShape = {
  /** Legal name. */
  nombre: zRequiredText(),
  nombreComercial: zRequiredText(),
  /** Domain list tiposEmpresa: private, public, startup (SPEC §5: required). */
  idTipoEmpresa: zRefId(),
  /** Domain list tiposSociedad (SPEC §5: required). */
  idTipoSociedad: zRefId(),
  /** Domain list sectoresActividad. */
  idSector: zRefId(),
  /** Domain list rangosEmpleados. */
  idRangoEmpleados: zRefId(),
  idRangoFacturacion: zOptionalRefId(),
  idAreaFuncional: zOptionalRefId(),
  web: zOptional(zUrl()),
  email: zOptional(zEmailCode()),
  telefono: zOptional(zPhone()),
  /** SPEC §8 73 when malformed; needed before managing internships (SPEC §6). */
  iban: zOptional(zIban()),
  descripcion: zOptionalText(DESCRIPTION_MAX),
  /** The university may show the company logo. */
  autorizaLogo: zBoolFlag().optional(),
  direccion: zRequiredText(),
  /** SPEC §5: numeric, at least 5 digits in the company registration. */
  cp: zPostalCode(),
  localidad: zRequiredText(),
  idLocalidad: zOptionalRefId(),
  idProvincia: zOptionalRefId(),
  idPais: zRefId(),
  anioFundacion: zFoundingYear(),
  /** Invoices are also sent by post (SPEC §3 postal-invoice option). */
  requiereEnvioPostalFacturas: zBoolFlag().optional(),
};

/** Company data: the province comes from the list when the country is Spain. */
export function refineCompany(v: { idPais: number; idProvincia: number | null }, ctx: Ctx): void {
  if (v.idPais === SPAIN_COUNTRY_ID && !v.idProvincia)
    ctx.addIssue({ code: 'custom', path: ['idProvincia'], message: 'required' });
}

// --- Signer (SPEC §3 Signer) ---

export const ZSignerFields = z.object({
  nombre: zRequiredText(),
  apellidos: zRequiredText(),
  email: zEmailCode(),
  /** SPEC §5 signer dialog: the ID is optional. */
  dni: zOptional(zDni()),
  cargo: zRequiredText(),
  telefono: zOptional(zPhone()),
});
export type TSignerFields = z.output<typeof ZSignerFields>;

// --- Work centre (keyed by idCentro) ---

export const workCentreShape = {
  nombre: zRequiredText(),
  direccion: zRequiredText(),
  cp: zPostalCode(),
  localidad: zRequiredText(),
  idLocalidad: zOptionalRefId(),
  idProvincia: zOptionalRefId(),
  idPais: zRefId(),
  telefono: zOptional(zPhone()),
  email: zOptional(zEmailCode()),
  /** A contact of the company in charge of the centre. */
  idContacto: zOptionalRefId(),
};

// --- Fiscal account (SPEC §3 Fiscal account, §5 Fiscal account) ---

export function fiscalAccountShape(cp: z.ZodType<string, string>) {
  return {
    NombreFiscal: zRequiredText(),
    CIF: zCif(),
    requiereEnvioPostalFacturas: zBoolFlag().optional(),
    domicilioFiscal: zRequiredText(),
    /** Required, from the list, when the country is Spain (1). */
    idProvincia: zOptionalRefId(),
    /** Required free text (min 3) when the country is not Spain. */
    Provincia: looseText,
    poblacion: zRequiredText(),
    idPais: zRefId(),
    cp,
    /** Required (3 to 250) only with postal invoices; dropped otherwise. */
    domicilioEnvioPostal: looseText,
  };
}

export function refineFiscalAccount(
  v: {
    idPais: number;
    idProvincia: number | null;
    Provincia: string;
    requiereEnvioPostalFacturas?: boolean;
    domicilioEnvioPostal: string;
  },
  ctx: Ctx,
): void {
  checkProvince(ctx, v);
  if (v.requiereEnvioPostalFacturas)
    checkText(ctx, 'domicilioEnvioPostal', v.domicilioEnvioPostal, TEXT_MIN, POSTAL_ADDRESS_MAX);
}

/** SPEC §5: cp 3 to 150 in the fiscal account form; numeric (5+ digits) in the registration. */
export const ZRegistrationFiscalAccount = z.object(fiscalAccountShape(zPostalCode())).superRefine(refineFiscalAccount);

// --- Company contact (SPEC §3 Company contact, §5 Company contact) ---

/** SPEC §9 forum years: 2010 to the current year. */
const zForumYears = z
  .array(z.number({ error: 'malformed' }).int('malformed'), { error: 'malformed' })
  .max(100, 'malformed')
  .refine((years) => years.every((y) => forumYears().includes(y)), 'malformed');

export const contactShape = {
  nombre: zRequiredText(),
  apellidos: zRequiredText(),
  puesto: zRequiredText(),
  /** @ and a dot, no accented characters. */
  email: zContactEmail(),
  nick: zOptionalText(),
  telefono1: zPhone(),
  telefono2: zOptional(zPhone()),
  departamento: zOptionalText(),
  direccion: zRequiredText(),
  localidad: zRequiredText(),
  idLocalidad: zOptionalRefId(),
  cp: zRequiredText(),
  nif: zOptional(zDni()),
  idPais: zOptionalRefId(),
  provincia: zOptionalText(),
  /**
   * Contact type ids (tiposContacoEmpresa). Absent: the default type 9 (SPEC §9). An empty list
   * is refused (15) when the brand makes the checkboxes required (flag tipoContactoObligatorio).
   */
  tipoContacto: z.array(zRefId(), { error: 'malformed' }).max(20, 'malformed').optional(),
  aniosForoEmpleo: zForumYears.optional(),
};

/** A new contact may bring its password; otherwise a set-password link is mailed. */
export const newContactShape = { ...contactShape, password: zOptional(zPassword()) };
