import { z } from 'zod';
import { zCif, zContactEmail } from '../validation/fields';
import {
  companyShape,
  newContactShape,
  refineCompany,
  workCentreShape,
  ZRegistrationFiscalAccount,
  ZSignerFields,
} from './company-fields';

/**
 * Company account request at /solicitar-cuenta (SPEC §2 Public routes, §3 Company registration,
 * §7 guardarUsuarioEmpresa, existeCIF, compruebaCIF, compruebaEmailContactoEmpresa).
 */

export const REGISTRATION_MAX_CONTACTS = 20;
export const REGISTRATION_MAX_CENTRES = 50;
export const REGISTRATION_MAX_ACCOUNTS = 20;

export const ZRegistrationCompany = z.object({ ...companyShape, cif: zCif() }).superRefine(refineCompany);

const ZRegistrationCentre = z.object(workCentreShape).superRefine(refineCompany);

/**
 * guardarUsuarioEmpresa. The first contact is the main (responsible) one; every contact gets a
 * portal user, with its `password` when given, otherwise a set-password link by mail.
 */
export const ZCompanyRegistrationBody = z.object({
  empresa: ZRegistrationCompany,
  firmante: ZSignerFields,
  centrosTrabajo: z
    .array(ZRegistrationCentre, { error: 'malformed' })
    .max(REGISTRATION_MAX_CENTRES, 'malformed')
    .default([]),
  cuentasFacturacion: z
    .array(ZRegistrationFiscalAccount, { error: 'malformed' })
    .max(REGISTRATION_MAX_ACCOUNTS, 'malformed')
    .default([]),
  contactos: z
    .array(z.object(newContactShape), { error: 'required' })
    .min(1, 'required')
    .max(REGISTRATION_MAX_CONTACTS, 'malformed'),
  /** Language of the set-password mails; the brand's default when absent. */
  idioma: z.enum(['es', 'ca']).optional(),
});
export type TCompanyRegistrationBody = z.output<typeof ZCompanyRegistrationBody>;

/**
 * datos of guardarUsuarioEmpresa, with `aviso` 503 (awaiting validation: sign-in answers 9 until
 * then) or 504 (brand flag BornActive: active at once); `mensaje` carries the brand's custom
 * text (registroEmpresasMensajePersonalizado) when it has one, shown instead of the notice body.
 */
export const ZCompanyRegistrationResult = z.object({ idEmpresa: z.number().int(), activa: z.boolean() });

/** existeCIF/{cif}/{codigo}: the fixed code is the brand key (or 'portal'). */
export const ZExistsCifParams = z.object({ cif: zCif(), codigo: z.string().min(1).max(60) });
export const ZCifBody = z.object({ cif: zCif() });
export const ZCifExists = z.object({ existe: z.boolean() });

/** compruebaEmailContactoEmpresa: 44 when the email belongs to another company. */
export const ZContactEmailCheckBody = z.object({ cif: zCif(), email: zContactEmail() });
export const ZContactEmailCheck = z.object({
  /** The email already is a contact of the company with that CIF. */
  existe: z.boolean(),
});
